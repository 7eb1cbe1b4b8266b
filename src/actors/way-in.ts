/**
 * The calls between the way in's children (machines/session.machine.ts): who a bind's onetime token belongs to now,
 * and the data-processing notice accepted. Both authorise with the way in's onetime token.
 */
import type { AcceptOutcome, IdentifyInput, IdentifyOutcome } from '../../machines/session-setup';
import type { IdentityTypeMap } from '../../machines/types';
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import { BINDING_TYPES } from './binding';
import { INLINE } from './onboarding';

const noIdentity = (currentIdType: IdentityTypeMap['currentIdType']): IdentityTypeMap => ({
  currentIdType,
  userRelationList: [],
  applyList: [],
  partnerExpiryFlag: false,
  operatingDataProcessing: false,
});

/** getIdentityInfo; unanswered, the identity type of the last bind stands (the bind set it as the current one). */
export async function identify(input: IdentifyInput): Promise<IdentifyOutcome> {
  const who = await settleData(api.GET('/sys/onetime/getIdentityInfo'), INLINE).catch(() => null);
  if (who) return { userId: who.userId, identityTypeMap: who.identityTypeMap };
  const last = input.bound.at(-1);
  return { userId: null, identityTypeMap: noIdentity(last ? BINDING_TYPES[last.kind].identityType : 0) };
}

/**
 * acceptDataProcessing records the acceptance and answers the login answer that applies now. A refusal is shown by
 * the envelope (a toast); the notice stays.
 */
export async function acceptDataProcessing(): Promise<AcceptOutcome> {
  const answer = await settleData(api.POST('/sys/onetime/acceptDataProcessing'), { auth: true }).catch(() => null);
  if (!answer) return { kind: 'refused' };
  const { code, ...data } = answer;
  return { kind: code === 'binding' ? 'binding' : 'check', answer: data };
}
