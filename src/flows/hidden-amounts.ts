/**
 * Whether the client area hides the investor's amounts (src/screens/client/assets/amounts.tsx): a preference of this
 * device, not of the account, kept in localStorage under HIDDEN_AMOUNTS_KEY. Off until the investor turns it on;
 * other tabs of the same browser follow a change (the storage event).
 */
import { useCallback, useEffect, useState } from 'react';

export const HIDDEN_AMOUNTS_KEY = 'hl.hideAmounts';

type StorageOf = () => Storage | undefined;
const local: StorageOf = () => globalThis.localStorage;

export function hiddenAmountsStore(storage: StorageOf = local) {
  return {
    read(): boolean {
      try {
        return storage()?.getItem(HIDDEN_AMOUNTS_KEY) === '1';
      } catch {
        // Storage refused (a private window's quota, a policy): amounts show, as by default.
        return false;
      }
    },
    save(hidden: boolean): void {
      try {
        if (hidden) storage()?.setItem(HIDDEN_AMOUNTS_KEY, '1');
        else storage()?.removeItem(HIDDEN_AMOUNTS_KEY);
      } catch {
        // Not remembered: the switch still holds for this page.
      }
    },
  };
}

const deviceStore = hiddenAmountsStore();

/** The switch's state and its toggle, remembered on this device and shared with the browser's other tabs. */
export function useHiddenAmounts(store = deviceStore): [boolean, () => void] {
  const [hidden, setHidden] = useState(store.read);
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === HIDDEN_AMOUNTS_KEY || event.key === null) setHidden(store.read());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [store]);
  const toggle = useCallback(() => {
    store.save(!hidden);
    setHidden(!hidden);
  }, [store, hidden]);
  return [hidden, toggle];
}
