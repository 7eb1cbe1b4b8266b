/**
 * Performance indicators computed from a fund's NAV series (accumulated NAV, so dividends count as return) and
 * from its benchmark series. One range query per request; the arithmetic is linear in the number of days.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { MEAN_YEAR_MS, utcDate } from '../dates.ts';
import { fundNavs, userPreferences } from '../db/schema.ts';
import { invalid, pick, ratio } from './client-access.ts';
import { navSeries } from './client-assets.ts';

type S = Schemas;
type Unit = S['IndicatorDef']['unit'];
export interface Point {
  date: string;
  value: number;
}

const RISK_FREE = 0.02;
const DAYS_PER_YEAR = 250;

/**
 * The figures of one value series (a fund's accumulated NAV or its benchmark): every indicator of a fund and of its
 * benchmark comes from this one function, over the same dates.
 */
export function performanceFigures(points: readonly Point[]) {
  if (points.length < 2) return undefined;
  const first = points[0].value;
  const last = points[points.length - 1].value;
  const years = Math.max(utcDate(points[points.length - 1].date).diff(utcDate(points[0].date)) / MEAN_YEAR_MS, 1 / 365);
  const total = last / first - 1;
  const annual = (1 + total) ** (1 / years) - 1;
  let sum = 0;
  let sumSq = 0;
  let ups = 0;
  let peak = first;
  let peakDate = points[0].date;
  let maxDd = 0;
  let longest = 0;
  for (let i = 1; i < points.length; i++) {
    const r = points[i].value / points[i - 1].value - 1;
    sum += r;
    sumSq += r * r;
    if (r > 0) ups++;
    if (points[i].value >= peak) {
      peak = points[i].value;
      peakDate = points[i].date;
    } else {
      maxDd = Math.max(maxDd, 1 - points[i].value / peak);
      longest = Math.max(longest, utcDate(points[i].date).diff(utcDate(peakDate), 'day'));
    }
  }
  const n = points.length - 1;
  const mean = sum / n;
  const volatility = Math.sqrt(Math.max(sumSq / n - mean * mean, 0) * DAYS_PER_YEAR);
  return { total, annual, volatility, maxDd, longest, winRate: ups / n, years };
}

type Stats = NonNullable<ReturnType<typeof performanceFigures>>;

/** code, zh, en, unit, and how to read it from the statistics of a window. */
const DEFS: [string, string, string, Unit, (s: Stats) => number | null][] = [
  ['totalReturn', '累计收益率', 'Cumulative return', 'percent', (s) => s.total],
  ['annualReturn', '年化收益率', 'Annualised return', 'percent', (s) => s.annual],
  ['volatility', '年化波动率', 'Annualised volatility', 'percent', (s) => s.volatility],
  ['maxDrawdown', '最大回撤', 'Maximum drawdown', 'percent', (s) => s.maxDd],
  ['sharpe', '夏普比率', 'Sharpe ratio', 'ratio', (s) => (s.volatility > 0 ? (s.annual - RISK_FREE) / s.volatility : null)],
  ['calmar', '卡玛比率', 'Calmar ratio', 'ratio', (s) => (s.maxDd > 0 ? s.annual / s.maxDd : null)],
  ['winRate', '日胜率', 'Share of up days', 'percent', (s) => s.winRate],
  ['drawdownDays', '最长回撤天数', 'Longest drawdown (days)', 'days', (s) => s.longest],
];
const DEFAULT_SELECTION = ['totalReturn', 'annualReturn', 'volatility', 'maxDrawdown', 'sharpe'];
export const INDICATOR_CODES = DEFS.map(([code]) => code);

export const indicatorDefs = (lang: LanguageType): S['IndicatorDef'][] =>
  DEFS.map(([indicatorCode, zh, en, unit]) => ({ indicatorCode, name: pick(lang, zh, en), unit }));

const round = (v: number | null, unit: Unit) => (v === null || !Number.isFinite(v) ? null : unit === 'days' ? v : ratio(v));

export async function indicatorValues(ctx: AppContext, fundId: number, lang: LanguageType, endDate?: string): Promise<S['IndicatorValue'][]> {
  const rows = await navSeries(ctx, fundId, undefined, endDate);
  const [fund, bench] = [rows.map((r) => ({ date: r.date, value: r.accNav })), rows.map((r) => ({ date: r.date, value: r.benchmark }))].map(
    performanceFigures,
  );
  const end = rows.at(-1)?.date ?? endDate ?? '';
  return DEFS.map(([indicatorCode, zh, en, unit, read]) => ({
    indicatorCode,
    name: pick(lang, zh, en),
    unit,
    value: fund ? round(read(fund), unit) : null,
    benchmarkValue: bench ? round(read(bench), unit) : null,
    endDate: end,
  }));
}

/** Each indicator at every month end of the range, computed over [range start, month end]. */
export async function indicatorSeries(
  ctx: AppContext,
  fundId: number,
  codes: string[],
  lang: LanguageType,
  startDate?: string,
  endDate?: string,
): Promise<S['IndicatorSeries'][]> {
  const defs = codes.map((c) => {
    const def = DEFS.find(([code]) => code === c);
    if (!def) throw invalid('unknownIndicator');
    return def;
  });
  const rows = await navSeries(ctx, fundId, startDate, endDate);
  const points = rows.map((r) => ({ date: r.date, value: r.accNav }));
  const monthEnds: number[] = [];
  for (let i = 0; i < points.length; i++) {
    if (i === points.length - 1 || points[i + 1].date.slice(0, 7) !== points[i].date.slice(0, 7)) monthEnds.push(i);
  }
  const windows = monthEnds.map((i) => ({ date: points[i].date, s: performanceFigures(points.slice(0, i + 1)) }));
  return defs.map(([indicatorCode, zh, en, unit, read]) => ({
    indicatorCode,
    name: pick(lang, zh, en),
    unit,
    points: windows.map((w) => ({ date: w.date, value: w.s ? round(read(w.s), unit) : null })),
  }));
}

/** Month-end NAV dates of the fund, newest first (the "as of" choices of the indicator page). */
export async function monthEndDates(ctx: AppContext, fundId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ date: sql<string>`max(${fundNavs.date})::text` })
    .from(fundNavs)
    .where(eq(fundNavs.fundId, fundId))
    .groupBy(sql`date_trunc('month', ${fundNavs.date})`)
    .orderBy(desc(sql`max(${fundNavs.date})`));
  return rows.map((r) => r.date);
}

async function selection(ctx: AppContext, userId: number): Promise<string[]> {
  const [row] = await ctx.db.select({ codes: userPreferences.indicatorCodes }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row?.codes ?? DEFAULT_SELECTION;
}

export async function userIndicators(ctx: AppContext, userId: number, lang: LanguageType): Promise<S['IndicatorDef'][]> {
  const defs = indicatorDefs(lang);
  return (await selection(ctx, userId)).flatMap((c) => defs.filter((d) => d.indicatorCode === c));
}

export async function indicatorSettings(ctx: AppContext, userId: number, lang: LanguageType): Promise<S['IndicatorSetting'][]> {
  const chosen = await selection(ctx, userId);
  return indicatorDefs(lang).map((d) => ({
    indicatorCode: d.indicatorCode,
    name: d.name,
    selected: chosen.includes(d.indicatorCode),
    order: chosen.includes(d.indicatorCode) ? chosen.indexOf(d.indicatorCode) + 1 : 0,
  }));
}

export async function saveIndicatorSelection(ctx: AppContext, userId: number, codes: string[]): Promise<void> {
  if (codes.some((c) => !INDICATOR_CODES.includes(c))) throw invalid('unknownIndicator');
  await ctx.db
    .insert(userPreferences)
    .values({ userId, indicatorCodes: codes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { indicatorCodes: codes } });
}

/**
 * A fund's monthly and yearly returns, and its cumulative return beside its benchmark's with its drawdown, from the
 * series the indicators use (accumulated NAV, so dividends count as return), each return by performanceFigures: a
 * month's is over [previous month-end, month-end] (the first month's from the first NAV), a year's over [previous
 * year-end, year-end], so a year's return is the compound of its months'.
 */
export async function fundReturns(ctx: AppContext, fund: { id: number; code: string; nameZh: string; nameEn: string; benchmarkZh: string; benchmarkEn: string }, lang: LanguageType): Promise<S['FundReturns']> {
  const rows = await navSeries(ctx, fund.id);
  const values = rows.map((r) => ({ date: r.date, value: r.accNav }));
  const bench = rows.map((r) => ({ date: r.date, value: r.benchmark }));
  /** The indexes of the last point of each period (month "YYYY-MM" or year "YYYY"). */
  const ends = (length: number) => {
    const out: number[] = [];
    for (let i = 0; i < rows.length; i++) if (i === rows.length - 1 || rows[i + 1].date.slice(0, length) !== rows[i].date.slice(0, length)) out.push(i);
    return out;
  };
  /** The window of the period ending at `end`: from the previous period's last point (or the first point). */
  const windowOf = (list: readonly Point[], endsList: readonly number[], k: number) => list.slice(k === 0 ? 0 : endsList[k - 1], endsList[k] + 1);
  const monthEnds = ends(7);
  const months = new Map(monthEnds.map((end, k) => [rows[end].date.slice(0, 7), performanceFigures(windowOf(values, monthEnds, k))?.total ?? null]));
  const yearEnds = ends(4);
  const years = yearEnds.map((end, k): S['MonthlyReturnYear'] => {
    const year = rows[end].date.slice(0, 4);
    const own = performanceFigures(windowOf(values, yearEnds, k));
    const theirs = performanceFigures(windowOf(bench, yearEnds, k));
    return {
      year: Number(year),
      months: Array.from({ length: 12 }, (_, m) => {
        const v = months.get(`${year}-${String(m + 1).padStart(2, '0')}`);
        return v === undefined || v === null ? null : ratio(v);
      }),
      total: own ? ratio(own.total) : 0,
      benchmarkTotal: theirs ? ratio(theirs.total) : null,
    };
  });
  let peak = 0;
  const points = rows.map((r) => {
    peak = Math.max(peak, r.accNav);
    return {
      date: r.date,
      fund: ratio(r.accNav / rows[0].accNav - 1),
      benchmark: ratio(r.benchmark / rows[0].benchmark - 1),
      // 0 at a new high (the value is the peak), below 0 under it; never -0.
      drawdown: r.accNav >= peak ? 0 : ratio(r.accNav / peak - 1),
    };
  });
  return {
    fundCode: fund.code,
    fundName: pick(lang, fund.nameZh, fund.nameEn),
    benchmark: pick(lang, fund.benchmarkZh, fund.benchmarkEn),
    years,
    points,
    maxDrawdown: ratio(performanceFigures(values)?.maxDd ?? 0),
  };
}
