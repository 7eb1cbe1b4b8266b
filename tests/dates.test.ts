import { describe, expect, it } from 'vitest';
import { axisTicks, presetStart } from '../src/components/charts/time-series-chart';
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

describe('chart axis ticks', () => {
  const distinct = (labels: string[]) => new Set(labels).size === labels.length;

  it('labels a month of daily points with distinct days, not the month over and over', () => {
    const { at: ticks, labels } = axisTicks(at('2026-10-01'), at('2026-10-30'), 'zh-CN', 8);
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(distinct(labels)).toBe(true);
    expect(labels.every((l) => /^10-\d\d$/.test(l))).toBe(true);
    // Evenly spaced: every tick the same number of days after the previous one.
    const gaps = ticks.slice(1).map((s, i) => dayjs.unix(s).diff(dayjs.unix(ticks[i]), 'day'));
    expect(new Set(gaps).size).toBe(1);
    const en = axisTicks(at('2026-10-01'), at('2026-10-30'), 'en', 8).labels;
    expect(en[0]).toMatch(/^Oct \d{1,2}$/);
    expect(distinct(en)).toBe(true);
  });

  it('steps by months over a year, by years over ten, at most the count that fits', () => {
    const year = axisTicks(at('2025-10-30'), at('2026-10-30'), 'zh-CN', 8);
    expect(year.labels.length).toBeLessThanOrEqual(8);
    expect(year.labels.every((l) => /^\d{4}-\d\d$/.test(l))).toBe(true);
    expect(distinct(year.labels)).toBe(true);
    expect(axisTicks(at('2025-10-30'), at('2026-10-30'), 'en', 8).labels[0]).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    const life = axisTicks(at('2015-06-01'), at('2026-10-30'), 'zh-CN', 8);
    expect(life.labels.length).toBeLessThanOrEqual(8);
    expect(life.labels.every((l) => /^\d{4}$/.test(l))).toBe(true);
    expect(distinct(life.labels)).toBe(true);
    // A narrow plot gets fewer ticks, never repeated.
    const narrow = axisTicks(at('2026-09-30'), at('2026-10-30'), 'zh-CN', 3).labels;
    expect(narrow.length).toBeLessThanOrEqual(3);
    expect(distinct(narrow)).toBe(true);
  });
});
