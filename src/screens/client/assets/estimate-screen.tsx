import { useMemo } from 'react';
import { Badge, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { usePageTitle } from '../../../components/page-title';
import { formatDate, formatMoney, formatPercent } from '../../../format';
import { AssetPage, EmptyState, Figure, Pager, Section, signColor, StatusSwitch, type LoadStatus } from './parts';
import type { EstimatedNav, EstimatedNavDetail, EstimatedNavPoint } from '../../../domain/assets';
import { ScrollableTable } from '../../../components/scrollable-table';

export interface EstimateScreenProps {
  status: LoadStatus;
  list: readonly EstimatedNav[];
  /** The chosen fund's estimate history (page of the server's list): the table. */
  detail: EstimatedNavDetail | null;
  /** The chosen fund's whole estimate history, oldest first: the chart (its range buttons choose within it). */
  chart: readonly EstimatedNavPoint[];
  locale: Locale;
  onSelect: (fundCode: string) => void;
  onHistoryPage: (page: number) => void;
  onRetry?: () => void;
}

/**
 * /estimatePath: estimated NAVs, always labelled as estimates with their date, and one fund's estimate history: the
 * chart over its whole life, the table a page at a time.
 */
export function EstimateScreen({ status, list, detail, chart, locale, ...props }: EstimateScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`估算净值`);
  const history = detail?.history;
  const dates = useMemo(() => chart.map((p) => p.date), [chart]);
  const series = useMemo(
    () => [
      { label: t`估算净值`, values: chart.map((p) => p.estimatedNav), color: '#d97706', dashed: true },
      { label: t`单位净值`, values: chart.map((p) => p.nav ?? null), color: '#5638a8' },
    ],
    [chart, t],
  );
  return (
    <AssetPage title={t`估算净值`}>
      <Text fontSize="sm" color="fg.muted" role="note">
        <Trans>估算净值根据持仓和市场行情估算，仅供参考，以基金管理人公布的单位净值为准。</Trans>
      </Text>
      <StatusSwitch status={status} onRetry={props.onRetry}>
        {list.length === 0 ? (
          <EmptyState><Trans>暂无估算净值。</Trans></EmptyState>
        ) : (
          <Stack gap="3">
            {list.map((e) => (
              <Section key={e.fundCode}>
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="semibold">{e.fundName}</Text>
                  <Button size="xs" variant={detail?.fundCode === e.fundCode ? 'solid' : 'outline'} onClick={() => props.onSelect(e.fundCode)}>
                    <Trans>查看估值明细</Trans>
                  </Button>
                </HStack>
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                  <Stack gap="0.5">
                    <HStack gap="1"><Text fontSize="sm" color="fg.muted"><Trans>估算净值</Trans></Text><Badge colorPalette="orange" size="xs"><Trans>估算</Trans></Badge></HStack>
                    <Text fontWeight="semibold" fontSize="lg">{e.estimatedNav === null ? '--' : formatMoney(e.estimatedNav, 4)}</Text>
                    <Text fontSize="xs" color="fg.muted"><Trans>估算日期 {formatDate(e.estimatedNavDate, locale)}</Trans></Text>
                  </Stack>
                  <Figure label={t`估算涨跌`} value={formatPercent(e.estimatedChange)} color={signColor(e.estimatedChange, locale)} />
                  <Figure label={t`最新单位净值（${formatDate(e.netValueDate, locale)}）`} value={formatMoney(e.shareNetValue, 4)} />
                  <Figure label={t`近一周收益率`} value={formatPercent(e.weeklyReturn)} color={signColor(e.weeklyReturn, locale)} />
                </SimpleGrid>
              </Section>
            ))}
          </Stack>
        )}
        {detail && history && (
          <Section title={t`${detail.fundName} 估值明细`}>
            <TimeSeriesChart key={detail.fundCode} dates={dates} series={series} valueKind="nav" locale={locale} label={t`估算净值走势图`} height={240} />
            <ScrollableTable label={t`估值明细`}>
              <Table.Root size="sm" aria-label={t`估值明细`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader><Trans>日期</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end"><Trans>估算净值</Trans></Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end"><Trans>单位净值</Trans></Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {history.list.map((p) => (
                    <Table.Row key={p.date}>
                      <Table.Cell>{formatDate(p.date, locale)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(p.estimatedNav, 4)}</Table.Cell>
                      <Table.Cell textAlign="end">{p.nav === null || p.nav === undefined ? '--' : formatMoney(p.nav, 4)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollableTable>
            <Pager page={history.page} total={history.total} limit={history.limit} onPage={props.onHistoryPage} />
          </Section>
        )}
      </StatusSwitch>
    </AssetPage>
  );
}
