/**
 * Binding an investor's or partner's account to the login (/binding, SPEC.md §4): machines/binding.machine.ts with
 * its actors. A success with a session goes through the post-login check (src/app/onboarding.ts).
 */
import { useMachine } from '@xstate/react';
import { bindingMachine } from '../../machines/binding.machine';
import { bindingActors } from '../actors/binding';
import { REVIEW_BUSINESS_DAYS } from '../constants';

export type { BindingOutput, BindingTag } from '../../machines/binding.machine';

export const useBinding = () =>
  useMachine(bindingMachine.provide({ actors: bindingActors() }), { input: { reviewBusinessDays: REVIEW_BUSINESS_DAYS } });
