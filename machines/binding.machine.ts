/**
 * Account binding (SPEC.md §3 binding fields, §4 "Binding outcomes", §5 binding rules): the user picks the form
 * (domestic, offshore, partner), fills it, and the `bind` actor reports one domain outcome. Success may be
 * followed by further bindings; the other outcomes are final pages. When the firm's record holds a different
 * contact, the user is asked whether to overwrite it and `coverClientMsg` answers with the same outcomes.
 * Nothing typed is lost on a failed submit.
 */
import { assign, setup } from 'xstate';
import type {
  BindingField,
  BindingForm,
  BindingKind,
  BindOutcome,
  BindRequest,
  BindSessionTokens,
  BoundItem,
  CoverClientMsgRequest,
  FieldErrors,
  FieldLimits,
} from './flow-types';
import { DEFAULT_LIMITS, hasErrors, toBindRequest, validateBinding } from './validation';
import { notProvided } from './stubs';
import { NETWORK_FAILURE, rejected, type FlowFailure } from './failure';

export interface BindingInput {
  /** REVIEW_BUSINESS_DAYS of src/constants.ts, shown on the under-review page. */
  reviewBusinessDays: number;
  limits?: FieldLimits;
}

/** How the flow ended (the machine's output). */
export type BindingEnd =
  | 'done'
  | 'underReview'
  | 'hasProducts'
  | 'conflictDomesticOffshore'
  | 'alreadySubmitted'
  | 'alreadyPartner';

export interface BindingOutput {
  end: BindingEnd;
  /** Every successful binding of this run (the user may add several). */
  bound: BoundItem[];
  /** Tokens of the last successful bind, when the server opened a session with it. */
  session: BindSessionTokens | null;
}

export interface BindingContext {
  kind: BindingKind | null;
  form: BindingForm;
  errors: FieldErrors<BindingField>;
  /** Why the last submit failed: the server said no (message optional) or the call did not get through. */
  failure: FlowFailure | null;
  bound: BoundItem[];
  session: BindSessionTokens | null;
  end: BindingEnd | null;
  /** The answer to "use this mobile number and overwrite the old one?". */
  cover: boolean;
  reviewBusinessDays: number;
  limits: FieldLimits;
}

export type BindingEvent =
  | { type: 'binding.choose'; kind: BindingKind }
  | { type: 'binding.change'; values: Partial<Omit<BindingForm, 'idType'>> }
  | { type: 'binding.submit' }
  | { type: 'binding.back' }
  | { type: 'binding.confirmOverwrite' }
  | { type: 'binding.declineOverwrite' }
  | { type: 'binding.continue' }
  | { type: 'binding.done' };

export type BindingTag =
  | 'chooseKind'
  | 'editing'
  | 'submitting'
  | 'askOverwrite'
  | 'overwriting'
  | 'success'
  | 'underReview'
  | 'hasProducts'
  | 'conflictDomesticOffshore'
  | 'alreadySubmitted'
  | 'alreadyPartner'
  | 'done';

export const emptyBindingForm = (): BindingForm => ({
  idType: 'idCard',
  idNumber: '',
  birthday: '',
  mobile: '',
  email: '',
  enterpriseEmail: '',
  productName: '',
  purchaseChannel: '',
  additionalInfo: '',
});

/** The final outcomes that end the flow on an information page. */
const NOTICE_OUTCOMES = ['underReview', 'hasProducts', 'conflictDomesticOffshore', 'alreadySubmitted', 'alreadyPartner'] as const;

/** A guard on `bind`'s done event, named after the outcome so the chart reads `done.actor.bind [underReview]`. */
const outcomeIs =
  (kind: BindOutcome['kind']) =>
  ({ event }: { event: unknown }) =>
    (event as { output: BindOutcome }).output.kind === kind;

type OutcomeEvent = { event: { output: BindOutcome } };
/**
 * `bind` and `coverClientMsg` answer with the same outcomes; a refusal returns to where the user was (the form,
 * or the overwrite question) with everything kept.
 */
const routeOutcome = (fallback: 'editing' | 'askOverwrite') => [
  {
    guard: 'bound' as const,
    target: 'success',
    actions: { type: 'recordSuccess' as const, params: ({ event }: OutcomeEvent) => ({ outcome: event.output }) },
  },
  ...NOTICE_OUTCOMES.map((kind) => ({ guard: kind, target: kind, actions: { type: 'end' as const, params: { end: kind } } })),
  { guard: 'contactMismatch' as const, target: 'askOverwrite' },
  {
    target: fallback,
    actions: { type: 'recordRejection' as const, params: ({ event }: OutcomeEvent) => ({ outcome: event.output }) },
  },
];

