import { createFileRoute } from '@tanstack/react-router';
import { estimateSearch } from '../../app/search-params';
import { loadEstimates } from '../../flows/assets';
import { EstimatePage } from './-estimate';
import { failedPage, pendingPage } from '../-page-states';

// /estimatePath?fundCode=…&page=…: the estimates list and, for the chosen fund, its estimate history (a page for
// the table, the whole history for the chart).
export const Route = createFileRoute('/_client/estimatePath')({
  validateSearch: estimateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context }) => loadEstimates(context.session, deps),
  pendingComponent: pendingPage(EstimatePage),
  errorComponent: failedPage(EstimatePage),
  component: function Page() {
    return <EstimatePage {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
  },
});
