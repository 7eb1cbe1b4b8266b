/**
 * Binding an investor's or partner's account to the login (/binding, SPEC.md §4): machines/binding.machine.ts with
 * its actors. On the way in the session runs it as a child (src/flows/way-in.ts), and a bind with a session goes on
 * through the post-login check; a signed-in user adding a binding runs one of their own.
 */
import type { I18n } from '@lingui/core';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FlowFailure } from '../../machines/failure';
import { bindingMachine } from '../../machines/binding.machine';
import { bindingActors } from '../actors/binding';
import { REVIEW_BUSINESS_DAYS } from '../constants';
import { ERROR_MESSAGES } from '../i18n/messages';
import { failureText } from './failure';

export type { BindingOutput, BindingTag } from '../../machines/binding.machine';

/** Why the last submit failed, in the user's language: the server's words, else "binding failed" or the network's. */
export const bindingFailureText = (failure: FlowFailure | null, i18n: I18n): string | null =>
  failureText(failure, i18n, { rejected: i18n._(ERROR_MESSAGES.bindingFailed) });

export type BindingActor = ActorRefFrom<typeof bindingMachine>;

export const useOwnBinding = (): BindingActor =>
  useActorRef(bindingMachine.provide({ actors: bindingActors() }), { input: { reviewBusinessDays: REVIEW_BUSINESS_DAYS } });
