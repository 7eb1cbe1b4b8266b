/**
 * Registration (SPEC.md §5 rules, §6 "Registration is only for private fund holders and partners; institutions
 * contact their designated advisor"). After the identity choice, the form runs two regions side by side, the image
 * captcha (needed to send a code) and the entry itself. The code child (machines/send-code.machine.ts), invoked for
 * the whole registration, sends the verification code and counts down to a resend, so a running countdown survives a
 * failed submit and a change of identity. A code request spends its captcha: any failed one brings a new image.
 * Status ≠ 0 keeps the server's statusMsg and every input.
 */
import { assign, raise, sendTo, setup } from 'xstate';
import type {
  Captcha,
  FieldErrors,
  FieldLimits,
  RegisterOutcome,
  RegisterRequest,
  RegistrationField,
  RegistrationForm,
  RegistrationIdentity,
} from './flow-types';
import {
  DEFAULT_LIMITS,
  hasErrors,
  normaliseAccount,
  validateRegistration,
  validateSendCode,
} from './validation';
import { notProvided, outputOf } from './stubs';
import { NETWORK_FAILURE, rejected, type FlowFailure } from './failure';
import { codeSendEvent, sendCodeMachine, type SendCodeParentEvent } from './send-code.machine';

export interface RegistrationInput {
  /** VERIFICATION_CODE_RESEND_MS of src/constants.ts (tests shorten it). */
  resendDelayMs: number;
  limits?: FieldLimits;
}

export interface RegistrationContext {
  identity: RegistrationIdentity | null;
  form: RegistrationForm;
  errors: FieldErrors<RegistrationField>;
  captcha: Captcha | null;
  /** When the last code was sent (Date.now()). */
  codeSentAt: number | null;
  /** Masked recipient of the last code, when the server says. */
  codeSentTo: string | null;
  resendDelayMs: number;
  /** Why the last call failed: the server refused (its statusMsg, when it gave one) or the call did not get through. */
  failure: FlowFailure | null;
  /** The new account, once registered (status 0). */
  account: Omit<Extract<RegisterOutcome, { kind: 'ok' }>, 'kind'> | null;
  limits: FieldLimits;
}

export type RegistrationEvent =
  | { type: 'registration.chooseIdentity'; identity: RegistrationIdentity }
  | { type: 'registration.back' }
  | { type: 'registration.change'; values: Partial<RegistrationForm> }
  | { type: 'registration.refreshCaptcha' }
  | { type: 'registration.sendCode' }
  | { type: 'registration.submit' }
  | SendCodeParentEvent;

export type RegistrationTag =
  | 'identity' | 'institution' | 'form' | 'done'
  | ('captchaLoading' | 'captchaReady' | 'captchaFailed')
  | ('editing' | 'submitting');

export interface RegistrationOutput {
  identity: Exclude<RegistrationIdentity, 'institution'>;
  onetimeToken: string;
  userId: string;
  userName: string;
  equipmentId: string;
}

export const emptyRegistrationForm = (): RegistrationForm => ({
  account: '', name: '', password: '', confirm: '', captcha: '', code: '', agreed: false,
});

const withoutFields = <F extends string>(errors: FieldErrors<F>, fields: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field))) as FieldErrors<F>;

