/**
 * Partner expiry (SPEC.md §4 "Partner expiry"): a partner whose partnership expired asks for a verification
 * email; the emailed link (/validEmail, opened with its token) is validated: success (/emailSuccess) or
 * failure/expiry. When the server holds a different mobile number the user is asked whether to use it and
 * overwrite the old one; the answer (confirm: overwrite, decline: keep the old one) goes to `coverClientMsg`.
 * Two entries: without `validationToken` the request part runs; with it (from /validEmail) the validation part.
 */
import { assign, setup } from 'xstate';
import type {
  CoverClientMsgOutcome,
  CoverClientMsgRequest,
  SendPartnerAuthEmailOutcome,
  ValidateEmailOutcome,
} from './flow-types';
import { notProvided, outputOf } from './stubs';
import { NETWORK_FAILURE, rejected, type FlowFailure } from './failure';

export interface PartnerExpiryInput {
  /** The token of the emailed link, when the machine starts from /validEmail. */
  validationToken?: string;
}

export interface PartnerExpiryContext {
  validationToken: string | null;
  /** Masked address the email went to, when the server tells it. */
  sentTo: string | null;
  /** The mobile number the server proposes to keep (masked or full, as the server sends it). */
  proposedMobile: string | null;
  /** Why the link was refused. */
  validationFailure: 'invalid' | 'expired' | null;
  /** The user's answer to the overwrite question (sent as `cover`). */
  cover: boolean;
  /** Whether the old mobile number was overwritten (null: the question was never answered). */
  overwritten: boolean | null;
  /** The last send/overwrite error: the server's message when it gave one, or a network failure. */
  error: FlowFailure | null;
}

export type PartnerExpiryEvent =
  | { type: 'partnerExpiry.send' }
  | { type: 'partnerExpiry.resend' }
  | { type: 'partnerExpiry.confirm' }
  | { type: 'partnerExpiry.decline' };

export type PartnerExpiryTag =
  | 'request'
  | 'sending'
  | 'sent'
  | 'validating'
  | 'validated'
  | 'validationFailed'
  | 'askOverwrite'
  | 'overwriting';

export interface PartnerExpiryOutput {
  validated: boolean;
  overwritten: boolean | null;
}

/** The server's message of a refusal, if the outcome carries one. */
const messageOf = (outcome: SendPartnerAuthEmailOutcome | CoverClientMsgOutcome) =>
  outcome.kind === 'failure' ? outcome.message : undefined;

