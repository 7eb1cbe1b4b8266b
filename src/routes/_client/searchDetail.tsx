import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { searchNews } from '../../actors/content';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../constants';
import { currentLocale, toLanguageType } from '../../i18n';
import { SearchScreen, type SearchScreenProps } from '../../screens/client/content/search-screen';

interface Search {
  title?: string;
  page?: number;
}

// /searchDetail: news title search from the layout's search box (?title=); SEARCH_PAGE_SIZE a page from page 1.
export const Route = createFileRoute('/_client/searchDetail')({
  validateSearch: (s: Record<string, unknown>): Search => ({
    ...(s.title != null && String(s.title).trim() ? { title: String(s.title).trim() } : {}),
    ...(Number(s.page) > SEARCH_START_PAGE ? { page: Number(s.page) } : {}),
  }),
  loaderDeps: ({ search }) => ({ title: search.title ?? '', page: search.page ?? SEARCH_START_PAGE }),
  loader: ({ deps }) =>
    deps.title
      ? searchNews(deps.title, deps.page, toLanguageType(currentLocale()))
      : { list: [], total: 0, page: SEARCH_START_PAGE, limit: SEARCH_PAGE_SIZE },
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: function Page() {
    const data = Route.useLoaderData();
    return <Screen status={{ kind: 'ready' }} items={data.list} total={data.total} />;
  },
});

function Screen(props: Partial<SearchScreenProps> & Pick<SearchScreenProps, 'status'>) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/searchDetail' });
  const router = useRouter();
  const title = search.title ?? '';
  const page = search.page ?? SEARCH_START_PAGE;
  return (
    <SearchScreen
      key={title}
      query={title}
      items={[]}
      total={0}
      page={page}
      limit={SEARCH_PAGE_SIZE}
      locale={currentLocale()}
      hrefFor={(id) => `/searchInformationDetail?id=${encodeURIComponent(id)}&title=${encodeURIComponent(title)}&page=${page}`}
      onSearch={(next) => void navigate({ search: { title: next } })}
      onPage={(next) => void navigate({ search: { title, ...(next > SEARCH_START_PAGE ? { page: next } : {}) } })}
      onRetry={() => void router.invalidate()}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}
