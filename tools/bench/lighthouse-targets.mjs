// The Lighthouse targets (tools/lighthouse.mjs): each page's figures as ratios to the floor page's, measured in the
// same round (tools/bench/floor-page.mjs). Plain, so tests import it.

/**
 * Per page (its path without the query): the largest LCP and TBT allowed, as multiples of the floor page's in the
 * same round. A figure not named is printed, not gated. Simulated throttling multiplies the host's own CPU time, so
 * absolute figures move with the host's speed and load; the floor page, measured beside each page, moves with them.
 */
export const FLOOR_RATIOS = {
  '/': { lcp: 0.7, tbt: 1.0 },
  '/login': { lcp: 0.7, tbt: 1.0 },
  '/myAssets': { lcp: 1.5 },
  '/myAssetsDetail': { lcp: 1.5 },
};

/** Layout shift does not depend on the host's speed: an absolute limit on every page. */
export const MAX_CLS = 0.05;

/** The figures a page can be gated on, by the names misses() gives them. */
export const METRICS = ['LCP', 'TBT', 'CLS'];

/** What one Lighthouse run says about a page: its score and figures (ms; CLS unitless). */
export function runFigures(lhr) {
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
  };
}

/** The middle value (the upper one of an even count), as the table prints it. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `value` as a multiple of the floor page's. A floor of 0 (no blocking time on a fast host): 0 when the page has
 * none either, else infinitely more.
 */
export function ratio(value, floor) {
  if (floor > 0) return value / floor;
  return value > 0 ? Infinity : 0;
}

/**
 * What a page is judged by: for LCP and TBT, the median over the rounds of its ratio to the floor page's run of the
 * same round (runs[i] beside floorRuns[i]); the host's speed drifts within minutes, so a ratio of medians taken apart
 * could pair a page's slow round with the floor's fast one. CLS: the page's median.
 */
export function judgedRatios(runs, floorRuns) {
  if (runs.length !== floorRuns.length) throw new Error(`${runs.length} runs against ${floorRuns.length} of the floor page`);
  const per = (k) => median(runs.map((r, i) => ratio(r[k], floorRuns[i][k])));
  return { lcp: per('lcp'), tbt: per('tbt'), cls: median(runs.map((r) => r.cls)) };
}

/** The targets of a page, by its address (the query left out); unknown pages are only held to MAX_CLS. */
export const pageTargets = (path) => ({ ...FLOOR_RATIOS[path.split('?')[0]], cls: MAX_CLS });

const times = (x) => (x === Infinity ? '∞' : x.toFixed(2));

/** What a page's judged figures miss of its targets (empty: met). */
export function misses(judged, t) {
  return [
    t.lcp !== undefined && judged.lcp > t.lcp && `LCP ${times(judged.lcp)} × floor > ${t.lcp}`,
    t.tbt !== undefined && judged.tbt > t.tbt && `TBT ${times(judged.tbt)} × floor > ${t.tbt}`,
    judged.cls > t.cls && `CLS ${judged.cls.toFixed(3)} > ${t.cls}`,
  ].filter(Boolean);
}

/** The misses that fail the run: those of the gated `metrics` (all by default). */
export function gatedMisses(judged, t, metrics = METRICS) {
  return misses(judged, t).filter((m) => metrics.some((name) => m.startsWith(`${name} `)));
}
