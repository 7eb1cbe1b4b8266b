/**
 * Signing out one of the account's other sessions from the security centre: nothing is sent until the investor
 * confirms the session they picked; once it is signed out the page says so (and reloads its lists) until the next
 * pick. A refusal (the session had already ended, say) or an unreachable server is shown with the lists.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './stubs';
import { NETWORK_FAILURE, refusedBy, type FlowFailure, type Refusal } from './failure';

export interface SignOutTarget {
  sessionId: string;
  /** What the confirmation names (browser and system, or "unknown device"). */
  name: string;
}
export type SignOutOutcome = { kind: 'signedOut' } | Refusal;

export interface SessionSignOutContext {
  target: SignOutTarget | null;
  /** The session just signed out, for the notice. */
  signedOut: SignOutTarget | null;
  failure: FlowFailure | null;
}

export type SessionSignOutEvent =
  | { type: 'signOut.request'; target: SignOutTarget }
  | { type: 'signOut.confirm' }
  | { type: 'signOut.cancel' };

export type SessionSignOutTag = 'idle' | 'confirm' | 'signingOut' | 'signedOut';

export const sessionSignOutMachine = setup({
  types: {
    context: {} as SessionSignOutContext,
    events: {} as SessionSignOutEvent,
    tags: {} as SessionSignOutTag,
  },
  actors: {
    signOut: notProvided<SignOutOutcome, SignOutTarget>('signOut'),
  },
  actions: {
    /** The app reloads the lists; a no-op until provided. */
    reload: () => {},
  },
  guards: {
    ok: ({ event }) => (event as unknown as { output: SignOutOutcome }).output.kind === 'signedOut',
  },
}).createMachine({
  id: 'sessionSignOut',
  description: 'Sign out another session: pick → confirm (or cancel) → `signOut` → signed out (the lists reload), or back to the lists with the refusal shown.',
  context: { target: null, signedOut: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        'signOut.request': { target: 'confirming', actions: assign({ target: ({ event }) => event.target, failure: null, signedOut: null }) },
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'signOut.confirm': 'signingOut',
        'signOut.cancel': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    signingOut: {
      tags: ['signingOut'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => context.target!,
        onDone: [
          { guard: 'ok', target: 'signedOut', actions: [assign({ signedOut: ({ context }) => context.target, target: null }), 'reload'] },
          {
            target: 'idle',
            actions: [
              assign({
                target: null,
                failure: refusedBy,
              }),
              // The session may have ended meanwhile: the lists show what is open now.
              'reload',
            ],
          },
        ],
        onError: { target: 'idle', actions: assign({ target: null, failure: NETWORK_FAILURE }) },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'signOut.request': { target: 'confirming', actions: assign({ target: ({ event }) => event.target, failure: null, signedOut: null }) },
      },
    },
  },
});
