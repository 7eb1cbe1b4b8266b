import { createFileRoute } from '@tanstack/react-router';
import { newsSearch } from '../../app/search-params';
import { SEARCH_START_PAGE } from '../../constants';
import { loadNewsSearch } from '../../flows/content';
import { failedPage, pendingPage } from '../-page-states';
import { NewsSearchPage } from './-news-search';

// /searchDetail: news title search from the layout's search box (?title=); SEARCH_PAGE_SIZE a page from page 1.
export const Route = createFileRoute('/_client/searchDetail')({
  validateSearch: newsSearch,
  loaderDeps: ({ search }) => ({ title: search.title ?? '', page: search.page ?? SEARCH_START_PAGE }),
  loader: ({ deps }) => loadNewsSearch(deps),
  pendingComponent: pendingPage(NewsSearchPage),
  errorComponent: failedPage(NewsSearchPage),
  component: function Page() {
    const data = Route.useLoaderData();
    return <NewsSearchPage status={{ kind: 'ready' }} items={data.list} total={data.total} />;
  },
});
