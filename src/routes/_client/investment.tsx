import { createFileRoute } from '@tanstack/react-router';
import { pageDeps, pageSearch } from '../../app/search-params';
import { contentListLoader } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ContentListPage, contentListPage } from './-content-list';

// /investment: the articles of this page's menu column, ten to a page; the page number lives in the URL.
export const Route = createFileRoute('/_client/investment')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: contentListLoader('/investment'),
  pendingComponent: pendingPage(ContentListPage, { path: '/investment' }),
  errorComponent: failedPage(ContentListPage, { path: '/investment' }),
  component: contentListPage('/investment'),
});
