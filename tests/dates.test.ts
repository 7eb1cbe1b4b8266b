import { describe, expect, it } from 'vitest';
import { presetStart, tick } from '../src/components/charts/time-series-chart';
import { dayjs, shiftDate, today } from '../src/dates';
import { formatDate } from '../src/format';

const at = (date: string) => dayjs(date).unix();
const shown = (seconds: number, locale: 'zh-CN' | 'en' = 'zh-CN') => formatDate(seconds * 1000, locale);

describe('shiftDate (calendar arithmetic on the API\'s YYYY-MM-DD)', () => {
  it.each([
    ['2024-03-05', 1, 'day', '2024-03-06'],
    ['2024-03-01', -1, 'day', '2024-02-29'], // leap year
    ['2023-03-01', -1, 'day', '2023-02-28'],
    ['2024-12-31', 1, 'day', '2025-01-01'],
    ['2024-03-31', -1, 'month', '2024-02-29'], // clamped to the month's last day
    ['2024-02-29', 1, 'year', '2025-02-28'],
    ['2008-02-29', 5, 'year', '2013-02-28'],
    ['2015-01-05', 5, 'year', '2020-01-05'],
  ] as const)('%s %+i %s → %s', (date, amount, unit, expected) => {
    expect(shiftDate(date, amount, unit)).toBe(expected);
  });

  it('today is the browser\'s calendar date, written as the API writes dates', () => {
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today()).toBe(formatDate(Date.now(), 'zh-CN'));
  });
});

describe('chart range presets (what the range label above the chart shows)', () => {
  const first = at('2015-01-05');

  it.each([
    ['1m', [1, 'month'], '2024-03-31', '2024-02-29', 'Feb 29, 2024'],
    ['6m', [6, 'month'], '2024-08-30', '2024-02-29', 'Feb 29, 2024'],
    ['1y', [1, 'year'], '2024-03-05', '2023-03-05', 'Mar 05, 2023'],
    ['3y', [3, 'year'], '2024-03-05', '2021-03-05', 'Mar 05, 2021'],
  ] as const)('%s back from %s starts on %s', (_key, back, last, zh, en) => {
    const start = presetStart(first, at(last), [...back]);
    expect(shown(start)).toBe(zh);
    expect(shown(start, 'en')).toBe(en);
  });

  it('never starts before the first point, and "since inception" is the whole series', () => {
    expect(shown(presetStart(at('2024-01-10'), at('2024-03-05'), [1, 'year']))).toBe('2024-01-10');
    expect(shown(presetStart(first, at('2024-03-05'), null))).toBe('2015-01-05');
  });
});

describe('chart axis labels', () => {
  const YEAR = 365 * 86_400;

  it('shows months in each language over spans up to three years, years beyond', () => {
    expect(tick(at('2024-03-01'), YEAR, 'zh-CN')).toBe('2024-03');
    expect(tick(at('2024-03-01'), YEAR, 'en')).toBe('Mar 2024');
    expect(tick(at('2024-03-01'), 5 * YEAR, 'zh-CN')).toBe('2024');
    expect(tick(at('2024-03-01'), 5 * YEAR, 'en')).toBe('2024');
  });
});
