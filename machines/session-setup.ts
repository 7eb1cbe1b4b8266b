/**
 * Types and implementations (setup) of the session machine, kept apart from its statechart in
 * session.machine.ts so each file stays readable. Nothing here is used outside the session machine.
 */
import { assign, emit, setup, type AnyActorLogic } from 'xstate';
import type {
  BroadcastKind,
  IdentityTypeMap,
  InfoOutcome,
  LoadInfoInput,
  LoggedOutReason,
  LoginData,
  LoginOutput,
  MenuColumn,
  PostLoginOutput,
  RestoreOutcome,
  SessionTokens,
  TokenRefreshOutcome,
  TokenSet,
  UserInfo,
} from './types';
import type { BindingOutput, bindingMachine } from './binding.machine';
import type { LoginInput, ResumableOutcome, loginMachine } from './login.machine';
import type { partnerExpiryMachine } from './partner-expiry.machine';
import type { postLoginMachine } from './post-login.machine';
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
  /** REVIEW_BUSINESS_DAYS, shown by the binding child on its under-review page. */
  reviewBusinessDays?: number;
}

/** Who signs in while no session is open: the last login answer that did not open one (onetime token only). */
export type WayIn = LoginData;

/** The identity a bind's onetime token belongs to (the `identify` actor), its tokens and the answer it replaces. */
export interface IdentifyInput {
  onetimeToken: string;
  bound: BindingOutput['bound'];
}
export interface IdentifyOutcome {
  userId: string | null;
  identityTypeMap: IdentityTypeMap;
}

/** The data-processing notice accepted: the login answer that applies now, binding or one the post-login check reads. */
export type AcceptOutcome = { kind: 'binding' | 'check'; answer: LoginData } | { kind: 'refused' };

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
  /** The way in: the login answer a binding, a notice or a check works on, while no session is open. */
  way: WayIn | null;
  /** Where the next login starts: an outcome reached elsewhere (registration's token, the post-login check). */
  resume: NonNullable<LoginInput['resume']> | null;
  /** Why the way in went back to the login form (the post-login check's message): the form shows it. */
  wayMessage: string | null;
  /** From a sign-in on the way in until the first page outside the login area: the router leaves the login area. */
  arriving: boolean;
  /** The session ended here (logout, reset, another tab) or the way in was sent back: the next page is the login form. */
  toLoginForm: boolean;
}

export type SessionEvent =
  | { type: 'session.signedIn'; tokens: TokenSet; info: UserInfo }
  /** The login form's page opened: a login starts (one runs on until it ends or the way in starts over). */
  | { type: 'session.openLogin' }
  /** Back to an empty login form: the way in so far is dropped. */
  | { type: 'session.startOver' }
  /** A login outcome reached elsewhere than the login form (registration's onetime token → binding). */
  | { type: 'session.resume'; kind: ResumableOutcome; data: LoginData }
  /** On the binding pages: choose the investor type again (a new run of the binding child). */
  | { type: 'session.bindAgain' }
  /** The data-processing notice accepted. */
  | { type: 'session.acceptDataProcessing' }
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
/** Nothing on the way in: the next login starts at an empty form. */
export const noWay = { way: null, resume: null, wayMessage: null };

/**
 * A child the app provides (`.provide({ actors })`): only its type is known here, so its code (binding, partner expiry,
 * the post-login check) need not load with the session; unprovided, it fails loudly like `notProvided`.
 */
const child = <T extends AnyActorLogic>(name: string) => notProvided<unknown, unknown>(name) as unknown as T;

export const tokensOf = (d: LoginData): TokenSet => ({ token: d.token, refreshToken: d.refreshToken, accessimeout: d.accessimeout, failureTime: d.failureTime });
/** A login output that did not open a session, as the login answer the next children work on. */
const wayOf = (o: Extract<LoginOutput, { userId: string }>): WayIn => ({
  token: '',
  refreshToken: '',
  accessimeout: 0,
  failureTime: 0,
  onetimeToken: o.onetimeToken,
  identityTypeMap: o.identityTypeMap,
  userId: o.userId,
  equipmentId: o.equipmentId,
  languageType: o.languageType,
});

/** Logout, reset, invalid, inactive: clear tokens, roles, routes, times and storage, tell other tabs, announce. */
export const endSession = (reason: LoggedOutReason) =>
  [
    'clearSession',
    'clearStorage',
    { type: 'broadcast', params: { kind: 'logout' } },
    { type: 'announceLoggedOut', params: { reason } },
  ] as const;

