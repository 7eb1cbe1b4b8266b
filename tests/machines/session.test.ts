import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_LOGIN_EVENT_DELAY_MS,
  INACTIVITY_LIMIT_MS,
  LONG_TOKEN_CHECK_MS,
  SHORT_TOKEN_CHECK_MS,
} from '../../src/constants';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import type { InfoOutcome, LoadInfoInput, RestoreOutcome, SessionTokens, TokenRefreshOutcome, UserInfo } from '../../machines/types';
import { coverage, done, fail, paths, replayAll, WALK_START } from '../support/walk';
import { columns, userInfo } from './session-fixtures';

const MIN = 60_000;
const tokens = (issuedAgo = 0, refreshAgo = issuedAgo, at = WALK_START): SessionTokens => ({
  token: 'short-token',
  refreshToken: 'refresh-token',
  accessimeout: 10 * MIN,
  failureTime: 30 * MIN,
  tokenIssuedAt: at - issuedAgo,
  refreshIssuedAt: at - refreshAgo,
});
const restored = (t: SessionTokens, lastOperationAt = WALK_START, info: UserInfo = userInfo()): RestoreOutcome => ({
  kind: 'restored',
  tokens: t,
  info,
  lastOperationAt,
});
const refreshed: TokenRefreshOutcome = { kind: 'success', token: 'short-2', accessimeout: 10 * MIN, failureTime: 25 * MIN };

describe('session machine: generated paths', () => {
  it('walks every state and transition', async () => {
    // Short timers; tokens are either fresh (minutes of life left) or stale by hours, so the few
    // milliseconds a replay's timers add never change a decision.
    const input: SessionInput = { now: () => Date.now(), shortTokenCheckMs: 30, longTokenCheckMs: 60, inactivityLimitMs: 1_000, firstLoginDelayMs: 200 };
    const firstLogin = userInfo({ isActive: 0 });
    const walked = paths(sessionMachine, {
      input,
      events: () => [
        done('restore', restored(tokens(), WALK_START, firstLogin)),
        done('restore', restored(tokens(11 * MIN, 11 * MIN - 1))),
        done('restore', restored(tokens(31 * MIN))),
        done('restore', restored(tokens(), WALK_START - 21 * MIN)),
        done('restore', { kind: 'none' }),
        fail('restore'),
        { type: 'session.signedIn', tokens: tokens(), info: firstLogin },
        { type: 'session.activity' },
        { type: 'session.visible' },
        { type: 'session.logout' },
        { type: 'session.reset' },
        { type: 'session.invalid' },
        { type: 'session.columns', columns: columns('/myAccount', '/prodListPath') },
        { type: 'session.reloadInfo' },
        { type: 'session.navigated', isLoginPage: false },
        { type: 'session.navigated', isLoginPage: true },
        { type: 'session.remoteActivity', at: WALK_START },
        { type: 'session.remoteLogout' },
        { type: 'session.remoteTokens', tokens: tokens() },
        ...(['refreshToken', 'renewLongToken'] as const).flatMap((id) => [
          done(id, { ...refreshed, refreshToken: id === 'renewLongToken' ? 'refresh-2' : undefined }),
          done(id, { kind: 'sessionInvalid' }),
          done(id, { kind: 'networkError', message: 'network error, please try later' }),
          fail(id),
        ]),
        done('logout', null),
        fail('logout'),
        done('loadInfo', { kind: 'success', info: userInfo({ cmsColumnList: columns('/myAccount', '/myAssets', '/qaSession') }) }),
        done('loadInfo', { kind: 'failed', message: 'Verification failed, please Login again.' }),
        fail('loadInfo'),
      ],
    });
    // Several timers run at once, so each timer step sets the clock to its due time and delivers that timer only.
    const results = await replayAll(sessionMachine, walked, { input, timers: 'jump' });
    const c = coverage(sessionMachine, results);
    console.log(`session: ${c.summary}`);
  });
});

