// The Lighthouse targets (tools/lighthouse.ts): each page's figures as ratios to the floor page's, measured in the
// same round (tools/bench/floor-page.ts). Pure, so tests import it.

/**
 * Per page (its path without the query): the largest LCP and TBT allowed, as multiples of the floor page's in the
 * same round. A figure not named is printed, not gated. Simulated throttling multiplies the host's own CPU time, so
 * absolute figures move with the host's speed and load; the floor page, measured beside each page, moves with them.
 */
export interface Ratios {
  lcp?: number;
  tbt?: number;
}

export type Metric = 'LCP' | 'TBT' | 'CLS';

/** What one Lighthouse run says about a page (ms; CLS unitless). */
export interface Figures {
  score: number;
  fcp?: number;
  lcp: number;
  tbt: number;
  cls: number;
  si?: number;
}

/** The targets of a page: ratios to the floor page (those it is held to), and its CLS limit. */
export interface Targets extends Ratios {
  cls: number;
}

/** A page's judged figures: LCP and TBT as multiples of the floor page's, CLS as measured. */
export interface Judged {
  lcp: number;
  tbt: number;
  cls: number;
}

/** The part of Lighthouse's result (`lhr`) read here. */
interface RunResult {
  audits: Record<string, { numericValue?: number }>;
  categories: { performance: { score: number | null } };
}

export const FLOOR_RATIOS: Record<string, Ratios> = {
  '/': { lcp: 0.7, tbt: 1.0 },
  '/login': { lcp: 0.7, tbt: 1.0 },
  '/myAssets': { lcp: 1.5 },
  '/myAssetsDetail': { lcp: 1.5 },
};

/** Layout shift does not depend on the host's speed: an absolute limit on every page. */
export const MAX_CLS = 0.05;

/** The figures a page can be gated on, by the names misses() gives them. */
export const METRICS: Metric[] = ['LCP', 'TBT', 'CLS'];

/** What one Lighthouse run says about a page: its score and figures (ms; CLS unitless). */
export function runFigures(lhr: unknown): Figures & { fcp: number; si: number } {
  const { audits, categories } = lhr as RunResult;
  const a = (id: string) => audits[id].numericValue ?? 0;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: a('first-contentful-paint'),
    lcp: a('largest-contentful-paint'),
    tbt: a('total-blocking-time'),
    cls: a('cumulative-layout-shift'),
    si: a('speed-index'),
  };
}

/** The middle value (the upper one of an even count), as the table prints it. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `value` as a multiple of the floor page's. A floor of 0 (no blocking time on a fast host): 0 when the page has
 * none either, else infinitely more.
 */
export function ratio(value: number, floor: number): number {
  if (floor > 0) return value / floor;
  return value > 0 ? Infinity : 0;
}

/**
 * What a page is judged by: for LCP and TBT, the median over the rounds of its ratio to the floor page's run of the
 * same round (runs[i] beside floorRuns[i]); the host's speed drifts within minutes, so a ratio of medians taken apart
 * could pair a page's slow round with the floor's fast one. CLS: the page's median.
 */
export function judgedRatios(runs: Figures[], floorRuns: Figures[]): Judged {
  if (runs.length !== floorRuns.length) throw new Error(`${runs.length} runs against ${floorRuns.length} of the floor page`);
  const per = (k: 'lcp' | 'tbt') => median(runs.map((r, i) => ratio(r[k], floorRuns[i][k])));
  return { lcp: per('lcp'), tbt: per('tbt'), cls: median(runs.map((r) => r.cls)) };
}

/** The targets of a page, by its address (the query left out); unknown pages are only held to MAX_CLS. */
export const pageTargets = (path: string): Targets => ({ ...FLOOR_RATIOS[path.split('?')[0]], cls: MAX_CLS });

const times = (x: number) => (x === Infinity ? '∞' : x.toFixed(2));

/** What a page's judged figures miss of its targets (empty: met). */
export function misses(judged: Judged, t: Targets): string[] {
  return [
    t.lcp !== undefined && judged.lcp > t.lcp && `LCP ${times(judged.lcp)} × floor > ${t.lcp}`,
    t.tbt !== undefined && judged.tbt > t.tbt && `TBT ${times(judged.tbt)} × floor > ${t.tbt}`,
    judged.cls > t.cls && `CLS ${judged.cls.toFixed(3)} > ${t.cls}`,
  ].filter((m): m is string => typeof m === 'string');
}

/** The misses that fail the run: those of the gated `metrics` (all by default). */
export function gatedMisses(judged: Judged, t: Targets, metrics: readonly Metric[] = METRICS): string[] {
  return misses(judged, t).filter((m) => metrics.some((name) => m.startsWith(`${name} `)));
}
