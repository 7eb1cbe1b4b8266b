/**
 * Passkeys in the security centre: the list; adding one (its name, then the browser's prompt and the server's check;
 * the account's first second step also brings its recovery codes, shown once); removing one after a confirmation.
 * One call at a time. A refusal, a call that does not get through or a dismissed prompt keeps the step the investor
 * is on, with the reason; the list stays on screen while it reloads.
 */
import { assign, setup } from 'xstate';
import type { FlowFailure } from './failure';
import { notProvided } from './stubs';

export interface PasskeyEntry {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The stored passkey, and the recovery codes when it is the account's first second step (else none). */
export interface PasskeyAdded extends PasskeyEntry {
  recoveryCodes: string[];
}

/** `dismissed`: the browser's prompt was cancelled or timed out (no call refused anything). */
export type PasskeysFailure = FlowFailure<'dismissed'>;

export interface PasskeysContext {
  passkeys: PasskeyEntry[];
  /** False until the first list has come (or failed): only then is there nothing to show. */
  loaded: boolean;
  /** The passkey waiting for the confirmation of its removal. */
  target: PasskeyEntry | null;
  /** The name of the passkey just added (the notice). */
  added: string | null;
  /** The recovery codes that came with the first passkey: shown once. */
  codes: string[];
  failure: PasskeysFailure | null;
}

export type PasskeysEvent =
  | { type: 'passkeys.add' }
  | { type: 'passkeys.confirmName'; name: string }
  | { type: 'passkeys.remove'; passkey: PasskeyEntry }
  | { type: 'passkeys.confirmRemove' }
  | { type: 'passkeys.cancel' }
  | { type: 'passkeys.codesSaved' };

/** The actors reject with the flow's failure (a refusal with its message, `network`, or `dismissed`). */
const failureOf = ({ event }: { event: unknown }): PasskeysFailure => {
  const error = (event as { error?: Partial<PasskeysFailure> }).error;
  if (error?.reason === 'network' || error?.reason === 'dismissed') return { reason: error.reason };
  return { reason: 'rejected', ...(error?.message ? { message: error.message } : {}) };
};

export const passkeysMachine = setup({
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
    tags: {} as 'pending',
  },
  actors: {
    list: notProvided<PasskeyEntry[], void>('list'),
    add: notProvided<PasskeyAdded, { name: string }>('add'),
    remove: notProvided<void, { id: number }>('remove'),
  },
  guards: {
    named: ({ event }) => event.type === 'passkeys.confirmName' && event.name.trim() !== '',
    broughtCodes: ({ event }) => ((event as { output?: PasskeyAdded }).output?.recoveryCodes.length ?? 0) > 0,
  },
}).createMachine({
  id: 'passkeys',
  description:
    'Passkeys in the security centre: list, add (name → browser prompt → server; the first one brings recovery codes shown once), remove after a confirmation; a failure keeps the step with its reason.',
  context: { passkeys: [], loaded: false, target: null, added: null, codes: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { target: 'list', actions: assign({ passkeys: ({ event }) => event.output, loaded: true }) },
        onError: { target: 'list', actions: assign({ failure: failureOf, loaded: true }) },
      },
    },
    list: {
      on: {
        'passkeys.add': { target: 'naming', actions: assign({ failure: null, added: null }) },
        'passkeys.remove': { target: 'removing', actions: assign({ target: ({ event }) => event.passkey, failure: null, added: null }) },
      },
    },
    naming: {
      on: {
        'passkeys.confirmName': { guard: 'named', target: 'adding', actions: assign({ failure: null }) },
        'passkeys.cancel': { target: 'list', actions: assign({ failure: null }) },
      },
    },
    adding: {
      tags: ['pending'],
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ event }) => ({ name: (event as { name: string }).name.trim() }),
        onDone: [
          {
            guard: 'broughtCodes',
            target: 'codes',
            actions: assign({ added: ({ event }) => event.output.name, codes: ({ event }) => event.output.recoveryCodes }),
          },
          { target: 'loading', actions: assign({ added: ({ event }) => event.output.name }) },
        ],
        onError: { target: 'naming', actions: assign({ failure: failureOf }) },
      },
    },
    // The codes are shown once; the list behind them takes in the new passkey meanwhile.
    codes: {
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { actions: assign({ passkeys: ({ event }) => event.output }) },
        // Not in: the list stays as it was until the next load; the codes matter more now.
        onError: { actions: assign({ loaded: true }) },
      },
      on: { 'passkeys.codesSaved': { target: 'list', actions: assign({ codes: [] }) } },
    },
    removing: {
      on: {
        'passkeys.confirmRemove': { target: 'deleting' },
        'passkeys.cancel': { target: 'list', actions: assign({ target: null }) },
      },
    },
    deleting: {
      tags: ['pending'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: { target: 'loading', actions: assign({ target: null }) },
        onError: { target: 'list', actions: assign({ target: null, failure: failureOf }) },
      },
    },
  },
});