function opened(context: SessionContext, tokens: TokenSet, info: UserInfo) {
  const at = context.now();
  return {
    tokens: { ...tokens, tokenIssuedAt: at, refreshIssuedAt: at },
    lastOperationAt: at,
    checkLong: true,
    ...withInfo(info),
    ...noWay,
    arriving: true,
    toLoginForm: false,
  };
}

/** A session opens with these tokens and info: kept, and told to the other tabs. */
export const openSession = <E>(opening: (args: { event: E }) => { tokens: TokenSet; info: UserInfo }) =>
  [{ type: 'signIn', params: opening }, 'persist', { type: 'broadcast', params: { kind: 'tokens' } }] as const;

/** The session opened on the way in (its answer's tokens), with the info the check or its load brought. */
const openWay = (info: (output: unknown) => UserInfo) =>
  [
    { type: 'signInWay', params: ({ event }: { event: { output: unknown } }) => ({ info: info(event.output) }) },
    'persist',
    { type: 'broadcast', params: { kind: 'tokens' } },
  ] as const;

/** A login answer that opens no session leads to its way-in state, with the answer kept for the children there. */
export const loginTo = (kind: 'binding' | 'partnerExpired' | 'applying', target: 'binding' | 'partnerExpiry' | 'applying') =>
  ({
    guard: { type: 'loginAt', params: ({ event }: { event: { output: unknown } }) => ({ output: event.output as LoginOutput, kind }) },
    target,
    actions: { type: 'keepWay', params: ({ event }: { event: { output: unknown } }) => event.output as LoginOutput },
  }) as const;

type Checked = { event: { output: PostLoginOutput } };
const checkedTo = (to: PostLoginOutput['to']) => ({ type: 'checkedTo', params: ({ event }: Checked) => ({ output: event.output, to }) }) as const;
const messageOf = (output: unknown) =>
  typeof output === 'object' && output !== null && 'message' in output && typeof output.message === 'string' ? output.message : undefined;
const sendBack = { type: 'sendBack', params: ({ event }: { event: { output: unknown } }) => ({ message: messageOf(event.output) }) } as const;

/**
 * Where the post-login check sends the way in (after a bind, or the notice accepted): the account, its info first
 * where the check did not load it (`<here>.opening`), the choice of investor type, the applications, binding, or
 * back to the login form with the check's reason.
 */
export function checkOutcomes(here: '#session.signedOut.binding' | '#session.signedOut.dataProcessing') {
  return {
    onDone: [
      {
        guard: { type: 'checkedWithInfo', params: ({ event }: Checked) => event.output },
        target: '#session.authenticated',
        actions: openWay((o) => (o as { info: UserInfo }).info),
      },
      { guard: checkedTo('account'), target: `${here}.opening` },
      { guard: checkedTo('loginAfter'), target: '#session.signedOut.loggingIn', actions: 'resumeChoice' },
      { guard: checkedTo('applying'), target: '#session.signedOut.applying' },
      { guard: checkedTo('binding'), target: '#session.signedOut.binding.running', actions: 'dropWayTokens' },
      { target: '#session.signedOut.loggingIn', actions: sendBack },
    ],
    onError: { target: '#session.signedOut.loggingIn', actions: { type: 'sendBack', params: {} } },
  } as const;
}

/** The check found the current identity type set: that type's info opens the session. */
export function openingState() {
  return {
    tags: ['pending'],
    invoke: {
      id: 'loadInfo',
      src: 'loadInfo',
      input: ({ context }: { context: SessionContext }) => ({
        token: context.way?.token ?? '',
        userId: context.way?.userId ?? '',
        currentIdType: toIdType(context.way?.identityTypeMap.currentIdType ?? 1),
      }),
      onDone: [
        {
          guard: { type: 'infoLoaded', params: ({ event }: { event: { output: InfoOutcome } }) => event.output },
          target: '#session.authenticated',
          actions: openWay((o) => (o as { info: UserInfo }).info),
        },
        { target: '#session.signedOut.loggingIn', actions: sendBack },
      ],
      onError: { target: '#session.signedOut.loggingIn', actions: { type: 'sendBack', params: {} } },
    },
  } as const;
}

