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

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A date without a zone ("2024-03-05", "2024-03-05 14:30:00", "20240305") is a local date, as dayjs read it; the
// parser and the four format tokens below replace dayjs, which was 3 KB gzip on every page (issue 7 budget).
const LOCAL_DATE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parseDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value);
  const local = typeof value === 'string' && !/Z$/i.test(value) ? LOCAL_DATE.exec(value) : null;
  if (!local) return new Date(value);
  const [, y, mo, d, h, mi, s, ms] = local;
  return new Date(+y, Number(mo) - 1 || 0, Number(d) || 1, Number(h) || 0, Number(mi) || 0, Number(s) || 0, Number((ms ?? '0').slice(0, 3)));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Dates: "2024-03-05" in Chinese, "Mar 05, 2024" in English. */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const d = parseDate(value);
  if (Number.isNaN(d.getTime())) return EMPTY_VALUE;
  const tokens: Record<string, string> = {
    YYYY: pad(d.getFullYear(), 4),
    MMM: MONTHS_SHORT[d.getMonth()],
    MM: pad(d.getMonth() + 1),
    DD: pad(d.getDate()),
  };
  return (locale === 'en' ? DATE_FORMAT_EN : DATE_FORMAT_ZH).replace(/YYYY|MMM|MM|DD/g, (token) => tokens[token]);
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
