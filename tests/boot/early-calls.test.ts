/**
 * On a reloaded client page the early script starts the page's first calls while the app's scripts
 * download (src/boot/early-calls.ts). What a user would notice if this went wrong: data of another session or
 * language, a call that never answers, or the same calls made twice. So these run the app's own actors through the
 * app's own client and check that each takes the early answer once, and that anything else goes to the network.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyCalls, type EarlyEnvironment } from '../../src/boot/early-calls';
import { configureClient } from '../../src/api/client';
import type { EarlyAnswers } from '../../src/api/early-answers';
import { loadInfo } from '../../src/actors/session';
import { fundAsset, fundListAndState } from '../../src/actors/assets';
import { getFindNotice, getFindReadMessage } from '../../src/actors/layout';
import { EARLY_CALL_MAX_AGE_MS, INACTIVITY_LIMIT_MS } from '../../src/constants';
import type { SavedSession } from '../../src/session/token-store';
import { firstScreenBuild } from '../support/first-screen';

const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 1000, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const INFO = { userId: '7', userName: 'Early', identityTypeMap: { currentIdType: 1 }, cmsColumnList: [] };
/** What the server answers, by path: marked so a test can tell the early answer from the network's. */
const answerFor = (path: string, source: string) =>
  path.endsWith('/getInfo') ? { ...INFO, userName: source } : path.endsWith('/getFindReadMessage') ? (source === 'early' ? 3 : 9) : path.endsWith('/fundAsset') ? { source } : [{ source }];

const session = (over: Partial<SavedSession['tokens']> = {}, lastOperationAt = NOW - 60_000): SavedSession => ({
  tokens: { token: 'tok-7', refreshToken: 'ref-7', accessimeout: 600_000, failureTime: 0, tokenIssuedAt: NOW - 60_000, refreshIssuedAt: NOW - 60_000, ...over } as SavedSession['tokens'],
  userId: '7',
  currentIdType: 1,
  lastOperationAt,
});

let early: Request[];
let network: Request[];
let now: number;
let answers: EarlyAnswers | undefined;

/** The early script's run, its answers handed to the client as the app's start does. */
function start(over: Partial<EarlyEnvironment> = {}) {
  answers = startEarlyCalls({
    location: new URL('http://portal.test/myAssets'),
    session: session(),
    locale: 'en',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
    fetch: async (request) => {
      early.push(request);
      return envelope(answerFor(new URL(request.url).pathname, 'early'));
    },
    now: () => now,
    ...over,
  });
  configureClient({ early: answers });
}

/** The client as connectApi sets it up: the identity is known once getInfo has answered. */
function appClient({ token = 'tok-7', identity = 1 as number | null, language = 'en_US' as 'en_US' | 'zh_CN' } = {}) {
  configureClient({ languageType: () => language, token: () => token, onetimeToken: () => undefined, currentIdType: () => identity ?? undefined });
}

/** The first calls of a reloaded /myAssets, in the app's order: restore's getInfo, then the layout's and the page's. */
async function reloadMyAssets() {
  appClient({ identity: null });
  const info = await loadInfo({ token: 'tok-7', userId: '7', currentIdType: 1 });
  appClient();
  const [summary, holdings, notices, unread] = await Promise.all([fundAsset(), fundListAndState(), getFindNotice(), getFindReadMessage('7')]);
  return { info, summary, holdings, notices, unread };
}

beforeEach(() => {
  early = [];
  network = [];
  now = NOW;
  vi.stubGlobal('fetch', async (request: Request) => {
    network.push(request);
    return envelope(answerFor(new URL(request.url).pathname, 'network'));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ early: undefined });
  delete window.__hlEarly;
});

