/**
 * Where the tokens live between page loads: sessionStorage of this tab (never localStorage, never a URL, never a
 * log). A tab the browser opens with a copy of this tab's sessionStorage (duplicated, or opened by script) starts
 * signed in; any other new tab of a signed-in browser asks the open tabs for the session over the session channel
 * (cross-tab.ts, adoptOpenTabSession below) and asks for a login only when no open tab answers. Open tabs share
 * activity, refreshed tokens and logout over the same channel. Cleared on logout, reset
 * and inactivity. While it holds a session the browser carries SIGNED_IN_COOKIE (src/constants.ts), so the server
 * sends client pages with the client area's frame already drawn.
 */
import type { SessionTokens } from '../../machines/types';
import { forgetCookie, mirrorInCookie } from '../answer-cookie';
import { readCookie } from '../i18n/locale';
import { SIGNED_IN_COOKIE } from '../constants';
import { askOpenTabs, type CrossTab } from './cross-tab';

const KEY = 'hl.session';

export interface SavedSession {
  tokens: SessionTokens;
  userId: string;
  currentIdType: number;
  lastOperationAt: number;
}

// restore()'s rules for a stored session (src/actors/session.ts), shared with the early calls (src/boot/early-calls.ts).
/** The short token is past its timeout: the app refreshes it before any call. */
export const shortTokenStale = (session: SavedSession, now: number): boolean =>
  now - session.tokens.tokenIssuedAt > session.tokens.accessimeout;
/** The identity a reload asks getInfo for: 0 (none chosen) counts as 1. */
export const restoredIdType = (session: SavedSession) => Math.max(1, session.currentIdType) as 1 | 2 | 3;

/** The session stored in this tab, or null (none, or unreadable). The early script reads it too (src/boot/early-start.ts). */
export function readSession(storage: Storage | undefined): SavedSession | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SavedSession;
    return parsed?.tokens?.token ? parsed : null;
  } catch {
    return null;
  }
}

export interface TokenStore {
  load(): SavedSession | null;
  save(session: SavedSession): void;
  clear(): void;
}

export function createTokenStore(storage: Storage | undefined = globalThis.sessionStorage, doc: Document | undefined = globalThis.document): TokenStore {
  return {
    load: () => readSession(storage),
    save(session) {
      storage?.setItem(KEY, JSON.stringify(session));
      mirrorInCookie(SIGNED_IN_COOKIE, doc);
    },
    clear() {
      storage?.removeItem(KEY);
      forgetCookie(SIGNED_IN_COOKIE, doc);
    },
  };
}

/**
 * A tab that starts without a session of its own, in a browser that holds one (SIGNED_IN_COOKIE), takes the session
 * of an open tab when one answers within `waitMs`. Resolves true when this tab now holds a session. A browser
 * without the cookie (a visitor, or after logout) starts at once: nothing is asked.
 */
export async function adoptOpenTabSession(
  store: TokenStore,
  crossTab: CrossTab,
  waitMs: number,
  doc: Document | undefined = globalThis.document,
): Promise<boolean> {
  if (store.load()) return true;
  if (!doc || readCookie(doc.cookie, SIGNED_IN_COOKIE.name) !== SIGNED_IN_COOKIE.value) return false;
  const session = await askOpenTabs(crossTab, waitMs);
  if (!session) return false;
  store.save(session);
  return true;
}
