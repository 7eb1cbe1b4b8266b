/**
 * Asking the firm a question (SPEC.md §3 "Q&A", §5 "Q&A title 100"): title and description are checked here,
 * `addQaInfo` reports one outcome, and a refused or failed submit returns to the form with everything kept.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './stubs';
import { NETWORK_FAILURE, refusedBy, type FlowFailure, type Refusal } from './failure';

export interface QaAskLimits {
  /** QA_TITLE_MAX_LENGTH of src/constants.ts. */
  title: number;
  /** The contract's description limit (openapi.yaml QaCreateRequest). */
  description: number;
}
export const QA_ASK_DEFAULT_LIMITS: QaAskLimits = { title: 100, description: 200 };

export interface QaAskForm {
  title: string;
  description: string;
}
export type QaAskField = keyof QaAskForm;
export type QaAskKey = 'qaTitle.required' | 'qaTitle.tooLong' | 'qaDescription.required' | 'qaDescription.tooLong';
export type QaAskErrors = Partial<Record<QaAskField, QaAskKey>>;

export type QaAskOutcome = { kind: 'asked'; id: string } | Refusal;

const length = (value: string) => [...value.trim()].length;

/** The form rules; an empty object when the question may be sent. */
export function validateQaAsk(form: QaAskForm, limits: QaAskLimits = QA_ASK_DEFAULT_LIMITS): QaAskErrors {
  const errors: QaAskErrors = {};
  if (length(form.title) === 0) errors.title = 'qaTitle.required';
  else if (length(form.title) > limits.title) errors.title = 'qaTitle.tooLong';
  if (length(form.description) === 0) errors.description = 'qaDescription.required';
  else if (length(form.description) > limits.description) errors.description = 'qaDescription.tooLong';
  return errors;
}

export interface QaAskContext {
  form: QaAskForm;
  errors: QaAskErrors;
  failure: FlowFailure | null;
  askedId: string | null;
  limits: QaAskLimits;
}

export type QaAskEvent =
  | { type: 'qa.change'; values: Partial<QaAskForm> }
  | { type: 'qa.submit' }
  | { type: 'qa.again' };

export type QaAskTag = 'editing' | 'submitting' | 'asked';

export const qaAskMachine = setup({
  types: {
    context: {} as QaAskContext,
    events: {} as QaAskEvent,
    input: {} as { limits?: QaAskLimits } | undefined,
    tags: {} as QaAskTag,
  },
  actors: {
    addQaInfo: notProvided<QaAskOutcome, QaAskForm>('addQaInfo'),
  },
  actions: {
    /** The app reloads the question list; a no-op until provided. */
    asked: () => {},
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateQaAsk(context.form, context.limits)).length === 0,
    accepted: ({ event }) => (event as unknown as { output: QaAskOutcome }).output.kind === 'asked',
  },
}).createMachine({
  id: 'qaAsk',
  description:
    'Ask a question: edit title (≤ 100) and description, submit through `addQaInfo`; a refusal or a network failure returns to the form with what was typed; after success the form may be used again.',
  context: ({ input }) => ({
    form: { title: '', description: '' },
    errors: {},
    failure: null,
    askedId: null,
    limits: input?.limits ?? QA_ASK_DEFAULT_LIMITS,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'qa.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as QaAskField[]) delete errors[field];
            return { form: { ...context.form, ...event.values }, errors };
          }),
        },
        'qa.submit': [
          { guard: 'formValid', target: 'submitting', actions: assign({ errors: {}, failure: null }) },
          { actions: assign({ errors: ({ context }) => validateQaAsk(context.form, context.limits) }) },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'addQaInfo',
        src: 'addQaInfo',
        input: ({ context }) => ({ title: context.form.title.trim(), description: context.form.description.trim() }),
        onDone: [
          {
            guard: 'accepted',
            target: 'asked',
            actions: [
              assign({ askedId: ({ event }) => (event.output.kind === 'asked' ? event.output.id : null) }),
              'asked',
            ],
          },
          {
            target: 'editing',
            actions: assign({
              failure: refusedBy,
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ failure: NETWORK_FAILURE }) },
      },
    },
    asked: {
      tags: ['asked'],
      on: {
        'qa.again': {
          target: 'editing',
          actions: assign({ form: { title: '', description: '' }, errors: {}, failure: null, askedId: null }),
        },
      },
    },
  },
});