export const bindingMachine = setup({
  types: {
    context: {} as BindingContext,
    events: {} as BindingEvent,
    input: {} as BindingInput,
    output: {} as BindingOutput,
    tags: {} as BindingTag,
  },
  actors: {
    bind: notProvided<BindOutcome, BindRequest>('bind'),
    coverClientMsg: notProvided<BindOutcome, CoverClientMsgRequest>('coverClientMsg'),
  },
  guards: {
    formValid: ({ context }) =>
      context.kind !== null && !hasErrors(validateBinding(context.kind, context.form, context.limits)),
    bound: outcomeIs('success'),
    underReview: outcomeIs('underReview'),
    hasProducts: outcomeIs('hasProducts'),
    conflictDomesticOffshore: outcomeIs('conflictDomesticOffshore'),
    alreadySubmitted: outcomeIs('alreadySubmitted'),
    alreadyPartner: outcomeIs('alreadyPartner'),
    contactMismatch: outcomeIs('contactMismatch'),
  },
  actions: {
    chooseKind: assign({ kind: (_, params: { kind: BindingKind }) => params.kind, errors: {}, failure: null }),
    change: assign(({ context }, params: { values: Partial<Omit<BindingForm, 'idType'>> }) => {
      const errors = { ...context.errors };
      for (const field of Object.keys(params.values) as BindingField[]) delete errors[field];
      return { form: { ...context.form, ...params.values }, errors };
    }),
    showErrors: assign({
      errors: ({ context }) => (context.kind === null ? {} : validateBinding(context.kind, context.form, context.limits)),
    }),
    startSubmit: assign({ errors: {}, failure: null }),
    answerOverwrite: assign({ cover: (_, params: { cover: boolean }) => params.cover, failure: null }),
    recordSuccess: assign(({ context }, params: { outcome: BindOutcome }) =>
      params.outcome.kind === 'success' && context.kind !== null
        ? {
            bound: [...context.bound, { kind: context.kind, partnerName: params.outcome.partnerName }],
            session: params.outcome.session ?? context.session,
          }
        : {},
    ),
    recordRejection: assign({
      failure: (_, params: { outcome: BindOutcome }) => rejected(params.outcome),
    }),
    recordNetworkFailure: assign({ failure: NETWORK_FAILURE }),
    end: assign({ end: (_, params: { end: BindingEnd }) => params.end }),
    /** Another binding: the person stays the same, the product fields start empty. */
    startAnother: assign({
      form: ({ context }) => ({ ...context.form, productName: '', purchaseChannel: '', additionalInfo: '' }),
      errors: {},
      failure: null,
    }),
  },
}).createMachine({
  id: 'binding',
  description:
    'Account binding: choose the form (domestic, offshore, partner), fill and validate it, submit through `bind` (a differing contact on record asks whether to overwrite it: `coverClientMsg`); success may add another binding, the other SPEC §4 outcomes end on their page, failures return to the form with every input kept.',
  context: ({ input }) => ({
    kind: null,
    form: emptyBindingForm(),
    errors: {},
    failure: null,
    bound: [],
    session: null,
    end: null,
    cover: false,
    reviewBusinessDays: input.reviewBusinessDays,
    limits: input.limits ?? DEFAULT_LIMITS,
  }),
  initial: 'choosing',
  output: ({ context }) => ({ end: context.end ?? 'done', bound: context.bound, session: context.session }),
  states: {
    choosing: {
      tags: ['chooseKind'],
      on: {
        'binding.choose': {
          target: 'editing',
          actions: { type: 'chooseKind', params: ({ event }) => ({ kind: event.kind }) },
        },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'binding.change': { actions: { type: 'change', params: ({ event }) => ({ values: event.values }) } },
        'binding.submit': [
          { guard: 'formValid', target: 'submitting', actions: 'startSubmit' },
          { actions: 'showErrors' },
        ],
        'binding.back': { target: 'choosing' },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ context }) => toBindRequest(context.kind ?? 'domestic', context.form),
        onDone: routeOutcome('editing'),
        onError: { target: 'editing', actions: 'recordNetworkFailure' },
      },
    },
    /** The record matched but its contact differs: use the new mobile number and overwrite the old one? */
    askOverwrite: {
      tags: ['askOverwrite'],
      on: {
        'binding.confirmOverwrite': { target: 'overwriting', actions: { type: 'answerOverwrite', params: { cover: true } } },
        'binding.declineOverwrite': { target: 'overwriting', actions: { type: 'answerOverwrite', params: { cover: false } } },
      },
    },
    overwriting: {
      tags: ['overwriting'],
      invoke: {
        id: 'coverClientMsg',
        src: 'coverClientMsg',
        input: ({ context }) => ({ cover: context.cover }),
        onDone: routeOutcome('askOverwrite'),
        onError: { target: 'askOverwrite', actions: 'recordNetworkFailure' },
      },
    },
    success: {
      tags: ['success'],
      on: {
        'binding.continue': { target: 'choosing', actions: 'startAnother' },
        'binding.done': { target: 'done', actions: { type: 'end', params: { end: 'done' } } },
      },
    },
    done: { type: 'final', tags: ['done'] },
    underReview: { type: 'final', tags: ['underReview'] },
    hasProducts: { type: 'final', tags: ['hasProducts'] },
    conflictDomesticOffshore: { type: 'final', tags: ['conflictDomesticOffshore'] },
    alreadySubmitted: { type: 'final', tags: ['alreadySubmitted'] },
    alreadyPartner: { type: 'final', tags: ['alreadyPartner'] },
  },
});
