/**
 * Changing the e-mail or mobile (SPEC.md §4 "Partner expiry": change requests become pending, a further change is
 * blocked while one is processing; "use this mobile number and overwrite the old one?"). The current password is
 * checked first (`verifyPassword` gives a short-lived ticket), then the new value is proven with a code sent to it
 * (`sendCode`), a new mobile is confirmed as overwriting the old one, and `requestChange` files the request.
 * Everything typed is kept on a refusal.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './stubs';
import { NETWORK_FAILURE, refusedBy, type FlowFailure , type Refusal } from './failure';

export type ChangeField = 'email' | 'mobile';
export type ChangeKey =
  | 'password.required'
  | 'email.required'
  | 'email.format'
  | 'mobile.required'
  | 'mobile.format'
  | 'code.required'
  | 'code.invalid';
export interface ChangeForm {
  password: string;
  value: string;
  code: string;
}
export type ChangeErrors = Partial<Record<keyof ChangeForm, ChangeKey>>;

export type PasswordCheckOutcome =
  | { kind: 'verified'; ticket: string }
  | { kind: 'wrongPassword'; message?: string }
  | Refusal;
export type SendCodeOutcome = { kind: 'sent'; sentTo: string } | Refusal;
export type ChangeOutcome =
  | { kind: 'pending' }
  | { kind: 'blocked' }
  | { kind: 'wrongCode' }
  | { kind: 'ticketExpired' }
  | Refusal;
export interface ChangeRequestInput {
  field: ChangeField;
  /** A change is already being processed (getAccountSettingInfo.pendingChanges). */
  blocked: boolean;
  /** VERIFICATION_CODE_RESEND_MS of src/constants.ts. */
  resendDelayMs: number;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const MOBILE = /^(\+?86)?1[3-9]\d{9}$|^\+(852[4-9]\d{7}|65[89]\d{7}|1[2-9]\d{2}[2-9]\d{6})$/;
export const normaliseContact = (field: ChangeField, value: string) =>
  field === 'mobile' ? value.replace(/[\s\-()]/g, '') : value.trim();

/** The new value's rule (mainland or the offshore mobile formats; e-mail format). */
export function checkNewValue(field: ChangeField, value: string): ChangeKey | null {
  const v = normaliseContact(field, value);
  if (v === '') return field === 'email' ? 'email.required' : 'mobile.required';
  if (field === 'email') return EMAIL.test(v) && !v.includes('..') && v.length <= 50 ? null : 'email.format';
  return MOBILE.test(v) ? null : 'mobile.format';
}

function validateChange(field: ChangeField, form: ChangeForm): ChangeErrors {
  const errors: ChangeErrors = {};
  const value = checkNewValue(field, form.value);
  if (value) errors.value = value;
  if (form.code.trim() === '') errors.code = 'code.required';
  return errors;
}

export interface ChangeRequestContext extends ChangeRequestInput {
  form: ChangeForm;
  errors: ChangeErrors;
  ticket: string | null;
  sentTo: string | null;
  codeSentAt: number | null;
  failure: FlowFailure<'ticketExpired'> | null;
}

export type ChangeRequestEvent =
  | { type: 'change.edit'; values: Partial<ChangeForm> }
  | { type: 'change.verify' }
  | { type: 'change.sendCode' }
  | { type: 'change.submit' }
  | { type: 'change.confirmOverwrite' }
  | { type: 'change.declineOverwrite' };

export type ChangeRequestTag =
  | 'blocked'
  | 'password'
  | 'verifying'
  | 'editing'
  | 'sendingCode'
  | 'codeCooldown'
  | 'askOverwrite'
  | 'submitting'
  | 'pending';

type Output<T> = { event: { output: T } };
const outcome = <T extends { kind: string }>(kind: T['kind']) => ({ event }: { event: unknown }) =>
  (event as Output<T>['event']).output.kind === kind;

