/**
 * Registration (SPEC.md §5 rules, §6 "Registration is only for private fund holders and partners; institutions
 * contact their designated advisor"). After the identity choice, the form runs three regions side by side: the
 * image captcha (needed to send a code), the verification code with its resend countdown, and the entry itself,
 * so a running countdown survives a failed submit. Status ≠ 0 keeps the server's statusMsg and every input.
 */
import { assign, raise, setup } from 'xstate';
import type {
  Captcha,
  FieldErrors,
  FieldLimits,
  RegisterOutcome,
  RegisterRequest,
  RegistrationField,
  RegistrationForm,
  RegistrationIdentity,
  SendCodeOutcome,
  SendCodeRequest,
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
  /** When the last code was sent (Date.now()), for the countdown the screen shows. */
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
  | { type: 'registration.submit' };

export type RegistrationTag =
  | 'identity' | 'institution' | 'form' | 'done'
  | ('captchaLoading' | 'captchaReady' | 'captchaFailed')
  | ('codeIdle' | 'codeSending' | 'codeCooldown')
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

/** Guards on done events, named after the outcome so the chart reads `done.actor.sendCode [captchaRefused]`. */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
    tags: {} as RegistrationTag,
  },
  actors: {
    loadCaptcha: notProvided<Captcha, void>('loadCaptcha'),
    sendCode: notProvided<SendCodeOutcome, SendCodeRequest>('sendCode'),
    register: notProvided<RegisterOutcome, RegisterRequest>('register'),
  },
  guards: {
    isInstitution: ({ event }) => event.type === 'registration.chooseIdentity' && event.identity === 'institution',
    canSendCode: ({ context }) =>
      context.captcha !== null && !hasErrors(validateSendCode(context.form, context.limits)),
    formValid: ({ context }) => !hasErrors(validateRegistration(context.form, context.limits)),
    codeSent: ({ event }) => outputOf<SendCodeOutcome>(event).kind === 'sent',
    captchaRefused: ({ event }) => outputOf<SendCodeOutcome>(event).kind === 'captchaInvalid',
    registered: ({ event }) => outputOf<RegisterOutcome>(event).kind === 'ok',
  },
  delays: {
    resendCooldown: ({ context }) => context.resendDelayMs,
  },
  actions: {
    chooseIdentity: assign({ identity: (_, params: { identity: RegistrationIdentity }) => params.identity }),
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
    recordCodeSent: assign({
      codeSentAt: () => Date.now(),
      codeSentTo: ({ event }) => outputOf<{ sentTo?: string }>(event).sentTo ?? null,
    }),
    recordCaptchaInvalid: assign({ errors: ({ context }) => ({ ...context.errors, captcha: 'captcha.invalid' as const }) }),
    refreshCaptcha: raise({ type: 'registration.refreshCaptcha' }),
    recordRefusal: assign({ failure: (_, params: { message: string | null }) => rejected(params) }),
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
    "Registration: identity choice (institutions are sent to their advisor), then the form with the image captcha, the verification code and its resend countdown beside the entry; status 0 outputs the one-time token, status ≠ 0 keeps the server's statusMsg and the inputs.",
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
        code: {
          initial: 'idle',
          states: {
            idle: {
              tags: ['codeIdle'],
              on: {
                'registration.sendCode': [
                  { guard: 'canSendCode', target: 'sending', actions: 'clearNotices' },
                  { actions: 'showSendCodeErrors' },
                ],
              },
            },
            sending: {
              tags: ['codeSending'],
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({
                  account: normaliseAccount(context.form.account),
                  scene: 'register' as const,
                  captchaKey: context.captcha?.captchaKey ?? '',
                  captchaCode: context.form.captcha.trim(),
                }),
                onDone: [
                  {
                    guard: 'codeSent',
                    target: 'cooldown',
                    actions: 'recordCodeSent',
                  },
                  {
                    guard: 'captchaRefused',
                    target: 'idle',
                    actions: ['refreshCaptcha', 'recordCaptchaInvalid'],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'recordRefusal',
                      params: ({ event }) => ({
                        message: event.output.kind === 'failure' ? (event.output.message ?? null) : null,
                      }),
                    },
                  },
                ],
                onError: { target: 'idle', actions: 'recordNetworkFailure' },
              },
            },
            cooldown: {
              tags: ['codeCooldown'],
              after: { resendCooldown: { target: 'idle' } },
            },
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
