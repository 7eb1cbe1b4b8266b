/**
 * dayjs as the SPA uses it: the core alone (its parser reads the API's "YYYY-MM-DD" and ISO timestamps, and its
 * calendar arithmetic does months and years), English built in, and the zh-cn locale loaded with the Chinese
 * catalog (src/i18n). Formats live in src/constants.ts; src/format.ts turns dates into what a user reads.
 */
import dayjs from 'dayjs';
import { API_DATE_FORMAT, type Locale } from './constants';

export { dayjs };

/** dayjs's name of each language. */
export const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', en: 'en' };

/** Registers the language's dayjs locale (for Chinese its own small chunk; English is built in). */
export async function loadDateLocale(locale: Locale): Promise<void> {
  if (locale === 'zh-CN') await import('dayjs/locale/zh-cn');
}

/** Makes a loaded language dayjs's default, for dates formatted without an explicit language. */
export function activateDateLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
}

/** Today in the browser's time zone, as the API writes dates. */
export const today = (): string => dayjs().format(API_DATE_FORMAT);

/** `date` (YYYY-MM-DD) moved by `amount` calendar units: a month or a year back from 31 March is 28/29 February. */
export const shiftDate = (date: string, amount: number, unit: 'day' | 'month' | 'year'): string =>
  dayjs(date).add(amount, unit).format(API_DATE_FORMAT);
