import { createFileRoute } from '@tanstack/react-router';
import { pageDeps, pageSearch } from '../../app/search-params';
import { contentListLoader } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ContentListPage, contentListPage } from './-content-list';

// /activityList: the firm's activities for clients, ten to a page.
export const Route = createFileRoute('/_client/activityList')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: contentListLoader('/activityList'),
  pendingComponent: pendingPage(ContentListPage, { path: '/activityList' }),
  errorComponent: failedPage(ContentListPage, { path: '/activityList' }),
  component: contentListPage('/activityList'),
});
