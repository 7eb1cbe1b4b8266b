import { useEffect } from 'react';

/**
 * A chunk loaded on demand: fetched once; a failed fetch is forgotten, so the next use tries again.
 * `prefetch` starts it and ignores a failure (the use that needs it sees its own).
 */
export function lazyChunk<T>(load: () => Promise<T>): { load: () => Promise<T>; prefetch: () => void } {
  let pending: Promise<T> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return { load: get, prefetch: () => void get().catch(() => undefined) };
}

/** Runs `prefetch` once the browser is idle after the component has mounted (at once where it cannot tell). */
export function usePrefetchWhenIdle(prefetch: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return prefetch();
    const id = requestIdleCallback(prefetch);
    return () => cancelIdleCallback(id);
  }, [prefetch]);
}
