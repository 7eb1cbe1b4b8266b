/**
 * dayjs on the server, always in UTC: the API's calendar dates (YYYY-MM-DD) carry no zone, and what the server
 * answers must not depend on the zone of the machine it runs on. `Date` stays for timestamps (clock readings,
 * expiries in milliseconds, the database's timestamptz columns).
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';
import { API_DATE_FORMAT } from '../src/constants.ts';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

export type { Dayjs };

/** The mean calendar year (365.25 days), for annualised figures and year-long windows measured in milliseconds. */
export const MEAN_YEAR_MS = 365.25 * 86_400_000;

/** A date ("2024-03-05" is its UTC midnight), an instant or now, in UTC. */
export const utcDate = (value?: ConfigType): Dayjs => dayjs.utc(value);

/** The UTC calendar day of a date or instant, as the API writes dates. */
export const isoDay = (value: ConfigType): string => dayjs.utc(value).format(API_DATE_FORMAT);

/** `date` (YYYY-MM-DD) moved by whole days. */
export const addDays = (date: string, days: number): string => isoDay(utcDate(date).add(days, 'day'));

/** Whether `text` is a real calendar date in `format` ("19850230" is not one in YYYYMMDD): dayjs's strict parse. */
export const isCalendarDate = (text: string, format: string): boolean => dayjs.utc(text, format, true).isValid();

/** Saturday and Sunday. */
export const isWeekend = (date: Dayjs): boolean => date.day() === 0 || date.day() === 6;
