import { createFileRoute } from '@tanstack/react-router';
import { fundCodeSearch } from '../../app/search-params';
import { loadIndicators } from '../../flows/assets';
import { IndicatorsPage } from './-indicators';
import { failedPage, pendingPage } from '../-page-states';

// /indicatorPath?fundCode=…: the user's saved indicator choice drawn for the chosen fund, plus its sectors.
export const Route = createFileRoute('/_client/indicatorPath')({
  validateSearch: fundCodeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadIndicators(deps),
  pendingComponent: pendingPage(IndicatorsPage),
  errorComponent: failedPage(IndicatorsPage),
  component: function Page() {
    return <IndicatorsPage {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
  },
});
