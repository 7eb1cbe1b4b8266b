/** The news search (/searchDetail, src/flows/content.ts) in each of its states. Not a route itself. */
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../constants';
import { currentLocale } from '../../i18n';
import { SearchScreen, type SearchScreenProps } from '../../screens/client/content/search-screen';
import { useReload } from '../-page-states';

export function NewsSearchPage(props: Partial<SearchScreenProps> & Pick<SearchScreenProps, 'status'>) {
  const search = useSearch({ from: '/_client/searchDetail' });
  const navigate = useNavigate({ from: '/searchDetail' });
  const reload = useReload();
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
      onRetry={reload}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}