describe('session machine: rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(WALK_START);
  });
  afterEach(() => vi.useRealTimers());

  function start(options: { restore?: RestoreOutcome; refresh?: () => Promise<TokenRefreshOutcome>; input?: SessionInput } = {}) {
    const calls = { refreshToken: 0, renewLongToken: 0, logout: 0, loadInfo: [] as LoadInfoInput[] };
    const effects: string[] = [];
    const emitted: string[] = [];
    const refresh = options.refresh ?? (async () => refreshed);
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise<RestoreOutcome, void>(async () => options.restore ?? { kind: 'none' }),
          refreshToken: fromPromise<TokenRefreshOutcome, { refreshToken: string }>(() => {
            calls.refreshToken += 1;
            return refresh();
          }),
          renewLongToken: fromPromise<TokenRefreshOutcome, { refreshToken: string }>(async () => {
            calls.renewLongToken += 1;
            return { ...refreshed, refreshToken: 'refresh-2', failureTime: 30 * MIN };
          }),
          logout: fromPromise<unknown, { token: string }>(async () => {
            calls.logout += 1;
            return null;
          }),
          loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(async ({ input }) => {
            calls.loadInfo.push(input);
            return { kind: 'success', info: userInfo({ cmsColumnList: columns('/myAccount', '/prodListPath') }) };
          }),
        },
        actions: {
          reload: () => void effects.push('reload'),
          clearStorage: () => void effects.push('clearStorage'),
          persist: () => void effects.push('persist'),
          broadcast: (_, p) => void effects.push(`broadcast:${p.kind}`),
        },
      }),
      {
        input: {
          now: () => Date.now(),
          shortTokenCheckMs: SHORT_TOKEN_CHECK_MS,
          longTokenCheckMs: LONG_TOKEN_CHECK_MS,
          inactivityLimitMs: INACTIVITY_LIMIT_MS,
          firstLoginDelayMs: FIRST_LOGIN_EVENT_DELAY_MS,
          ...options.input,
        },
      },
    );
    actor.on('*', (e) => void emitted.push(e.type === 'session.loggedOut' ? `loggedOut:${e.reason}` : e.type));
    actor.start();
    return { actor, calls, effects, emitted, tags: () => [...actor.getSnapshot().tags].sort() };
  }
  const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const signIn = (info: UserInfo = userInfo()) =>
    ({ type: 'session.signedIn', tokens: { token: 't', refreshToken: 'r', accessimeout: 10 * MIN, failureTime: 30 * MIN }, info }) as const;

  it('restores saved tokens at page load, or starts signed out', async () => {
    const none = start();
    expect(none.tags()).toEqual(['restoring']);
    await tick(0);
    expect(none.tags()).toEqual(['signedOut']);
    const saved = start({ restore: restored(tokens()) });
    await tick(0);
    expect(saved.tags()).toEqual(['authenticated']);
    expect(saved.actor.getSnapshot().context.allowedRoutes).toEqual(['/myAccount', '/myAssets']);
  });

  it('resets and reloads after exactly INACTIVITY_LIMIT_MS without a successful call', async () => {
    const s = start();
    await tick(0);
    s.actor.send(signIn());
    // Off the 30 s tick grid, so only the inactivity timer can end the session at the limit.
    await tick(5 * MIN + 7_000);
    s.actor.send({ type: 'session.activity' }); // the limit counts from here
    await tick(INACTIVITY_LIMIT_MS - 1);
    expect(s.tags()).toContain('authenticated');
    await tick(1);
    expect(s.tags()).toEqual(['signedOut']);
    expect(s.emitted).toEqual(['loggedOut:inactive']);
    expect(s.effects.slice(-3)).toEqual(['clearStorage', 'broadcast:logout', 'reload']);
    expect(s.actor.getSnapshot().context.tokens).toBeNull();
    expect(s.actor.getSnapshot().context.allowedRoutes).toEqual([]);
  });

  it('refreshes the short token only once its age exceeds accessimeout, checked every 30 s', async () => {
    const s = start({ restore: restored(tokens(0, 0, WALK_START), WALK_START) });
    await tick(0);
    // accessimeout is 10 min: the ticks at 30 s … 10 min see an age that does not exceed it.
    for (let i = 0; i < 20; i++) {
      await tick(SHORT_TOKEN_CHECK_MS);
      s.actor.send({ type: 'session.activity' });
    }
    expect(s.calls.refreshToken).toBe(0);
    await tick(SHORT_TOKEN_CHECK_MS);
    expect(s.calls.refreshToken).toBe(1);
    expect(s.actor.getSnapshot().context.tokens).toMatchObject({ token: 'short-2', tokenIssuedAt: WALK_START + 21 * SHORT_TOKEN_CHECK_MS });
    expect(s.effects).toContain('broadcast:tokens');
  });

  it('renews the long token when its age exceeds failureTime, checked every 60 s', async () => {
    const s = start({ restore: restored({ ...tokens(), failureTime: 90_000, accessimeout: 10 * MIN }) });
    await tick(0);
    await tick(LONG_TOKEN_CHECK_MS); // age 60 s
    expect(s.calls.renewLongToken).toBe(0);
    await tick(LONG_TOKEN_CHECK_MS); // age 120 s > 90 s
    expect(s.calls.renewLongToken).toBe(1);
    expect(s.actor.getSnapshot().context.tokens?.refreshToken).toBe('refresh-2');
  });

  it('runs one refresh at a time and adopts tokens another tab refreshed', async () => {
    let release: (o: TokenRefreshOutcome) => void = () => {};
    const s = start({
      restore: restored(tokens(11 * MIN, 0)),
      refresh: () => new Promise((r) => (release = r)),
    });
    await tick(0);
    expect(s.tags()).toContain('refreshing');
    s.actor.send({ type: 'session.visible' });
    await tick(3 * SHORT_TOKEN_CHECK_MS);
    expect(s.calls.refreshToken).toBe(1);
    release(refreshed);
    await tick(0);
    expect(s.tags()).not.toContain('refreshing');

    // Stale again; another tab's tokens arrive while this tab refreshes: adopt them, stop refreshing.
    vi.setSystemTime(Date.now() + 11 * MIN);
    s.actor.send({ type: 'session.activity' });
    s.actor.send({ type: 'session.visible' });
    expect(s.calls.refreshToken).toBe(2);
    s.actor.send({ type: 'session.remoteTokens', tokens: tokens(0, 0, Date.now()) });
    expect(s.tags()).not.toContain('refreshing');
    expect(s.actor.getSnapshot().context.tokens?.tokenIssuedAt).toBe(Date.now());
  });

  it('makes no refresh once inactive, even when the timers were held back (hidden tab)', async () => {
    const s = start({ restore: restored(tokens()) });
    await tick(0);
    // A hidden tab: the clock moves 25 minutes but no timer ran.
    vi.setSystemTime(WALK_START + 25 * MIN);
    s.actor.send({ type: 'session.visible' });
    expect(s.tags()).toEqual(['signedOut']);
    expect(s.emitted).toEqual(['loggedOut:inactive']);
    await tick(10 * MIN);
    expect(s.calls.refreshToken + s.calls.renewLongToken).toBe(0);
  });

  it('re-checks as soon as the tab becomes visible', async () => {
    const s = start({ restore: restored(tokens()) });
    await tick(0);
    vi.setSystemTime(WALK_START + 11 * MIN);
    s.actor.send({ type: 'session.activity' });
    s.actor.send({ type: 'session.visible' });
    expect(s.calls.refreshToken).toBe(1);
  });

  it('logout calls the server, then clears everything, stops the timers and announces it', async () => {
    const s = start({ restore: restored(tokens()) });
    await tick(0);
    s.actor.send({ type: 'session.logout' });
    expect(s.tags()).toEqual(['signingOut']);
    await tick(0);
    expect(s.calls.logout).toBe(1);
    expect(s.tags()).toEqual(['signedOut']);
    expect(s.emitted).toEqual(['loggedOut:logout']);
    expect(s.effects).toEqual(['clearStorage', 'broadcast:logout']);
    const { context } = s.actor.getSnapshot();
    expect([context.tokens, context.info, context.roles, context.allowedRoutes, context.lastOperationAt]).toEqual([null, null, [], [], 0]);
    await tick(2 * INACTIVITY_LIMIT_MS);
    expect(s.calls.refreshToken + s.calls.renewLongToken).toBe(0);
    expect(s.effects).not.toContain('reload');
  });

  it('an invalid session (3008/3009/3010) resets and reloads; another tab logging out signs this one out', async () => {
    const a = start({ restore: restored(tokens()) });
    await tick(0);
    a.actor.send({ type: 'session.invalid' });
    expect(a.tags()).toEqual(['signedOut']);
    expect(a.effects).toEqual(['clearStorage', 'broadcast:logout', 'reload']);
    const b = start({ restore: restored(tokens()) });
    await tick(0);
    b.actor.send({ type: 'session.remoteLogout' });
    expect(b.emitted).toEqual(['loggedOut:remote']);
    expect(b.effects).toEqual([]);
  });

  it('fires the first-login event 200 ms after reaching a non-login page, only when the flag is 0', async () => {
    const first = start();
    await tick(0);
    first.actor.send(signIn(userInfo({ isActive: 0 })));
    first.actor.send({ type: 'session.navigated', isLoginPage: false });
    await tick(FIRST_LOGIN_EVENT_DELAY_MS - 1);
    expect(first.emitted).toEqual([]);
    await tick(1);
    expect(first.emitted).toEqual(['session.firstLogin']);
    first.actor.send({ type: 'session.navigated', isLoginPage: false });
    await tick(FIRST_LOGIN_EVENT_DELAY_MS);
    expect(first.emitted).toEqual(['session.firstLogin']);

    const returning = start();
    await tick(0);
    returning.actor.send(signIn(userInfo({ isActive: 1 })));
    returning.actor.send({ type: 'session.navigated', isLoginPage: false });
    await tick(FIRST_LOGIN_EVENT_DELAY_MS * 2);
    expect(returning.emitted).toEqual([]);
  });

  it('regenerates the allowed routes when the column list changes or the info is reloaded', async () => {
    const s = start({ restore: restored(tokens()) });
    await tick(0);
    s.actor.send({ type: 'session.columns', columns: columns('/myAccount', '/qaSession', '/myAccount') });
    expect(s.actor.getSnapshot().context.allowedRoutes).toEqual(['/myAccount', '/qaSession']);
    s.actor.send({ type: 'session.reloadInfo' });
    expect(s.tags()).toContain('loadingInfo');
    await tick(0);
    expect(s.calls.loadInfo).toEqual([{ token: 'short-token', userId: 'u-1', currentIdType: 1 }]);
    expect(s.actor.getSnapshot().context.allowedRoutes).toEqual(['/myAccount', '/prodListPath']);
  });
});
