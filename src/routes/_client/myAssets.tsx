import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { MyAssetsScreen } from '../../screens/client/assets/my-assets-screen';
import { loadMyAssets } from '../../flows/assets';
import { currentLocale } from '../../i18n';

// /myAssets: the totals and every holding with its subscription and batch dates (two calls, side by side).
export const Route = createFileRoute('/_client/myAssets')({
  loader: () => loadMyAssets(),
  pendingComponent: () => <MyAssetsScreen status={{ kind: 'loading' }} summary={null} holdings={[]} locale={currentLocale()} />,
  errorComponent: ({ error }) => <Failed message={(error as Error).message} />,
  component: function Page() {
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
  },
});

function Failed({ message }: { message: string }) {
  const router = useRouter();
  return (
    <MyAssetsScreen status={{ kind: 'error', message }} summary={null} holdings={[]} locale={currentLocale()} onRetry={() => void router.invalidate()} />
  );
}
