import { createFileRoute } from '@tanstack/react-router';
import { detailSearch } from '../../app/search-params';
import { loadProductDetail } from '../../flows/assets';
import { failedPage, pendingPage } from '../-page-states';
import { ProductDetailPage } from './-product-detail';

// /myAssetsDetail?fundCode=…&tab=…: the tab and the transaction filter live in the URL; only the tab's data loads.
export const Route = createFileRoute('/_client/myAssetsDetail')({
  validateSearch: detailSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context }) => loadProductDetail(context.session, deps),
  pendingComponent: pendingPage(ProductDetailPage),
  errorComponent: failedPage(ProductDetailPage),
  component: function Page() {
    return <ProductDetailPage {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
  },
});
