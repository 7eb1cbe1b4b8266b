/**
 * The click guard of SPEC.md §5: after an accepted click the control is disabled for CLICK_GUARD_MS, and the
 * listener runs at most once per CLICK_GUARD_MS even if clicks still arrive (double clicks, a script, Enter
 * repeating on a focused button). Time is measured with Date.now() so a throttled background tab cannot stretch it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CLICK_GUARD_MS } from '../constants';

/**
 * A handler may return `false` to say "nothing happened" (e.g. a form that failed its own checks): the guard then
 * does not engage, so the user can fix the field and press again at once.
 */
export type GuardedHandler<A extends unknown[]> = (...args: A) => unknown;

export interface ClickGuard<A extends unknown[]> {
  /** True while the control must stay disabled. */
  guarded: boolean;
  /** The throttled listener to pass as onClick. */
  onClick: (...args: A) => void;
}

function isEventLike(value: unknown): value is { preventDefault(): void } {
  return typeof value === 'object' && value !== null && typeof (value as Event).preventDefault === 'function';
}

export function useClickGuard<A extends unknown[]>(
  handler: GuardedHandler<A> | undefined,
  ms: number = CLICK_GUARD_MS,
): ClickGuard<A> {
  const [guarded, setGuarded] = useState(false);
  const lastAccepted = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest handler without re-creating onClick on every render.
  const handlerRef = useRef(handler);
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = useCallback(
    (...args: A) => {
      const now = Date.now();
      if (lastAccepted.current !== undefined && now - lastAccepted.current < ms) {
        // Throttled: also stop a submit button's default action so the form is not sent twice.
        if (isEventLike(args[0])) args[0].preventDefault();
        return;
      }
      const result = handlerRef.current?.(...args);
      if (result === false) return;
      lastAccepted.current = now;
      setGuarded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setGuarded(false), ms);
    },
    [ms],
  );

  return { guarded, onClick };
}
