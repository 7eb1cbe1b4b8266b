/**
 * The idle warning's clock (src/session/use-warning-clock.ts). What a user would notice: while the warning is closed, a
 * second turning during the first render of a client page must not make React redo that whole render in one
 * blocking task (a long task on a phone's main thread); while it is open, the countdown must move every second.
 */
import { act, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWarningClock } from '../../src/session/use-warning-clock';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let now = 0;
const clock = () => now;
let renders: string[] = [];

function Countdown({ open }: { open: boolean }) {
  const at = useWarningClock(open, clock);
  renders.push('countdown');
  return <output>{at}</output>;
}
/** Stands for the page: rendering it takes long enough for the clock to turn a second. */
function SlowPage() {
  // The side effect is the point: the clock turns while React renders.
  // eslint-disable-next-line react-hooks/globals
  now += 1_000;
  renders.push('page');
  return <p>page</p>;
}

function mount(open: boolean) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // The app's first render is a transition (src/main.tsx): React renders it in slices.
  act(() => startTransition(() => root.render(<><Countdown open={open} /><SlowPage /></>)));
  return { host, root };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  renders = [];
});

describe('the idle warning clock', () => {
  it('does not make React render a page twice when a second turns while the warning is closed', () => {
    now = 10_000;
    const { root } = mount(false);
    expect(renders.filter((r) => r === 'page')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('moves every second while the warning is open', () => {
    vi.useFakeTimers();
    now = 20_400;
    const { host, root } = mount(true);
    const shown = () => Number(host.querySelector('output')!.textContent);
    const first = shown();
    expect(first % 1_000).toBe(0);
    now = first + 1_600;
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe(first + 1_000);
    act(() => root.unmount());
  });
});
