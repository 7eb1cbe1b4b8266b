import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/format-time';
import {
  formatDate,
  formatMoney,
  formatPercent,
  formatPercentValue,
  truncateLong,
  truncateShort,
  truncateTitle,
} from '../src/format';

describe('formatMoney (thousands separators, two decimals)', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [1000000, '1,000,000.00'],
    [999.995, '1,000.00'],
    [1.005, '1.01'], // no float artefact (1.005 * 100 = 100.49999…)
    [0, '0.00'],
    [-0.001, '0.00'], // no "-0.00"
    [-1234.5, '-1,234.50'],
    [12, '12.00'],
    ['3000000', '3,000,000.00'],
    ['1,234.5', '1,234.50'],
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    ['abc', '--'],
    [Number.NaN, '--'],
    [Number.POSITIVE_INFINITY, '--'],
  ])('%j → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('takes other decimals when a figure needs them (shares, NAV)', () => {
    expect(formatMoney(1234.56789, 4)).toBe('1,234.5679');
    expect(formatMoney(1234.5, 0)).toBe('1,235');
  });
});

describe('formatPercent (ratio → percent, two decimals by default)', () => {
  it.each([
    [0.12345, '12.35%'],
    [0.1, '10.00%'],
    [-0.0321, '-3.21%'],
    [0, '0.00%'],
    [1.5, '150.00%'],
    [12.5, '1,250.00%'],
    ['0.5', '50.00%'],
    [null, '--'],
    ['x', '--'],
  ])('%j → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('takes a number of decimals', () => {
    expect(formatPercent(0.123456, 4)).toBe('12.3456%');
    expect(formatPercent(0.123456, 0)).toBe('12%');
  });

  it.each([
    [12.345, '12.35%'],
    [-4, '-4.00%'],
    [undefined, '--'],
  ])('formatPercentValue(%j) → %s (value already in percent)', (value, expected) => {
    expect(formatPercentValue(value)).toBe(expected);
  });
});

describe('formatDate (YYYY-MM-DD in Chinese, "Mon DD, YYYY" in English)', () => {
  it.each([
    ['2024-03-05', 'zh-CN', '2024-03-05'],
    ['2024-03-05', 'en', 'Mar 05, 2024'],
    ['2023-12-31T10:20:00', 'zh-CN', '2023-12-31'],
    ['2023-12-31T10:20:00', 'en', 'Dec 31, 2023'],
    [new Date(2007, 0, 9), 'en', 'Jan 09, 2007'],
    [new Date(2007, 0, 9), 'zh-CN', '2007-01-09'],
    [new Date(2022, 5, 30).getTime(), 'en', 'Jun 30, 2022'],
    ['2024-02-29 09:30:00', 'en', 'Feb 29, 2024'],
    ['2026-10-29T12:00:00.000Z', 'zh-CN', '2026-10-29'], // an API timestamp (the zones of our users see the same day)
    ['2026-10-29T12:00:00.000Z', 'en', 'Oct 29, 2026'],
    ['not a date', 'en', '--'],
    ['', 'zh-CN', '--'],
    [null, 'en', '--'],
    [undefined, 'zh-CN', '--'],
  ] as const)('%j in %s → %s', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });
});

describe('formatDateTime (the day as formatDate, then HH:mm in the browser’s zone)', () => {
  it.each([
    ['2023-12-31T10:20:00', 'zh-CN', '2023-12-31 10:20'],
    ['2023-12-31T10:20:00', 'en', 'Dec 31, 2023 10:20'],
    [new Date(2007, 0, 9, 7, 5), 'en', 'Jan 09, 2007 07:05'],
    ['not a date', 'en', '--'],
    [null, 'zh-CN', '--'],
  ] as const)('%j in %s → %s', (value, locale, expected) => {
    expect(formatDateTime(value, locale)).toBe(expected);
  });
});

describe('truncateTitle (35 and 80 characters, with an ellipsis)', () => {
  const chars = (n: number, c = 'a') => c.repeat(n);

  it.each([
    [chars(35), 35, chars(35)], // exactly the limit: unchanged
    [chars(36), 35, `${chars(35)}…`],
    [chars(80), 80, chars(80)],
    [chars(81), 80, `${chars(80)}…`],
    ['', 35, ''],
    [null, 35, ''],
    [undefined, 80, ''],
  ])('%j at %i → %j', (title, max, expected) => {
    expect(truncateTitle(title, max)).toBe(expected);
  });

  it('counts Chinese characters and emoji as one character each', () => {
    const zh = chars(40, '泓');
    expect(truncateShort(zh)).toBe(`${chars(35, '泓')}…`);
    const emoji = '📈'.repeat(36);
    expect(Array.from(truncateShort(emoji))).toHaveLength(36); // 35 emoji + the ellipsis, none split
  });

  it('truncateShort cuts at 35 and truncateLong at 80', () => {
    const title = chars(100, 'x');
    expect(truncateShort(title)).toBe(`${chars(35, 'x')}…`);
    expect(truncateLong(title)).toBe(`${chars(80, 'x')}…`);
  });
});
