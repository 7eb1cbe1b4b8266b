/**
 * The session (SPEC.md section 4 "Session"): restore at page load, the way in, token refresh and renewal, inactivity,
 * logout / reset / invalid session, first-login event, route permissions. The root actor of the app.
 *
 * The way in (`signedOut`) runs the login-area flows as children: the login (`login`), then, where its answer opens
 * no session, binding (`binding`), the partner's expired authorisation (`partnerExpiry`), the data-processing notice,
 * and the post-login check (`postLogin`) after a bind or the notice. Routes read which child runs (the gate table).
 *
 * Ages are clock differences from `input.now()` (hidden tabs throttle timers, so ticks are only prompts to look
 * at the clock). Effects are actors and action stubs the app provides: `restore`, `refreshToken`,
 * `renewLongToken`, `logout`, `loadInfo`; `persist`, `clearStorage`, `reload`, `broadcast` (to other tabs),
 * `keepAlive` (one successful call, so the server's idle clock moves too).
 */
import { assign, raise } from 'xstate';
import type { LoginOutput, TokenSet, UserInfo } from './types';
import type { BindingOutput } from './binding.machine';
import {
  checkInput,
  checkOutcomes,
  cleared,
  endSession,
  loginTo,
  noWay,
  openingState,
  openSession,
  refreshInput,
  refreshOutcomes,
  sessionSetup,
  type AcceptOutcome,
  type IdentifyOutcome,
} from './session-setup';

