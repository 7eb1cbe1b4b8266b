import { useEffect, useState } from 'react';

/**
 * Whole seconds until `sentAt + delayMs` (0 when nothing runs), ticking once a second. Computed from Date.now()
 * differences, so a throttled background tab shows the right number when it wakes; never more than the delay.
 */
export function useSecondsLeft(sentAt: number | null, delayMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0); // the clock may be stale since mount
    const every = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [sentAt]);
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + delayMs - now) / 1_000);
  return Math.min(Math.max(left, 0), Math.ceil(delayMs / 1_000));
}
