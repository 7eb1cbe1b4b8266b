/**
 * Registration (/register, SPEC.md §4): machines/registration.machine.ts with its actors and its code child, from the
 * choice of identity to the onetime token that leads to binding (the session's way in takes it over, src/flows/auth.ts).
 */
import { useMachine } from '@xstate/react';
import { registrationMachine } from '../../machines/registration.machine';
import { sendCodeMachine } from '../../machines/send-code.machine';
import { registrationActors, sendCodeActors } from '../actors/onboarding';
import { VERIFICATION_CODE_RESEND_MS } from '../constants';

const machine = registrationMachine.provide({
  actors: { ...registrationActors, code: sendCodeMachine.provide({ actors: sendCodeActors }) },
});

export const useRegistration = () => useMachine(machine, { input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS } });
