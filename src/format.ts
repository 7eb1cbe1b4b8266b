/**
 * Display formats of SPEC.md §9: money with thousands separators, percentages, dates per language, and title
 * truncation. Missing or unparsable values show as a dash rather than "NaN" or "Invalid Date".
 */
import {
  DATE_FORMAT_EN,
  DATE_FORMAT_ZH,
  MONEY_DECIMALS,
  PERCENT_DECIMALS,
  TITLE_TRUNCATE_LONG,
  TITLE_TRUNCATE_SHORT,
  type Locale,
} from './constants';
import { dayjs, DAYJS_LOCALE } from './dates';

export const EMPTY_VALUE = '--';
export const ELLIPSIS = '…';

type NumberInput = number | string | null | undefined;

function toNumber(value: NumberInput): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** Rounds half away from zero at `decimals` places; the exponent trick avoids 1.005 → 1.00 float artefacts. */
function round(n: number, decimals: number): number {
  const sign = n < 0 ? -1 : 1;
  const rounded = Number(`${Math.round(Number(`${Math.abs(n)}e${decimals}`))}e-${decimals}`);
  return sign * rounded;
}

/** Fixed decimals with comma thousands separators, locale-independent (Intl output varies between runtimes). */
function withSeparators(n: number, decimals: number): string {
  const r = round(n, decimals);
  const [int, frac] = Math.abs(r).toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = r < 0 ? '-' : '';
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`;
}

/** 1234567.891 → "1,234,567.89". */
export function formatMoney(value: NumberInput, decimals: number = MONEY_DECIMALS): string {
  const n = toNumber(value);
  return n === undefined ? EMPTY_VALUE : withSeparators(n, decimals);
}

/** A ratio as a percentage: 0.12345 → "12.35%". */
export function formatPercent(ratio: NumberInput, decimals: number = PERCENT_DECIMALS): string {
  const n = toNumber(ratio);
  return n === undefined ? EMPTY_VALUE : `${withSeparators(n * 100, decimals)}%`;
}

/** A value that is already in percent (e.g. a server's returnRate of 12.345): → "12.35%". */
export function formatPercentValue(percent: NumberInput, decimals: number = PERCENT_DECIMALS): string {
  const n = toNumber(percent);
  return n === undefined ? EMPTY_VALUE : `${withSeparators(n, decimals)}%`;
}

/**
 * Dates: "2024-03-05" in Chinese, "Mar 05, 2024" in English. dayjs reads a date without a zone ("2024-03-05",
 * "2024-03-05 14:30:00") as a local date and one with a zone ("…Z") as that instant; numbers are epoch milliseconds.
 */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const d = dayjs(value);
  if (!d.isValid()) return EMPTY_VALUE;
  return d.locale(DAYJS_LOCALE[locale]).format(locale === 'en' ? DATE_FORMAT_EN : DATE_FORMAT_ZH);
}

/**
 * Cuts a title to `max` characters and appends an ellipsis. Counts code points, so a CJK character or an emoji is
 * one character and never split in half.
 */
export function truncateTitle(title: string | null | undefined, max: number): string {
  if (!title) return '';
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : title;
}

/** The two lengths of §9: short (cards, lists) and long (detail headings, search results). */
export const truncateShort = (title: string | null | undefined) => truncateTitle(title, TITLE_TRUNCATE_SHORT);
export const truncateLong = (title: string | null | undefined) => truncateTitle(title, TITLE_TRUNCATE_LONG);
