import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../app/search-params';
import { SEARCH_START_PAGE } from '../../constants';
import { loadContentList } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ContentListPage } from './-content-list';

// /activityList: the firm's activities for clients, ten to a page.
export const Route = createFileRoute('/_client/activityList')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? SEARCH_START_PAGE }),
  loader: ({ context, deps }) => loadContentList(context.session, '/activityList', deps.page),
  pendingComponent: pendingPage(ContentListPage, { path: '/activityList' }),
  errorComponent: failedPage(ContentListPage, { path: '/activityList' }),
  component: function Page() {
    return <ContentListPage path="/activityList" status={{ kind: 'ready' }} list={Route.useLoaderData()} />;
  },
});
