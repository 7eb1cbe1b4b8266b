import { lazy, Suspense } from 'react';
import { Link, createFileRoute, useLocation, useRouter } from '@tanstack/react-router';
import { INSIGHT_HASH, MyAssetsScreen } from '../../screens/client/assets/my-assets-screen';
import { LoadingState } from '../../screens/client/assets/parts';
import type { RenderLink } from '../../components/render-link';
import { fundAsset, fundListAndState } from '../../actors/assets';
import { currentLocale } from '../../i18n';

/** The portfolio insight (/myAssets#insight): a chunk of its own, loaded when the view is opened. */
const PortfolioInsightPage = lazy(() => import('../../app/portfolio-insight-page'));

/** Links of the page: an address's fragment goes to the router as the hash. */
const renderLink: RenderLink = ({ href, children }) => {
  const [to, hash] = href.split('#');
  return (
    <Link to={to} hash={hash}>
      {children}
    </Link>
  );
};

// /myAssets: the totals and every holding with its subscription and batch dates (two calls, side by side);
// /myAssets#insight, the portfolio insight.
export const Route = createFileRoute('/_client/myAssets')({
  loader: async () => {
    const [summary, holdings] = await Promise.all([fundAsset(), fundListAndState()]);
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
  const hash = useLocation({ select: (l) => l.hash });
  if (hash === INSIGHT_HASH) {
    return (
      <Suspense fallback={<LoadingState />}>
        <PortfolioInsightPage />
      </Suspense>
    );
  }
  return <MyAssetsScreen status={{ kind: 'ready' }} summary={summary} holdings={holdings} locale={currentLocale()} renderLink={renderLink} />;
}
