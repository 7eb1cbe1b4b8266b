/**
 * Forgot / reset password: account → image captcha → send the code → code + new password + confirm → reset.
 * The code child (machines/send-code.machine.ts), invoked for the whole flow, sends the code and counts down to a
 * resend; the reset step shows the countdown beside the entry, so a failed reset does not restart it, and a resend
 * goes back through a fresh captcha. Going back to the account keeps the code: the same account leads straight back to
 * the code's entry, countdown and all; another account drops it and asks for a new one. Every failure keeps what the
 * user typed, except a captcha's text: a code request spends its captcha, so any failed one brings a new image.
 */
import { assign, sendTo, setup } from 'xstate';
import type {
  Captcha,
  FieldErrors,
  FieldLimits,
  ForgotPasswordField,
  ForgotPasswordForm,
  ResetPasswordOutcome,
  ResetPasswordRequest,
} from './flow-types';
import {
  checkAccount,
  DEFAULT_LIMITS,
  hasErrors,
  normaliseAccount,
  validateResetPassword,
  validateSendCode,
} from './validation';
import { notProvided, outputOf } from './stubs';
import { NETWORK_FAILURE, rejected, type FlowFailure } from './failure';
import { codeSendEvent, sendCodeMachine, type SendCodeParentEvent } from './send-code.machine';

export interface ForgotPasswordInput {
  /** VERIFICATION_CODE_RESEND_MS of src/constants.ts (tests shorten it). */
  resendDelayMs: number;
  /** Prefill, e.g. the account typed on the login page. */
  account?: string;
  limits?: FieldLimits;
}

export interface ForgotPasswordContext {
  form: ForgotPasswordForm;
  errors: FieldErrors<ForgotPasswordField>;
  captcha: Captcha | null;
  codeSentAt: number | null;
  /** Masked recipient of the last code, when the server says. */
  codeSentTo: string | null;
  /** The account (normalised) the last code went to: the same account goes back to its entry, no new code. */
  codeAccount: string | null;
  /** The last code's countdown is over (or none runs): a resend may go out. */
  codeReady: boolean;
  resendDelayMs: number;
  /** The server's message of a refused call. */
  /** Why the last call failed: the server refused (its statusMsg, when it gave one) or the call did not get through. */
  failure: FlowFailure | null;
  limits: FieldLimits;
}

export type ForgotPasswordEvent =
  | { type: 'forgotPassword.change'; values: Partial<ForgotPasswordForm> }
  | { type: 'forgotPassword.next' }
  | { type: 'forgotPassword.back' }
  | { type: 'forgotPassword.refreshCaptcha' }
  | { type: 'forgotPassword.sendCode' }
  | { type: 'forgotPassword.resendCode' }
  | { type: 'forgotPassword.submit' }
  | SendCodeParentEvent;

export type ForgotPasswordTag =
  | 'account'
  | 'captcha'
  | 'captchaLoading'
  | 'captchaReady'
  | 'captchaFailed'
  | 'codeSending'
  | 'newPassword'
  | 'codeCooldown'
  | 'canResend'
  | 'submitting'
  | 'done';

export const emptyForgotPasswordForm = (account = ''): ForgotPasswordForm => ({
  account,
  captcha: '',
  code: '',
  password: '',
  confirm: '',
});

const notices = { failure: null };

