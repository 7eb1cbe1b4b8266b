/**
 * dayjs as the SPA uses it: the core (its parser reads the API's "YYYY-MM-DD" and ISO timestamps, and its calendar
 * arithmetic does months and years), English built in and the zh-cn locale beside it. Every user-facing format names
 * its language (`.locale(DAYJS_LOCALE[locale])`), so no global language is switched: dayjs loads with the first
 * screen that shows a date, not with the language's catalog, and a page without one (the login form) goes without
 * it. Formats live in src/constants.ts; src/format.ts turns dates into what a user reads.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { API_DATE_FORMAT, type Locale } from './constants';

export { dayjs };

/** dayjs's name of each language. */
export const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', en: 'en' };

/** Today in the browser's time zone, as the API writes dates. */
export const today = (): string => dayjs().format(API_DATE_FORMAT);

/** `date` (YYYY-MM-DD) moved by `amount` calendar units: a month or a year back from 31 March is 28/29 February. */
export const shiftDate = (date: string, amount: number, unit: 'day' | 'month' | 'year'): string =>
  dayjs(date).add(amount, unit).format(API_DATE_FORMAT);
