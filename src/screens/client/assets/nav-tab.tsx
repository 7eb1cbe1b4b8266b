import { useMemo, useState } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { formatDate, formatMoney } from '../../../format';
import { EmptyState, Pager, Section } from './parts';
import type { NavPoint } from '../../../domain/assets';
import { ScrollableTable } from '../../../components/scrollable-table';

const NAV_PAGE_SIZE = 20;
const NAV_COLOR = '#5638a8';
const ACC_COLOR = '#d97706';

/** Historical NAV: the chart over the fund's whole life (every point) and the same data as a table, newest first. */
export function NavTab({ points, locale }: { points: readonly NavPoint[]; locale: Locale }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const series = useMemo(
    () => [
      { label: t`单位净值`, values: points.map((p) => p.nav), color: NAV_COLOR },
      { label: t`累计净值`, values: points.map((p) => p.accumulatedNav), color: ACC_COLOR, dashed: true },
    ],
    [points, t],
  );
  const newestFirst = useMemo(() => [...points].reverse(), [points]);
  if (points.length === 0) return <EmptyState><Trans>暂无净值数据。</Trans></EmptyState>;
  const shown = newestFirst.slice((page - 1) * NAV_PAGE_SIZE, page * NAV_PAGE_SIZE);
  return (
    <Stack gap="4">
      <Section title={t`净值走势`}>
        <TimeSeriesChart dates={dates} series={series} valueKind="nav" locale={locale} label={t`净值走势图`} />
      </Section>
      <Section title={t`历史净值`}>
        <ScrollableTable label={t`历史净值`}>
          <Table.Root size="sm" aria-label={t`历史净值`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader><Trans>净值日期</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>单位净值</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>累计净值</Trans></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((p) => (
                <Table.Row key={p.date}>
                  <Table.Cell>{formatDate(p.date, locale)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(p.nav, 4)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(p.accumulatedNav, 4)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollableTable>
        <Pager page={page} total={points.length} limit={NAV_PAGE_SIZE} onPage={setPage} />
      </Section>
    </Stack>
  );
}
