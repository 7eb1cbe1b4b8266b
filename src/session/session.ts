/**
 * The one session actor of the app, the root of every flow of the login area, created at start-up and handed to the
 * router as context. It gets its real effects here (API actors, the way in's children, storage, reload, other tabs)
 * and the spec's timings from src/constants.ts.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { LanguageTypeCode } from '../../machines/types';
import { keepAlive, sessionActors } from '../actors/session';
import { wayInActors } from '../flows/way-in-loader';
import {
  FIRST_LOGIN_EVENT_DELAY_MS,
  IDLE_WARNING_MS,
  INACTIVITY_LIMIT_MS,
  LONG_TOKEN_CHECK_MS,
  REVIEW_BUSINESS_DAYS,
  SHORT_TOKEN_CHECK_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '../constants';
import { createCrossTab, type CrossTab } from './cross-tab';
import type { RefreshLock } from './refresh-lock';
import { createTokenStore, type TokenStore } from './token-store';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionDeps {
  store?: TokenStore;
  now?: () => number;
  reload?: () => void;
  crossTab?: CrossTab;
  refreshLock?: RefreshLock;
  /** A login answered: "after login the language follows languageType" (SPEC.md §4). */
  onAccountLanguage?: (languageType: LanguageTypeCode) => void;
}

export function createSession(deps: SessionDeps = {}): SessionActor {
  const store = deps.store ?? createTokenStore();
  const now = deps.now ?? (() => Date.now());
  const crossTab = deps.crossTab ?? createCrossTab();
  const reload = deps.reload ?? (() => window.location.reload());
  const refreshLock = deps.refreshLock ?? lazyRefreshLock(now);

  const machine = sessionMachine.provide({
    actors: { ...sessionActors(store, now, refreshLock.run), ...wayInActors() },
    actions: {
      persist: ({ context }) => {
        if (!context.tokens || !context.info) return;
        store.save({
          tokens: context.tokens,
          userId: context.info.userId,
          currentIdType: context.info.identityTypeMap.currentIdType,
          lastOperationAt: context.lastOperationAt,
        });
      },
      clearStorage: () => {
        store.clear();
        refreshLock.clear();
      },
      keepAlive: ({ context }) => {
        if (context.info) void keepAlive(String(context.info.userId));
      },
      reload: () => reload(),
      broadcast: ({ context }, params) => {
        if (params.kind === 'activity') crossTab.post({ kind: 'activity', at: context.lastOperationAt });
        else if (params.kind === 'logout') crossTab.post({ kind: 'logout' });
        else if (context.tokens) crossTab.post({ kind: 'tokens', tokens: context.tokens });
      },
    },
  });

  const actor = createActor(machine, {
    input: {
      now,
      shortTokenCheckMs: SHORT_TOKEN_CHECK_MS,
      longTokenCheckMs: LONG_TOKEN_CHECK_MS,
      inactivityLimitMs: INACTIVITY_LIMIT_MS,
      idleWarningMs: IDLE_WARNING_MS,
      firstLoginDelayMs: FIRST_LOGIN_EVENT_DELAY_MS,
      refreshMarginMs: TOKEN_REFRESH_MARGIN_MS,
      reviewBusinessDays: REVIEW_BUSINESS_DAYS,
    },
  });
  // Each login child tells the account's language as soon as an answer names it.
  let login: unknown;
  actor.subscribe((snapshot) => {
    const child = snapshot.children.login;
    if (!child || child === login) return;
    login = child;
    child.on('login.language', (event) => deps.onAccountLanguage?.(event.languageType));
  });
  crossTab.listen((message) => {
    if (message.kind === 'activity') actor.send({ type: 'session.remoteActivity', at: message.at });
    else if (message.kind === 'logout') actor.send({ type: 'session.remoteLogout' });
    else if (message.kind === 'tokens') actor.send({ type: 'session.remoteTokens', tokens: message.tokens });
    else if (message.kind === 'ask') {
      // A new tab of this browser asks for the session: a signed-in tab hands over what it has stored.
      const saved = store.load();
      if (saved && actor.getSnapshot().hasTag('authenticated')) crossTab.post({ kind: 'handover', session: saved });
    }
  });
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'session.visible' });
    });
  }
  actor.start();
  return actor;
}

/** The cross-tab refresh lock (./refresh-lock.ts): its code loads with the first refresh or logout, not with the page. */
function lazyRefreshLock(now: () => number): RefreshLock {
  let lock: Promise<RefreshLock> | undefined;
  const get = () => (lock ??= import('./refresh-lock').then((m) => m.createRefreshLock({ now })));
  return {
    run: async (input, signal, call) => (await get()).run(input, signal, call),
    clear: () => void get().then((l) => l.clear()),
  };
}

/** Resolves once the session has left `restoring` (the router waits on this instead of sleeping). */
export function whenSettled(session: SessionActor): Promise<void> {
  return new Promise((resolve) => {
    if (!session.getSnapshot().hasTag('restoring')) return resolve();
    const sub = session.subscribe((snapshot) => {
      if (!snapshot.hasTag('restoring')) {
        sub.unsubscribe();
        resolve();
      }
    });
  });
}