/** Guards on done events, named after the outcome so the chart reads `done.actor.validateEmail [linkExpired]`. */
export const partnerExpiryMachine = setup({
  types: {
    context: {} as PartnerExpiryContext,
    events: {} as PartnerExpiryEvent,
    input: {} as PartnerExpiryInput,
    output: {} as PartnerExpiryOutput,
    tags: {} as PartnerExpiryTag,
  },
  actors: {
    sendPartnerAuthEmail: notProvided<SendPartnerAuthEmailOutcome, void>('sendPartnerAuthEmail'),
    validateEmail: notProvided<ValidateEmailOutcome, { validationToken: string }>('validateEmail'),
    coverClientMsg: notProvided<CoverClientMsgOutcome, CoverClientMsgRequest>('coverClientMsg'),
  },
  guards: {
    hasValidationToken: ({ context }) => context.validationToken !== null,
    emailSent: ({ event }) => outputOf<SendPartnerAuthEmailOutcome>(event).kind === 'sent',
    linkValid: ({ event }) => outputOf<ValidateEmailOutcome>(event).kind === 'valid',
    mobileDiffers: ({ event }) => outputOf<ValidateEmailOutcome>(event).kind === 'mobileDiffers',
    linkExpired: ({ event }) => outputOf<ValidateEmailOutcome>(event).kind === 'expired',
    overwriteDone: ({ event }) => outputOf<CoverClientMsgOutcome>(event).kind === 'ok',
  },
  actions: {
    clearError: assign({ error: null }),
    recordSent: assign({
      sentTo: (_, params: { outcome: SendPartnerAuthEmailOutcome }) =>
        params.outcome.kind === 'sent' ? (params.outcome.sentTo ?? null) : null,
    }),
    recordRejected: assign({
      error: (_, params: { message: string | undefined }) => rejected(params),
    }),
    recordNetworkFailure: assign({ error: NETWORK_FAILURE }),
    recordProposedMobile: assign({
      proposedMobile: (_, params: { outcome: ValidateEmailOutcome }) =>
        params.outcome.kind === 'mobileDiffers' ? params.outcome.mobile : null,
    }),
    recordValidationFailure: assign({
      validationFailure: (_, params: { reason: 'invalid' | 'expired' }) => params.reason,
    }),
    answerOverwrite: assign({ cover: (_, params: { cover: boolean }) => params.cover, error: null }),
    recordOverwritten: assign({ overwritten: ({ context }) => context.cover }),
  },
}).createMachine({
  id: 'partnerExpiry',
  description:
    'Partner expiry: request the verification email (`sendPartnerAuthEmail`), the sent page, then the emailed link validated by `validateEmail` (success, failure/expiry), with the question whether to use the mobile number and overwrite the old one (`coverClientMsg`).',
  context: ({ input }) => ({
    validationToken: input.validationToken ?? null,
    sentTo: null,
    proposedMobile: null,
    validationFailure: null,
    cover: false,
    overwritten: null,
    error: null,
  }),
  initial: 'request',
  output: ({ context }) => ({
    validated: context.validationFailure === null && context.validationToken !== null,
    overwritten: context.overwritten,
  }),
  states: {
    request: {
      tags: ['request'],
      // Opened from the emailed link (/validEmail): nothing to request, the link is checked at once.
      always: { guard: 'hasValidationToken', target: 'validating' },
      on: { 'partnerExpiry.send': { target: 'sending', actions: 'clearError' } },
    },
    sending: {
      tags: ['sending'],
      invoke: {
        id: 'sendPartnerAuthEmail',
        src: 'sendPartnerAuthEmail',
        onDone: [
          {
            guard: 'emailSent',
            target: 'sent',
            actions: { type: 'recordSent', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'request',
            actions: { type: 'recordRejected', params: ({ event }) => ({ message: messageOf(event.output) }) },
          },
        ],
        onError: { target: 'request', actions: 'recordNetworkFailure' },
      },
    },
    sent: {
      tags: ['sent'],
      on: { 'partnerExpiry.resend': { target: 'sending', actions: 'clearError' } },
    },
    validating: {
      tags: ['validating'],
      invoke: {
        id: 'validateEmail',
        src: 'validateEmail',
        input: ({ context }) => ({ validationToken: context.validationToken ?? '' }),
        onDone: [
          {
            guard: 'linkValid',
            target: 'validated',
          },
          {
            guard: 'mobileDiffers',
            target: 'askOverwrite',
            actions: { type: 'recordProposedMobile', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: 'linkExpired',
            target: 'validationFailed',
            actions: { type: 'recordValidationFailure', params: { reason: 'expired' } },
          },
          {
            target: 'validationFailed',
            actions: { type: 'recordValidationFailure', params: { reason: 'invalid' } },
          },
        ],
        // A link that cannot be checked is not a validated link: the page says it failed.
        onError: {
          target: 'validationFailed',
          actions: { type: 'recordValidationFailure', params: { reason: 'invalid' } },
        },
      },
    },
    askOverwrite: {
      tags: ['askOverwrite'],
      on: {
        'partnerExpiry.confirm': { target: 'overwriting', actions: { type: 'answerOverwrite', params: { cover: true } } },
        'partnerExpiry.decline': { target: 'overwriting', actions: { type: 'answerOverwrite', params: { cover: false } } },
      },
    },
    overwriting: {
      tags: ['overwriting'],
      invoke: {
        id: 'coverClientMsg',
        src: 'coverClientMsg',
        input: ({ context }) => ({ cover: context.cover }),
        onDone: [
          { guard: 'overwriteDone', target: 'validated', actions: 'recordOverwritten' },
          {
            target: 'askOverwrite',
            actions: { type: 'recordRejected', params: ({ event }) => ({ message: messageOf(event.output) }) },
          },
        ],
        onError: { target: 'askOverwrite', actions: 'recordNetworkFailure' },
      },
    },
    validated: { type: 'final', tags: ['validated'] },
    validationFailed: { type: 'final', tags: ['validationFailed'] },
  },
});
