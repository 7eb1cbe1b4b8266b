import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS } from '../../src/constants';
import { GuardedButton } from '../../src/components/guarded-button';
import { preloadLocales, renderUi } from './render-ui';

beforeAll(preloadLocales);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GuardedButton (SPEC.md §5 click guard)', () => {
  it('runs the listener once, stays disabled for 3 s, then accepts a click again', async () => {
    const onClick = vi.fn();
    await renderUi(<GuardedButton onClick={onClick}>Send</GuardedButton>);
    const button = screen.getByRole('button', { name: 'Send' });

    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();

    act(() => vi.advanceTimersByTime(CLICK_GUARD_MS - 1));
    expect(button).toBeDisabled();

    act(() => vi.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('throttles the listener to one call per 3 s even when clicks reach it (double click)', async () => {
    const onClick = vi.fn();
    await renderUi(<GuardedButton onClick={onClick}>Send</GuardedButton>);
    const button = screen.getByRole('button', { name: 'Send' });
    // Two clicks in the same tick: the second arrives before React re-renders the button as disabled.
    act(() => {
      button.click();
      button.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a throttled click on a submit button does not submit the form again', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    await renderUi(
      <form onSubmit={onSubmit}>
        <GuardedButton type="submit">Send</GuardedButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => {
      button.click();
      button.click();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not lock when the listener returns false (nothing was sent)', async () => {
    const onClick = vi.fn(() => false);
    await renderUi(<GuardedButton onClick={onClick}>Send</GuardedButton>);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('stays disabled when its owner disables it, whatever the guard says', async () => {
    await renderUi(
      <GuardedButton disabled onClick={vi.fn()}>
        Send
      </GuardedButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('leaves no timer behind when unmounted while guarded', async () => {
    const { unmount } = await renderUi(<GuardedButton onClick={vi.fn()}>Send</GuardedButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
