import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORTANT_NOTE_ACTION_DELAY_MS, SESSION_FLAG_FLOATING_NOTIFICATION, SESSION_FLAG_IMPORTANT_NOTE } from '../../../src/constants';
import { PublicNotices } from '../../../src/screens/public/public-notices';
import { memoryStorage } from '../../../stories/public/support';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);
const noteCookie = () => document.cookie.split(';').some((c) => c.trim() === 'hl_note=seen');
afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'hl_note=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('important-note dialog', () => {
  it('cannot be closed by Escape or a click outside', async () => {
    await renderUi(<PublicNotices locale="zh-CN" storage={memoryStorage()} closeWindow={vi.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: '重要提示' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('alertdialog', { name: '重要提示' })).toBeInTheDocument();
  });

  it('confirm acts after the 500 ms delay and is remembered for the session', async () => {
    const storage = memoryStorage();
    // The cookie is written with the answer itself, not by an effect after the next render: CI once requested
    // /login between the two and got the note's copy again.
    const cookieWhenFlagged: boolean[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key: string, value: string) => {
      cookieWhenFlagged.push(noteCookie());
      setItem(key, value);
    };
    await renderUi(<PublicNotices locale="en" storage={storage} closeWindow={vi.fn()} />, 'en');
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    vi.useFakeTimers();
    fireEvent.click(confirm);
    act(() => vi.advanceTimersByTime(IMPORTANT_NOTE_ACTION_DELAY_MS - 1));
    expect(storage.getItem(SESSION_FLAG_IMPORTANT_NOTE)).toBeNull();
    expect(noteCookie()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(storage.getItem(SESSION_FLAG_IMPORTANT_NOTE)).toBe('1');
    // Mirrored for the server, which then sends /login without the note's first-visit copy.
    expect(noteCookie()).toBe(true);
    expect(cookieWhenFlagged).toEqual([true]);
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Important Note' })).toBeNull());
  });

  it('is not shown again once confirmed in this session', async () => {
    await renderUi(<PublicNotices locale="en" storage={memoryStorage({ [SESSION_FLAG_IMPORTANT_NOTE]: '1' })} closeWindow={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Confirmed before the cookie existed: mirrored now, or /login would keep starting from the note's copy.
    expect(noteCookie()).toBe(true);
  });

  it('cancel tries to close the window after the delay, and remembers nothing', async () => {
    const closeWindow = vi.fn();
    const storage = memoryStorage();
    await renderUi(<PublicNotices locale="zh-CN" storage={storage} closeWindow={closeWindow} />);
    const cancel = await screen.findByRole('button', { name: '取消' });
    vi.useFakeTimers();
    fireEvent.click(cancel);
    expect(closeWindow).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(IMPORTANT_NOTE_ACTION_DELAY_MS));
    expect(closeWindow).toHaveBeenCalledOnce();
    expect(storage.getItem(SESSION_FLAG_IMPORTANT_NOTE)).toBeNull();
    expect(noteCookie()).toBe(false);
    vi.useRealTimers();
    // The browser kept the window open: the refusal is shown, and the note can be read again.
    expect(screen.getByRole('alertdialog')).toHaveTextContent('您未确认本提示');
    fireEvent.click(screen.getByRole('button', { name: '重新考虑' }));
    expect(await screen.findByRole('button', { name: '确认' })).toBeInTheDocument();
  });
});

describe('floating notification', () => {
  it('shows in Chinese, is dismissed for the session', async () => {
    const storage = memoryStorage({ [SESSION_FLAG_IMPORTANT_NOTE]: '1' });
    const first = await renderUi(<PublicNotices locale="zh-CN" storage={storage} />);
    const region = screen.getByRole('region', { name: '风险提示' });
    expect(region).toHaveTextContent('冒用');
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('region', { name: '风险提示' })).toBeNull();
    expect(storage.getItem(SESSION_FLAG_FLOATING_NOTIFICATION)).toBe('1');
    first.unmount();
    await renderUi(<PublicNotices locale="zh-CN" storage={storage} />);
    expect(screen.queryByRole('region', { name: '风险提示' })).toBeNull();
  });

  it('is not shown in English', async () => {
    await renderUi(<PublicNotices locale="en" storage={memoryStorage({ [SESSION_FLAG_IMPORTANT_NOTE]: '1' })} />, 'en');
    expect(screen.queryByText(/冒用/)).toBeNull();
  });
});
