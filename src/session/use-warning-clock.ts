import { useCallback, useSyncExternalStore } from 'react';

/**
 * The session clock's whole seconds, re-read every second while a countdown is `open`; 0 while it is not.
 *
 * Closed, the value must stay still: at the end of a sliced (transition) render React reads every external store
 * again, and one that changed meanwhile makes it throw the render away and do it again in one blocking task. The
 * idle warning is part of every client page, and a clock that turned a second during the first render would redo
 * the whole page at once: a long task on a phone's main thread (total blocking time).
 */
export function useWarningClock(open: boolean, clock: () => number): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!open) return () => {};
      const timer = setInterval(notify, 1_000);
      return () => clearInterval(timer);
    },
    [open],
  );
  return useSyncExternalStore(subscribe, () => (open ? Math.floor(clock() / 1_000) * 1_000 : 0));
}
