/**
 * Post-login check (SPEC.md section 4): where a signed-in user with the given identityTypeMap belongs. Runs when
 * the user info shows an unfinished session (e.g. after a page load); the app resets the session and navigates
 * according to the output (machines never navigate).
 */
import { assign, setup } from 'xstate';
import {
  idTypeForRelation,
  type IdentityTypeMap,
  type InfoOutcome,
  type LoadInfoInput,
  type PostLoginOutput,
  type UserInfo,
} from './types';
import { notProvided } from './stubs';

export interface PostLoginInput {
  token: string;
  userId: string;
  identityTypeMap: IdentityTypeMap;
  /** True when the check runs on /binding: a reset then goes to /login instead of back to /binding. */
  onBindingPage: boolean;
}

interface PostLoginContext extends PostLoginInput {
  info: UserInfo | null;
  infoOutcome: InfoOutcome | null;
  message: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

export const postLoginMachine = setup({
  types: {
    context: {} as PostLoginContext,
    input: {} as PostLoginInput,
    output: {} as PostLoginOutput,
    tags: {} as 'pending' | 'authenticated' | 'chooseRelation' | 'applying' | 'mustBind' | 'signedOut',
  },
  actors: {
    loadInfo: notProvided<InfoOutcome, LoadInfoInput>('loadInfo'),
  },
  guards: {
    currentTypeSet: ({ context }) => context.identityTypeMap.currentIdType !== 0,
    oneRelation: ({ context }) => context.identityTypeMap.userRelationList.length === 1,
    severalRelations: ({ context }) => context.identityTypeMap.userRelationList.length > 1,
    pendingApplications: ({ context }) => context.identityTypeMap.applyList.length > 0,
    onBindingPage: ({ context }) => context.onBindingPage,
    infoLoaded: ({ context }) => context.infoOutcome?.kind === 'success',
  },
}).createMachine({
  id: 'postLogin',
  description:
    'Post-login check: current type → account; one relation → select it → account; several → loginAfter; pending applications → applying; else reset (to login on /binding, otherwise to binding).',
  context: ({ input }) => ({ ...input, info: null, infoOutcome: null, message: '' }),
  initial: 'checking',
  // Each final state says where the user belongs; the machine's output is that final state's output.
  output: ({ event }) => (event as unknown as { output: PostLoginOutput }).output,
  states: {
    checking: {
      always: [
        { guard: 'currentTypeSet', target: 'account' },
        { guard: 'oneRelation', target: 'selecting' },
        { guard: 'severalRelations', target: 'loginAfter' },
        { guard: 'pendingApplications', target: 'applying' },
        { guard: 'onBindingPage', target: 'toLogin' },
        { target: 'toBinding' },
      ],
    },
    selecting: {
      tags: ['pending'],
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        input: ({ context }) => ({
          token: context.token,
          userId: context.userId,
          currentIdType: idTypeForRelation(context.identityTypeMap.userRelationList[0]),
        }),
        onDone: { target: 'selected', actions: assign({ infoOutcome: ({ event }) => event.output }) },
        // "Navigation/info failure: reset token, show error, go to /login".
        onError: { target: 'toLogin', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    selected: {
      always: [
        {
          guard: 'infoLoaded',
          target: 'account',
          actions: assign({ info: ({ context }) => (context.infoOutcome?.kind === 'success' ? context.infoOutcome.info : null) }),
        },
        {
          target: 'toLogin',
          actions: assign({ message: ({ context }) => (context.infoOutcome?.kind === 'failed' ? context.infoOutcome.message : '') }),
        },
      ],
    },
    account: { type: 'final', tags: ['authenticated'], output: ({ context }) => ({ to: 'account', info: context.info }) },
    loginAfter: { type: 'final', tags: ['chooseRelation'], output: { to: 'loginAfter' } },
    applying: { type: 'final', tags: ['applying'], output: { to: 'applying' } },
    toBinding: { type: 'final', tags: ['mustBind'], output: { to: 'binding', resetSession: true } },
    toLogin: {
      type: 'final',
      tags: ['signedOut'],
      output: ({ context }) => ({ to: 'login', resetSession: true, ...(context.message ? { message: context.message } : {}) }),
    },
  },
});
