/**
 * Registration (/register, SPEC.md §4): machines/registration.machine.ts with its actors, from the choice of identity
 * to the onetime token that leads to binding (the session's way in takes it over, src/flows/auth.ts).
 */
import { useMachine } from '@xstate/react';
import { registrationMachine } from '../../machines/registration.machine';
import { registrationActors } from '../actors/onboarding';
import { VERIFICATION_CODE_RESEND_MS } from '../constants';

export const useRegistration = () =>
  useMachine(registrationMachine.provide({ actors: registrationActors }), { input: { resendDelayMs: VERIFICATION_CODE_RESEND_MS } });
