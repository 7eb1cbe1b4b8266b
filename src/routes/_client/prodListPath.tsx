import { createFileRoute } from '@tanstack/react-router';
import { productListSearch } from '../../app/search-params';
import { loadPartnerFunds } from '../../flows/assets';
import { failedPage, pendingPage } from '../-page-states';
import { LoadedProductList, ProductListPage } from './-product-list';

// /prodListPath (partners): filter, search and page live in the URL; follow changes persist optimistically.
export const Route = createFileRoute('/_client/prodListPath')({
  validateSearch: productListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadPartnerFunds(deps),
  pendingComponent: pendingPage(ProductListPage),
  errorComponent: failedPage(ProductListPage),
  component: function Page() {
    return <LoadedProductList data={Route.useLoaderData()} />;
  },
});
