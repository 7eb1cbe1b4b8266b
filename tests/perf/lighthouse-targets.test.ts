/**
 * The Lighthouse gate (tools/lighthouse.ts): each page's LCP and TBT judged as ratios to the floor page's, measured
 * in the same round, and CLS against its absolute limit.
 */
import { describe, expect, it } from 'vitest';
import {
  FLOOR_RATIOS,
  gatedMisses,
  judgedRatios,
  MAX_CLS,
  median,
  misses,
  pageTargets,
  ratio,
  runFigures,
} from '../../tools/bench/lighthouse-targets.ts';

const run = (lcp: number, tbt: number, cls = 0) => ({ score: 90, lcp, tbt, cls });

describe('the Lighthouse targets', () => {
  it('are ratios to the floor page: / and /login on LCP and TBT, the client pages on LCP', () => {
    expect(FLOOR_RATIOS).toEqual({
      '/': { lcp: 0.7, tbt: 1.0 },
      '/login': { lcp: 0.7, tbt: 1.0 },
      '/myAssets': { lcp: 1.5 },
      '/myAssetsDetail': { lcp: 1.5 },
    });
    expect(MAX_CLS).toBe(0.05);
    expect(pageTargets('/')).toEqual({ lcp: 0.7, tbt: 1.0, cls: 0.05 });
    // A product's detail page by its address, whatever the fund.
    expect(pageTargets('/myAssetsDetail?fundCode=HL001')).toEqual({ lcp: 1.5, cls: 0.05 });
    // A page without ratios is held to CLS only.
    expect(pageTargets('/careers')).toEqual({ cls: 0.05 });
  });

  it('take a ratio to the floor page, also where the floor page has no blocking time', () => {
    expect(ratio(1200, 1600)).toBe(0.75);
    expect(ratio(0, 0)).toBe(0);
    expect(ratio(30, 0)).toBe(Infinity);
  });

  it('judge each round against the floor page of the same round, then take the median', () => {
    // The host slows down in the second round: page and floor alike. Ratios of the rounds: 0.6, 0.6, 0.9.
    const floor = [run(2000, 200), run(4000, 600), run(2000, 200)];
    const home = [run(1200, 150), run(2400, 500), run(1800, 220)];
    const judged = judgedRatios(home, floor);
    expect(judged.lcp).toBeCloseTo(0.6, 10);
    expect(judged.tbt).toBeCloseTo(500 / 600, 10); // of 0.75, 0.83 and 1.1
    expect(misses(judged, pageTargets('/'))).toEqual([]);
    // Medians taken apart would pair the page's slow round with the floor's fast ones: 1800 ÷ 2000 = 0.9.
    expect(median(home.map((r) => r.lcp)) / median(floor.map((r) => r.lcp))).toBeCloseTo(0.9, 10);
    expect(() => judgedRatios(home, floor.slice(1))).toThrow(/3 runs against 2/);
  });

  it('name every miss with its ratio', () => {
    const t = pageTargets('/login');
    expect(misses({ lcp: 0.82, tbt: 1.3, cls: 0.1 }, t)).toEqual(['LCP 0.82 × floor > 0.7', 'TBT 1.30 × floor > 1', 'CLS 0.100 > 0.05']);
    expect(misses({ lcp: 0.7, tbt: 1, cls: 0.05 }, t)).toEqual([]);
    expect(misses({ lcp: 0.5, tbt: Infinity, cls: 0 }, t)).toEqual(['TBT ∞ × floor > 1']);
    // The client pages: TBT is printed, not judged.
    expect(misses({ lcp: 1.4, tbt: 3, cls: 0 }, pageTargets('/myAssets'))).toEqual([]);
    expect(misses({ lcp: 1.6, tbt: 3, cls: 0 }, pageTargets('/myAssets'))).toEqual(['LCP 1.60 × floor > 1.5']);
  });

  it('gate a page on some figures only', () => {
    const t = pageTargets('/');
    const judged = { lcp: 0.9, tbt: 1.2, cls: 0 };
    expect(gatedMisses(judged, t)).toEqual(['LCP 0.90 × floor > 0.7', 'TBT 1.20 × floor > 1']);
    expect(gatedMisses(judged, t, ['LCP', 'CLS'])).toEqual(['LCP 0.90 × floor > 0.7']);
    expect(gatedMisses({ ...judged, cls: 0.2 }, t, ['CLS'])).toEqual(['CLS 0.200 > 0.05']);
    expect(gatedMisses(judged, t, [])).toEqual([]);
  });
});

describe("a Lighthouse report's figures", () => {
  it('are read from its audits and its performance category', () => {
    const audit = (numericValue: number) => ({ numericValue });
    const lhr = {
      categories: { performance: { score: 0.95 } },
      audits: {
        'first-contentful-paint': audit(859),
        'largest-contentful-paint': audit(994),
        'total-blocking-time': audit(271),
        'cumulative-layout-shift': audit(0),
        'speed-index': audit(870),
      },
    };
    expect(runFigures(lhr)).toEqual({ score: 95, fcp: 859, lcp: 994, tbt: 271, cls: 0, si: 870 });
  });
});
