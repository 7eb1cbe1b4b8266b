import { addDays, isoDay, isWeekend, utcDate } from '../dates.ts';

/** A fixed-seed PRNG (mulberry32) so the demo data is the same on every machine; Math.random is never used. */
export interface Prng {
  next(): number;
  gaussian(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function prng(seed: number): Prng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    // Box-Muller; 1 - next() keeps the logarithm finite.
    gaussian: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Monday to Friday from start to end inclusive (holidays are ignored: the data is fictional). */
export function businessDays(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = utcDate(start), last = utcDate(end); !day.isAfter(last); day = day.add(1, 'day')) {
    if (!isWeekend(day)) out.push(isoDay(day));
  }
  return out;
}

/** The first business day after `date`: a Friday's is the Monday after it. */
export function nextBusinessDay(date: string): string {
  let day = utcDate(date).add(1, 'day');
  while (isWeekend(day)) day = day.add(1, 'day');
  return isoDay(day);
}

export { addDays };