/** Guards on done events, named after the outcome so the chart reads `done.actor.resetPassword [codeRefused]`. */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    tags: {} as ForgotPasswordTag,
    children: {} as { code: 'code' },
  },
  actors: {
    loadCaptcha: notProvided<Captcha, void>('loadCaptcha'),
    /** Sends the code and counts down to a resend; the app provides it with its `sendCode` actor. */
    code: sendCodeMachine,
    resetPassword: notProvided<ResetPasswordOutcome, ResetPasswordRequest>('resetPassword'),
  },
  guards: {
    accountValid: ({ context }) => checkAccount(context.form.account, context.limits.email) === null,
    codeSentToAccount: ({ context }) => context.codeAccount !== null && context.codeAccount === normaliseAccount(context.form.account),
    codeReady: ({ context }) => context.codeReady,
    canSendCode: ({ context }) =>
      context.captcha !== null && !hasErrors(validateSendCode(context.form, context.limits)),
    formValid: ({ context }) => !hasErrors(validateResetPassword(context.form, context.limits)),
    passwordReset: ({ event }) => outputOf<ResetPasswordOutcome>(event).kind === 'ok',
    codeRefused: ({ event }) => outputOf<ResetPasswordOutcome>(event).kind === 'codeInvalid',
  },
  actions: {
    change: assign(({ context }, params: { values: Partial<ForgotPasswordForm> }) => ({
      form: { ...context.form, ...params.values },
      errors: Object.fromEntries(
        Object.entries(context.errors).filter(([field]) => !(field in params.values)),
      ) as FieldErrors<ForgotPasswordField>,
    })),
    showAccountError: assign({
      errors: ({ context }) => {
        const key = checkAccount(context.form.account, context.limits.email);
        return key === null ? {} : { account: key };
      },
    }),
    showSendCodeErrors: assign({ errors: ({ context }) => validateSendCode(context.form, context.limits) }),
    showErrors: assign({ errors: ({ context }) => validateResetPassword(context.form, context.limits) }),
    /** A new image needs new text; the old key must not be sent. */
    forgetCaptcha: assign(({ context }) => ({ captcha: null, form: { ...context.form, captcha: '' } })),
    setCaptcha: assign({ captcha: (_, params: { captcha: Captcha }) => params.captcha }),
    clearNotices: assign(notices),
    requestCode: sendTo('code', ({ context }) => codeSendEvent('forgotPassword', context)),
    /** Another account: the last code is for nobody, its answer and its countdown go. */
    dropCode: sendTo('code', { type: 'code.cancel' as const }),
    forgetCode: assign({ codeSentAt: null, codeSentTo: null, codeAccount: null, codeReady: true }),
    /** A new code voids the old one, so the typed old code goes too. */
    recordCodeSent: assign(({ context }, params: { sentTo: string | null }) => ({
      codeSentAt: Date.now(),
      codeSentTo: params.sentTo,
      codeAccount: normaliseAccount(context.form.account),
      codeReady: false,
      form: { ...context.form, code: '' },
      errors: {},
    })),
    recordCodeReady: assign({ codeReady: true }),
    recordCaptchaInvalid: assign({ errors: { captcha: 'captcha.invalid' } }),
    recordCodeInvalid: assign({ errors: { code: 'code.invalid' } }),
    recordRefusal: assign({ failure: (_, params: { message: string | null }) => rejected(params) }),
    recordFailure: assign({ failure: (_, params: { failure: FlowFailure }) => params.failure }),
    recordNetworkFailure: assign({ failure: NETWORK_FAILURE }),
  },
}).createMachine({
  id: 'forgotPassword',
  description:
    'Forgot password: account, image captcha, send the code (through the code child, `sendCode`), then code + new password + confirm with the resend countdown beside; `resetPassword` ends it; back at the account the code stays for that account (another account drops it); failures keep the inputs.',
  context: ({ input }) => ({
    form: emptyForgotPasswordForm(input.account),
    errors: {},
    captcha: null,
    codeSentAt: null,
    codeSentTo: null,
    codeAccount: null,
    codeReady: true,
    resendDelayMs: input.resendDelayMs,
    ...notices,
    limits: input.limits ?? DEFAULT_LIMITS,
  }),
  initial: 'account',
  invoke: { id: 'code', src: 'code', input: ({ context }) => ({ resendDelayMs: context.resendDelayMs }) },
  on: {
    'forgotPassword.change': { actions: { type: 'change', params: ({ event }) => ({ values: event.values }) } },
    // A code sent after the user went back to the account is still theirs; its countdown's end is kept for the entry.
    'code.sent': { actions: { type: 'recordCodeSent', params: ({ event }) => ({ sentTo: event.sentTo }) } },
    'code.ready': { actions: 'recordCodeReady' },
  },
  states: {
    account: {
      tags: ['account'],
      on: {
        'forgotPassword.next': [
          { guard: 'codeSentToAccount', target: 'reset' },
          { guard: 'accountValid', target: 'captcha', actions: ['dropCode', 'forgetCode'] },
          { actions: 'showAccountError' },
        ],
      },
    },
    captcha: {
      tags: ['captcha'],
      initial: 'loading',
      on: { 'forgotPassword.back': { target: 'account', actions: 'clearNotices' } },
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
        ready: {
          tags: ['captchaReady'],
          on: {
            'forgotPassword.refreshCaptcha': { target: 'loading' },
            'forgotPassword.sendCode': [
              { guard: 'canSendCode', target: 'sending', actions: ['clearNotices', 'requestCode'] },
              { actions: 'showSendCodeErrors' },
            ],
          },
        },
        failed: { tags: ['captchaFailed'], on: { 'forgotPassword.refreshCaptcha': { target: 'loading' } } },
        sending: {
          tags: ['codeSending'],
          on: {
            'code.sent': {
              target: '#forgotPassword.reset',
              actions: { type: 'recordCodeSent', params: ({ event }) => ({ sentTo: event.sentTo }) },
            },
            'code.captchaRefused': { target: 'loading', actions: 'recordCaptchaInvalid' },
            // The request spent its captcha: a new image, with the refusal's reason.
            'code.failed': {
              target: 'loading',
              actions: { type: 'recordFailure', params: ({ event }) => ({ failure: event.failure }) },
            },
          },
        },
      },
    },
    reset: {
      type: 'parallel',
      states: {
        resend: {
          initial: 'cooldown',
          states: {
            cooldown: { tags: ['codeCooldown'], always: { guard: 'codeReady', target: 'ready' } },
            ready: {
              tags: ['canResend'],
              on: { 'forgotPassword.resendCode': { target: '#forgotPassword.captcha', actions: 'clearNotices' } },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['newPassword'],
              on: {
                'forgotPassword.submit': [
                  { guard: 'formValid', target: 'submitting', actions: 'clearNotices' },
                  { actions: 'showErrors' },
                ],
                'forgotPassword.back': { target: '#forgotPassword.account', actions: 'clearNotices' },
              },
            },
            submitting: {
              tags: ['submitting'],
              invoke: {
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ context }) => ({
                  account: normaliseAccount(context.form.account),
                  verificationCode: context.form.code.trim(),
                  password: context.form.password,
                }),
                onDone: [
                  {
                    guard: 'passwordReset',
                    target: '#forgotPassword.done',
                  },
                  {
                    guard: 'codeRefused',
                    target: 'editing',
                    actions: 'recordCodeInvalid',
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'recordRefusal',
                      params: ({ event }) => ({
                        message: event.output.kind === 'failure' ? (event.output.message ?? null) : null,
                      }),
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
