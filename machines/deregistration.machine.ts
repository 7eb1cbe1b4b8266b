/**
 * Deregistration (SPEC.md §4, §5 "deregistration reason 200"): a reason, the current password, an explicit
 * confirmation that everything is deleted irreversibly, then `removeUser`. Done is final (the app ends the
 * session); a wrong password returns to the password step, other refusals end in `failed` where the user may
 * try again. What was typed is kept throughout.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './stubs';
import { NETWORK_FAILURE, refusedBy, type FlowFailure , type Refusal } from './failure';

export type DeregistrationKey = 'reason.required' | 'reason.tooLong' | 'password.required';
export interface DeregistrationForm {
  reason: string;
  password: string;
}
export type DeregistrationErrors = Partial<Record<keyof DeregistrationForm, DeregistrationKey>>;
export type RemoveUserOutcome =
  | { kind: 'deleted' }
  | { kind: 'wrongPassword'; message?: string }
  | { kind: 'unbindWechatFirst' }
  | Refusal;

export function checkReason(reason: string, max: number): DeregistrationKey | null {
  const n = [...reason.trim()].length;
  if (n === 0) return 'reason.required';
  return n > max ? 'reason.tooLong' : null;
}

export interface DeregistrationContext {
  form: DeregistrationForm;
  errors: DeregistrationErrors;
  failure: FlowFailure<'wrongPassword' | 'unbindWechatFirst'> | null;
  /** DEREGISTRATION_REASON_MAX_LENGTH of src/constants.ts. */
  reasonMax: number;
}

export type DeregistrationEvent =
  | { type: 'dereg.edit'; values: Partial<DeregistrationForm> }
  | { type: 'dereg.next' }
  | { type: 'dereg.back' }
  | { type: 'dereg.confirm' }
  | { type: 'dereg.retry' };

export type DeregistrationTag = 'reason' | 'password' | 'confirm' | 'deleting' | 'done' | 'failed';

const is = (kind: RemoveUserOutcome['kind']) => ({ event }: { event: unknown }) =>
  (event as { output: RemoveUserOutcome }).output.kind === kind;

export const deregistrationMachine = setup({
  types: {
    context: {} as DeregistrationContext,
    events: {} as DeregistrationEvent,
    input: {} as { reasonMax: number },
    tags: {} as DeregistrationTag,
  },
  actors: {
    removeUser: notProvided<RemoveUserOutcome, DeregistrationForm>('removeUser'),
  },
  actions: {
    /** The app ends the session; a no-op until provided. */
    deleted: () => {},
  },
  guards: {
    reasonValid: ({ context }) => checkReason(context.form.reason, context.reasonMax) === null,
    passwordGiven: ({ context }) => context.form.password !== '',
    deletedOk: is('deleted'),
    wrongPassword: is('wrongPassword'),
    unbindWechatFirst: is('unbindWechatFirst'),
  },
}).createMachine({
  id: 'deregistration',
  description:
    'Deregistration: reason (≤ 200) → password → explicit confirmation → deleting (`removeUser`) → done (session ends) or failed; a wrong password goes back to the password step.',
  context: ({ input }) => ({ form: { reason: '', password: '' }, errors: {}, failure: null, reasonMax: input.reasonMax }),
  initial: 'reason',
  on: {
    'dereg.edit': {
      actions: assign(({ context, event }) => {
        const errors = { ...context.errors };
        for (const key of Object.keys(event.values) as (keyof DeregistrationForm)[]) delete errors[key];
        return { form: { ...context.form, ...event.values }, errors };
      }),
    },
  },
  states: {
    reason: {
      tags: ['reason'],
      on: {
        'dereg.next': [
          { guard: 'reasonValid', target: 'password' },
          { actions: assign({ errors: ({ context }) => ({ reason: checkReason(context.form.reason, context.reasonMax)! }) }) },
        ],
      },
    },
    password: {
      tags: ['password'],
      on: {
        'dereg.back': 'reason',
        'dereg.next': [
          { guard: 'passwordGiven', target: 'confirming', actions: assign({ failure: null }) },
          { actions: assign({ errors: { password: 'password.required' } }) },
        ],
      },
    },
    confirming: {
      tags: ['confirm'],
      on: { 'dereg.back': 'password', 'dereg.confirm': 'deleting' },
    },
    deleting: {
      tags: ['deleting'],
      invoke: {
        id: 'removeUser',
        src: 'removeUser',
        input: ({ context }) => ({ reason: context.form.reason.trim(), password: context.form.password }),
        onDone: [
          { guard: 'deletedOk', target: 'done', actions: 'deleted' },
          {
            guard: 'wrongPassword',
            target: 'password',
            actions: assign({
              failure: ({ event }) => ({
                reason: 'wrongPassword' as const,
                ...('message' in event.output && event.output.message ? { message: event.output.message } : {}),
              }),
            }),
          },
          { guard: 'unbindWechatFirst', target: 'failed', actions: assign({ failure: { reason: 'unbindWechatFirst' } }) },
          {
            target: 'failed',
            actions: assign({ failure: refusedBy }),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: NETWORK_FAILURE }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'dereg.retry': 'confirming', 'dereg.back': 'reason' },
    },
    done: { type: 'final', tags: ['done'] },
  },
});
