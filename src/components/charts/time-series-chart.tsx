/**
 * An interactive line chart over dates: range presets and drag-to-select, a tooltip, a legend, both languages.
 * Every point is handed to uPlot (ten years of daily NAV is ~2,500 points: no thinning, so no range loses detail).
 * uPlot itself loads lazily with the first chart on a page.
 */
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MONTH_FORMAT_EN, MONTH_FORMAT_ZH, type Locale } from '../../constants';
import { dayjs, DAYJS_LOCALE } from '../../dates';
import { formatDate, formatMoney, formatPercent } from '../../format';
import type { ChartRange, ChartSeries, UplotChartProps } from './chart-types';

/** uPlot needs a real layout engine (matchMedia, ResizeObserver, canvas); without one (jsdom) no plot is drawn. */
const canPlot = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function';
const NoPlot = (_props: UplotChartProps) => null;
const UplotChart = lazy<ComponentType<UplotChartProps>>(() =>
  canPlot() ? import('./uplot-chart') : Promise.resolve({ default: NoPlot }),
);

export type { ChartSeries } from './chart-types';
export type ValueKind = 'nav' | 'percent' | 'number';

export interface TimeSeriesChartProps {
  /** YYYY-MM-DD, ascending, one per value of each series. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  valueKind: ValueKind;
  locale: Locale;
  /** Accessible name of the plot (what it shows). */
  label: string;
  height?: number;
  /**
   * Shown in place of every value (the y axis's labels and the tooltip's figures) when set: the investor's amounts
   * hidden (src/screens/client/assets/amounts.tsx). The lines keep their shape; dates stay.
   */
  mask?: string;
  /** The plot's accessible description (what a reader of the canvas would see), when its name is not enough. */
  description?: string;
}

/** Calendar ranges back from the last date (null: since inception); dayjs clamps 31 March − 1 month to 28/29 Feb. */
export const CHART_PRESETS: { key: string; label: MessageDescriptor; back: [number, 'month' | 'year'] | null }[] = [
  { key: '1m', label: msg`近1月`, back: [1, 'month'] },
  { key: '6m', label: msg`近6月`, back: [6, 'month'] },
  { key: '1y', label: msg`近1年`, back: [1, 'year'] },
  { key: '3y', label: msg`近3年`, back: [3, 'year'] },
  { key: 'all', label: msg`成立以来`, back: null },
];

/**
 * x positions are the local midnights of the dates, in Unix seconds: uPlot places its time ticks in the browser's
 * zone, and the tooltip, the range label and the tick labels read the same dates back in that zone.
 */
const toSeconds = (date: string) => dayjs(date).unix();

/** The first x of a preset's range: `back` before the last point, never before the first one. */
export function presetStart(first: number, last: number, back: [number, 'month' | 'year'] | null): number {
  return back === null ? first : Math.max(first, dayjs.unix(last).subtract(back[0], back[1]).unix());
}

export function formatChartValue(kind: ValueKind, value: number): string {
  if (kind === 'percent') return formatPercent(value);
  if (kind === 'nav') return formatMoney(value, 4);
  return formatMoney(value);
}

