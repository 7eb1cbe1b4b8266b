import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { FundDetailScreen, DETAIL_TABS, type DetailTab, type FundDetailScreenProps } from '../../screens/client/assets/fund-detail-screen';
import type { PdfPreview } from '../../screens/client/assets/report-list';
import type { Report } from '../../screens/client/assets/types';
import { loadFundDetail, reportFile, type DetailSearch } from '../../actors/assets';
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
  loader: ({ deps, context }) => loadFundDetail(deps, context.session.getSnapshot().context.info?.identityTypeMap.currentIdType === 3 ? 'partner' : 'investor'),
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: error.message }} />,
  component: () => <Screen status={{ kind: 'ready' }} {...Route.useLoaderData()} />,
});

type Loaded = Partial<Pick<FundDetailScreenProps, 'holding' | 'terms' | 'data' | 'audience'>>;

function Screen({ status, ...loaded }: Loaded & Pick<FundDetailScreenProps, 'status'>) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/myAssetsDetail' });
  const router = useRouter();
  const [preview, setPreview] = useState<PdfPreview | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview.url); }, [preview]);
  const tab = search.tab ?? 'asset';
  const open = async (report: Report, mode: 'preview' | 'download') => {
    setBusy(report.id);
    try {
      const url = URL.createObjectURL(await reportFile(report.fileId, mode));
      if (mode === 'preview') setPreview({ title: report.title, url });
      else saveAs(url, `${report.title}.pdf`);
    } catch {
      // The API layer has shown the message.
    } finally {
      setBusy(null);
    }
  };
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
      onPreview={(r) => void open(r, 'preview')}
      onDownload={(r) => void open(r, 'download')}
      preview={preview}
      previewBusyId={busy}
      onClosePreview={() => setPreview(null)}
      onRetry={() => void router.invalidate()}
    />
  );
}

function saveAs(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
