import { useCallback, useEffect, useRef, useState } from 'react';
import type { PartnerFund } from '../../../domain/assets';

/**
 * Follow/unfollow with an optimistic update: the star flips at once, the change is persisted, and a failure
 * (already toasted by the API layer) flips it back. One change per fund at a time: its button waits meanwhile.
 *
 * A change outlives new list data until the server's data agrees with it. The list can be reloaded while a change
 * is on its way (going back to "All" shows the cached list and reloads it in the background): an answer to a
 * request sent before the change still says the old state, and must not flip the star back (the follow was kept,
 * but the user would see it undone). Once data agrees, the change is dropped, so later data (another tab's
 * change, seen after a reload of the list) shows as the server says.
 */
export function useOptimisticFollow(
  funds: readonly PartnerFund[],
  persist: (fundCode: string, followed: boolean) => Promise<void>,
) {
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // New data (or a change that settled) retires the changes the data now agrees with; adjusted while rendering.
  const [seen, setSeen] = useState({ funds, pending });
  if (seen.funds !== funds || seen.pending !== pending) {
    setSeen({ funds, pending });
    const agreed = funds.filter((f) => !pending.has(f.fundCode) && overrides.get(f.fundCode) === f.followed);
    if (agreed.length > 0) {
      const next = new Map(overrides);
      for (const f of agreed) next.delete(f.fundCode);
      setOverrides(next);
    }
  }

  const toggle = useCallback(
    async (fundCode: string, followed: boolean) => {
      if (pending.has(fundCode)) return;
      const assume = (value: boolean) => setOverrides((current) => new Map(current).set(fundCode, value));
      assume(followed);
      setPending((p) => new Set(p).add(fundCode));
      try {
        await persist(fundCode, followed);
      } catch {
        if (mounted.current) assume(!followed);
      } finally {
        if (mounted.current) {
          setPending((p) => {
            const next = new Set(p);
            next.delete(fundCode);
            return next;
          });
        }
      }
    },
    [pending, persist],
  );

  const view = funds.map((f) => (overrides.has(f.fundCode) ? { ...f, followed: overrides.get(f.fundCode) as boolean } : f));
  return { funds: view, pending, toggle };
}
