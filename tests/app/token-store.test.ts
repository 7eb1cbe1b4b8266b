import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenStore, type SavedSession } from '../../src/app/token-store';
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

describe('the signed-in cookie outside the SPA', () => {
  it('is the one the measuring scripts give a signed-in browser (Lighthouse, throttled loads, profiles)', () => {
    const bench = readFileSync(join(process.cwd(), 'scripts/bench/server.mjs'), 'utf8');
    expect(bench).toContain(`signedInCookie = (baseUrl) => ({ name: '${SIGNED_IN_COOKIE.name}', value: '${SIGNED_IN_COOKIE.value}', url: baseUrl })`);
  });
});
