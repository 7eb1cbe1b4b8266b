/**
 * The real effects of the partner-expiry machine: the renewal e-mail (onetime token of the partnerExpired login)
 * and the check of the emailed link, which needs no login (/validEmail may be opened in another browser).
 */
import { fromPromise } from 'xstate';
import type {
  CoverClientMsgOutcome,
  CoverClientMsgRequest,
  SendPartnerAuthEmailOutcome,
  ValidateEmailOutcome,
} from '../../machines/flow-types';
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import { isUnreachable, refusalMessage } from '../api/failure';
import { INLINE } from './onboarding';

/** openapi.yaml PartnerAuthCheckRequest.authCode. */
const AUTH_CODE = /^[A-Za-z0-9_-]{1,128}$/;

export async function sendPartnerAuthEmail(): Promise<SendPartnerAuthEmailOutcome> {
  try {
    const sent = await settleData(api.GET('/sys/onetime/sendPartnerAuthEmail'), INLINE);
    return sent?.sentTo ? { kind: 'sent', sentTo: sent.sentTo } : { kind: 'sent' };
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

/**
 * partnerAuthRenewalCheck answers only valid or not (an unknown, used, voided or expired link all look alike), so
 * the machine's `expired` and `mobileDiffers` never come from this server. A link without a well-formed code is
 * refused without a call.
 */
export async function validateEmail(authCode: string): Promise<ValidateEmailOutcome> {
  if (!AUTH_CODE.test(authCode)) return { kind: 'invalid' };
  try {
    const check = await settleData(api.POST('/sys/onetime/partnerAuthRenewalCheck', { body: { authCode } }), INLINE);
    return check?.valid ? { kind: 'valid' } : { kind: 'invalid' };
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return { kind: 'invalid' };
  }
}

export async function coverPartnerMobile(input: CoverClientMsgRequest): Promise<CoverClientMsgOutcome> {
  try {
    await settleData(api.POST('/sys/onetime/coverClientMsg', { body: { cover: input.cover } }), INLINE);
    return { kind: 'ok' };
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

export const partnerExpiryActors = {
  sendPartnerAuthEmail: fromPromise<SendPartnerAuthEmailOutcome, void>(() => sendPartnerAuthEmail()),
  validateEmail: fromPromise<ValidateEmailOutcome, { validationToken: string }>(({ input }) =>
    validateEmail(input.validationToken),
  ),
  coverClientMsg: fromPromise<CoverClientMsgOutcome, CoverClientMsgRequest>(({ input }) => coverPartnerMobile(input)),
};
