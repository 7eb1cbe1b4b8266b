/**
 * Issue 7's Lighthouse gate (scripts/lighthouse.mjs): the issue's targets where they were set, moved by what the
 * reference page measured in the same run lost on this host. The figures below are rows measured in session 6.
 */
import { describe, expect, it } from 'vitest';
import {
  calibrate,
  gatedMisses,
  hostTooSlow,
  misses,
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
    // Measured there: / 97, TBT 209 — met on this host, although the TBT 200 is not.
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
});
