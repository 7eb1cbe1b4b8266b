/**
 * The real effects of the session machine: token refresh and renewal, logout, info reload and the restore at page
 * load. API answers become TokenRefreshOutcome / RestoreOutcome here and nowhere else.
 */
import { fromPromise } from 'xstate';
import type { RefreshInput } from '../../machines/session-setup';
import type { InfoOutcome, LoadInfoInput, RestoreOutcome, TokenRefreshOutcome, UserInfo } from '../../machines/types';
import { i18n } from '@lingui/core';
import { api } from '../api/client';
import { ApiError, settleData } from '../api/envelope';
import { apiMessages } from '../api/messages';
import { restoredIdType, shortTokenStale, type TokenStore } from '../session/token-store';
import { messageOutcome } from './login-answers';

function refreshFailure(error: unknown): TokenRefreshOutcome {
  if (error instanceof ApiError && (error.kind === 'sessionInvalid' || error.kind === 'business')) {
    return { kind: 'sessionInvalid' };
  }
  return { kind: 'networkError', message: error instanceof Error ? error.message : String(error) };
}

/** getToken: a new short token; the refresh token stays (its remaining lifetime comes back as failureTime). */
export async function refreshToken(refresh: string): Promise<TokenRefreshOutcome> {
  try {
    const data = await settleData(
      api.GET('/sys/users/token', { params: { header: { refreshToken: refresh } } }),
      { auth: true, silent: true },
    );
    if (!data) return { kind: 'sessionInvalid' };
    return { kind: 'success', token: data.token, accessimeout: data.accessimeout, failureTime: data.failureTime };
  } catch (error) {
    return refreshFailure(error);
  }
}

/** getLongToken: rotates the refresh token. */
export async function renewLongToken(refresh: string): Promise<TokenRefreshOutcome> {
  try {
    const data = await settleData(
      api.GET('/sys/users/refreshToken', { params: { header: { refreshToken: refresh } } }),
      { auth: true, silent: true },
    );
    if (!data) return { kind: 'sessionInvalid' };
    return { kind: 'success', ...data };
  } catch (error) {
    return refreshFailure(error);
  }
}

export async function logout(token: string): Promise<void> {
  await settleData(api.GET('/sys/users/logout', { headers: { token } }), { auth: true, silent: true }).catch(() => undefined);
}

/**
 * getInfo with the login's token; an answer without data is refused (SPEC.md section 5). `signal`: the actor's, so a
 * load the machine has left (a newer reload started) is cancelled rather than left to finish unheard.
 */
export async function loadInfo(input: LoadInfoInput, signal?: AbortSignal): Promise<InfoOutcome> {
  try {
    const info = await settleData(
      api.POST('/sys/users/getInfo', {
        body: { userId: input.userId, currentIdType: input.currentIdType },
        headers: { token: input.token },
        signal,
      }),
      { auth: true, silent: true },
    );
    if (!info || !info.userId) return { kind: 'failed', message: i18n._(apiMessages.emptyInfo) };
    return { kind: 'success', info: info as UserInfo };
  } catch (error) {
    const outcome = messageOutcome(error);
    return { kind: 'failed', message: 'message' in outcome ? outcome.message : '' };
  }
}

/** At page load: the tab's saved tokens, refreshed first when the short one is too old, then the user info. */
export async function restore(store: TokenStore, now: () => number): Promise<RestoreOutcome> {
  const saved = store.load();
  if (!saved) return { kind: 'none' };
  let tokens = saved.tokens;
  if (shortTokenStale(saved, now())) {
    const refreshed = await refreshToken(tokens.refreshToken);
    if (refreshed.kind !== 'success') {
      store.clear();
      return { kind: 'none' };
    }
    const at = now();
    tokens = { ...tokens, token: refreshed.token, accessimeout: refreshed.accessimeout, failureTime: refreshed.failureTime, tokenIssuedAt: at, refreshIssuedAt: at };
  }
  const currentIdType = restoredIdType(saved);
  const info = await loadInfo({ token: tokens.token, userId: saved.userId, currentIdType });
  if (info.kind !== 'success') {
    store.clear();
    return { kind: 'none' };
  }
  return { kind: 'restored', tokens, info: info.info, lastOperationAt: saved.lastOperationAt };
}

/** Keeps the server's idle clock moving ("Stay logged in"): the cheapest session call, the unread-reply count. */
export async function keepAlive(userId: string): Promise<void> {
  await settleData(api.GET('/qa/info/getFindReadMessage', { params: { query: { appUserId: userId } } }), { silent: true }).catch(
    () => undefined,
  );
}

/** Serialises the refresh calls (across tabs, see session/refresh-lock.ts); by default each call simply runs. */
export type RefreshGate = (
  input: RefreshInput,
  signal: AbortSignal,
  call: () => Promise<TokenRefreshOutcome>,
) => Promise<TokenRefreshOutcome>;

export function sessionActors(store: TokenStore, now: () => number, gate: RefreshGate = (_i, _s, call) => call()) {
  return {
    restore: fromPromise<RestoreOutcome, void>(() => restore(store, now)),
    refreshToken: fromPromise<TokenRefreshOutcome, RefreshInput>(({ input, signal }) =>
      gate(input, signal, () => refreshToken(input.refreshToken)),
    ),
    renewLongToken: fromPromise<TokenRefreshOutcome, RefreshInput>(({ input, signal }) =>
      gate(input, signal, () => renewLongToken(input.refreshToken)),
    ),
    logout: fromPromise<unknown, { token: string }>(({ input }) => logout(input.token)),
    loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(({ input, signal }) => loadInfo(input, signal)),
  };
}