/** Guards on done events, named after the outcome so the chart reads `done.actor.register [registered]`. */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
    tags: {} as RegistrationTag,
    children: {} as { code: 'code' },
  },
  actors: {
    loadCaptcha: notProvided<Captcha, void>('loadCaptcha'),
    /** Sends the code and counts down to a resend; the app provides it with its `sendCode` actor. */
    code: sendCodeMachine,
    register: notProvided<RegisterOutcome, RegisterRequest>('register'),
  },
  guards: {
    isInstitution: ({ event }) => event.type === 'registration.chooseIdentity' && event.identity === 'institution',
    canSendCode: ({ context }) =>
      context.captcha !== null && !hasErrors(validateSendCode(context.form, context.limits)),
    formValid: ({ context }) => !hasErrors(validateRegistration(context.form, context.limits)),
    registered: ({ event }) => outputOf<RegisterOutcome>(event).kind === 'ok',
  },
  actions: {
    /** A new choice starts the form afresh: the last refusal is about the last attempt. */
    chooseIdentity: assign({ identity: (_, params: { identity: RegistrationIdentity }) => params.identity, failure: null }),
    change: assign(({ context }, params: { values: Partial<RegistrationForm> }) => ({
      form: { ...context.form, ...params.values },
      errors: withoutFields(context.errors, Object.keys(params.values)),
    })),
    /** A new image needs new text; the old key must not be sent. */
    forgetCaptcha: assign(({ context }) => ({ captcha: null, form: { ...context.form, captcha: '' } })),
    setCaptcha: assign({ captcha: (_, params: { captcha: Captcha }) => params.captcha }),
    showSendCodeErrors: assign({
      errors: ({ context }) => ({ ...context.errors, ...validateSendCode(context.form, context.limits) }),
    }),
    showErrors: assign({ errors: ({ context }) => validateRegistration(context.form, context.limits) }),
    clearNotices: assign({ failure: null }),
    /** The code child sends it: the child takes it only while no code is under way or counting down. */
    requestCode: sendTo('code', ({ context }) => codeSendEvent('register', context)),
    recordCodeSent: assign({
      codeSentAt: () => Date.now(),
      codeSentTo: (_, params: { sentTo: string | null }) => params.sentTo,
    }),
    recordCaptchaInvalid: assign({ errors: ({ context }) => ({ ...context.errors, captcha: 'captcha.invalid' as const }) }),
    refreshCaptcha: raise({ type: 'registration.refreshCaptcha' }),
    recordRefusal: assign({ failure: (_, params: { message: string | null }) => rejected(params) }),
    recordFailure: assign({ failure: (_, params: { failure: FlowFailure }) => params.failure }),
    recordNetworkFailure: assign({ failure: NETWORK_FAILURE }),
    recordAccount: assign({
      account: (_, params: { outcome: RegisterOutcome }) => {
        if (params.outcome.kind !== 'ok') return null;
        const { onetimeToken, userId, userName, equipmentId } = params.outcome;
        return { onetimeToken, userId, userName, equipmentId };
      },
    }),
  },
}).createMachine({
  id: 'registration',
  description:
    "Registration: identity choice (institutions are sent to their advisor), then the form with the image captcha beside the entry; the code child (`sendCode`), running for the whole registration, sends the verification code and counts down to a resend; status 0 outputs the one-time token, status ≠ 0 keeps the server's statusMsg and the inputs.",
  context: ({ input }) => ({
    identity: null,
    form: emptyRegistrationForm(),
    errors: {},
    captcha: null,
    codeSentAt: null,
    codeSentTo: null,
    resendDelayMs: input.resendDelayMs,
    failure: null,
    account: null,
    limits: input.limits ?? DEFAULT_LIMITS,
  }),
  initial: 'identity',
  invoke: { id: 'code', src: 'code', input: ({ context }) => ({ resendDelayMs: context.resendDelayMs }) },
  on: {
    'code.sent': { actions: { type: 'recordCodeSent', params: ({ event }) => ({ sentTo: event.sentTo }) } },
    'code.captchaRefused': { actions: ['refreshCaptcha', 'recordCaptchaInvalid'] },
    'code.failed': { actions: [{ type: 'recordFailure', params: ({ event }) => ({ failure: event.failure }) }, 'refreshCaptcha'] },
  },
  output: ({ context }) => ({
    identity: context.identity === 'partner' ? 'partner' : 'individual',
    ...(context.account ?? { onetimeToken: '', userId: '', userName: '', equipmentId: '' }),
  }),
  states: {
    identity: {
      tags: ['identity'],
      on: {
        'registration.chooseIdentity': [
          // Institutions register through their advisor: nothing to remember.
          { guard: 'isInstitution', target: 'institution' },
          { target: 'form', actions: { type: 'chooseIdentity', params: ({ event }) => ({ identity: event.identity }) } },
        ],
      },
    },
    /** "Contact your designated advisor": an information page, no form. */
    institution: {
      tags: ['institution'],
      on: { 'registration.back': { target: 'identity' } },
    },
    form: {
      type: 'parallel',
      tags: ['form'],
      on: {
        'registration.sendCode': [
          { guard: 'canSendCode', actions: ['clearNotices', 'requestCode'] },
          { actions: 'showSendCodeErrors' },
        ],
      },
      states: {
        captcha: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['captchaLoading'],
              entry: 'forgetCaptcha',
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                onDone: { target: 'ready', actions: { type: 'setCaptcha', params: ({ event }) => ({ captcha: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            ready: { tags: ['captchaReady'], on: { 'registration.refreshCaptcha': { target: 'loading' } } },
            failed: { tags: ['captchaFailed'], on: { 'registration.refreshCaptcha': { target: 'loading' } } },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editing'],
              on: {
                'registration.change': { actions: { type: 'change', params: ({ event }) => ({ values: event.values }) } },
                'registration.submit': [
                  { guard: 'formValid', target: 'submitting', actions: 'clearNotices' },
                  { actions: 'showErrors' },
                ],
                'registration.back': { target: '#registration.identity' },
              },
            },
            submitting: {
              tags: ['submitting'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => ({
                  identityType: context.identity === 'partner' ? (3 as const) : (1 as const),
                  account: normaliseAccount(context.form.account),
                  userName: context.form.name.trim(),
                  password: context.form.password,
                  verificationCode: context.form.code.trim(),
                  agreeTerms: true as const,
                }),
                onDone: [
                  {
                    guard: 'registered',
                    target: '#registration.done',
                    actions: { type: 'recordAccount', params: ({ event }) => ({ outcome: event.output }) },
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'recordRefusal',
                      params: ({ event }) => ({ message: event.output.kind === 'rejected' ? event.output.statusMsg : null }),
                    },
                  },
                ],
                onError: { target: 'editing', actions: 'recordNetworkFailure' },
              },
            },
          },
        },
      },
    },
    done: { type: 'final', tags: ['done'] },
  },
});