/** The post-login check on the way in's answer; on /binding a reset goes to the login form, not back to binding. */
export const checkInput =
  (onBindingPage: boolean) =>
  ({ context }: { context: SessionContext }) => ({
    token: context.way?.token ?? '',
    userId: context.way?.userId ?? '',
    identityTypeMap: context.way!.identityTypeMap,
    onBindingPage,
  });

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
    tags: {} as
      | 'restoring'
      | 'signedOut'
      | 'authenticated'
      | 'refreshing'
      | 'signingOut'
      | 'loadingInfo'
      | 'idleWarning'
      | 'pending'
      | 'mustBind'
      | 'partnerExpired'
      | 'applying'
      | 'dataProcessing',
    children: {} as { login: 'login'; binding: 'binding'; partnerExpiry: 'partnerExpiry'; postLogin: 'postLogin' },
  },
  actors: {
    // The way in: its children, and the two calls between them.
    login: child<typeof loginMachine>('login'),
    postLogin: child<typeof postLoginMachine>('postLogin'),
    binding: child<typeof bindingMachine>('binding'),
    partnerExpiry: child<typeof partnerExpiryMachine>('partnerExpiry'),
    identify: notProvided<IdentifyOutcome, IdentifyInput>('identify'),
    acceptDataProcessing: notProvided<AcceptOutcome, void>('acceptDataProcessing'),
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
    leftLoginArea: ({ context }, p: { isLoginPage: boolean }) => context.arriving && !p.isLoginPage,
    loginOpened: (_, o: LoginOutput) => o.kind === 'signedIn',
    loginAt: (_, p: { output: LoginOutput; kind: LoginOutput['kind'] }) => p.output.kind === p.kind,
    boundWithSession: (_, o: BindingOutput) => o.end === 'done' && o.session !== null,
    acceptedAt: (_, p: { outcome: AcceptOutcome; kind: AcceptOutcome['kind'] }) => p.outcome.kind === p.kind,
    checkedTo: (_, p: { output: PostLoginOutput; to: PostLoginOutput['to'] }) => p.output.to === p.to,
    checkedWithInfo: (_, o: PostLoginOutput) => o.to === 'account' && o.info !== null,
  },
  actions: {
    /** A session opens on the way in: the router then leaves the login area (`arriving`). */
    signIn: assign(({ context }, p: { tokens: TokenSet; info: UserInfo }) => opened(context, p.tokens, p.info)),
    /** The way in's answer opens the session, with the info the check or its load brought. */
    signInWay: assign(({ context }, p: { info: UserInfo }) => opened(context, tokensOf(context.way!), p.info)),
    /** The way in so far is dropped: a new login starts at the form. */
    startOver: assign(noWay),
    resumeLogin: assign((_, p: { kind: ResumableOutcome; data: LoginData }) => ({ ...noWay, resume: { kind: p.kind, data: p.data } })),
    keepWay: assign((_, o: LoginOutput) => ({ way: o.kind === 'signedIn' ? null : wayOf(o), resume: null, wayMessage: null })),
    /** The bind opened a session: its tokens join the answer the post-login check reads. */
    keepBound: assign(({ context }, o: BindingOutput) => (context.way && o.session ? { way: { ...context.way, ...o.session } } : {})),
    adoptIdentity: assign(({ context }, o: IdentifyOutcome) =>
      context.way ? { way: { ...context.way, userId: o.userId ?? context.way.userId, identityTypeMap: o.identityTypeMap } } : {},
    ),
    adoptAccepted: assign((_, o: AcceptOutcome) => (o.kind === 'refused' ? {} : { way: o.answer })),
    /** "Several relations": the login resumes at the choice, with the answer the check read. */
    resumeChoice: assign(({ context }) => (context.way ? { resume: { kind: 'chooseRelation' as const, data: context.way }, wayMessage: null } : {})),
    /** "Bind first": the answer's tokens are no session; only its onetime token works. */
    dropWayTokens: assign(({ context }) => (context.way ? { way: { ...context.way, token: '', refreshToken: '' } } : {})),
    /** The check sent the user back to the form, with its reason: the page moves there too. */
    sendBack: assign((_, p: { message?: string }) => ({ ...noWay, wayMessage: p.message || null, toLoginForm: true })),
    landed: assign({ arriving: false, toLoginForm: false }),
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
    clearSession: assign({ ...cleared, toLoginForm: true }),
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
