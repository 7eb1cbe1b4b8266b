/**
 * A moment with its time of day, for the pages that show one (the security centre's logins and sessions): the day in
 * the formats of src/format.ts, then HH:mm. A module of its own, out of the entry that / and /login load (src/format.ts
 * is in it, and a module's exports go wherever the module is).
 */
import { DATE_FORMAT_EN, DATE_FORMAT_ZH, type Locale } from './constants';
import { dayjs, DAYJS_LOCALE } from './dates';
import { EMPTY_VALUE } from './format';

/** The time of day after the day of DATE_FORMAT_*. */
export const TIME_OF_DAY_FORMAT = 'HH:mm';

/** In the browser's zone: "2024-03-05 14:30", "Mar 05, 2024 14:30"; a dash for a missing or unreadable value. */
export function formatDateTime(value: string | number | Date | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const d = dayjs(value);
  if (!d.isValid()) return EMPTY_VALUE;
  return d.locale(DAYJS_LOCALE[locale]).format(`${locale === 'en' ? DATE_FORMAT_EN : DATE_FORMAT_ZH} ${TIME_OF_DAY_FORMAT}`);
}
