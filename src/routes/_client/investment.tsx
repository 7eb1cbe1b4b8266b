import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { SEARCH_START_PAGE } from '../../constants';
import { loadContentList } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ContentListPage } from './-content-list';

// /investment: the articles of this page's menu column, ten to a page; the page number lives in the URL.
export const Route = createFileRoute('/_client/investment')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? SEARCH_START_PAGE }),
  loader: ({ context, deps }) => loadContentList(context.session, '/investment', deps.page),
  pendingComponent: pendingPage(ContentListPage, { path: '/investment' }),
  errorComponent: failedPage(ContentListPage, { path: '/investment' }),
  component: function Page() {
    return <ContentListPage path="/investment" status={{ kind: 'ready' }} list={Route.useLoaderData()} />;
  },
});
