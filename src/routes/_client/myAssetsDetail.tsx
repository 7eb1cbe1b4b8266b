import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { FundDetailScreen, type FundDetailScreenProps } from '../../screens/client/assets/fund-detail-screen';
import { DETAIL_TABS, type DetailTab } from '../../screens/client/assets/detail-tab-names';
import { usePdfFiles } from '../../screens/client/assets/use-pdf-files';
import { audienceFor, loadFundDetail, reportFile, reportLink, type DetailSearch } from '../../actors/assets';
import { currentLocale } from '../../i18n';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

// /myAssetsDetail?fundCode=…&tab=…: the tab and the transaction filter live in the URL; only the tab's data loads.
export const Route = createFileRoute('/_client/myAssetsDetail')({
  validateSearch: (s: Record<string, unknown>): DetailSearch => ({
    fundCode: str(s.fundCode) ?? '',
    tab: DETAIL_TABS.includes(s.tab as DetailTab) && s.tab !== 'asset' ? (s.tab as DetailTab) : undefined,
    startDate: str(s.startDate),
    endDate: str(s.endDate),
    type: str(s.type),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context }) =>
    loadFundDetail(deps, audienceFor(context.session.getSnapshot().context.info?.identityTypeMap.currentIdType)),
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: Ready,
});

type Loaded = Partial<Pick<FundDetailScreenProps, 'holding' | 'terms' | 'data' | 'audience'>>;

function Screen({ status, ...loaded }: Loaded & Pick<FundDetailScreenProps, 'status'>) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/myAssetsDetail' });
  const router = useRouter();
  const files = usePdfFiles(reportFile, reportLink);
  const tab = search.tab ?? 'asset';
  return (
    <FundDetailScreen
      status={status}
      audience={loaded.audience ?? 'investor'}
      fundCode={search.fundCode}
      holding={loaded.holding ?? null}
      terms={loaded.terms ?? null}
      data={loaded.data ?? ({ tab } as FundDetailScreenProps['data'])}
      locale={currentLocale()}
      onTabChange={(next) => void navigate({ search: { fundCode: search.fundCode, tab: next === 'asset' ? undefined : next } })}
      onTransactionFilter={(filter) => void navigate({ search: { ...search, ...filter } })}
      onPreview={files.onPreview}
      onDownload={files.onDownload}
      preview={files.preview}
      previewBusyId={files.busyId}
      onClosePreview={files.onClosePreview}
      onRetry={() => void router.invalidate()}
    />
  );
}

function Ready() {
  return <Screen {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
}
