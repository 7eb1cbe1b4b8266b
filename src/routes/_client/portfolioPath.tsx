import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { PortfolioScreen, type PortfolioScreenProps } from '../../screens/client/assets/portfolio-screen';
import { fundConfigList, getTop5Rationales, portfolioDataShow } from '../../actors/assets';
import { currentLocale } from '../../i18n';

// /portfolioPath?fundCode=…: the fund configurations, the chosen one's portfolio data and top-5 rationales.
export const Route = createFileRoute('/_client/portfolioPath')({
  validateSearch: (s: Record<string, unknown>): { fundCode?: string } => (typeof s.fundCode === 'string' && s.fundCode ? { fundCode: s.fundCode } : {}),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const funds = await fundConfigList();
    const fundCode = deps.fundCode ?? funds[0]?.fundCode;
    const [portfolio, rationales] = await Promise.all([portfolioDataShow(fundCode), getTop5Rationales(fundCode)]);
    return { funds, fundCode: fundCode ?? '', portfolio, rationales };
  },
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: Ready,
});

function Screen(props: Partial<PortfolioScreenProps> & Pick<PortfolioScreenProps, 'status'>) {
  const navigate = useNavigate({ from: '/portfolioPath' });
  const router = useRouter();
  return (
    <PortfolioScreen
      funds={[]}
      fundCode=""
      portfolio={null}
      rationales={[]}
      locale={currentLocale()}
      onFundChange={(fundCode) => void navigate({ search: { fundCode } })}
      onRetry={() => void router.invalidate()}
      {...props}
    />
  );
}

function Ready() {
  return <Screen {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
}
