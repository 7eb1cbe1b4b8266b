import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { EstimateScreen, type EstimateScreenProps } from '../../screens/client/assets/estimate-screen';
import { audienceFor, estimatedNetWorth, estimatedNetWorthDetail, wholeEstimateHistory } from '../../actors/assets';
import type { Audience, EstimatedNavPoint } from '../../screens/client/assets/types';
import { currentLocale } from '../../i18n';

const HISTORY_LIMIT = 20;
/** How long a fund's whole estimate history (the chart) is reused while its table pages: estimates change daily. */
const CHART_TTL_MS = 5 * 60_000;
const charts = new Map<string, { at: number; points: Promise<EstimatedNavPoint[]> }>();

/** The chart's points, loaded once per fund while the table pages through the same history. */
function chartOf(audience: Audience, fundCode: string): Promise<EstimatedNavPoint[]> {
  const key = `${audience}:${fundCode}`;
  const kept = charts.get(key);
  if (kept && Date.now() - kept.at < CHART_TTL_MS) return kept.points;
  const points = wholeEstimateHistory(audience, fundCode);
  charts.set(key, { at: Date.now(), points });
  points.catch(() => charts.delete(key));
  return points;
}
interface Search {
  fundCode?: string;
  page?: number;
}

// /estimatePath?fundCode=…&page=…: the estimates list and, for the chosen fund, its estimate history (a page for
// the table, the whole history for the chart).
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
    const [detail, chart] = fundCode
      ? await Promise.all([estimatedNetWorthDetail(audience, { fundCode, page: deps.page ?? 1, limit: HISTORY_LIMIT }), chartOf(audience, fundCode)])
      : [null, []];
    return { list, detail, chart };
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
      chart={[]}
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
