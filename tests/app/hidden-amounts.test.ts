/**
 * The hide-amounts switch is remembered per device: off by default, kept in localStorage across page loads (and
 * logouts: it is the device's, not the session's), followed by the browser's other tabs, and harmless where storage
 * is refused.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HIDDEN_AMOUNTS_KEY, hiddenAmountsStore, useHiddenAmounts } from '../../src/flows/hidden-amounts';

/** A Storage of its own (no browser): what the store reads and writes. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => localStorage.clear());

describe('the store', () => {
  it('reads off on a device that never chose, and reads back what was saved', () => {
    const storage = memoryStorage();
    const store = hiddenAmountsStore(() => storage);
    expect(store.read()).toBe(false);
    store.save(true);
    expect(storage.getItem(HIDDEN_AMOUNTS_KEY)).toBe('1');
    // A later page load is a new store over the same storage.
    expect(hiddenAmountsStore(() => storage).read()).toBe(true);
    store.save(false);
    expect(storage.length).toBe(0);
    expect(hiddenAmountsStore(() => storage).read()).toBe(false);
  });

  it('shows amounts, and throws nothing, where storage is missing or refused', () => {
    const refusing = { ...memoryStorage(), getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    for (const storage of [undefined, refusing as Storage]) {
      const store = hiddenAmountsStore(() => storage);
      expect(store.read()).toBe(false);
      expect(() => store.save(true)).not.toThrow();
    }
  });

  it('reads only its own value as on: anything else stored under the key is off', () => {
    const storage = memoryStorage();
    storage.setItem(HIDDEN_AMOUNTS_KEY, 'true');
    expect(hiddenAmountsStore(() => storage).read()).toBe(false);
  });
});

describe('the client layout’s hook', () => {
  it('toggles, keeps the choice in localStorage for the next page load, and turns it off again', () => {
    const first = renderHook(() => useHiddenAmounts());
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    expect(localStorage.getItem(HIDDEN_AMOUNTS_KEY)).toBe('1');
    first.unmount();

    const reloaded = renderHook(() => useHiddenAmounts());
    expect(reloaded.result.current[0]).toBe(true);
    act(() => reloaded.result.current[1]());
    expect(reloaded.result.current[0]).toBe(false);
    expect(localStorage.getItem(HIDDEN_AMOUNTS_KEY)).toBeNull();
  });

  it('follows a change made in another tab of the browser', () => {
    const tab = renderHook(() => useHiddenAmounts());
    act(() => {
      localStorage.setItem(HIDDEN_AMOUNTS_KEY, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: HIDDEN_AMOUNTS_KEY, newValue: '1' }));
    });
    expect(tab.result.current[0]).toBe(true);
    act(() => {
      localStorage.removeItem(HIDDEN_AMOUNTS_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: HIDDEN_AMOUNTS_KEY, newValue: null }));
    });
    expect(tab.result.current[0]).toBe(false);
  });
});
