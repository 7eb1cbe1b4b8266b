import { lazy, Suspense } from 'react';
import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { TabStrip } from '../../../components/tab-strip';
import { formatDate, formatMoney, truncateLong } from '../../../format';
import { AssetTab, PerformanceTab, TermsTab } from './detail-tabs';
import { AssetPage, StatusSwitch, type LoadStatus } from './parts';
import { PdfPreviewDialog, ReportList, type PdfPreview } from './report-list';
import type { Audience, DetailTabData, FundTerms, HoldingDetail, Report, TransactionFilter } from '../../../domain/assets';

import { DETAIL_TABS, type DetailTab } from '../../../domain/detail-tabs';
export { DETAIL_TABS, type DetailTab };

/**
 * The transactions tab is a filter form (Ark's fields and Chakra's selects, ~7 KB): it loads when it is opened, not
 * with the page an investor lands on, which shows the asset tab (the detail page's bytes before its largest paint). The route loads the tab's data at the same time.
 */
const TransactionsTab = lazy(() => import('./transactions-tab').then((m) => ({ default: m.TransactionsTab })));
/** The NAV tab (its table and the chart's wrapper; uPlot itself is a chunk of its own) loads when it is opened too. */
const NavTab = lazy(() => import('./nav-tab').then((m) => ({ default: m.NavTab })));
/** The performance tab's monthly returns, benchmark and drawdown (their tables and charts) load with that tab. */
const FundReturnsPanel = lazy(() => import('./fund-returns').then((m) => ({ default: m.FundReturnsPanel })));
const tabLoading = <Spinner size="sm" color="brand.solid" />;

export interface FundDetailScreenProps {
  status: LoadStatus;
  audience: Audience;
  fundCode: string;
  /** Investors: their holding; partners hold nothing here. */
  holding: HoldingDetail | null;
  terms: FundTerms | null;
  data: DetailTabData;
  locale: Locale;
  onTabChange: (tab: DetailTab) => void;
  onTransactionFilter: (filter: TransactionFilter) => void;
  onPreview: (report: Report) => void;
  onDownload: (report: Report) => void;
  preview: PdfPreview | null;
  previewBusyId?: string | null;
  onClosePreview: () => void;
  onRetry?: () => void;
}

/** The detail tabs' labels in the current language (the screen's tab strip, and its stories). */
export function useDetailTabLabels(): Record<DetailTab, string> {
  const { t } = useLingui();
  return {
    asset: t`资产`,
    performance: t`业绩`,
    terms: t`产品要素`,
    transactions: t`交易记录`,
    nav: t`历史净值`,
    materials: t`产品资料`,
  };
}

/** /myAssetsDetail?fundCode=… (hidden page): one product, six tabs; transactions only for holders. */
export function FundDetailScreen(props: FundDetailScreenProps) {
  const { status, data, locale, holding, terms } = props;
  const { t } = useLingui();
  const name = holding?.fundName ?? terms?.fundName ?? props.fundCode;
  usePageTitle(truncateLong(name) || t`产品详情`);
  const labels = useDetailTabLabels();
  const tabs = DETAIL_TABS.filter((tab) => tab !== 'transactions' || props.audience === 'investor');
  const nav = holding ?? null;
  return (
    <AssetPage
      title={status.kind === 'ready' ? truncateLong(name) : t`产品详情`}
      actions={
        nav && (
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <Badge variant="outline">{nav.currency}</Badge>
            <Text>
              <Trans>
                单位净值 {formatMoney(nav.shareNetValue, 4)}（{formatDate(nav.netValueDate, locale)}）
              </Trans>
            </Text>
          </HStack>
        )
      }
    >
      <TabStrip tabs={tabs} value={data.tab} labels={labels} onChange={props.onTabChange}>
        <StatusSwitch status={status} onRetry={props.onRetry}>
          <TabBody {...props} />
        </StatusSwitch>
      </TabStrip>
      <PdfPreviewDialog preview={props.preview} onClose={props.onClosePreview} />
    </AssetPage>
  );
}

function TabBody({ data, holding, terms, locale, ...props }: FundDetailScreenProps) {
  switch (data.tab) {
    case 'asset':
      return <AssetTab holding={holding} terms={terms} locale={locale} />;
    case 'performance':
      return (
        <Stack gap="4">
          <PerformanceTab values={data.values} terms={terms} locale={locale} />
          <Suspense fallback={tabLoading}>
            <FundReturnsPanel returns={data.returns} locale={locale} />
          </Suspense>
        </Stack>
      );
    case 'terms':
      return <TermsTab terms={terms} locale={locale} />;
    case 'transactions':
      return (
        <Suspense fallback={tabLoading}>
          <TransactionsTab
            key={JSON.stringify(data.filter)}
            transactions={data.transactions}
            types={data.types}
            filter={data.filter}
            onFilter={props.onTransactionFilter}
            locale={locale}
          />
        </Suspense>
      );
    case 'nav':
      return (
        <Suspense fallback={tabLoading}>
          <NavTab points={data.points} locale={locale} />
        </Suspense>
      );
    case 'materials':
      return (
        <ReportList reports={data.reports} locale={locale} onPreview={props.onPreview} onDownload={props.onDownload} busyId={props.previewBusyId} />
      );
  }
}
