/**
 * A forgotten password (/forgotPassword, SPEC.md §4): machines/forgot-password.machine.ts with its actors and its
 * code child.
 */
import { useMachine } from '@xstate/react';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { sendCodeMachine } from '../../machines/send-code.machine';
import { forgotPasswordActors, sendCodeActors } from '../actors/onboarding';
import { VERIFICATION_CODE_RESEND_MS } from '../constants';

const machine = forgotPasswordMachine.provide({
  actors: { ...forgotPasswordActors, code: sendCodeMachine.provide({ actors: sendCodeActors }) },
});

/** `account` is the one typed on the login form (the prefill). */
export const useForgotPassword = (account: string) =>
  useMachine(machine, { input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS, account } });
