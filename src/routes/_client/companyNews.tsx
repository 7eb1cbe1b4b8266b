import { createFileRoute } from '@tanstack/react-router';
import { pageDeps, pageSearch } from '../../app/search-params';
import { contentListLoader } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { ContentListPage, contentListPage } from './-content-list';

// /companyNews: the articles of this page's menu column, ten to a page; the page number lives in the URL.
export const Route = createFileRoute('/_client/companyNews')({
  validateSearch: pageSearch,
  loaderDeps: pageDeps,
  loader: contentListLoader('/companyNews'),
  pendingComponent: pendingPage(ContentListPage, { path: '/companyNews' }),
  errorComponent: failedPage(ContentListPage, { path: '/companyNews' }),
  component: contentListPage('/companyNews'),
});
