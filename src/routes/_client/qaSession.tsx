import { createFileRoute } from '@tanstack/react-router';
import { qaSearch } from '../../app/search-params';
import { SEARCH_START_PAGE } from '../../constants';
import { loadQa } from '../../flows/qa';
import { failedPage, pendingPage } from '../-page-states';
import { LoadedQaPage, QaPage } from './-qa';

// /qaSession: the user's questions (?page=), the open thread (?id=, marked read on opening), the ask flow.
export const Route = createFileRoute('/_client/qaSession')({
  validateSearch: qaSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? SEARCH_START_PAGE, id: search.id }),
  loader: ({ deps }) => loadQa(deps),
  pendingComponent: pendingPage(QaPage),
  errorComponent: failedPage(QaPage),
  component: function Page() {
    return <LoadedQaPage data={Route.useLoaderData()} />;
  },
});
