import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_LOGIN_EVENT_DELAY_MS,
  IDLE_WARNING_MS,
  INACTIVITY_LIMIT_MS,
  LONG_TOKEN_CHECK_MS,
  SHORT_TOKEN_CHECK_MS,
} from '../../src/constants';
import { loginMachine } from '../../machines/login.machine';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import type { RefreshInput } from '../../machines/session-setup';
import type { InfoOutcome, LoadInfoInput, RestoreOutcome, SessionTokens, TokenRefreshOutcome, UserInfo } from '../../machines/types';
import { coverage, done, fail, paths, replayAll, WALK_START } from '../support/walk';
import { columns, idMap, loginData, userInfo } from './session-fixtures';

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
    const input: SessionInput = { now: () => Date.now(), shortTokenCheckMs: 30, longTokenCheckMs: 60, inactivityLimitMs: 1_000, idleWarningMs: 300, firstLoginDelayMs: 200 };
    const firstLogin = userInfo({ isActive: 0 });
    const walked = paths(sessionMachine, {
      input,
      // A sign-in's arrival and a session ended here are context, not states: they tell the router where to go.
      serialize: (s) => JSON.stringify([s.value, s.context.arriving, s.context.toLoginForm]),
      events: () => [
        done('restore', restored(tokens(), WALK_START, firstLogin)),
        done('restore', restored(tokens(11 * MIN, 11 * MIN - 1))),
        done('restore', restored(tokens(31 * MIN))),
        done('restore', restored(tokens(), WALK_START - 21 * MIN)),
        done('restore', { kind: 'none' }),
        fail('restore'),
        { type: 'session.signedIn', tokens: tokens(), info: firstLogin },
        { type: 'session.activity' },
        { type: 'session.stayActive' },
        { type: 'session.visible' },
        { type: 'session.logout' },
        { type: 'session.reset' },
        { type: 'session.invalid' },
        { type: 'session.columns', columns: columns('/myAccount', '/prodListPath') },
        { type: 'session.reloadInfo' },
        { type: 'session.navigated', isLoginPage: false },
        { type: 'session.navigated', isLoginPage: true },
        // Older than this tab's own activity (ignored), and news from another tab (later than anything here).
        { type: 'session.remoteActivity', at: WALK_START - 1 },
        { type: 'session.remoteActivity', at: WALK_START + 60 * MIN },
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
        // The way in: the login child's outcomes, binding, the notice, the post-login check.
        done('login', { kind: 'signedIn', via: 'success', tokens: tokens(), info: firstLogin, onetimeToken: '', equipmentId: 'e-1', languageType: 'en_US' }),
        ...(['binding', 'partnerExpired', 'applying', 'operatingDataProcessing'] as const).map((kind) =>
          done('login', { kind, onetimeToken: 'ot', userId: 'u-1', equipmentId: 'e-1', identityTypeMap: idMap({ currentIdType: 0 }), languageType: 'en_US' }),
        ),
        { type: 'session.openLogin' },
        { type: 'session.startOver' },
        { type: 'session.resume', kind: 'binding', data: loginData({ currentIdType: 0 }) },
        { type: 'session.bindAgain' },
        done('binding', { end: 'done', bound: [{ kind: 'domestic', partnerName: 'Fund' }], session: tokens() }),
        done('binding', { end: 'underReview', bound: [], session: null }),
        done('identify', { userId: 'u-1', identityTypeMap: idMap() }),
        fail('identify'),
        done('postLogin', { to: 'account', info: userInfo() }),
        done('postLogin', { to: 'account', info: null }),
        done('postLogin', { to: 'loginAfter' }),
        done('postLogin', { to: 'applying' }),
        done('postLogin', { to: 'binding', resetSession: true }),
        done('postLogin', { to: 'login', resetSession: true, message: 'Verification failed, please Login again.' }),
        fail('postLogin'),
        { type: 'session.acceptDataProcessing' },
        done('acceptDataProcessing', { kind: 'binding', answer: loginData({ currentIdType: 0 }) }),
        done('acceptDataProcessing', { kind: 'check', answer: loginData() }),
        done('acceptDataProcessing', { kind: 'refused' }),
        fail('acceptDataProcessing'),
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
          // The way in's form: the login machine itself, which waits at the form without calling anything.
          login: loginMachine,
          restore: fromPromise<RestoreOutcome, void>(async () => options.restore ?? { kind: 'none' }),
          refreshToken: fromPromise<TokenRefreshOutcome, RefreshInput>(() => {
            calls.refreshToken += 1;
            return refresh();
          }),
          renewLongToken: fromPromise<TokenRefreshOutcome, RefreshInput>(async () => {
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
          keepAlive: () => void effects.push('keepAlive'),
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
          idleWarningMs: IDLE_WARNING_MS,
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

  it('warns IDLE_WARNING_MS before the inactivity logout; staying counts as activity here, in other tabs and on the server', async () => {
    const s = start();
    await tick(0);
    s.actor.send(signIn());
    await tick(7_000);
    s.actor.send({ type: 'session.activity' }); // the limit counts from here
    await tick(INACTIVITY_LIMIT_MS - IDLE_WARNING_MS - 1);
    expect(s.tags()).not.toContain('idleWarning');
    await tick(1);
    expect(s.tags()).toContain('idleWarning');
    expect(s.tags()).toContain('authenticated');
    const stayedAt = Date.now() + 40_000;
    await tick(40_000);
    s.effects.length = 0;
    s.actor.send({ type: 'session.stayActive' });
    expect(s.tags()).not.toContain('idleWarning');
    expect(s.effects).toEqual(['persist', 'broadcast:activity', 'keepAlive']);
    expect(s.actor.getSnapshot().context.lastOperationAt).toBe(stayedAt);
    // A full limit from the click: warned again after limit − warning, signed out after the limit.
    await tick(INACTIVITY_LIMIT_MS - IDLE_WARNING_MS);
    expect(s.tags()).toContain('idleWarning');
    await tick(IDLE_WARNING_MS - 1);
    expect(s.tags()).toContain('authenticated');
    await tick(1);
    expect(s.tags()).toEqual(['signedOut']);
    expect(s.emitted).toEqual(['loggedOut:inactive']);
    expect(s.effects.slice(-3)).toEqual(['clearStorage', 'broadcast:logout', 'reload']);
  });

  it('a successful call or another tab\'s activity during the warning closes it and restarts the count', async () => {
    const s = start({ restore: restored(tokens()) });
    await tick(0);
    await tick(INACTIVITY_LIMIT_MS - IDLE_WARNING_MS);
    expect(s.tags()).toContain('idleWarning');
    s.actor.send({ type: 'session.activity' });
    expect(s.tags()).not.toContain('idleWarning');
    await tick(INACTIVITY_LIMIT_MS - IDLE_WARNING_MS);
    expect(s.tags()).toContain('idleWarning');
    // Another tab was active 10 s ago: the warning closes, and comes back limit − warning after that activity.
    const remoteAt = Date.now() - 10_000;
    s.effects.length = 0;
    s.actor.send({ type: 'session.remoteActivity', at: remoteAt });
    expect(s.tags()).not.toContain('idleWarning');
    expect(s.effects).toEqual(['persist']); // no broadcast back, no call
    await tick(INACTIVITY_LIMIT_MS - IDLE_WARNING_MS - 10_000 - 1);
    expect(s.tags()).not.toContain('idleWarning');
    await tick(1);
    expect(s.tags()).toContain('idleWarning');
    // Stale news from another tab changes nothing.
    s.actor.send({ type: 'session.remoteActivity', at: remoteAt - MIN });
    expect(s.tags()).toContain('idleWarning');
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
    s.effects.length = 0;
    s.actor.send({ type: 'session.remoteTokens', tokens: tokens(0, 0, Date.now()) });
    expect(s.tags()).not.toContain('refreshing');
    expect(s.actor.getSnapshot().context.tokens?.tokenIssuedAt).toBe(Date.now());
    // Stored in this tab too: a reload of this tab restores the tokens it uses now.
    expect(s.effects).toEqual(['persist']);
  });

  it('hands the refresh its tokens\' issue time, and stops renewing when another tab renewed first', async () => {
    const inputs: RefreshInput[] = [];
    let renewCalls = 0;
    const restoredTokens = { ...tokens(0, 0), failureTime: 90_000 };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise<RestoreOutcome, void>(async () => restored(restoredTokens)),
          renewLongToken: fromPromise<TokenRefreshOutcome, RefreshInput>(({ input }) => {
            inputs.push(input);
            renewCalls += 1;
            return new Promise<TokenRefreshOutcome>(() => {}); // still waiting (for the cross-tab lock)
          }),
        },
      }),
      { input: { now: () => Date.now(), longTokenCheckMs: LONG_TOKEN_CHECK_MS, inactivityLimitMs: INACTIVITY_LIMIT_MS } },
    );
    actor.start();
    await tick(0);
    await tick(2 * LONG_TOKEN_CHECK_MS);
    expect(inputs).toEqual([{ refreshToken: 'refresh-token', tokenIssuedAt: WALK_START }]);
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    // The other tab's rotation made this tab's refresh token void: adopt its tokens, never present the old one.
    const theirs = { ...tokens(0, 0, Date.now()), refreshToken: 'refresh-2' };
    actor.send({ type: 'session.remoteTokens', tokens: theirs });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false);
    expect(actor.getSnapshot().context.tokens).toEqual(theirs);
    expect(actor.getSnapshot().children.renewLongToken).toBeUndefined();
    await tick(LONG_TOKEN_CHECK_MS);
    expect(renewCalls).toBe(1);
    actor.stop();
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
    // sessionStorage is per tab: this tab clears its own copy, and tells nobody (the other tab already did).
    expect(b.effects).toEqual(['clearStorage']);
    expect(b.actor.getSnapshot().context.tokens).toBeNull();
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

describe('session machine: a reload of the info asked for while one is loading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(WALK_START);
  });
  afterEach(() => vi.useRealTimers());

  it('starts over, and applies only the newest answer (a setting saved during an earlier reload is not lost)', async () => {
    const answers: Array<{ input: LoadInfoInput; signal: AbortSignal; resolve: (o: InfoOutcome) => void }> = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise<RestoreOutcome, void>(async () => restored(tokens())),
          loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(
            ({ input, signal }) => new Promise((resolve) => void answers.push({ input, signal, resolve })),
          ),
        },
        actions: { reload: () => {}, keepAlive: () => {}, clearStorage: () => {}, persist: () => {}, broadcast: () => {} },
      }),
      { input: { now: () => Date.now() } },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);

    actor.send({ type: 'session.reloadInfo' });
    actor.send({ type: 'session.reloadInfo', currentIdType: 2 });
    expect(answers).toHaveLength(2);
    expect(answers[0].signal.aborted).toBe(true);
    expect(answers[1].input.currentIdType).toBe(2);

    // The first load read the info before the change; its late answer is not applied.
    answers[0].resolve({ kind: 'success', info: userInfo({ fontSize: 24 }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loadingInfo')).toBe(true);
    expect(actor.getSnapshot().context.info?.fontSize).toBe(14);

    answers[1].resolve({ kind: 'success', info: userInfo({ fontSize: 18 }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loadingInfo')).toBe(false);
    expect(actor.getSnapshot().context.info?.fontSize).toBe(18);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    actor.stop();
  });
});

describe('session machine: the way in after a bind', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(WALK_START);
  });
  afterEach(() => vi.useRealTimers());

  it('asks who the onetime token is now, runs the post-login check as on /binding, and opens the session with the bind tokens', async () => {
    const calls: Record<string, unknown> = {};
    const record = <O,>(name: string, output: O) =>
      fromPromise<O, unknown>(async ({ input }) => {
        calls[name] = input;
        return output;
      });
    const bindTokens = { token: 'bind-token', refreshToken: 'bind-refresh', accessimeout: 10 * MIN, failureTime: 30 * MIN };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise<RestoreOutcome, void>(async () => ({ kind: 'none' })),
          login: record('login', { kind: 'binding', onetimeToken: 'ot-1', userId: 'u-1', equipmentId: 'e-1', identityTypeMap: idMap({ currentIdType: 0 }), languageType: 'en_US' }),
          binding: record('binding', { end: 'done', bound: [{ kind: 'offshore', partnerName: 'Fund' }], session: bindTokens }),
          identify: record('identify', { userId: 'u-2', identityTypeMap: idMap({ currentIdType: 1 }) }),
          postLogin: record('postLogin', { to: 'account', info: null }),
          loadInfo: record('loadInfo', { kind: 'success', info: userInfo({ userId: 'u-2' }) }),
        } as never,
        actions: { reload: () => {}, keepAlive: () => {}, clearStorage: () => {}, persist: () => {}, broadcast: () => {} },
      }),
      { input: { now: () => Date.now() } },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.openLogin' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.identify).toEqual({ onetimeToken: 'ot-1', bound: [{ kind: 'offshore', partnerName: 'Fund' }] });
    expect(calls.postLogin).toEqual({ token: 'bind-token', userId: 'u-2', identityTypeMap: idMap({ currentIdType: 1 }), onBindingPage: true });
    expect(calls.loadInfo).toEqual({ token: 'bind-token', userId: 'u-2', currentIdType: 1 });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(context.tokens?.token).toBe('bind-token');
    expect(context.arriving).toBe(true);
    expect(context.way).toBeNull();
    actor.stop();
  });

  it('a check that sends the user back shows its reason on a fresh login form, and the page goes there', async () => {
    const bindTokens = { token: 'bind-token', refreshToken: 'bind-refresh', accessimeout: 10 * MIN, failureTime: 30 * MIN };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise<RestoreOutcome, void>(async () => ({ kind: 'none' })),
          login: loginMachine,
          binding: fromPromise(async () => ({ end: 'done', bound: [{ kind: 'domestic', partnerName: 'Fund' }], session: bindTokens })),
          identify: fromPromise(async () => ({ userId: null, identityTypeMap: idMap({ currentIdType: 0, userRelationList: [] }) })),
          postLogin: fromPromise(async () => ({ to: 'login', resetSession: true, message: 'Verification failed' })),
        } as never,
        actions: { reload: () => {}, keepAlive: () => {}, clearStorage: () => {}, persist: () => {}, broadcast: () => {} },
      }),
      { input: { now: () => Date.now() } },
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.resume', kind: 'binding', data: loginData({ currentIdType: 0 }) });
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedOut: 'loggingIn' })).toBe(true);
    expect(snapshot.context.toLoginForm).toBe(true);
    expect(snapshot.context.way).toBeNull();
    expect(snapshot.children.login?.getSnapshot().context.message).toEqual({ kind: 'infoFailed', text: 'Verification failed' });
    // The login form reached: the next login starts clean.
    actor.send({ type: 'session.navigated', isLoginPage: true });
    expect(actor.getSnapshot().context.toLoginForm).toBe(false);
    actor.stop();
  });
});
