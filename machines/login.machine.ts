/**
 * Login (SPEC.md section 4 "Login outcomes"). Effects are the actors `login`, `loadCaptcha` and `loadInfo`
 * (and `secondStep`, `passkeySignIn` for the product's own second step and password-less sign-in), supplied by
 * src/actors through `.provide()`; they resolve to domain outcomes (types.ts), so no API code is
 * interpreted here. Final states carry the output the session and the router need.
 */
import { assign, enqueueActions, setup } from 'xstate';
import {
  idTypeForRelation,
  type CaptchaImage,
  type InfoOutcome,
  type LanguageTypeCode,
  type LoadInfoInput,
  type LoginAnswerKind,
  type LoginCredentials,
  type LoginData,
  type LoginMessage,
  type LoginOutcome,
  type LoginOutput,
  type SecondStepChallenge,
  type SecondStepInput,
  type SecondStepMode,
  type SecondStepOutcome,
  type UserInfo,
} from './types';
import { notProvided } from './stubs';

export interface LoginContext {
  /** Kept across a captcha round and a wrong password, so the user does not type them again. */
  account: string;
  password: string;
  captchaCode: string;
  captchaRequired: boolean;
  captcha: CaptchaImage | null;
  message: LoginMessage | null;
  /** The last login answer and which outcome it was. */
  data: LoginData | null;
  result: LoginAnswerKind | null;
  selectedIdType: 1 | 2 | 3 | null;
  info: UserInfo | null;
  /** The second step's challenge while the login waits for it, and the kind of code the user is typing. */
  challenge: SecondStepChallenge | null;
  secondStepMode: SecondStepMode;
  /** The last actor answers, kept so the branches below read as guards on the context. */
  outcome: LoginOutcome | SecondStepOutcome | null;
  infoOutcome: InfoOutcome | null;
}

/** Login outcomes another flow may hand over (the register answer's onetime token, the post-login check). */
export type ResumableOutcome = 'binding' | 'applying' | 'chooseRelation';

/** A login that starts at an outcome reached elsewhere than loginV2, with that answer; none: the login form. */
export interface LoginInput {
  resume?: { kind: ResumableOutcome; data: LoginData };
  /** Why an earlier way in came back to the form (the post-login check's reason): the form shows it. */
  message?: string;
}

export type LoginEvent =
  | { type: 'login.submit'; account: string; password: string; captchaCode?: string }
  | { type: 'login.refreshCaptcha' }
  /** Signing in with a passkey alone: the browser offers the passkeys it holds for the site; no account is typed. */
  | { type: 'login.passkey' }
  /** On /loginAfter: the identity type the user picked among their relations. */
  | { type: 'login.chooseRelation'; identityType: 1 | 2 | 3 }
  /** The second step: a code of the current mode, another mode (the app's code or a recovery code), back to the password. */
  | { type: 'login.secondStep.submit'; code: string }
  | { type: 'login.secondStep.mode'; mode: SecondStepMode }
  | { type: 'login.secondStep.back' };

