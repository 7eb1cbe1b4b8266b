/**
 * The authenticator app in the security centre (the login's optional second step): its status; turning it on (the
 * secret, then the app's first code, then the recovery codes shown once); new recovery codes and turning it off, each
 * behind a current code (or the password, to turn it off). A refusal or a call that does not get through keeps the
 * step the investor is on, with the reason.
 */
import { assign, setup } from 'xstate';
import type { FlowFailure } from './failure';
import { notProvided } from './stubs';

export interface AuthenticatorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}
export interface AuthenticatorSetup {
  otpauthUri: string;
  secretGroups: string;
}
export type DisableProof = { code: string } | { password: string };

export interface AuthenticatorContext {
  recoveryCodesLeft: number;
  setup: AuthenticatorSetup | null;
  /** The recovery codes just made: shown once. */
  codes: string[];
  failure: FlowFailure | null;
}

export type AuthenticatorEvent =
  | { type: 'authenticator.start' }
  | { type: 'authenticator.confirm'; code: string }
  | { type: 'authenticator.cancel' }
  | { type: 'authenticator.codesSaved' }
  | { type: 'authenticator.regenerate' }
  | { type: 'authenticator.disable' }
  | { type: 'authenticator.confirmDisable'; proof: DisableProof };

/** The actors reject with the flow's failure (a refusal with its message, or `network`). */
const failureOf = ({ event }: { event: unknown }): FlowFailure => {
  const error = (event as { error?: Partial<FlowFailure> }).error;
  return error?.reason === 'network' ? { reason: 'network' } : { reason: 'rejected', ...(error?.message ? { message: error.message } : {}) };
};
const codesOf = ({ event }: { event: unknown }) => (event as { output: string[] }).output;

export const authenticatorMachine = setup({
  types: {
    context: {} as AuthenticatorContext,
    events: {} as AuthenticatorEvent,
    tags: {} as 'pending',
  },
  actors: {
    loadStatus: notProvided<AuthenticatorStatus, void>('loadStatus'),
    startSetup: notProvided<AuthenticatorSetup, void>('startSetup'),
    confirmSetup: notProvided<string[], { code: string }>('confirmSetup'),
    newRecoveryCodes: notProvided<string[], { code: string }>('newRecoveryCodes'),
    turnOff: notProvided<void, DisableProof>('turnOff'),
  },
  guards: {
    enabled: ({ event }) => (event as { output?: AuthenticatorStatus }).output?.enabled === true,
  },
}).createMachine({
  id: 'authenticator',
  description:
    'Authenticator app in the security centre: status, turn on (secret → first code → recovery codes shown once), new recovery codes and turn off behind a current code; a failure keeps the step with its reason.',
  context: { recoveryCodesLeft: 0, setup: null, codes: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      entry: assign({ setup: null, codes: [] }),
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: 'enabled', target: 'on', actions: assign({ recoveryCodesLeft: ({ event }) => event.output.recoveryCodesLeft }) },
          { target: 'off' },
        ],
        onError: { target: 'off', actions: assign({ failure: failureOf }) },
      },
    },
    off: {
      on: { 'authenticator.start': { target: 'starting', actions: assign({ failure: null }) } },
    },
    starting: {
      tags: ['pending'],
      invoke: {
        id: 'startSetup',
        src: 'startSetup',
        onDone: { target: 'setup', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'off', actions: assign({ failure: failureOf }) },
      },
    },
    setup: {
      on: {
        'authenticator.confirm': { target: 'confirming', actions: assign({ failure: null }) },
        'authenticator.cancel': { target: 'loading', actions: assign({ failure: null }) },
      },
    },
    confirming: {
      tags: ['pending'],
      invoke: {
        id: 'confirmSetup',
        src: 'confirmSetup',
        input: ({ event }) => ({ code: (event as { code: string }).code }),
        onDone: { target: 'codes', actions: assign({ codes: codesOf }) },
        onError: { target: 'setup', actions: assign({ failure: failureOf }) },
      },
    },
    codes: {
      on: { 'authenticator.codesSaved': { target: 'loading' } },
    },
    on: {
      on: {
        'authenticator.regenerate': { target: 'regenerate', actions: assign({ failure: null }) },
        'authenticator.disable': { target: 'disable', actions: assign({ failure: null }) },
      },
    },
    regenerate: {
      on: {
        'authenticator.confirm': { target: 'regenerating', actions: assign({ failure: null }) },
        'authenticator.cancel': { target: 'loading', actions: assign({ failure: null }) },
      },
    },
    regenerating: {
      tags: ['pending'],
      invoke: {
        id: 'newRecoveryCodes',
        src: 'newRecoveryCodes',
        input: ({ event }) => ({ code: (event as { code: string }).code }),
        onDone: { target: 'codes', actions: assign({ codes: codesOf }) },
        onError: { target: 'regenerate', actions: assign({ failure: failureOf }) },
      },
    },
    disable: {
      on: {
        'authenticator.confirmDisable': { target: 'disabling', actions: assign({ failure: null }) },
        'authenticator.cancel': { target: 'loading', actions: assign({ failure: null }) },
      },
    },
    disabling: {
      tags: ['pending'],
      invoke: {
        id: 'turnOff',
        src: 'turnOff',
        input: ({ event }) => (event as { proof: DisableProof }).proof,
        onDone: { target: 'loading' },
        onError: { target: 'disable', actions: assign({ failure: failureOf }) },
      },
    },
  },
});
