import { createFileRoute } from '@tanstack/react-router';
import { articleSearch } from '../../app/search-params';
import { loadArticle } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ArticlePage } from './-content-detail';

// /informationDetails: one article of a column, opened from its list (from= names the list to go back to).
export const Route = createFileRoute('/_client/informationDetails')({
  validateSearch: articleSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => loadArticle(deps.id),
  pendingComponent: pendingPage(ArticlePage),
  errorComponent: failedPage(ArticlePage),
  component: function Page() {
    return <ArticlePage status={{ kind: 'ready' }} detail={Route.useLoaderData()} />;
  },
});
