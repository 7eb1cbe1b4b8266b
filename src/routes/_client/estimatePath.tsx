import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { EstimateScreen, type EstimateScreenProps } from '../../screens/client/assets/estimate-screen';
import { audienceFor, estimatedNetWorth, estimatedNetWorthDetail } from '../../actors/assets';
import { currentLocale } from '../../i18n';

const HISTORY_LIMIT = 20;
interface Search {
  fundCode?: string;
  page?: number;
}

// /estimatePath?fundCode=…&page=…: the estimates list and, for the chosen fund, its estimate history.
export const Route = createFileRoute('/_client/estimatePath')({
  validateSearch: (s: Record<string, unknown>): Search => ({
    fundCode: typeof s.fundCode === 'string' && s.fundCode ? s.fundCode : undefined,
    page: Number(s.page) > 1 ? Number(s.page) : undefined,
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const audience = audienceFor(context.session.getSnapshot().context.info?.identityTypeMap.currentIdType);
    const list = await estimatedNetWorth(audience);
    const fundCode = deps.fundCode ?? list[0]?.fundCode;
    const detail = fundCode
      ? await estimatedNetWorthDetail(audience, { fundCode, page: deps.page ?? 1, limit: HISTORY_LIMIT })
      : null;
    return { list, detail };
  },
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: Ready,
});

function Screen(props: Partial<EstimateScreenProps> & Pick<EstimateScreenProps, 'status'>) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/estimatePath' });
  const router = useRouter();
  return (
    <EstimateScreen
      list={[]}
      detail={null}
      locale={currentLocale()}
      onSelect={(fundCode) => void navigate({ search: { fundCode } })}
      onHistoryPage={(page) => void navigate({ search: { ...search, fundCode: props.detail?.fundCode ?? search.fundCode, page } })}
      onRetry={() => void router.invalidate()}
      {...props}
    />
  );
}

function Ready() {
  return <Screen {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
}
