/**
 * Where the tokens live between page loads: sessionStorage of this tab (never localStorage, never a URL, never a
 * log). A tab the browser opens with a copy of this tab's sessionStorage (duplicated, or opened by script) starts
 * signed in; any other new tab asks for a login: tokens are never handed to a tab that did not have them. Open tabs
 * share activity, refreshed tokens and logout over the session channel (cross-tab.ts). Cleared on logout, reset
 * and inactivity.
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
