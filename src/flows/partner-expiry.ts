/**
 * A partner's expired authorisation (/emailSuccess, /validEmail, SPEC.md §4): machines/partner-expiry.machine.ts with
 * its actors: the renewal e-mail, then its link's check with the token it carries. After a partnerExpired login the
 * session runs it as the way in's child (src/flows/auth.ts); the e-mailed link, opened anywhere, runs its own.
 */
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { partnerExpiryMachine, type PartnerExpiryInput } from '../../machines/partner-expiry.machine';
import type { PartnerExpiryState } from '../domain/onboarding';
import { partnerExpiryActors } from '../actors/partner-expiry';

export type PartnerExpiryActor = ActorRefFrom<typeof partnerExpiryMachine>;

/** The partner-expiry machine's tags, one per page of its screen. */
export const PARTNER_EXPIRY_STATES: PartnerExpiryState[] = ['request', 'sending', 'sent', 'validating', 'validated', 'validationFailed', 'askOverwrite', 'overwriting'];

export const usePartnerExpiry = (input: PartnerExpiryInput): PartnerExpiryActor =>
  useActorRef(partnerExpiryMachine.provide({ actors: partnerExpiryActors }), { input });
