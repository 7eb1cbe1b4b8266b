/**
 * Resolves in a later task of the browser's event loop, so that the work after it is a task of its own: Lighthouse's
 * total blocking time counts each task's part beyond 50 ms, so two tasks of 60 ms block 20 ms where one of
 * 120 ms blocks 70. `scheduler.yield()` where the browser has it (its continuation goes before other queued tasks),
 * a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
