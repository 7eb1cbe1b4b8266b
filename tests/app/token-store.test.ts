import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptOpenTabSession, createTokenStore, type SavedSession } from '../../src/session/token-store';
import type { CrossTab, CrossTabMessage } from '../../src/session/cross-tab';
import { SIGNED_IN_COOKIE } from '../../src/constants';

const SESSION: SavedSession = {
  tokens: { token: 't1', refreshToken: 'r1', accessimeout: 1_200_000, failureTime: 14_400_000, tokenIssuedAt: 0, refreshIssuedAt: 0 },
  userId: '7',
  currentIdType: 1,
  lastOperationAt: 0,
};
const signedIn = () => document.cookie.split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE.name}=${SIGNED_IN_COOKIE.value}`);

afterEach(() => {
  sessionStorage.clear();
  document.cookie = `${SIGNED_IN_COOKIE.name}=; path=/; max-age=0`;
});

describe('the token store', () => {
  it('keeps the session in this tab’s sessionStorage and tells the server a session is held (the frame cookie)', () => {
    const store = createTokenStore(sessionStorage, document);
    expect(store.load()).toBeNull();
    expect(signedIn()).toBe(false);
    store.save(SESSION);
    expect(store.load()).toEqual(SESSION);
    expect(localStorage.length).toBe(0);
    expect(signedIn()).toBe(true);
  });

  it('forgets both on logout, reset or inactivity', () => {
    const store = createTokenStore(sessionStorage, document);
    store.save(SESSION);
    store.clear();
    expect(store.load()).toBeNull();
    expect(signedIn()).toBe(false);
  });

  it('sets the cookie again when a tab still holding its session saves it (another tab’s logout cleared it)', () => {
    const store = createTokenStore(sessionStorage, document);
    store.save(SESSION);
    document.cookie = `${SIGNED_IN_COOKIE.name}=; path=/; max-age=0`;
    store.save({ ...SESSION, lastOperationAt: 1 });
    expect(signedIn()).toBe(true);
  });

  it('reads a damaged or token-less entry as no session', () => {
    sessionStorage.setItem('hl.session', '{not json');
    expect(createTokenStore(sessionStorage, document).load()).toBeNull();
    sessionStorage.setItem('hl.session', JSON.stringify({ ...SESSION, tokens: {} }));
    expect(createTokenStore(sessionStorage, document).load()).toBeNull();
  });
});

/** The tabs of one browser: what one posts, the others hear (never itself), as BroadcastChannel does. */
function browserTabs() {
  const tabs: Array<Set<(m: CrossTabMessage) => void>> = [];
  const open = (): CrossTab => {
    const mine = new Set<(m: CrossTabMessage) => void>();
    tabs.push(mine);
    return {
      post: (message) => queueMicrotask(() => tabs.filter((t) => t !== mine).forEach((t) => t.forEach((h) => h(structuredClone(message))))),
      listen: (handler) => {
        mine.add(handler);
        return () => mine.delete(handler);
      },
    };
  };
  return { open };
}

/** A signed-in tab as src/session/session.ts answers: it hands over its stored session when asked. */
function signedInTab(tab: CrossTab, session: SavedSession) {
  tab.listen((m) => {
    if (m.kind === 'ask') tab.post({ kind: 'handover', session });
  });
}

const memoryStore = () => {
  let saved: SavedSession | null = null;
  return { load: () => saved, save: (s: SavedSession) => void (saved = s), clear: () => void (saved = null) };
};

describe('a new tab of a signed-in browser', () => {
  it('takes the session an open tab hands over, and so starts signed in', async () => {
    document.cookie = `${SIGNED_IN_COOKIE.name}=${SIGNED_IN_COOKIE.value}; path=/`;
    const browser = browserTabs();
    signedInTab(browser.open(), SESSION);
    const store = memoryStore();
    await expect(adoptOpenTabSession(store, browser.open(), 1_000, document)).resolves.toBe(true);
    expect(store.load()).toEqual(SESSION);
  });

  it('starts signed out when no open tab answers in time', async () => {
    document.cookie = `${SIGNED_IN_COOKIE.name}=${SIGNED_IN_COOKIE.value}; path=/`;
    const browser = browserTabs();
    browser.open(); // open, but signed out: it does not answer
    const store = memoryStore();
    await expect(adoptOpenTabSession(store, browser.open(), 20, document)).resolves.toBe(false);
    expect(store.load()).toBeNull();
  });

  it('asks nothing in a browser without a session (a visitor waits for no one)', async () => {
    const browser = browserTabs();
    const asked: CrossTabMessage[] = [];
    browser.open().listen((m) => asked.push(m));
    const started = Date.now();
    await expect(adoptOpenTabSession(memoryStore(), browser.open(), 5_000, document)).resolves.toBe(false);
    await Promise.resolve();
    expect(asked).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('the signed-in cookie outside the SPA', () => {
  it('is the one the measuring scripts give a signed-in browser (Lighthouse, throttled loads, profiles)', () => {
    const bench = readFileSync(join(process.cwd(), 'tools/bench/server.ts'), 'utf8');
    expect(bench).toContain(`signedInCookie = (baseUrl: string) => ({ name: '${SIGNED_IN_COOKIE.name}', value: '${SIGNED_IN_COOKIE.value}', url: baseUrl })`);
  });
});