export const changeRequestMachine = setup({
  types: {
    context: {} as ChangeRequestContext,
    events: {} as ChangeRequestEvent,
    input: {} as ChangeRequestInput,
    tags: {} as ChangeRequestTag,
  },
  actors: {
    verifyPassword: notProvided<PasswordCheckOutcome, { password: string }>('verifyPassword'),
    sendCode: notProvided<SendCodeOutcome, { field: ChangeField; value: string }>('sendCode'),
    requestChange: notProvided<ChangeOutcome, { field: ChangeField; value: string; code: string; ticket: string }>('requestChange'),
  },
  actions: {
    /** The app reloads the settings; a no-op until provided. */
    filed: () => {},
    edit: assign(({ context }, params: { values: Partial<ChangeForm> }) => {
      const errors = { ...context.errors };
      for (const key of Object.keys(params.values) as (keyof ChangeForm)[]) delete errors[key];
      return { form: { ...context.form, ...params.values }, errors, failure: null };
    }),
  },
  guards: {
    blocked: ({ context }) => context.blocked,
    passwordGiven: ({ context }) => context.form.password !== '',
    valueValid: ({ context }) => checkNewValue(context.field, context.form.value) === null,
    formValid: ({ context }) => Object.keys(validateChange(context.field, context.form)).length === 0,
    isMobile: ({ context }) => context.field === 'mobile',
    verified: outcome<PasswordCheckOutcome>('verified'),
    wrongPassword: outcome<PasswordCheckOutcome>('wrongPassword'),
    sent: outcome<SendCodeOutcome>('sent'),
    isPending: outcome<ChangeOutcome>('pending'),
    isBlocked: outcome<ChangeOutcome>('blocked'),
    wrongCode: outcome<ChangeOutcome>('wrongCode'),
    ticketExpired: outcome<ChangeOutcome>('ticketExpired'),
  },
  delays: {
    resendDelay: ({ context }) => context.resendDelayMs,
  },
}).createMachine({
  id: 'changeRequest',
  description:
    'E-mail/mobile change: blocked at once while another request is processing; else password check → new value and the code sent to it → (mobile: overwrite the old one?) → filed as pending. A 4009 on filing also ends blocked.',
  context: ({ input }) => ({
    ...input,
    form: { password: '', value: '', code: '' },
    errors: {},
    ticket: null,
    sentTo: null,
    codeSentAt: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'blocked', target: 'blocked' }, { target: 'password' }] },
    blocked: { type: 'final', tags: ['blocked'] },
    password: {
      tags: ['password'],
      on: {
        'change.edit': { actions: { type: 'edit', params: ({ event }) => ({ values: event.values }) } },
        'change.verify': [
          { guard: 'passwordGiven', target: 'verifying', actions: assign({ failure: null }) },
          { actions: assign({ errors: { password: 'password.required' } }) },
        ],
      },
    },
    verifying: {
      tags: ['verifying'],
      invoke: {
        id: 'verifyPassword',
        src: 'verifyPassword',
        input: ({ context }) => ({ password: context.form.password }),
        onDone: [
          {
            guard: 'verified',
            target: 'editing',
            actions: assign({
              ticket: ({ event }) => (event.output.kind === 'verified' ? event.output.ticket : null),
              form: ({ context }) => ({ ...context.form, password: '' }),
            }),
          },
          { guard: 'wrongPassword', target: 'password', actions: assign({ failure: refusedBy }) },
          { target: 'password', actions: assign({ failure: refusedBy }) },
        ],
        onError: { target: 'password', actions: assign({ failure: NETWORK_FAILURE }) },
      },
    },
    editing: {
      tags: ['editing'],
      initial: 'idle',
      on: {
        'change.edit': { actions: { type: 'edit', params: ({ event }) => ({ values: event.values }) } },
        'change.submit': [
          { guard: 'formValid', target: 'confirmOrSubmit', actions: assign({ failure: null }) },
          { actions: assign({ errors: ({ context }) => validateChange(context.field, context.form) }) },
        ],
      },
      states: {
        idle: {
          on: {
            'change.sendCode': [
              { guard: 'valueValid', target: 'sending' },
              { actions: assign({ errors: ({ context }) => ({ ...context.errors, value: checkNewValue(context.field, context.form.value)! }) }) },
            ],
          },
        },
        sending: {
          tags: ['sendingCode'],
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ field: context.field, value: normaliseContact(context.field, context.form.value) }),
            onDone: [
              {
                guard: 'sent',
                target: 'cooldown',
                actions: assign({
                  sentTo: ({ event }) => (event.output.kind === 'sent' ? event.output.sentTo : null),
                  codeSentAt: () => Date.now(),
                }),
              },
              { target: 'idle', actions: assign({ failure: refusedBy }) },
            ],
            onError: { target: 'idle', actions: assign({ failure: NETWORK_FAILURE }) },
          },
        },
        cooldown: { tags: ['codeCooldown'], after: { resendDelay: 'idle' } },
      },
    },
    confirmOrSubmit: { always: [{ guard: 'isMobile', target: 'askOverwrite' }, { target: 'submitting' }] },
    /** "Use this mobile number and overwrite the old one?" */
    askOverwrite: {
      tags: ['askOverwrite'],
      on: { 'change.confirmOverwrite': 'submitting', 'change.declineOverwrite': 'editing' },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'requestChange',
        src: 'requestChange',
        input: ({ context }) => ({
          field: context.field,
          value: normaliseContact(context.field, context.form.value),
          code: context.form.code.trim(),
          ticket: context.ticket ?? '',
        }),
        onDone: [
          { guard: 'isPending', target: 'pending', actions: 'filed' },
          { guard: 'isBlocked', target: 'blocked' },
          { guard: 'wrongCode', target: 'editing', actions: assign({ errors: { code: 'code.invalid' } }) },
          // The password ticket is short-lived: ask for the password again, keep the new value and code.
          { guard: 'ticketExpired', target: 'password', actions: assign({ ticket: null, failure: { reason: 'ticketExpired' } }) },
          { target: 'editing', actions: assign({ failure: refusedBy }) },
        ],
        onError: { target: 'editing', actions: assign({ failure: NETWORK_FAILURE }) },
      },
    },
    pending: { type: 'final', tags: ['pending'] },
  },
});
