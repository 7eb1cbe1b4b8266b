/**
 * A partner's product list (/prodListPath, src/flows/assets.ts) in each of its states: filter, search and page live
 * in the URL; follow changes persist optimistically. Not a route itself.
 */
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { PARTNER_FUNDS_PER_PAGE, setFollowed } from '../../flows/assets';
import { currentLocale } from '../../i18n';
import { ProductListScreen, type ProductListScreenProps } from '../../screens/client/assets/product-list-screen';
import type { PartnerFund, Page } from '../../domain/assets';
import { useOptimisticFollow } from '../../screens/client/assets/use-optimistic-follow';
import { useReload } from '../-page-states';

export function ProductListPage(props: Partial<ProductListScreenProps> & Pick<ProductListScreenProps, 'status'>) {
  const search = useSearch({ from: '/_client/prodListPath' });
  const navigate = useNavigate({ from: '/prodListPath' });
  const reload = useReload();
  const go = (next: typeof search) => void navigate({ search: next });
  return (
    <ProductListScreen
      funds={[]}
      total={0}
      filter={search.filter ?? 'all'}
      keyword={search.keyword ?? ''}
      page={search.page ?? 1}
      limit={PARTNER_FUNDS_PER_PAGE}
      locale={currentLocale()}
      onFilterChange={(filter) => go({ ...search, filter: filter === 'all' ? undefined : filter, page: undefined })}
      onSearch={(keyword) => go({ ...search, keyword: keyword || undefined, page: undefined })}
      onPage={(page) => go({ ...search, page })}
      onToggleFollow={() => undefined}
      onRetry={reload}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      {...props}
    />
  );
}

/** The list once loaded: a follow shows at once and is undone if the server refuses it. */
export function LoadedProductList({ data }: { data: Page<PartnerFund> }) {
  const follow = useOptimisticFollow(data.list, setFollowed);
  return (
    <ProductListPage
      status={{ kind: 'ready' }}
      funds={follow.funds}
      total={data.total}
      pending={follow.pending}
      onToggleFollow={(code, followed) => void follow.toggle(code, followed)}
    />
  );
}
