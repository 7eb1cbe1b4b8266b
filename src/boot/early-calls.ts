/**
 * Left to the app, a reloaded client page would ask the API for its data only once its scripts have downloaded and
 * run, one round trip after another (getInfo, then the page's lists). The early script (early-start.ts, bundled on
 * its own by build/vite/first-screen-preload.ts and named by the client frame, a client page's HTML for a
 * signed-in browser) runs while those scripts still download: with a session stored in this tab it starts the
 * calls below at once, with the headers and body the app will send, and keeps their answers. The app's API client
 * (src/api/client.ts) asks it first: a request with the same key (method, path, query without `n`, token, language,
 * identity, body) takes the answer, once; any other request goes to the network as before. A miss (token refreshed
 * first, another identity, another language) costs one wasted call.
 *
 * Not started when the app would not make them: no stored session, a short token the app refreshes first
 * (src/actors/session.ts restore), or a tab idle past the inactivity limit (the app logs it out; an early call must
 * not move the server's idle clock). Answers are handed out only for EARLY_CALL_MAX_AGE_MS.
 *
 * This module is bundled into the early script: it imports only pure modules (no React, no client).
 */
import { EARLY_CALL_MAX_AGE_MS, INACTIVITY_LIMIT_MS, type Locale } from '../constants';
import { randomN, setApiHeaders } from '../api/request-headers';
import { toLanguageType } from '../i18n/locale';
import { restoredIdType, shortTokenStale, type SavedSession } from '../session/token-store';
import type { EarlyAnswers } from '../api/early-answers';

export interface EarlyCall {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters copied from the page's address (the detail page's fundCode). */
  fromSearch?: string[];
  /** Query parameter carrying the user id (the unread badge). */
  userParam?: string;
  /**
   * getInfo, with its body as restore() sends it. The only call without the identity header: the app knows the
   * identity once getInfo has answered.
   */
  infoBody?: true;
  /** Calls only an investor makes (partners use /partner/*). */
  investorOnly?: true;
}

/** Every client page: the session's getInfo (restore), the announcements and the unread badge (src/flows/layout.ts). */
export const EARLY_CALLS_ALL: EarlyCall[] = [
  { method: 'POST', path: '/sys/users/getInfo', infoBody: true },
  { method: 'GET', path: '/psn/activity/findNotice' },
  { method: 'GET', path: '/qa/info/getFindReadMessage', userParam: 'appUserId' },
];

/** Each client page's loader (src/routes/_client/*.tsx), where its calls do not depend on an earlier answer. */
export const EARLY_CALLS_BY_PATH: Record<string, EarlyCall[]> = {
  '/myAssets': [
    { method: 'GET', path: '/asset/fundAsset' },
    { method: 'GET', path: '/asset/fundListAndState' },
  ],
  '/myAssetsDetail': [
    { method: 'GET', path: '/asset/fundAssetDetail', fromSearch: ['fundCode'], investorOnly: true },
    { method: 'GET', path: '/asset/fundElement', fromSearch: ['fundCode'], investorOnly: true },
  ],
};

/** What makes two calls the same: method, path, query without the random `n`, token, language, identity, body. */
function keyOf(method: string, address: string, headers: Headers, body: string): string {
  const url = new URL(address);
  url.searchParams.delete('n');
  url.searchParams.sort();
  return [`${method} ${url.pathname}?${url.searchParams}`, headers.get('token'), headers.get('Accept-Language'), headers.get('userCurrentIdType') ?? '', body].join('|');
}

async function earlyKey(request: Request): Promise<string> {
  return keyOf(request.method, request.url, request.headers, request.method === 'GET' ? '' : await request.clone().text());
}

export interface EarlyEnvironment {
  /** The page's address. */
  location: URL;
  session: SavedSession | null;
  /** The language main.tsx will start in. */
  locale: Locale;
  userAgent: string;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
}

/**
 * The answer with its body already read. A browser keeps a response whose body nobody reads open (a connection of
 * the six a page has, and the page never idle), and an early answer the app does not take (it asked first, before
 * this script ran, or with another key) is never read by anyone else.
 */
async function readAtOnce(response: Response): Promise<Response> {
  const body = [101, 204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Starts the page's early calls; undefined when the app would not make them. */
export function startEarlyCalls(env: EarlyEnvironment): EarlyAnswers | undefined {
  const { session, location } = env;
  const path = location.pathname.replace(/\/+$/, '');
  const startedAt = env.now();
  const tokens = session?.tokens;
  if (!session || !tokens?.token) return undefined;
  if (shortTokenStale(session, startedAt) || startedAt - session.lastOperationAt >= INACTIVITY_LIMIT_MS) return undefined;
  const identity = restoredIdType(session);
  const calls: { key: string; answer: Promise<Response> }[] = [];
  for (const call of [...EARLY_CALLS_ALL, ...(EARLY_CALLS_BY_PATH[path] ?? [])]) {
    if (call.investorOnly && identity === 3) continue;
    const url = new URL(`/api${call.path}`, location.origin);
    for (const name of call.fromSearch ?? []) {
      const value = location.searchParams.get(name);
      if (value) url.searchParams.set(name, value);
    }
    if (call.userParam) url.searchParams.set(call.userParam, String(session.userId));
    url.searchParams.set('n', randomN());
    const headers = new Headers();
    setApiHeaders(
      headers,
      {
        languageType: () => toLanguageType(env.locale),
        token: () => tokens.token,
        onetimeToken: () => undefined,
        currentIdType: () => (call.infoBody ? undefined : identity),
      },
      env.userAgent,
    );
    const body = call.infoBody ? JSON.stringify({ userId: session.userId, currentIdType: identity }) : undefined;
    if (body) headers.set('Content-Type', 'application/json');
    const answer = env.fetch(new Request(url, { method: call.method, headers, body })).then(readAtOnce);
    answer.catch(() => undefined);
    calls.push({ key: keyOf(call.method, url.href, headers, body ?? ''), answer });
  }
  return {
    async take(request) {
      if (env.now() - startedAt > EARLY_CALL_MAX_AGE_MS) calls.length = 0;
      if (calls.length === 0) return undefined;
      const key = await earlyKey(request);
      const index = calls.findIndex((c) => c.key === key);
      if (index < 0) return undefined;
      const [{ answer }] = calls.splice(index, 1);
      const { signal } = request;
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      // The request's own signal (timeout, navigation away) still applies; a call that failed on the network is
      // made again by the caller.
      return Promise.race([answer, aborted]).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return undefined;
      });
    },
  };
}
