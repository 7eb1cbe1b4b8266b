/** A forgotten password (/forgotPassword, SPEC.md §4): machines/forgot-password.machine.ts with its actors. */
import { useMachine } from '@xstate/react';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { forgotPasswordActors } from '../actors/onboarding';
import { VERIFICATION_CODE_RESEND_MS } from '../constants';

/** `account` is the one typed on the login form (the prefill). */
export const useForgotPassword = (account: string) =>
  useMachine(forgotPasswordMachine.provide({ actors: forgotPasswordActors }), { input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS, account } });