export function TimeSeriesChart({ dates, series, valueKind, locale, label, height = 320, mask, description }: TimeSeriesChartProps) {
  const { i18n, t } = useLingui();
  const x = useMemo(() => dates.map(toSeconds), [dates]);
  const [range, setRange] = useState<ChartRange | null>(null);
  const [preset, setPreset] = useState('all');
  if (dates.length === 0) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        <Trans>暂无图表数据</Trans>
      </Text>
    );
  }
  const last = x[x.length - 1];
  const pick = (key: string, back: [number, 'month' | 'year'] | null) => {
    setPreset(key);
    setRange(back === null ? null : { min: presetStart(x[0], last, back), max: last });
  };
  const shown = range ?? { min: x[0], max: last };
  const fmtDate = (s: number) => formatDate(s * 1000, locale);
  return (
    <Stack gap="2">
      <HStack gap="1" wrap="wrap" role="group" aria-label={t`选择区间`}>
        {CHART_PRESETS.map((p) => (
          <Button
            key={p.key}
            size="xs"
            variant={preset === p.key ? 'solid' : 'outline'}
            aria-pressed={preset === p.key}
            onClick={() => pick(p.key, p.back)}
          >
            {i18n._(p.label)}
          </Button>
        ))}
        <Text fontSize="xs" color="fg.muted" ms={{ md: 'auto' }} data-testid="chart-range">
          {fmtDate(shown.min)} – {fmtDate(shown.max)}
        </Text>
      </HStack>
      <HStack gap="4" wrap="wrap" fontSize="sm">
        {series.map((s) => (
          <HStack key={s.label} gap="1">
            <Box w="3" h="0.5" bg={s.color} borderStyle={s.dashed ? 'dashed' : 'solid'} />
            <Text>{s.label}</Text>
          </HStack>
        ))}
      </HStack>
      <Suspense fallback={<Skeleton height={`${height}px`} />}>
        <UplotChart
          x={x}
          series={series}
          range={range}
          onRangeChange={(r) => {
            setPreset('custom');
            setRange(r);
          }}
          formatValue={(v) => mask ?? formatChartValue(valueKind, v)}
          formatX={fmtDate}
          ticks={(min, max, maxCount) => axisTicks(min, max, locale, maxCount)}
          height={height}
          ariaLabel={description ? `${label}: ${description}` : label}
        />
      </Suspense>
      <Text fontSize="xs" color="fg.muted">
        <Trans>在图上拖动可选择区间，悬停或轻触查看数值。</Trans>
      </Text>
    </Stack>
  );
}

/** Tick labels of day and week steps (months and years use the product's month format, or the year alone). */
const DAY_TICK_FORMAT: Record<Locale, string> = { 'zh-CN': 'MM-DD', en: 'MMM D' };

type TickUnit = 'day' | 'week' | 'month' | 'year';
/** Tick steps, finest first: the axis takes the finest whose ticks fit. */
const TICK_STEPS: [number, TickUnit][] = [
  [1, 'day'], [2, 'day'], [1, 'week'], [2, 'week'], [1, 'month'], [2, 'month'], [3, 'month'], [6, 'month'],
  [1, 'year'], [2, 'year'], [5, 'year'], [10, 'year'],
];

/** Local midnights in [min, max] at every `n` units, on round dates: Mondays, the first of a month, 1 January. */
function ticksEvery(min: number, max: number, n: number, unit: TickUnit, limit: number): number[] {
  const startUnit = unit === 'week' ? 'day' : unit;
  let d = dayjs.unix(min).startOf(startUnit);
  if (d.unix() < min) d = d.add(1, startUnit);
  if (unit === 'week') while (d.day() !== 1) d = d.add(1, 'day');
  if (unit === 'month') while (d.month() % n !== 0) d = d.add(1, 'month');
  if (unit === 'year') while (d.year() % n !== 0) d = d.add(1, 'year');
  const out: number[] = [];
  for (; d.unix() <= max && out.length <= limit; d = d.add(n, unit)) out.push(d.unix());
  return out;
}

/**
 * The x axis's ticks over [min, max] (Unix seconds): at most `maxCount`, at the finest round step that fits (days,
 * weeks, months, quarters, years), each labelled at that step's precision, so no two ticks read the same.
 */
export function axisTicks(min: number, max: number, locale: Locale, maxCount: number): { at: number[]; labels: string[] } {
  const count = Math.max(2, maxCount);
  const [n, unit] = TICK_STEPS.find(([k, u]) => ticksEvery(min, max, k, u, count).length <= count) ?? TICK_STEPS[TICK_STEPS.length - 1];
  const at = ticksEvery(min, max, n, unit, count);
  const format =
    unit === 'year' ? 'YYYY' : unit === 'month' ? (locale === 'en' ? MONTH_FORMAT_EN : MONTH_FORMAT_ZH) : DAY_TICK_FORMAT[locale];
  return { at, labels: at.map((s) => dayjs.unix(s).locale(DAYJS_LOCALE[locale]).format(format)) };
}
