/**
 * Unbinding a registered device or a WeChat account (SPEC.md §4: "unbinding a device or wechat requires prior
 * confirmation"): nothing is sent until the user confirms the one item they picked.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './stubs';
import { NETWORK_FAILURE, refusedBy, type FlowFailure , type Refusal } from './failure';

export interface UnbindTarget {
  kind: 'device' | 'wechat';
  id: string;
  /** What the confirmation names (device name or WeChat nickname). */
  name: string;
}
export type UnbindOutcome = { kind: 'unbound' } | Refusal;

export interface DeviceUnbindContext {
  target: UnbindTarget | null;
  failure: FlowFailure | null;
}

export type DeviceUnbindEvent =
  | { type: 'unbind.request'; target: UnbindTarget }
  | { type: 'unbind.confirm' }
  | { type: 'unbind.cancel' };

export type DeviceUnbindTag = 'idle' | 'confirm' | 'unbinding';

export const deviceUnbindMachine = setup({
  types: {
    context: {} as DeviceUnbindContext,
    events: {} as DeviceUnbindEvent,
    tags: {} as DeviceUnbindTag,
  },
  actors: {
    unbind: notProvided<UnbindOutcome, UnbindTarget>('unbind'),
  },
  actions: {
    /** The app reloads the lists; a no-op until provided. */
    unbound: () => {},
  },
  guards: {
    ok: ({ event }) => (event as unknown as { output: UnbindOutcome }).output.kind === 'unbound',
  },
}).createMachine({
  id: 'deviceUnbind',
  description: 'Unbind a device or WeChat account: pick → confirm (or cancel) → `unbind` → back to the list, with the refusal shown when there is one.',
  context: { target: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        'unbind.request': { target: 'confirming', actions: assign({ target: ({ event }) => event.target, failure: null }) },
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'unbind.confirm': 'unbinding',
        'unbind.cancel': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    unbinding: {
      tags: ['unbinding'],
      invoke: {
        id: 'unbind',
        src: 'unbind',
        input: ({ context }) => context.target!,
        onDone: [
          { guard: 'ok', target: 'idle', actions: [assign({ target: null }), 'unbound'] },
          {
            target: 'idle',
            actions: assign({
              target: null,
              failure: refusedBy,
            }),
          },
        ],
        onError: { target: 'idle', actions: assign({ target: null, failure: NETWORK_FAILURE }) },
      },
    },
  },
});