export type LoginEmitted = { type: 'login.language'; languageType: LanguageTypeCode };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));
const toIdType = (t: number): 1 | 2 | 3 => (t <= 1 ? 1 : (t as 2 | 3));
/** An authenticator code is 6 digits (spaces the user typed between groups do not count). */
const TOTP_CODE = /^\d{6}$/;
const withoutSpaces = (code: string) => code.replace(/\s/g, '');

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput | undefined,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
    emitted: {} as LoginEmitted,
    tags: {} as
      | 'signedOut'
      | 'needCaptcha'
      | 'pending'
      | 'passkeyPrompt'
      | 'secondStep'
      | 'chooseRelation'
      | 'authenticated'
      | 'partnerExpired'
      | 'applying'
      | 'dataProcessing'
      | 'mustBind',
  },
  actors: {
    login: notProvided<LoginOutcome, LoginCredentials>('login'),
    loadCaptcha: notProvided<CaptchaImage, void>('loadCaptcha'),
    loadInfo: notProvided<InfoOutcome, LoadInfoInput>('loadInfo'),
    secondStep: notProvided<SecondStepOutcome, SecondStepInput>('secondStep'),
    passkeySignIn: notProvided<LoginOutcome, void>('passkeySignIn'),
  },
  guards: {
    canSubmit: ({ context, event }) =>
      event.type === 'login.submit' &&
      event.account.trim() !== '' &&
      event.password !== '' &&
      (!context.captchaRequired || (context.captcha !== null && (event.captchaCode ?? '').trim() !== '')),
    captchaRequired: ({ context }) => context.captchaRequired,
    // A passkey needs no code: the browser asks for it when the step is verified.
    canSubmitCode: ({ context, event }) =>
      event.type === 'login.secondStep.submit' &&
      (context.secondStepMode === 'passkey' ||
        (context.secondStepMode === 'recovery' ? event.code.trim() !== '' : TOTP_CODE.test(withoutSpaces(event.code)))),
    outcomeIs: ({ context }, params: { kind: (LoginOutcome | SecondStepOutcome)['kind'] }) => context.outcome?.kind === params.kind,
    outcomeHasMessage: ({ context }) => context.outcome !== null && 'message' in context.outcome,
    infoLoaded: ({ context }) => context.infoOutcome?.kind === 'success',
    resumedAt: ({ context }, params: { kind: ResumableOutcome }) => context.data !== null && context.result === params.kind,
    hasRelationFor: ({ context, event }) =>
      event.type === 'login.chooseRelation' &&
      (context.data?.identityTypeMap.userRelationList ?? []).some((r) => idTypeForRelation(r) === event.identityType),
  },
  actions: {
    rememberCredentials: assign(({ event }) =>
      event.type === 'login.submit'
        ? { account: event.account, password: event.password, captchaCode: event.captchaCode ?? '', message: null }
        : {},
    ),
    requireCaptcha: assign({ captchaRequired: true }),
    /** The authenticator app's code first where it is on, else the passkey. */
    acceptChallenge: assign(({ context }) => {
      const challenge = context.outcome?.kind === 'secondStep' ? context.outcome.challenge : null;
      return { challenge, secondStepMode: challenge && !challenge.methods.includes('totp') ? ('passkey' as const) : ('totp' as const), message: null };
    }),
    endChallenge: assign({ challenge: null }),
    showMessage: assign((_, params: { message: LoginMessage }) => ({ message: params.message, data: null, info: null })),
    showOutcomeMessage: assign(({ context }) => ({
      message:
        context.outcome && 'message' in context.outcome
          ? { kind: context.outcome.kind, text: context.outcome.message }
          : null,
      data: null,
    })),
    /** Keeps the answer and lets the app switch language: "after login the language follows languageType". */
    acceptAnswer: enqueueActions(({ context, enqueue }) => {
      const outcome = context.outcome;
      if (!outcome || !('data' in outcome)) return;
      enqueue.assign({ data: outcome.data, result: outcome.kind });
      enqueue.emit({ type: 'login.language', languageType: outcome.data.languageType });
    }),
    /** success: the current type; half success: the single relation's type (relation 0 or 1 → type 1). */
    selectIdType: assign(({ context }) => {
      const map = context.data!.identityTypeMap;
      return {
        selectedIdType:
          context.result === 'halfSuccess' ? idTypeForRelation(map.userRelationList[0]) : toIdType(map.currentIdType),
      };
    }),
  },
}).createMachine({
  id: 'login',
  description: 'Login form → login call → one of the SPEC.md section 4 login outcomes; loads user info for a usable session.',
  context: ({ input }) => ({
    account: '',
    password: '',
    captchaCode: '',
    captchaRequired: false,
    captcha: null,
    message: input?.message ? { kind: 'infoFailed', text: input.message } : null,
    data: input?.resume?.data ?? null,
    result: input?.resume?.kind ?? null,
    selectedIdType: null,
    info: null,
    challenge: null,
    secondStepMode: 'totp',
    outcome: null,
    infoOutcome: null,
  }),
  initial: 'starting',
  output: ({ context }): LoginOutput => {
    const d = context.data!;
    const common = { onetimeToken: d.onetimeToken, equipmentId: d.equipmentId, languageType: d.languageType };
    if (context.info) {
      const via = context.result as 'success' | 'halfSuccess' | 'chooseRelation';
      const tokens = { token: d.token, refreshToken: d.refreshToken, accessimeout: d.accessimeout, failureTime: d.failureTime };
      return { kind: 'signedIn', via, tokens, info: context.info, ...common };
    }
    const kind = context.result as 'partnerExpired' | 'applying' | 'operatingDataProcessing' | 'binding';
    return { kind, userId: d.userId, identityTypeMap: d.identityTypeMap, ...common };
  },
  states: {
    // The login form, or the outcome a resumed login was handed (its answer is already in the context).
    starting: {
      always: [
        { guard: { type: 'resumedAt', params: { kind: 'chooseRelation' } }, target: 'choosingRelation' },
        { guard: { type: 'resumedAt', params: { kind: 'applying' } }, target: 'applying' },
        { guard: { type: 'resumedAt', params: { kind: 'binding' } }, target: 'binding' },
        { target: 'editing' },
      ],
    },
    editing: {
      tags: ['signedOut'],
      initial: 'entry',
      states: {
        // Once the server asked for a captcha, every later attempt needs a fresh one (a key is single use).
        entry: { always: [{ guard: 'captchaRequired', target: 'captcha' }, { target: 'plain' }] },
        plain: {},
        captcha: {
          tags: ['needCaptcha'],
          initial: 'loading',
          on: { 'login.refreshCaptcha': { target: '.loading' } },
          states: {
            loading: {
              entry: assign({ captcha: null }),
              invoke: {
                id: 'loadCaptcha',
                src: 'loadCaptcha',
                onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({ message: ({ event }) => ({ kind: 'captchaFailed' as const, text: errorText(event.error) }) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
      },
      on: {
        'login.submit': { guard: 'canSubmit', target: 'submitting', actions: 'rememberCredentials' },
        'login.passkey': { target: 'passkeySignIn', actions: assign({ message: null }) },
      },
    },
    // The browser's passkey prompt, then the server's check: its answer is loginV2's and takes the same branches. A
    // dismissed prompt or a refused passkey comes back as a message on the form, whose typed values stay.
    passkeySignIn: {
      tags: ['pending', 'passkeyPrompt'],
      invoke: {
        id: 'passkeySignIn',
        src: 'passkeySignIn',
        onDone: { target: 'deciding', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: { type: 'showMessage', params: ({ event }) => ({ message: { kind: 'networkError', text: errorText(event.error) } }) },
        },
      },
    },
    submitting: {
      tags: ['pending'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          account: context.account,
          password: context.password,
          ...(context.captchaRequired && context.captcha
            ? { captchaKey: context.captcha.captchaKey, captchaCode: context.captchaCode }
            : {}),
        }),
        onDone: { target: 'deciding', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: { type: 'showMessage', params: ({ event }) => ({ message: { kind: 'networkError', text: errorText(event.error) } }) },
        },
      },
    },
    // One branch per SPEC.md section 4 login outcome; the actor already classified the answer.
    deciding: {
      always: [
        { guard: { type: 'outcomeIs', params: { kind: 'needCaptcha' } }, target: 'editing', actions: ['requireCaptcha', 'showOutcomeMessage'] },
        { guard: 'outcomeHasMessage', target: 'editing', actions: 'showOutcomeMessage' },
        { guard: { type: 'outcomeIs', params: { kind: 'secondStep' } }, target: 'secondStep', actions: 'acceptChallenge' },
        { guard: { type: 'outcomeIs', params: { kind: 'success' } }, target: 'loadingInfo', actions: ['acceptAnswer', 'selectIdType'] },
        { guard: { type: 'outcomeIs', params: { kind: 'halfSuccess' } }, target: 'loadingInfo', actions: ['acceptAnswer', 'selectIdType'] },
        { guard: { type: 'outcomeIs', params: { kind: 'chooseRelation' } }, target: 'choosingRelation', actions: 'acceptAnswer' },
        { guard: { type: 'outcomeIs', params: { kind: 'partnerExpired' } }, target: 'partnerExpired', actions: 'acceptAnswer' },
        { guard: { type: 'outcomeIs', params: { kind: 'applying' } }, target: 'applying', actions: 'acceptAnswer' },
        { guard: { type: 'outcomeIs', params: { kind: 'operatingDataProcessing' } }, target: 'dataProcessing', actions: 'acceptAnswer' },
        { target: 'binding', actions: 'acceptAnswer' },
      ],
    },
    // The password was right and the account asks for a second step: a code from the authenticator app, one of its
    // recovery codes, or a passkey (the methods the challenge lists). Passed, the answer is a login answer and takes the same branches as loginV2's.
    secondStep: {
      tags: ['secondStep'],
      initial: 'entering',
      on: {
        'login.secondStep.back': { target: 'editing', actions: ['endChallenge', assign({ message: null })] },
      },
      states: {
        entering: {
          on: {
            'login.secondStep.submit': { guard: 'canSubmitCode', target: 'verifying' },
            'login.secondStep.mode': { target: 'entering', actions: assign({ secondStepMode: ({ event }) => event.mode, message: null }) },
          },
        },
        verifying: {
          tags: ['pending'],
          invoke: {
            id: 'secondStep',
            src: 'secondStep',
            input: ({ context, event }) => ({
              challenge: context.challenge!.challenge,
              mode: context.secondStepMode,
              code: event.type === 'login.secondStep.submit' ? withoutSpaces(event.code) : '',
            }),
            onDone: { target: 'checking', actions: assign({ outcome: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'showMessage', params: ({ event }) => ({ message: { kind: 'networkError', text: errorText(event.error) } }) },
            },
          },
        },
        checking: {
          always: [
            { guard: { type: 'outcomeIs', params: { kind: 'challengeEnded' } }, target: '#login.editing', actions: ['endChallenge', 'showOutcomeMessage'] },
            { guard: 'outcomeHasMessage', target: 'failed', actions: 'showOutcomeMessage' },
            { target: '#login.deciding', actions: 'endChallenge' },
          ],
        },
        failed: {
          on: {
            'login.secondStep.submit': { guard: 'canSubmitCode', target: 'verifying' },
            'login.secondStep.mode': { target: 'entering', actions: assign({ secondStepMode: ({ event }) => event.mode, message: null }) },
          },
        },
      },
    },
    choosingRelation: {
      tags: ['chooseRelation'],
      on: {
        'login.chooseRelation': {
          guard: 'hasRelationFor',
          target: 'loadingInfo',
          actions: assign({ selectedIdType: ({ event }) => event.identityType }),
        },
      },
    },
    loadingInfo: {
      tags: ['pending'],
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        input: ({ context }) => ({
          token: context.data!.token,
          userId: context.data!.userId,
          currentIdType: context.selectedIdType!,
        }),
        onDone: { target: 'checkingInfo', actions: assign({ infoOutcome: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: { type: 'showMessage', params: ({ event }) => ({ message: { kind: 'infoFailed', text: errorText(event.error) } }) },
        },
      },
    },
    checkingInfo: {
      always: [
        {
          guard: 'infoLoaded',
          target: 'signedIn',
          actions: assign({ info: ({ context }) => (context.infoOutcome?.kind === 'success' ? context.infoOutcome.info : null) }),
        },
        {
          target: 'editing',
          actions: {
            type: 'showMessage',
            params: ({ context }) => ({
              message: { kind: 'infoFailed', text: context.infoOutcome?.kind === 'failed' ? context.infoOutcome.message : '' },
            }),
          },
        },
      ],
    },
    signedIn: { type: 'final', tags: ['authenticated'] },
    partnerExpired: { type: 'final', tags: ['partnerExpired'] },
    applying: { type: 'final', tags: ['applying'] },
    dataProcessing: { type: 'final', tags: ['dataProcessing'] },
    binding: { type: 'final', tags: ['mustBind'] },
  },
});
