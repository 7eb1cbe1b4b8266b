/**
 * Sending a verification code and its resend countdown (SPEC.md §5), the child that registration and the password
 * reset invoke. The parent hands it a request (`code.send`, taken only while idle) and hears the answer from it:
 * `code.sent`, `code.captchaRefused` (the image captcha was wrong, used or expired), `code.failed` (a refusal or a
 * call that did not get through), and `code.ready` once the countdown to a resend is over. `code.cancel` drops a code
 * the parent no longer waits for: the answer of a request under way, or the countdown.
 */
import { assign, sendParent, setup } from 'xstate';
import type { SendCodeOutcome, SendCodeRequest } from './flow-types';
import { notProvided, outputOf } from './stubs';
import { NETWORK_FAILURE, rejected, type FlowFailure } from './failure';
import { normaliseAccount } from './validation';

export interface SendCodeInput {
  /** VERIFICATION_CODE_RESEND_MS of src/constants.ts (tests shorten it). */
  resendDelayMs: number;
}

export interface SendCodeContext {
  resendDelayMs: number;
  /** The request being sent, or the last one sent. */
  request: SendCodeRequest | null;
  /** When the last code was sent (Date.now()), for the countdown the screen shows. */
  sentAt: number | null;
  /** Masked recipient of the last code, when the server says. */
  sentTo: string | null;
}

/** What the parent sends its code child. */
export type SendCodeEvent =
  | { type: 'code.send'; request: SendCodeRequest }
  | { type: 'code.cancel' };

/** The request a form hands its code child: the account it names and the image captcha's answer. */
export const codeSendEvent = (
  scene: SendCodeRequest['scene'],
  { form, captcha }: { form: { account: string; captcha: string }; captcha: { captchaKey: string } | null },
): SendCodeEvent => ({
  type: 'code.send',
  request: { account: normaliseAccount(form.account), scene, captchaKey: captcha?.captchaKey ?? '', captchaCode: form.captcha.trim() },
});

/** What the code child tells its parent: the parent's event type includes these. */
export type SendCodeParentEvent =
  | { type: 'code.sent'; sentTo: string | null }
  | { type: 'code.captchaRefused' }
  | { type: 'code.failed'; failure: FlowFailure }
  | { type: 'code.ready' };

export type SendCodeTag = 'codeIdle' | 'codeSending' | 'codeCooldown';

export const sendCodeMachine = setup({
  types: {
    context: {} as SendCodeContext,
    events: {} as SendCodeEvent,
    input: {} as SendCodeInput,
    tags: {} as SendCodeTag,
  },
  actors: {
    sendCode: notProvided<SendCodeOutcome, SendCodeRequest>('sendCode'),
  },
  // Guards on done events, named after the outcome so the chart reads `done.actor.sendCode [captchaRefused]`.
  guards: {
    codeSent: ({ event }) => outputOf<SendCodeOutcome>(event).kind === 'sent',
    captchaRefused: ({ event }) => outputOf<SendCodeOutcome>(event).kind === 'captchaInvalid',
  },
  delays: {
    resendCooldown: ({ context }) => context.resendDelayMs,
  },
  actions: {
    takeRequest: assign({ request: (_, params: { request: SendCodeRequest }) => params.request }),
    recordSent: assign({
      sentAt: () => Date.now(),
      sentTo: ({ event }) => outputOf<{ sentTo?: string }>(event).sentTo ?? null,
    }),
    tellSent: sendParent(({ context }): SendCodeParentEvent => ({ type: 'code.sent', sentTo: context.sentTo })),
    tellCaptchaRefused: sendParent({ type: 'code.captchaRefused' } satisfies SendCodeParentEvent),
    tellRefusal: sendParent(({ event }): SendCodeParentEvent => ({ type: 'code.failed', failure: rejected(outputOf(event)) })),
    tellNetworkFailure: sendParent({ type: 'code.failed', failure: NETWORK_FAILURE } satisfies SendCodeParentEvent),
    tellReady: sendParent({ type: 'code.ready' } satisfies SendCodeParentEvent),
  },
}).createMachine({
  id: 'sendCode',
  description:
    'A verification code: `code.send` while idle sends the request; the answer goes to the parent (`code.sent`, `code.captchaRefused`, `code.failed`), and a sent code starts the resend countdown, whose end the parent hears as `code.ready`; `code.cancel` drops the request under way or the countdown.',
  context: ({ input }) => ({
    resendDelayMs: input.resendDelayMs,
    request: null,
    sentAt: null,
    sentTo: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['codeIdle'],
      on: {
        'code.send': {
          target: 'sending',
          actions: { type: 'takeRequest', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    sending: {
      tags: ['codeSending'],
      on: { 'code.cancel': { target: 'idle' } },
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: 'codeSent', target: 'cooldown', actions: ['recordSent', 'tellSent'] },
          { guard: 'captchaRefused', target: 'idle', actions: 'tellCaptchaRefused' },
          { target: 'idle', actions: 'tellRefusal' },
        ],
        onError: { target: 'idle', actions: 'tellNetworkFailure' },
      },
    },
    cooldown: {
      tags: ['codeCooldown'],
      on: { 'code.cancel': { target: 'idle' } },
      after: { resendCooldown: { target: 'idle', actions: 'tellReady' } },
    },
  },
});
