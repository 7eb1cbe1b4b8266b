/**
 * Issue 7's Lighthouse gate (scripts/lighthouse.mjs): the issue's targets where they were set, moved by what the
 * reference page measured in the same run lost on this host. The figures below are rows measured in session 6.
 */
import { describe, expect, it } from 'vitest';
import {
  calibrate,
  gatedMisses,
  hostTooSlow,
  issueTargets,
  judgedFigures,
  misses,
  onIssueMachine,
  REFERENCE_THERE,
  TARGET,
  targetsOnHost,
} from '../../scripts/bench/lighthouse-targets.mjs';

describe('the Lighthouse targets', () => {
  it("are issue 7's", () => {
    expect(TARGET).toEqual({ publicScore: 95, clientScore: 90, lcp: 2000, tbt: 200, cls: 0.05 });
    expect(REFERENCE_THERE).toEqual({ score: 95, tbt: 220, lcp: 1700 });
  });

  it('apply as they are without a reference row, or on a host at least as fast as the issue’s', () => {
    const asIs = { score: 95, lcp: 2000, tbt: 200, cls: 0.05 };
    expect(targetsOnHost(95, calibrate())).toEqual(asIs);
    // Fast host (CPU index 3,700): the reference page scored 97, TBT 169, LCP 1,711 — never tighter than the issue.
    expect(targetsOnHost(95, calibrate({ score: 97, tbt: 169, lcp: 1711 }))).toEqual({ ...asIs, lcp: 2013 });
  });

  it('move by what the reference page lost on a slower or busier host', () => {
    // One core taken by another process: the reference page scored 93 with TBT 286.
    const busy = calibrate({ score: 93, tbt: 286, lcp: 1604 });
    expect(targetsOnHost(95, busy)).toEqual({ score: 93, lcp: 2000, tbt: 260, cls: 0.05 });
    expect(targetsOnHost(90, busy).score).toBe(88);
    // Measured there: / 97, TBT 209 — met on this host, although the issue's TBT 200 is not.
    expect(misses({ score: 97, lcp: 697, tbt: 209, cls: 0 }, targetsOnHost(95, busy))).toEqual([]);
    expect(misses({ score: 97, lcp: 697, tbt: 209, cls: 0 }, targetsOnHost(95, calibrate()))).toEqual(['TBT > 200 ms']);
  });

  it('name every miss, CLS included, which no host speed excuses', () => {
    const slow = calibrate({ score: 70, tbt: 1100, lcp: 3400 });
    const t = targetsOnHost(90, slow);
    expect(t).toEqual({ score: 65, lcp: 4000, tbt: 1000, cls: 0.05 });
    expect(misses({ score: 60, lcp: 4100, tbt: 1200, cls: 0.1 }, t)).toEqual(['score < 65', 'LCP > 4000 ms', 'TBT > 1000 ms', 'CLS > 0.05']);
  });

  it('judge no speed on a host too slow for it, but still CLS', () => {
    // Session 7's machine at CPU index 1,100: the reference scored 78 (TBT 933); / measured TBT 903, over the
    // calibrated 848 by noise alone.
    const reference = { score: 78, tbt: 933, lcp: 1833 };
    const t = targetsOnHost(95, calibrate(reference));
    const home = { score: 79, lcp: 1799, tbt: 903, cls: 0 };
    expect(misses(home, t)).toEqual(['TBT > 848 ms']);
    expect(hostTooSlow(reference)).toBe(true);
    expect(gatedMisses(home, t, true)).toEqual([]);
    expect(gatedMisses({ ...home, cls: 0.2 }, t, true)).toEqual(['CLS > 0.05']);
    // From 85 up the host is judged, calibrated; without a reference row, uncalibrated.
    expect(hostTooSlow({ score: 85 })).toBe(false);
    expect(hostTooSlow({ score: 84 })).toBe(true);
    expect(hostTooSlow(undefined)).toBe(false);
    expect(gatedMisses(home, t, false)).toEqual(['TBT > 848 ms']);
  });

  it('gate a page on some figures only (the client area: LCP and CLS, its TBT printed)', () => {
    const t = issueTargets(TARGET.clientScore);
    const myAssets = { score: 89, lcp: 1786, tbt: 348, cls: 0 };
    expect(misses(myAssets, t)).toEqual(['score < 90', 'TBT > 200 ms']);
    expect(gatedMisses(myAssets, t, false, ['LCP', 'CLS'])).toEqual([]);
    expect(gatedMisses({ ...myAssets, lcp: 2100 }, t, false, ['LCP', 'CLS'])).toEqual(['LCP > 2000 ms']);
    expect(gatedMisses({ ...myAssets, cls: 0.1 }, t, true, ['LCP', 'CLS'])).toEqual(['CLS > 0.05']);
    expect(gatedMisses({ ...myAssets, lcp: 2100 }, t, true, ['LCP', 'CLS'])).toEqual([]);
    expect(gatedMisses(myAssets, t, false, [])).toEqual([]);
    expect(gatedMisses(myAssets, t, false)).toEqual(['score < 90', 'TBT > 200 ms']);
  });

  // Session 10: the reference page's three rounds in one run, while the host drifted (CPU index 1,600-2,800).
  const reference = [
    { score: 95, tbt: 222, lcp: 1742, cls: 0 },
    { score: 87, tbt: 467, lcp: 1700, cls: 0 },
    { score: 90, tbt: 395, lcp: 1742, cls: 0 },
  ];

  it('pair each run with the reference run of its own round', () => {
    // /careers in those rounds.
    const careers = [
      { score: 98, tbt: 177, lcp: 886, cls: 0 },
      { score: 91, tbt: 369, lcp: 854, cls: 0 },
      { score: 87, tbt: 524, lcp: 866, cls: 0.01 },
    ];
    const judged = judgedFigures(careers, reference);
    expect(judged.score).toBe(98);
    expect(Math.round(judged.tbt)).toBe(175);
    expect(judged.cls).toBe(0);
    expect(misses(judged, issueTargets(95))).toEqual([]);
    // Medians taken apart (the gate before session 10) failed it: TBT 369 over the calibrated 359.
    expect(misses({ score: 91, lcp: 866, tbt: 369, cls: 0 }, targetsOnHost(95, calibrate({ score: 90, tbt: 395, lcp: 1742 })))).toEqual(['TBT > 359 ms']);
  });

  it('still fail a page that is slow in its own rounds', () => {
    // /myAssets in the same rounds: 82, 78, 74 are 82, 86, 79 on the issue's machine, below 90.
    const myAssets = [
      { score: 82, tbt: 475, lcp: 3057, cls: 0 },
      { score: 78, tbt: 722, lcp: 2809, cls: 0 },
      { score: 74, tbt: 807, lcp: 3231, cls: 0 },
    ];
    const judged = judgedFigures(myAssets, reference);
    expect(judged.score).toBe(82);
    expect(misses(judged, issueTargets(90))).toEqual(['score < 90', 'LCP > 2000 ms', 'TBT > 200 ms']);
    // Never a bonus from a host faster than the issue's, and no score above 100.
    expect(onIssueMachine({ score: 99, tbt: 150, lcp: 900, cls: 0 }, calibrate({ score: 97, tbt: 169, lcp: 1600 }))).toEqual({ score: 99, tbt: 150, lcp: 900, cls: 0 });
    expect(onIssueMachine({ score: 99, tbt: 150, lcp: 900, cls: 0 }, calibrate({ score: 80, tbt: 440, lcp: 1700 })).score).toBe(100);
    // Without reference runs the runs are judged as measured.
    expect(judgedFigures(myAssets)).toEqual({ score: 78, tbt: 722, lcp: 3057, cls: 0 });
  });
});
