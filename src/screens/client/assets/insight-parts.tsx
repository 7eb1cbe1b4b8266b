/**
 * The parts of the portfolio insight: a split of a currency's market value as a bar (the chart) and as a table (its
 * alternative, with the total the rows add up to), and the value over time with the net amount paid in.
 */
import { useMemo } from 'react';
import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { ScrollableTable } from '../../../components/scrollable-table';
import { formatDate, formatMoney, formatPercent } from '../../../format';
import { AMOUNT_MASK, useAmounts } from './amounts';
import { Figure } from './parts';
import type { AllocationRow, Currency, ValuePoint } from '../../../domain/assets';

/** The parts' colours, each at least 4.5:1 against white, in the order of the rows. */
export const PART_COLORS = ['#5638a8', '#b45309', '#0f766e', '#be123c', '#1d4ed8', '#4d7c0f', '#7e22ce', '#475569'];
const partColor = (i: number) => PART_COLORS[i % PART_COLORS.length];

/** The currency's name as the overview writes it. */
export function useCurrencyName() {
  const { t } = useLingui();
  return (currency: Currency) => (currency === 'CNY' ? t`人民币（CNY）` : t`美元（USD）`);
}

/** One bar split into the parts (their shares of the total): a picture of the table under it, named by its shares. */
function AllocationBar({ rows, label }: { rows: readonly AllocationRow[]; label: string }) {
  // Each part starts where the parts before it end.
  const starts = rows.map((_, i) => rows.slice(0, i).reduce((a, r) => a + r.weight * 100, 0));
  const described = rows.map((r) => `${r.label} ${formatPercent(r.weight)}`).join('; ');
  return (
    <svg role="img" aria-label={`${label}: ${described}`} viewBox="0 0 100 6" preserveAspectRatio="none" width="100%" height="20">
      {rows.map((r, i) => (
        // A thin white gap between neighbours, so parts of similar colour stay apart.
        <rect key={r.key} x={starts[i]} y={0} width={Math.max(r.weight * 100 - (i < rows.length - 1 ? 0.4 : 0), 0)} height={6} fill={partColor(i)} />
      ))}
    </svg>
  );
}

/**
 * A split of one currency's market value: the bar, then the table of its labelled parts and their total (the
 * currency's market value, as My assets shows it). Amounts follow the hide-amounts switch; shares stay.
 */
export function AllocationBlock({ title, rows, total, currency, strategies, locale: _locale }: {
  title: string;
  rows: readonly AllocationRow[];
  total: number;
  currency: Currency;
  strategies?: boolean;
  locale: Locale;
}) {
  const { t } = useLingui();
  const amounts = useAmounts();
  return (
    <Stack gap="3" minW="0">
      <Text fontWeight="semibold">{title}</Text>
      <AllocationBar rows={rows} label={title} />
      <ScrollableTable label={title}>
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{strategies ? <Trans>策略</Trans> : <Trans>产品</Trans>}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>市值</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>占比</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => (
              <Table.Row key={r.key} data-testid="allocation-row">
                <Table.Cell minW="10rem" whiteSpace="normal">
                  {/* The swatch sits in the text, so a long name wraps under it on a phone instead of widening the table. */}
                  <Box as="span" display="inline-block" w="3" h="3" me="2" rounded="sm" verticalAlign="-1px" bg={partColor(i)} aria-hidden="true" />
                  {r.label}
                  {strategies && r.fundCount !== undefined && (
                    // A margin, not a space: a full-width bracket brings its own, an English one does not.
                    <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                      <Plural value={r.fundCount} other="（# 只产品）" />
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="allocation-value">
                  {amounts.money(r.marketValue)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatPercent(r.weight)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell>{t`合计（${currency}）`}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="allocation-total">
                {amounts.money(total)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{formatPercent(1)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </ScrollableTable>
    </Stack>
  );
}

const VALUE_COLOR = '#5638a8';
const INVESTED_COLOR = '#52525b';

/**
 * The portfolio's value on every NAV day beside the net amount paid in: a subscription raises both, a redemption
 * lowers both, so the gap between them is the gain, and the line itself is not a return. With the first and latest
 * figures as text (what the canvas shows, for a screen reader too).
 */
export function ValueHistory({ history, currency, locale }: { history: readonly ValuePoint[]; currency: Currency; locale: Locale }) {
  const { t } = useLingui();
  const amounts = useAmounts();
  const dates = useMemo(() => history.map((p) => p.date), [history]);
  const series = useMemo(
    () => [
      { label: t`市值`, values: history.map((p) => p.value), color: VALUE_COLOR },
      { label: t`净投入`, values: history.map((p) => p.netInvested), color: INVESTED_COLOR, dashed: true },
    ],
    [history, t],
  );
  if (history.length === 0) return null;
  const first = history[0];
  const last = history[history.length - 1];
  const shown = (v: number) => (amounts.hidden ? AMOUNT_MASK : `${currency} ${formatMoney(v)}`);
  const description = t`${formatDate(first.date, locale)} 至 ${formatDate(last.date, locale)}，市值 ${shown(first.value)} 至 ${shown(last.value)}，净投入 ${shown(last.netInvested)}`;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Figure label={t`起始日期`} value={formatDate(first.date, locale)} />
        <Figure label={t`最新市值（${formatDate(last.date, locale)}）`} value={amounts.money(last.value, currency)} />
        <Figure label={t`净投入`} value={amounts.money(last.netInvested, currency)} />
      </SimpleGrid>
      <TimeSeriesChart
        dates={dates}
        series={series}
        valueKind="number"
        locale={locale}
        label={t`组合市值走势图（${currency}）`}
        description={description}
        mask={amounts.hidden ? AMOUNT_MASK : undefined}
        height={260}
      />
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          市值 = 当日持有份额 × 当日单位净值。它包含资金的进出，不是收益率：认购或申购使市值和净投入同时增加，赎回使两者同时减少。净投入 = 认购和申购支付的金额 − 赎回收到的金额；现金分红不计入两者。
        </Trans>
      </Text>
    </Stack>
  );
}
