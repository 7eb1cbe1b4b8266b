/**
 * A fund's monthly returns (years × months with the year's compound and the benchmark's year), its cumulative return
 * beside its benchmark's and its drawdown below: the detail page's performance tab, loaded with that tab. Returns
 * are percentages, the same for every investor: nothing here is masked by the hide-amounts switch.
 */
import { useMemo } from 'react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatDate, formatPercent } from '../../../format';
import { EmptyState, Section, signColor } from './parts';
import type { FundReturns } from '../../../domain/assets';

const FUND_COLOR = '#5638a8';
const BENCHMARK_COLOR = '#52525b';
const DRAWDOWN_COLOR = '#b91c1c';

/** "1月" … "12月", "Jan" … "Dec": the browser's own short month names, in the language the page is read in. */
function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2024, m, 15)));
}

export function FundReturnsPanel({ returns, locale }: { returns: FundReturns | null; locale: Locale }) {
  const { t, i18n } = useLingui();
  const points = useMemo(() => returns?.points ?? [], [returns]);
  const dates = useMemo(() => points.map((p) => p.date), [points]);
  const growth = useMemo(
    () => [
      { label: t`本基金`, values: points.map((p) => p.fund), color: FUND_COLOR },
      { label: t`业绩基准`, values: points.map((p) => p.benchmark), color: BENCHMARK_COLOR, dashed: true },
    ],
    [points, t],
  );
  const drawdown = useMemo(() => [{ label: t`回撤`, values: points.map((p) => p.drawdown), color: DRAWDOWN_COLOR }], [points, t]);
  if (!returns || points.length === 0) {
    return <EmptyState><Trans>暂无月度收益数据。</Trans></EmptyState>;
  }
  const months = monthNames(i18n.locale);
  const last = points[points.length - 1];
  const from = formatDate(points[0].date, locale);
  const to = formatDate(last.date, locale);
  const summary = t`${from} 至 ${to}：本基金累计收益 ${formatPercent(last.fund)}，业绩基准 ${formatPercent(last.benchmark)}，最大回撤 ${formatPercent(returns.maxDrawdown)}`;
  const newestFirst = [...returns.years].reverse();
  return (
    <Stack gap="4">
      <Section title={t`月度收益`} aside={<Text fontSize="sm" color="fg.muted"><Trans>全年收益为各月收益的复利</Trans></Text>}>
        <ScrollableTable label={t`月度收益`}>
          <Table.Root size="sm" aria-label={t`月度收益`} data-testid="monthly-returns">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader position="sticky" left="0" bg="bg" zIndex="1"><Trans>年份</Trans></Table.ColumnHeader>
                {months.map((m) => (
                  <Table.ColumnHeader key={m} textAlign="end">{m}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end"><Trans>全年</Trans></Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end"><Trans>基准全年</Trans></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {newestFirst.map((y) => (
                <Table.Row key={y.year}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold" position="sticky" left="0" bg="bg" zIndex="1">{y.year}</Table.Cell>
                  {y.months.map((m, i) => (
                    <Table.Cell key={i} textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color={signColor(m, locale)}>
                      {m === null ? '--' : formatPercent(m)}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" fontWeight="semibold" color={signColor(y.total, locale)}>
                    {formatPercent(y.total)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color="fg.muted">
                    {formatPercent(y.benchmarkTotal)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollableTable>
      </Section>
      <Section title={t`累计收益与业绩基准`} aside={<Text fontSize="sm" color="fg.muted"><Trans>基准：{returns.benchmark}</Trans></Text>}>
        <Text fontSize="sm" data-testid="returns-summary">{summary}</Text>
        <TimeSeriesChart dates={dates} series={growth} valueKind="percent" locale={locale} label={t`累计收益走势图`} description={summary} height={260} />
        <Text fontWeight="semibold" fontSize="sm"><Trans>回撤</Trans></Text>
        <TimeSeriesChart
          dates={dates}
          series={drawdown}
          valueKind="percent"
          locale={locale}
          label={t`回撤走势图`}
          description={t`回撤为净值相对此前最高点的跌幅，创新高时为 0；最大回撤 ${formatPercent(returns.maxDrawdown)}`}
          height={160}
        />
        <Text fontSize="sm" color="fg.muted">
          <Trans>收益按累计净值计算，分红计入收益。回撤为净值相对此前最高点的跌幅，创新高时为 0。</Trans>
        </Text>
      </Section>
    </Stack>
  );
}
