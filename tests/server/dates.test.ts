/** Server date handling through dayjs in UTC (server/dates.ts), and the demo data's business-day calendar. */
import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, isoDay, utcDate } from '../../server/dates.ts';
import { DATA_END, ESTIMATE_DATE } from '../../server/seed/client-funds.ts';
import { businessDays, nextBusinessDay } from '../../server/seed/prng.ts';
import { idCardBirthday } from '../../server/services/id-card.ts';
import { singleListRange } from '../../server/services/client-partner.ts';
import type { FundRow } from '../../server/services/client-access.ts';

describe('UTC calendar dates, whatever the machine\'s zone', () => {
  it('writes the UTC day of an instant and moves dates by whole days', () => {
    expect(isoDay('2026-10-29T23:30:00Z')).toBe('2026-10-29');
    expect(isoDay(utcDate('2024-01-15T09:00:00').valueOf())).toBe('2024-01-15');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2023-06-30', 7 * 10)).toBe('2023-09-08');
  });

  it('tells a real date from one a calendar does not have', () => {
    expect(isCalendarDate('19851122', 'YYYYMMDD')).toBe(true);
    expect(isCalendarDate('20000229', 'YYYYMMDD')).toBe(true);
    expect(isCalendarDate('19000229', 'YYYYMMDD')).toBe(false);
    expect(isCalendarDate('19850230', 'YYYYMMDD')).toBe(false);
    expect(isCalendarDate('19851301', 'YYYYMMDD')).toBe(false);
    expect(isCalendarDate('19850100', 'YYYYMMDD')).toBe(false);
  });

  it('reads the birthday of an ID card number only when it is a real date', () => {
    expect(idCardBirthday('310104198511223020')).toBe('1985-11-22');
    expect(idCardBirthday('11010519491231002X')).toBe('1949-12-31');
    expect(idCardBirthday('110105200002290013')).toBe('2000-02-29');
    // Well-formed numbers (their check digits are right) whose birthdays a calendar does not have.
    expect(idCardBirthday('110105194902300020')).toBeUndefined(); // 30 February
    expect(idCardBirthday('110105190002290017')).toBeUndefined(); // 1900 was not a leap year
  });
});

describe('business days of the demo data', () => {
  it('skips the weekend: Friday 30 October 2026 is followed by Monday 2 November', () => {
    expect(utcDate(DATA_END).day()).toBe(5);
    expect(nextBusinessDay(DATA_END)).toBe('2026-11-02');
    expect(ESTIMATE_DATE).toBe('2026-11-02');
    expect(nextBusinessDay('2026-10-31')).toBe('2026-11-02'); // from a Saturday
    expect(nextBusinessDay('2026-11-02')).toBe('2026-11-03');
  });

  it('lists Monday to Friday, both ends included', () => {
    expect(businessDays('2026-10-29', '2026-11-03')).toEqual(['2026-10-29', '2026-10-30', '2026-11-02', '2026-11-03']);
    expect(businessDays('2026-10-31', '2026-11-01')).toEqual([]);
    expect(businessDays('2024-01-01', '2024-12-31')).toHaveLength(262);
  });
});

describe('netWorthHistorySingleList range', () => {
  const fund = { lastNavDate: '2026-10-30' } as FundRow;

  it('defaults to a mean year (365.25 days) of data back from the last NAV', () => {
    expect(singleListRange(fund)).toEqual({ start: '2025-10-29', end: '2026-10-30' });
    expect(singleListRange(fund, undefined, '2024-03-01')).toEqual({ start: '2023-03-01', end: '2024-03-01' });
  });

  it('takes up to five mean years and refuses a longer or reversed range', () => {
    expect(singleListRange(fund, '2021-10-30', '2026-10-30')).toEqual({ start: '2021-10-30', end: '2026-10-30' });
    expect(() => singleListRange(fund, '2021-10-28', '2026-10-30')).toThrow();
    expect(() => singleListRange(fund, '2026-10-31', '2026-10-30')).toThrow();
  });
});
