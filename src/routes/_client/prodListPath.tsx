import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ProductListScreen, type FollowFilter, type ProductListScreenProps } from '../../screens/client/assets/product-list-screen';
import { useOptimisticFollow } from '../../screens/client/assets/use-optimistic-follow';
import { partnerFundList, setFollowed } from '../../actors/assets';
import { currentLocale } from '../../i18n';

const LIMIT = 10;
interface Search {
  filter?: FollowFilter;
  keyword?: string;
  page?: number;
}

// /prodListPath (partners): filter, search and page live in the URL; follow changes persist optimistically.
export const Route = createFileRoute('/_client/prodListPath')({
  validateSearch: (s: Record<string, unknown>): Search => ({
    filter: s.filter === 'followed' ? 'followed' : undefined,
    keyword: typeof s.keyword === 'string' && s.keyword ? s.keyword : undefined,
    page: Number(s.page) > 1 ? Number(s.page) : undefined,
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    partnerFundList({ followed: deps.filter === 'followed' || undefined, keyword: deps.keyword, page: deps.page ?? 1, limit: LIMIT }),
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: ProductListPage,
});

function Screen(props: Partial<ProductListScreenProps> & Pick<ProductListScreenProps, 'status'>) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/prodListPath' });
  const router = useRouter();
  const go = (next: Search) => void navigate({ search: next });
  return (
    <ProductListScreen
      funds={[]}
      total={0}
      filter={search.filter ?? 'all'}
      keyword={search.keyword ?? ''}
      page={search.page ?? 1}
      limit={LIMIT}
      locale={currentLocale()}
      onFilterChange={(filter) => go({ ...search, filter: filter === 'all' ? undefined : filter, page: undefined })}
      onSearch={(keyword) => go({ ...search, keyword: keyword || undefined, page: undefined })}
      onPage={(page) => go({ ...search, page })}
      onToggleFollow={() => undefined}
      onRetry={() => void router.invalidate()}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}

function ProductListPage() {
  const data = Route.useLoaderData();
  const follow = useOptimisticFollow(data.list, setFollowed);
  return (
    <Screen
      status={{ kind: 'ready' }}
      funds={follow.funds}
      total={data.total}
      pending={follow.pending}
      onToggleFollow={(code, followed) => void follow.toggle(code, followed)}
    />
  );
}