export type { SessionContext, SessionEmitted, SessionEvent, SessionInput } from './session-setup';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description:
    'Session lifecycle: restore; the way in (children: login, then binding, partner expiry, the data-processing notice and the post-login check); token refresh and renewal by clock age, inactivity with a warning first, logout and reset, first-login event, allowed routes.',
  context: ({ input }) => ({
    now: input.now ?? (() => Date.now()),
    timing: {
      shortTokenCheckMs: input.shortTokenCheckMs ?? 30_000,
      longTokenCheckMs: input.longTokenCheckMs ?? 60_000,
      inactivityLimitMs: input.inactivityLimitMs ?? 1_200_000,
      idleWarningMs: input.idleWarningMs ?? 60_000,
      firstLoginDelayMs: input.firstLoginDelayMs ?? 200,
      refreshMarginMs: input.refreshMarginMs ?? 0,
      reviewBusinessDays: input.reviewBusinessDays ?? 3,
    },
    ...cleared,
    ...noWay,
    checkLong: true,
    requestedIdType: 1,
    arriving: false,
    toLoginForm: false,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['restoring'],
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          {
            guard: { type: 'restored', params: ({ event }) => event.output },
            target: 'authenticated',
            actions: { type: 'adoptRestored', params: ({ event }) => event.output },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: 'clearStorage' },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      initial: 'idle',
      on: {
        'session.signedIn': {
          target: 'authenticated',
          actions: openSession(({ event }: { event: { tokens: TokenSet; info: UserInfo } }) => event),
        },
        // Back to the login form: the way in so far is dropped; the form's page opens a new login.
        'session.startOver': { target: '.idle', actions: 'startOver' },
        'session.resume': { target: '.loggingIn', reenter: true, actions: { type: 'resumeLogin', params: ({ event }) => event } },
        // The login form reached: what sent the user there is done.
        'session.navigated': { actions: 'landed' },
      },
      states: {
        // No login yet: the public site, or a login-area page on its way. The login form's page opens one.
        idle: { on: { 'session.openLogin': { target: 'loggingIn' } } },
        // The login form, or the outcome a resumed login starts at (the choice of investor type).
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({
              ...(context.resume ? { resume: context.resume } : {}),
              ...(context.wayMessage ? { message: context.wayMessage } : {}),
            }),
            onDone: [
              {
                guard: { type: 'loginOpened', params: ({ event }) => event.output as LoginOutput },
                target: '#session.authenticated',
                actions: openSession(({ event }: { event: { output: unknown } }) => {
                  const o = event.output as Extract<LoginOutput, { kind: 'signedIn' }>;
                  return { tokens: o.tokens, info: o.info };
                }),
              },
              loginTo('binding', 'binding'),
              loginTo('partnerExpired', 'partnerExpiry'),
              loginTo('applying', 'applying'),
              { target: 'dataProcessing', actions: { type: 'keepWay', params: ({ event }) => event.output as LoginOutput } },
            ],
          },
        },
        // Bind an investor's or partner's account; a bind that opens a session goes through the post-login check. The
        // other endings stay on their page (the child's final state), until the user leaves for the login form.
        binding: {
          tags: ['mustBind'],
          initial: 'running',
          states: {
            running: {
              on: { 'session.bindAgain': { target: 'running', reenter: true } },
              invoke: {
                id: 'binding',
                src: 'binding',
                input: ({ context }) => ({ reviewBusinessDays: context.timing.reviewBusinessDays }),
                onDone: {
                  guard: { type: 'boundWithSession', params: ({ event }) => event.output as BindingOutput },
                  target: 'identifying',
                  actions: { type: 'keepBound', params: ({ event }) => event.output as BindingOutput },
                },
              },
            },
            // Who the bind's onetime token belongs to now; without an answer, the identity type of the last bind.
            identifying: {
              tags: ['pending'],
              invoke: {
                id: 'identify',
                src: 'identify',
                input: ({ context, event }) => ({
                  onetimeToken: context.way?.onetimeToken ?? '',
                  bound: (event as unknown as { output?: BindingOutput }).output?.bound ?? [],
                }),
                onDone: { target: 'checking', actions: { type: 'adoptIdentity', params: ({ event }) => event.output as IdentifyOutcome } },
                onError: { target: 'checking' },
              },
            },
            checking: {
              tags: ['pending'],
              invoke: { id: 'postLogin', src: 'postLogin', input: checkInput(true), ...checkOutcomes('#session.signedOut.binding') },
            },
            opening: openingState(),
          },
        },
        // A partner whose authorisation expired asks for the renewal e-mail; its link opens elsewhere (/validEmail).
        partnerExpiry: {
          tags: ['partnerExpired'],
          invoke: { id: 'partnerExpiry', src: 'partnerExpiry', input: {} },
        },
        // Applications still under review: the page lists them; the way in ends there.
        applying: { tags: ['applying'] },
        // The data-processing notice: accepted, the server answers the login answer that applies now.
        dataProcessing: {
          tags: ['dataProcessing'],
          initial: 'reading',
          states: {
            reading: { on: { 'session.acceptDataProcessing': { target: 'accepting' } } },
            accepting: {
              tags: ['pending'],
              invoke: {
                id: 'acceptDataProcessing',
                src: 'acceptDataProcessing',
                onDone: [
                  {
                    guard: { type: 'acceptedAt', params: ({ event }) => ({ outcome: event.output as AcceptOutcome, kind: 'binding' as const }) },
                    target: '#session.signedOut.binding.running',
                    actions: { type: 'adoptAccepted', params: ({ event }) => event.output as AcceptOutcome },
                  },
                  {
                    guard: { type: 'acceptedAt', params: ({ event }) => ({ outcome: event.output as AcceptOutcome, kind: 'check' as const }) },
                    target: 'checking',
                    actions: { type: 'adoptAccepted', params: ({ event }) => event.output as AcceptOutcome },
                  },
                  // Refused: the notice stays (the envelope said why); the user may accept again.
                  { target: 'reading' },
                ],
                onError: { target: 'reading' },
              },
            },
            checking: {
              tags: ['pending'],
              invoke: { id: 'postLogin', src: 'postLogin', input: checkInput(false), ...checkOutcomes('#session.signedOut.dataProcessing') },
            },
            opening: openingState(),
          },
        },
      },
    },
    loggingOut: {
      tags: ['signingOut'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.tokens?.token ?? '' }),
        // The local session ends whatever the server answers.
        onDone: { target: 'signedOut', actions: endSession('logout') },
        onError: { target: 'signedOut', actions: endSession('logout') },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      type: 'parallel',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.reset': { target: 'signedOut', actions: endSession('reset') },
        'session.invalid': { target: 'signedOut', actions: [...endSession('invalid'), 'reload'] },
        // This tab's own storage (sessionStorage is per tab) is cleared too; no broadcast back.
        'session.remoteLogout': {
          target: 'signedOut',
          actions: ['clearSession', 'clearStorage', { type: 'announceLoggedOut', params: { reason: 'remote' } }],
        },
        // Kept in this tab's storage too, so a reload of this tab restores the current tokens and activity.
        'session.remoteTokens': { actions: [{ type: 'adoptTokens', params: ({ event }) => event }, 'persist'] },
        'session.columns': {
          guard: { type: 'columnsChanged', params: ({ event }) => event },
          actions: { type: 'setColumns', params: ({ event }) => event },
        },
        // The first page past the login area: the sign-in has arrived.
        'session.navigated': { guard: { type: 'leftLoginArea', params: ({ event }) => event }, actions: 'landed' },
      },
      states: {
        // Ticks only prompt a look at the clock; the decisions are in `tokens.checking`.
        shortClock: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { shortTokenCheck: { target: 'waiting', reenter: true, actions: raise({ type: 'session.tick.short' }) } },
            },
          },
        },
        longClock: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { longTokenCheck: { target: 'waiting', reenter: true, actions: raise({ type: 'session.tick.long' }) } },
            },
          },
        },
        // The inactivity logout is announced `idleWarningMs` before it happens; staying counts as activity.
        activity: {
          initial: 'watching',
          on: {
            'session.activity': {
              target: '.watching',
              reenter: true,
              actions: ['noteActivity', 'persist', { type: 'broadcast', params: { kind: 'activity' } }],
            },
            // Only news: an older activity of another tab changes nothing (and does not flash the warning).
            'session.remoteActivity': {
              guard: { type: 'newerActivity', params: ({ event }) => event },
              target: '.watching',
              reenter: true,
              actions: [{ type: 'noteRemoteActivity', params: ({ event }) => event }, 'persist'],
            },
          },
          states: {
            watching: {
              after: { idleWarning: { target: 'warning' } },
            },
            warning: {
              tags: ['idleWarning'],
              after: { inactivityLimit: { target: '#session.signedOut', actions: [...endSession('inactive'), 'reload'] } },
              on: {
                // "Stay logged in": activity here, in the other tabs and (keepAlive: one call) on the server.
                'session.stayActive': {
                  target: 'watching',
                  actions: ['noteActivity', 'persist', { type: 'broadcast', params: { kind: 'activity' } }, 'keepAlive'],
                },
              },
            },
          },
        },
        // One refresh at a time in this tab: while refreshing or renewing, ticks are not handled.
        tokens: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: 'inactive', target: '#session.signedOut', actions: [...endSession('inactive'), 'reload'] },
                { guard: 'longTokenStale', target: 'renewing' },
                { guard: 'shortTokenStale', target: 'refreshing' },
                { target: 'idle' },
              ],
            },
            idle: {
              on: {
                'session.tick.short': { target: 'checking', actions: assign({ checkLong: false }) },
                'session.tick.long': { target: 'checking', actions: assign({ checkLong: true }) },
                'session.visible': { target: 'checking', actions: assign({ checkLong: true }) },
              },
            },
            refreshing: {
              tags: ['refreshing'],
              invoke: { id: 'refreshToken', src: 'refreshToken', input: refreshInput, ...refreshOutcomes() },
              on: { 'session.remoteTokens': { target: 'idle', actions: [{ type: 'adoptTokens', params: ({ event }) => event }, 'persist'] } },
            },
            renewing: {
              tags: ['refreshing'],
              invoke: { id: 'renewLongToken', src: 'renewLongToken', input: refreshInput, ...refreshOutcomes() },
              // Another tab renewed first: its rotation made this tab's refresh token void, so adopt, never present it.
              on: { 'session.remoteTokens': { target: 'idle', actions: [{ type: 'adoptTokens', params: ({ event }) => event }, 'persist'] } },
            },
          },
        },
        info: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'session.reloadInfo': { target: 'loading', actions: { type: 'requestInfo', params: ({ event }) => event } } },
            },
            loading: {
              tags: ['loadingInfo'],
              // A reload asked for while one is loading (a setting saved twice, a language switched during a save)
              // starts over: the load in flight may have read the info before the latest change, so its answer
              // is dropped (leaving the state stops it) and only the newest is applied.
              on: { 'session.reloadInfo': { target: 'loading', reenter: true, actions: { type: 'requestInfo', params: ({ event }) => event } } },
              invoke: {
                id: 'loadInfo',
                src: 'loadInfo',
                input: ({ context }) => ({
                  token: context.tokens!.token,
                  userId: context.info?.userId ?? '',
                  currentIdType: context.requestedIdType,
                }),
                onDone: [
                  {
                    guard: { type: 'infoLoaded', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: { type: 'applyInfo', params: ({ event }) => event.output },
                  },
                  // "Navigation/info failure: reset token, show error, go to /login".
                  { target: '#session.signedOut', actions: endSession('infoFailed') },
                ],
                onError: { target: '#session.signedOut', actions: endSession('infoFailed') },
              },
            },
          },
        },
        firstLogin: {
          initial: 'waiting',
          states: {
            waiting: {
              on: { 'session.navigated': { guard: { type: 'firstLoginDue', params: ({ event }) => event }, target: 'due' } },
            },
            due: {
              after: { firstLoginDelay: { target: 'fired', actions: ['fireFirstLogin', assign({ firstLoginFlag: 1 })] } },
              on: { 'session.navigated': { guard: { type: 'isLoginPage', params: ({ event }) => event }, target: 'waiting' } },
            },
            fired: {},
          },
        },
      },
    },
  },
});

