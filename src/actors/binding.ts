/**
 * The real effects of the binding machine (openapi.yaml tag `onetime`, authorised by the onetime token the client
 * adds): bindIdentityType, then saveRegisterApply with the product fields when no record matched, and
 * coverClientMsg. The contract's outcomes become the machine's BindOutcome kinds here and nowhere else.
 */
import { fromPromise } from 'xstate';
import type { BindingKind, BindOutcome, BindRequest, CoverClientMsgRequest } from '../../machines/flow-types';
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import type { components } from '../api/schema';
import { isUnreachable, refusalMessage } from '../api/failure';
import { INLINE } from './onboarding';

type BindResponse = components['schemas']['BindResponse'];
type ApiOutcome = components['schemas']['BindOutcome'];

/** The three forms as the contract's identity and relation types. */
export const BINDING_TYPES: Record<BindingKind, { identityType: 1 | 3; relationType: 0 | 1 | 3 }> = {
  domestic: { identityType: 1, relationType: 0 },
  offshore: { identityType: 1, relationType: 1 },
  partner: { identityType: 3, relationType: 3 },
};

/** The contract's refusals, named as the machine names them (success, noMatch, contactMismatch: see below). */
const NOTICES: Partial<Record<ApiOutcome, BindOutcome>> = {
  underReview: { kind: 'underReview' },
  hasOtherRegionProducts: { kind: 'hasProducts' },
  domesticAndOffshore: { kind: 'conflictDomesticOffshore' },
  alreadySubmitted: { kind: 'alreadySubmitted' },
  alreadyPartner: { kind: 'alreadyPartner' },
  contactMismatch: { kind: 'contactMismatch' },
};

/**
 * The name shown on success: the partner's name when the server gives one, else the name of the relation just
 * bound (the product), read back through the onetime token.
 */
async function boundName(answer: BindResponse, kind: BindingKind): Promise<string> {
  if (answer.partnerName) return answer.partnerName;
  try {
    const who = await settleData(api.GET('/sys/onetime/getIdentityInfo'), INLINE);
    const relations = who?.identityTypeMap.userRelationList ?? [];
    return relations.filter((r) => r.relationType === BINDING_TYPES[kind].relationType).at(-1)?.name ?? '';
  } catch {
    return '';
  }
}

export async function toBindOutcome(answer: BindResponse | null, kind: BindingKind): Promise<BindOutcome> {
  if (!answer) return { kind: 'failure' };
  if (answer.outcome === 'success') {
    const partnerName = await boundName(answer, kind);
    return answer.userLoginTokenVO
      ? { kind: 'success', partnerName, session: answer.userLoginTokenVO }
      : { kind: 'success', partnerName };
  }
  return NOTICES[answer.outcome] ?? { kind: 'failure' };
}

function refused(error: unknown): BindOutcome {
  if (isUnreachable(error)) throw error;
  return { kind: 'failure', message: refusalMessage(error) };
}

export async function bind(request: BindRequest): Promise<BindOutcome> {
  const { kind, productName, purchaseChannel, additionalInformation, enterpriseEmail, ...person } = request;
  const identity = { ...BINDING_TYPES[kind], ...person, ...(enterpriseEmail ? { enterpriseEmail } : {}) };
  try {
    const answer = await settleData(api.POST('/sys/onetime/bindIdentityType', { body: identity }), INLINE);
    if (answer?.outcome !== 'noMatch') return await toBindOutcome(answer, kind);
    // No record matched: the same form becomes an application that staff review.
    const body = { ...identity, productName, purchaseChannel, ...(additionalInformation ? { additionalInformation } : {}) };
    const applied = await settleData(api.POST('/sys/onetime/saveRegisterApply', { body }), INLINE);
    return await toBindOutcome(applied, kind);
  } catch (error) {
    return refused(error);
  }
}

/** coverClientMsg answers with the bind outcomes; `kind` names the form that asked (for the success name). */
export async function coverClientMsg(input: CoverClientMsgRequest, kind: BindingKind): Promise<BindOutcome> {
  try {
    const answer = await settleData(api.POST('/sys/onetime/coverClientMsg', { body: { cover: input.cover } }), INLINE);
    return await toBindOutcome(answer, kind);
  } catch (error) {
    return refused(error);
  }
}

/** One set per binding run: coverClientMsg answers the question its last bind raised, so it knows the form. */
export function bindingActors() {
  let lastKind: BindingKind = 'domestic';
  return {
    bind: fromPromise<BindOutcome, BindRequest>(({ input }) => {
      lastKind = input.kind;
      return bind(input);
    }),
    coverClientMsg: fromPromise<BindOutcome, CoverClientMsgRequest>(({ input }) => coverClientMsg(input, lastKind)),
  };
}
