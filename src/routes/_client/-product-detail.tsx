/**
 * A product's detail page (/myAssetsDetail, src/flows/assets.ts) in each of its states: the tab and the transaction
 * filter live in the URL. Not a route itself.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { reportFile, reportLink } from '../../flows/assets';
import { currentLocale } from '../../i18n';
import { FundDetailScreen, type FundDetailScreenProps } from '../../screens/client/assets/fund-detail-screen';
import { usePdfFiles } from '../../screens/client/assets/use-pdf-files';
import { useReload } from '../-page-states';

type Loaded = Partial<Pick<FundDetailScreenProps, 'holding' | 'terms' | 'data' | 'audience'>>;

export function ProductDetailPage({ status, ...loaded }: Loaded & Pick<FundDetailScreenProps, 'status'>) {
  const search = useSearch({ from: '/_client/myAssetsDetail' });
  const navigate = useNavigate({ from: '/myAssetsDetail' });
  const reload = useReload();
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
      onRetry={reload}
    />
  );
}
