import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { SEARCH_START_PAGE } from '../../constants';
import { loadContentList } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ContentListPage } from './-content-list';

// /companyNews: the articles of this page's menu column, ten to a page; the page number lives in the URL.
export const Route = createFileRoute('/_client/companyNews')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? SEARCH_START_PAGE }),
  loader: ({ context, deps }) => loadContentList(context.session, '/companyNews', deps.page),
  pendingComponent: pendingPage(ContentListPage, { path: '/companyNews' }),
  errorComponent: failedPage(ContentListPage, { path: '/companyNews' }),
  component: function Page() {
    return <ContentListPage path="/companyNews" status={{ kind: 'ready' }} list={Route.useLoaderData()} />;
  },
});
