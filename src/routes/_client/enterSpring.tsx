import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { SEARCH_START_PAGE } from '../../constants';
import { loadContentList } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ContentListPage } from './-content-list';

// /enterSpring: the articles of this page's menu column, ten to a page; the page number lives in the URL.
export const Route = createFileRoute('/_client/enterSpring')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? SEARCH_START_PAGE }),
  loader: ({ context, deps }) => loadContentList(context.session, '/enterSpring', deps.page),
  pendingComponent: pendingPage(ContentListPage, { path: '/enterSpring' }),
  errorComponent: failedPage(ContentListPage, { path: '/enterSpring' }),
  component: function Page() {
    return <ContentListPage path="/enterSpring" status={{ kind: 'ready' }} list={Route.useLoaderData()} />;
  },
});
