import { useCallback, useEffect, useRef, useState } from 'react';
import type { PartnerFund } from './types';

const NO_OVERRIDES: ReadonlyMap<string, boolean> = new Map();

/**
 * Follow/unfollow with an optimistic update: the star flips at once, the change is persisted, and a failure
 * (already toasted by the API layer) flips it back. One change per fund at a time: its button waits meanwhile.
 */
export function useOptimisticFollow(
  funds: readonly PartnerFund[],
  persist: (fundCode: string, followed: boolean) => Promise<void>,
) {
  // Assumptions are kept per server answer: fresh data (a new `funds` array) starts with none.
  const [assumed, setAssumed] = useState<{ source: readonly PartnerFund[]; map: ReadonlyMap<string, boolean> }>({
    source: funds,
    map: new Map(),
  });
  const overrides = assumed.source === funds ? assumed.map : NO_OVERRIDES;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const toggle = useCallback(
    async (fundCode: string, followed: boolean) => {
      if (pending.has(fundCode)) return;
      const set = (value: boolean | undefined) =>
        setAssumed((current) => {
          const next = new Map(current.source === funds ? current.map : NO_OVERRIDES);
          if (value === undefined) next.delete(fundCode);
          else next.set(fundCode, value);
          return { source: funds, map: next };
        });
      set(followed);
      setPending((p) => new Set(p).add(fundCode));
      try {
        await persist(fundCode, followed);
      } catch {
        if (mounted.current) set(!followed);
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
    [pending, persist, funds],
  );

  const view = funds.map((f) => (overrides.has(f.fundCode) ? { ...f, followed: overrides.get(f.fundCode) as boolean } : f));
  return { funds: view, pending, toggle };
}
