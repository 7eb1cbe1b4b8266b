/** nextTask (src/boot/next-task.ts): the app's start is split into tasks of their own (total blocking time). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/boot/next-task';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resolves in a later task: work queued as microtasks before it all runs first', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('its follow-up'));
    await task;
    expect(order).toEqual(['microtask', 'its follow-up', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
