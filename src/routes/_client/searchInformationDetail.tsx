import { createFileRoute } from '@tanstack/react-router';
import { searchResultSearch } from '../../app/search-params';
import { loadArticle } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { FoundArticlePage } from './-content-detail';

// /searchInformationDetail: an article opened from the search results (title and page lead back to them).
export const Route = createFileRoute('/_client/searchInformationDetail')({
  validateSearch: searchResultSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => loadArticle(deps.id),
  pendingComponent: pendingPage(FoundArticlePage),
  errorComponent: failedPage(FoundArticlePage),
  component: function Page() {
    return <FoundArticlePage status={{ kind: 'ready' }} detail={Route.useLoaderData()} />;
  },
});
