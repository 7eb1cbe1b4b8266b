/**
 * Where the tokens live between page loads: sessionStorage of this tab (never localStorage, never a URL, never a
 * log). A new tab asks an open tab for them over the session channel (see cross-tab.ts) instead of reading shared
 * storage. Cleared on logout, reset and inactivity.
 */
import type { SessionTokens } from '../../machines/types';

const KEY = 'hl.session';

export interface SavedSession {
  tokens: SessionTokens;
  userId: string;
  currentIdType: number;
  lastOperationAt: number;
}

export interface TokenStore {
  load(): SavedSession | null;
  save(session: SavedSession): void;
  clear(): void;
}

export function createTokenStore(storage: Storage | undefined = globalThis.sessionStorage): TokenStore {
  return {
    load() {
      try {
        const raw = storage?.getItem(KEY);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as SavedSession;
        return parsed?.tokens?.token ? parsed : null;
      } catch {
        return null;
      }
    },
    save(session) {
      storage?.setItem(KEY, JSON.stringify(session));
    },
    clear() {
      storage?.removeItem(KEY);
    },
  };
}
