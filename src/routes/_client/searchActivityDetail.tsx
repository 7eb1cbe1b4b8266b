import { createFileRoute } from '@tanstack/react-router';
import { searchResultSearch } from '../../app/search-params';
import { loadActivity } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { FoundActivityPage } from './-content-detail';

// /searchActivityDetail: an activity opened from the search page (title and page lead back to the results).
export const Route = createFileRoute('/_client/searchActivityDetail')({
  validateSearch: searchResultSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => loadActivity(deps.id),
  pendingComponent: pendingPage(FoundActivityPage),
  errorComponent: failedPage(FoundActivityPage),
  component: function Page() {
    return <FoundActivityPage status={{ kind: 'ready' }} detail={Route.useLoaderData()} />;
  },
});
