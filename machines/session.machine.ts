/**
 * The session (SPEC.md section 4 "Session"): restore at page load, sign in, token refresh and renewal, inactivity,
 * logout / reset / invalid session, first-login event, route permissions. One actor for the whole app.
 *
 * Ages are clock differences from `input.now()` (hidden tabs throttle timers, so ticks are only prompts to look
 * at the clock). Effects are actors and action stubs the app provides: `restore`, `refreshToken`,
 * `renewLongToken`, `logout`, `loadInfo`; `persist`, `clearStorage`, `reload`, `broadcast` (to other tabs),
 * `keepAlive` (one successful call, so the server's idle clock moves too).
 */
import { assign, raise } from 'xstate';
import { cleared, endSession, refreshInput, refreshOutcomes, sessionSetup } from './session-setup';

export type { SessionContext, SessionEmitted, SessionEvent, SessionInput } from './session-setup';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description: 'Session lifecycle: restore, sign in, token refresh and renewal by clock age, inactivity with a warning first, logout and reset, first-login event, allowed routes.',
  context: ({ input }) => ({
    now: input.now ?? (() => Date.now()),
    timing: {
      shortTokenCheckMs: input.shortTokenCheckMs ?? 30_000,
      longTokenCheckMs: input.longTokenCheckMs ?? 60_000,
      inactivityLimitMs: input.inactivityLimitMs ?? 1_200_000,
      idleWarningMs: input.idleWarningMs ?? 60_000,
      firstLoginDelayMs: input.firstLoginDelayMs ?? 200,
      refreshMarginMs: input.refreshMarginMs ?? 0,
    },
    ...cleared,
    checkLong: true,
    requestedIdType: 1,
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
      on: {
        'session.signedIn': {
          target: 'authenticated',
          actions: [
            { type: 'signIn', params: ({ event }) => event },
            'persist',
            { type: 'broadcast', params: { kind: 'tokens' } },
          ],
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

