/**
 * One token refresh at a time across the tabs of this browser (Web Locks). Two tabs due at the same moment would
 * otherwise both call the server: a second getToken voids the token the first tab just received, and a second
 * getLongToken presents a refresh token the first one rotated (3010, which ends the session in every tab).
 *
 * The tab that holds the lock refreshes and leaves a time mark (not a token: tokens never leave sessionStorage)
 * in localStorage. A tab that gets the lock afterwards and finds a mark newer than its own tokens knows another
 * tab has refreshed: it does not call the server but waits for that tab's tokens, which arrive over the session
 * channel; the session machine adopts them and stops the waiting actor (its signal aborts). Only if they never
 * arrive (the other tab closed) does it refresh itself after CROSS_TAB_REFRESH_WAIT_MS.
 */
import type { RefreshInput } from '../../machines/session-setup';
import type { TokenRefreshOutcome } from '../../machines/types';
import { CROSS_TAB_REFRESH_WAIT_MS } from '../constants';

const LOCK = 'hl-session-refresh';
export const REFRESHED_AT_KEY = 'hl.session.refreshedAt';

export interface RefreshLock {
  /** Runs `call` unless another tab refreshed since `input.tokenIssuedAt`; one caller at a time across tabs. */
  run(input: RefreshInput, signal: AbortSignal, call: () => Promise<TokenRefreshOutcome>): Promise<TokenRefreshOutcome>;
  /** Logout / reset: leave nothing of the session in localStorage. */
  clear(): void;
}

export interface RefreshLockDeps {
  locks?: LockManager;
  storage?: Storage;
  now: () => number;
  waitMs?: number;
}

/** What an actor that was stopped (the machine adopted another tab's tokens) resolves to; nobody reads it. */
const superseded: TokenRefreshOutcome = { kind: 'networkError', message: 'superseded by another tab' };

function aborted(signal: AbortSignal, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(true);
    const timer = setTimeout(() => resolve(signal.aborted), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(true);
    }, { once: true });
  });
}

export function createRefreshLock(deps: RefreshLockDeps): RefreshLock {
  const locks = deps.locks ?? (typeof navigator !== 'undefined' ? navigator.locks : undefined);
  const storage = deps.storage ?? (typeof localStorage !== 'undefined' ? localStorage : undefined);
  const waitMs = deps.waitMs ?? CROSS_TAB_REFRESH_WAIT_MS;
  const refreshedAt = () => Number(storage?.getItem(REFRESHED_AT_KEY) ?? 0) || 0;
  // This tab's own last mark: written after its call returned, so it is later than the tokens that call issued; it
  // must not make the same tab wait for "another tab's" tokens that will never come.
  let ownMark = 0;

  async function exclusive(input: RefreshInput, signal: AbortSignal, call: () => Promise<TokenRefreshOutcome>) {
    if (signal.aborted) return superseded;
    const mark = refreshedAt();
    if (mark > input.tokenIssuedAt && mark !== ownMark && (await aborted(signal, waitMs))) return superseded;
    const outcome = await call();
    if (outcome.kind === 'success') {
      ownMark = deps.now();
      storage?.setItem(REFRESHED_AT_KEY, String(ownMark));
    }
    return outcome;
  }

  return {
    async run(input, signal, call) {
      if (!locks) return exclusive(input, signal, call);
      try {
        return await locks.request(LOCK, { signal }, () => exclusive(input, signal, call));
      } catch (error) {
        // The machine moved on while this tab was queued for the lock.
        if (signal.aborted) return superseded;
        throw error;
      }
    },
    clear: () => storage?.removeItem(REFRESHED_AT_KEY),
  };
}
