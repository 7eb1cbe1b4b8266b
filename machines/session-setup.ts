/**
 * Types and implementations (setup) of the session machine, kept apart from its statechart in
 * session.machine.ts so each file stays readable. Nothing here is used outside the session machine.
 */
import { assign, emit, setup } from 'xstate';
import type {
  BroadcastKind,
  InfoOutcome,
  LoadInfoInput,
  LoggedOutReason,
  MenuColumn,
  RestoreOutcome,
  SessionTokens,
  TokenRefreshOutcome,
  TokenSet,
  UserInfo,
} from './types';
import { notProvided } from './stubs';

/** The app passes the src/constants.ts values; the defaults below are the same numbers (SPEC.md section 9). */
export interface SessionInput {
  now?: () => number;
  /** SHORT_TOKEN_CHECK_MS */
  shortTokenCheckMs?: number;
  /** LONG_TOKEN_CHECK_MS */
  longTokenCheckMs?: number;
  /** INACTIVITY_LIMIT_MS */
  inactivityLimitMs?: number;
  /** IDLE_WARNING_MS: the inactivity logout is announced this long before it happens. */
  idleWarningMs?: number;
  /** FIRST_LOGIN_EVENT_DELAY_MS */
  firstLoginDelayMs?: number;
  /** Refresh this long BEFORE a token's age reaches its lifetime; 0 = exactly as the spec says. */
  refreshMarginMs?: number;
}

export interface SessionContext {
  now: () => number;
  timing: Required<Omit<SessionInput, 'now'>>;
  tokens: SessionTokens | null;
  lastOperationAt: number;
  info: UserInfo | null;
  roles: string[];
  /** Route paths of the menu columns (SPEC.md section 2): what the router may open. */
  allowedRoutes: string[];
  /** 0 = first login: the first-login event is still due. */
  firstLoginFlag: number;
  /** A short-token tick checks only the short token; other checks look at both. */
  checkLong: boolean;
  requestedIdType: 1 | 2 | 3;
}

export type SessionEvent =
  | { type: 'session.signedIn'; tokens: TokenSet; info: UserInfo }
  /** A successful non-auth call. */
  | { type: 'session.activity' }
  /** "Stay logged in" in the idle warning: counts as activity. */
  | { type: 'session.stayActive' }
  /** The tab became visible: look at the clock now. */
  | { type: 'session.visible' }
  | { type: 'session.logout' }
  | { type: 'session.reset' }
  /** 3008 / 3009 / 3010 from any call. */
  | { type: 'session.invalid' }
  | { type: 'session.columns'; columns: MenuColumn[] }
  | { type: 'session.reloadInfo'; currentIdType?: 1 | 2 | 3 }
  | { type: 'session.navigated'; isLoginPage: boolean }
  | { type: 'session.remoteActivity'; at: number }
  | { type: 'session.remoteLogout' }
  /** Another tab refreshed: adopt its tokens instead of refreshing. */
  | { type: 'session.remoteTokens'; tokens: SessionTokens }
  /** Raised by the machine's own timers. */
  | { type: 'session.tick.short' }
  | { type: 'session.tick.long' };

export type SessionEmitted = { type: 'session.loggedOut'; reason: LoggedOutReason } | { type: 'session.firstLogin' };

const routesOf = (columns: MenuColumn[]) => [...new Set(columns.map((c) => c.content))].sort();
export const toIdType = (t: number): 1 | 2 | 3 => (t <= 1 ? 1 : (t as 2 | 3));
const withInfo = (info: UserInfo) => ({
  info,
  roles: info.roles,
  allowedRoutes: routesOf(info.cmsColumnList),
  firstLoginFlag: info.isActive ?? 1,
});
export const cleared = { tokens: null, lastOperationAt: 0, info: null, roles: [], allowedRoutes: [], firstLoginFlag: 1 };

/** Logout, reset, invalid, inactive: clear tokens, roles, routes, times and storage, tell other tabs, announce. */
export const endSession = (reason: LoggedOutReason) =>
  [
    'clearSession',
    'clearStorage',
    { type: 'broadcast', params: { kind: 'logout' } },
    { type: 'announceLoggedOut', params: { reason } },
  ] as const;

/** What `refreshToken` and `renewLongToken` get: the refresh token, and when this tab's tokens were issued. */
export interface RefreshInput {
  refreshToken: string;
  /** Lets the app see that another tab refreshed after these tokens were issued (and not refresh again). */
  tokenIssuedAt: number;
}
export const refreshInput = ({ context }: { context: SessionContext }): RefreshInput => ({
  refreshToken: context.tokens!.refreshToken,
  tokenIssuedAt: context.tokens!.tokenIssuedAt,
});

