import { createFileRoute } from '@tanstack/react-router';
import { fundCodeSearch } from '../../app/search-params';
import { loadPortfolio } from '../../flows/assets';
import { failedPage, pendingPage } from '../-page-states';
import { PortfolioPage } from './-portfolio';

// /portfolioPath?fundCode=…: the fund configurations, the chosen one's portfolio data and top-5 rationales.
export const Route = createFileRoute('/_client/portfolioPath')({
  validateSearch: fundCodeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadPortfolio(deps),
  pendingComponent: pendingPage(PortfolioPage),
  errorComponent: failedPage(PortfolioPage),
  component: function Page() {
    return <PortfolioPage {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
  },
});
