/**
 * A partner's expired authorisation (/emailSuccess, /validEmail, SPEC.md §4): machines/partner-expiry.machine.ts with
 * its actors: the renewal e-mail, then its link's check with the token it carries.
 */
import { useMachine } from '@xstate/react';
import { partnerExpiryMachine, type PartnerExpiryInput } from '../../machines/partner-expiry.machine';
import { partnerExpiryActors } from '../actors/partner-expiry';

export const usePartnerExpiry = (input: PartnerExpiryInput) =>
  useMachine(partnerExpiryMachine.provide({ actors: partnerExpiryActors }), { input });