/** The answers of `refreshToken` and `renewLongToken` are handled alike. */
export function refreshOutcomes() {
  return {
    onDone: [
      {
        guard: { type: 'refreshed', params: ({ event }: { event: { output: TokenRefreshOutcome } }) => event.output },
        target: 'idle',
        actions: [
          { type: 'applyRefresh', params: ({ event }: { event: { output: TokenRefreshOutcome } }) => event.output },
          'persist',
          { type: 'broadcast', params: { kind: 'tokens' } },
        ],
      },
      {
        guard: { type: 'sessionInvalid', params: ({ event }: { event: { output: TokenRefreshOutcome } }) => event.output },
        target: '#session.signedOut',
        actions: [...endSession('invalid'), 'reload'],
      },
      // A network failure: the next tick tries again.
      { target: 'idle' },
    ],
    onError: { target: 'idle' },
  } as const;
}

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    tags: {} as 'restoring' | 'signedOut' | 'authenticated' | 'refreshing' | 'signingOut' | 'loadingInfo' | 'idleWarning',
  },
  actors: {
    restore: notProvided<RestoreOutcome, void>('restore'),
    refreshToken: notProvided<TokenRefreshOutcome, RefreshInput>('refreshToken'),
    renewLongToken: notProvided<TokenRefreshOutcome, RefreshInput>('renewLongToken'),
    logout: notProvided<unknown, { token: string }>('logout'),
    loadInfo: notProvided<InfoOutcome, LoadInfoInput>('loadInfo'),
  },
  delays: {
    shortTokenCheck: ({ context }) => context.timing.shortTokenCheckMs,
    longTokenCheck: ({ context }) => context.timing.longTokenCheckMs,
    /** What is left of the limit since the last successful call. */
    inactivityLimit: ({ context }) =>
      Math.max(0, context.timing.inactivityLimitMs - (context.now() - context.lastOperationAt)),
    /** What is left until the warning: the limit minus the warning time, since the last successful call. */
    idleWarning: ({ context }) =>
      Math.max(0, context.timing.inactivityLimitMs - context.timing.idleWarningMs - (context.now() - context.lastOperationAt)),
    firstLoginDelay: ({ context }) => context.timing.firstLoginDelayMs,
  },
  guards: {
    restored: (_, outcome: RestoreOutcome) => outcome.kind === 'restored',
    inactive: ({ context }) => context.now() - context.lastOperationAt >= context.timing.inactivityLimitMs,
    shortTokenStale: ({ context: c }) =>
      !!c.tokens && c.now() - c.tokens.tokenIssuedAt > c.tokens.accessimeout - c.timing.refreshMarginMs,
    longTokenStale: ({ context: c }) =>
      c.checkLong && !!c.tokens && c.now() - c.tokens.refreshIssuedAt > c.tokens.failureTime - c.timing.refreshMarginMs,
    newerActivity: ({ context }, p: { at: number }) => p.at > context.lastOperationAt,
    refreshed: (_, outcome: TokenRefreshOutcome) => outcome.kind === 'success',
    sessionInvalid: (_, outcome: TokenRefreshOutcome) => outcome.kind === 'sessionInvalid',
    infoLoaded: (_, outcome: InfoOutcome) => outcome.kind === 'success',
    columnsChanged: ({ context }, p: { columns: MenuColumn[] }) =>
      routesOf(p.columns).join('\n') !== context.allowedRoutes.join('\n'),
    firstLoginDue: ({ context }, p: { isLoginPage: boolean }) => !p.isLoginPage && context.firstLoginFlag === 0,
    isLoginPage: (_, p: { isLoginPage: boolean }) => p.isLoginPage,
  },
  actions: {
    signIn: assign(({ context }, p: { tokens: TokenSet; info: UserInfo }) => {
      const at = context.now();
      return { tokens: { ...p.tokens, tokenIssuedAt: at, refreshIssuedAt: at }, lastOperationAt: at, checkLong: true, ...withInfo(p.info) };
    }),
    adoptRestored: assign((_, outcome: RestoreOutcome) =>
      outcome.kind === 'restored'
        ? { tokens: outcome.tokens, lastOperationAt: outcome.lastOperationAt, checkLong: true, ...withInfo(outcome.info) }
        : {},
    ),
    adoptTokens: assign((_, p: { tokens: SessionTokens }) => ({ tokens: p.tokens })),
    /** getToken keeps the refresh token (failureTime is then its remaining lifetime); getLongToken rotates it. */
    applyRefresh: assign(({ context }, outcome: TokenRefreshOutcome) => {
      if (outcome.kind !== 'success' || !context.tokens) return {};
      const at = context.now();
      const refreshToken = outcome.refreshToken ?? context.tokens.refreshToken;
      const { token, accessimeout, failureTime } = outcome;
      return { tokens: { token, refreshToken, accessimeout, failureTime, tokenIssuedAt: at, refreshIssuedAt: at } };
    }),
    applyInfo: assign((_, outcome: InfoOutcome) => (outcome.kind === 'success' ? withInfo(outcome.info) : {})),
    /** The identity a reload of the info asks for: the one the event names, else the current one. */
    requestInfo: assign(({ context }, p: { currentIdType?: 1 | 2 | 3 }) => ({
      requestedIdType: p.currentIdType ?? toIdType(context.info?.identityTypeMap.currentIdType ?? 1),
    })),
    setColumns: assign((_, p: { columns: MenuColumn[] }) => ({ allowedRoutes: routesOf(p.columns) })),
    noteActivity: assign(({ context }) => ({ lastOperationAt: context.now() })),
    noteRemoteActivity: assign(({ context }, p: { at: number }) => ({
      lastOperationAt: Math.max(context.lastOperationAt, p.at),
    })),
    clearSession: assign(cleared),
    announceLoggedOut: emit((_, p: { reason: LoggedOutReason }) => ({ type: 'session.loggedOut' as const, reason: p.reason })),
    fireFirstLogin: emit({ type: 'session.firstLogin' as const }),
    // Stubs the app provides: they read what they need from the context.
    persist: () => {},
    clearStorage: () => {},
    reload: () => {},
    broadcast: (_, _p: { kind: BroadcastKind }) => {},
    keepAlive: () => {},
  },
});