describe('early calls of a reloaded client page', () => {
  it('start the session and page calls at once, with the headers the app sends', () => {
    start();
    expect(early.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/sys/users/getInfo',
      'GET /api/psn/activity/findNotice',
      'GET /api/qa/info/getFindReadMessage',
      'GET /api/asset/fundAsset',
      'GET /api/asset/fundListAndState',
    ]);
    for (const r of early) {
      expect(r.headers.get('token')).toBe('tok-7');
      expect(r.headers.get('Accept-Language')).toBe('en_US');
      expect(new URL(r.url).searchParams.get('n')).toMatch(/^[a-z0-9]+$/);
    }
    expect(early[0].headers.get('userCurrentIdType')).toBeNull();
    expect(early[3].headers.get('userCurrentIdType')).toBe('1');
  });

  it('answer the app’s own calls, so a reload makes each call once', async () => {
    start();
    const page = await reloadMyAssets();
    expect(network.map((r) => r.url)).toEqual([]);
    expect(page.info).toMatchObject({ kind: 'success', info: { userName: 'early' } });
    expect(page.summary).toEqual({ source: 'early' });
    expect(page.holdings).toEqual([{ source: 'early' }]);
    expect(page.unread).toBe(3);
  });

  it('reach the client through the app’s start, from the global the early script leaves', async () => {
    start();
    configureClient({ early: undefined });
    window.__hlEarly = answers;
    await import('../../src/boot/early-handover');
    appClient();
    expect(await fundAsset()).toEqual({ source: 'early' });
    expect(network).toEqual([]);
  });

  it('read each answer at once, so one the app never takes does not hold a connection open', async () => {
    const responses: Response[] = [];
    start({
      fetch: async (request) => {
        const response = envelope(answerFor(new URL(request.url).pathname, 'early'));
        responses.push(response);
        return response;
      },
    });
    await vi.waitFor(() => expect(responses.map((r) => r.bodyUsed)).toEqual([true, true, true, true, true]));
  });

  it('answer each call once: the same call again goes to the network', async () => {
    start();
    await reloadMyAssets();
    appClient();
    expect(await fundAsset()).toEqual({ source: 'network' });
    expect(network).toHaveLength(1);
  });

  it('are not used for a call with another token, language or identity', async () => {
    start();
    appClient({ token: 'tok-refreshed' });
    expect(await fundAsset()).toEqual({ source: 'network' });
    appClient({ language: 'zh_CN' });
    expect(await fundListAndState()).toEqual([{ source: 'network' }]);
    appClient({ identity: 2 });
    expect(await getFindReadMessage('7')).toBe(9);
    expect(network).toHaveLength(3);
  });

  it(`are not used after ${EARLY_CALL_MAX_AGE_MS} ms: the data could be stale`, async () => {
    start();
    now += EARLY_CALL_MAX_AGE_MS + 1;
    appClient();
    expect(await fundAsset()).toEqual({ source: 'network' });
  });

  it('leave a call to the network when the early one failed on the network', async () => {
    start({ fetch: async (request) => (early.push(request), Promise.reject(new TypeError('Failed to fetch'))) });
    appClient();
    expect(await fundAsset()).toEqual({ source: 'network' });
  });

  it('still honour the app’s timeout and cancellation while the early answer is pending', async () => {
    start({ fetch: (request) => (early.push(request), new Promise<Response>(() => undefined)) });
    const controller = new AbortController();
    const request = new Request(early[3].url, { headers: early[3].headers, signal: controller.signal });
    const taken = answers!.take(request);
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('skip the investor’s calls for a partner, and copy the detail page’s fund from the address', () => {
    start({ location: new URL('http://portal.test/myAssetsDetail?fundCode=HL001&tab=nav') });
    expect(early.slice(3).map((r) => new URL(r.url).pathname + '?fundCode=' + new URL(r.url).searchParams.get('fundCode'))).toEqual([
      '/api/asset/fundAssetDetail?fundCode=HL001',
      '/api/asset/fundElement?fundCode=HL001',
    ]);
    early = [];
    start({ location: new URL('http://portal.test/myAssetsDetail?fundCode=HL001'), session: { ...session(), currentIdType: 3 } });
    expect(early.map((r) => new URL(r.url).pathname)).not.toContain('/api/asset/fundElement');
  });

  it('are not made without a session, with a token the app refreshes first, or after the inactivity limit', () => {
    start({ session: null });
    start({ session: session({ tokenIssuedAt: NOW - 600_001 }) });
    start({ session: session({}, NOW - INACTIVITY_LIMIT_MS) });
    expect(early).toEqual([]);
    expect(answers).toBeUndefined();
  });
});

describe('the early script: only the client frame loads it', async () => {
  const { script, earlySource } = await firstScreenBuild();
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('the first-screen script adds no script of its own, on a client page (served as its frame) or a public one', () => {
    for (const path of ['/myAssets', '/login']) {
      window.history.replaceState(null, '', path);
      new Function(script)();
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
    }
  });

  it('is the app’s own module, bundled as a classic script that sets window.__hlEarly', () => {
    expect(earlySource).not.toMatch(/^\s*(import|export)\b/m);
    expect(earlySource).toContain('__hlEarly');
  });
});
