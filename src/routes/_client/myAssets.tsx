import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { MyAssetsScreen } from '../../screens/client/assets/my-assets-screen';
import { fundAsset, fundAssetDetail, fundListAndState } from '../../actors/assets';
import { currentLocale } from '../../i18n';

// /myAssets: the totals, every holding, and each holding's detail for its subscription and batch dates.
export const Route = createFileRoute('/_client/myAssets')({
  loader: async () => {
    const [summary, list] = await Promise.all([fundAsset(), fundListAndState()]);
    const details = await Promise.all(list.map((h) => fundAssetDetail(h.fundCode).catch(() => null)));
    const holdings = list.map((h, i) => ({ ...h, subscriptionDate: details[i]?.subscriptionDate, batches: details[i]?.batches }));
    return { summary, holdings };
  },
  pendingComponent: () => <MyAssetsScreen status={{ kind: 'loading' }} summary={null} holdings={[]} locale={currentLocale()} />,
  errorComponent: ({ error }) => <Failed message={(error as Error).message} />,
  component: MyAssetsPage,
});

function Failed({ message }: { message: string }) {
  const router = useRouter();
  return (
    <MyAssetsScreen status={{ kind: 'error', message }} summary={null} holdings={[]} locale={currentLocale()} onRetry={() => void router.invalidate()} />
  );
}

function MyAssetsPage() {
  const { summary, holdings } = Route.useLoaderData();
  return (
    <MyAssetsScreen
      status={{ kind: 'ready' }}
      summary={summary}
      holdings={holdings}
      locale={currentLocale()}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
