/** The mapping of login answers (loginV2's and the second step's) to the login machine's outcomes. */
import type { LoginAnswerKind, LoginOutcome } from '../../machines/types';
import { ApiError } from '../api/envelope';
import { isUnreachable, refusalMessage } from '../api/failure';
import type { components } from '../api/schema';
import { RESULT_CODE } from '../constants';

type LoginCode = components['schemas']['LoginOutcome'];
export type LoginResponse = components['schemas']['LoginResponse'];

/** The server's login classification (LoginResponse.code) → the machine's outcome kinds. */
export const loginOutcomeKind: Record<LoginCode, LoginAnswerKind> = {
  success: 'success',
  halfSuccess: 'halfSuccess',
  loginAfter: 'chooseRelation',
  partnerExpired: 'partnerExpired',
  applying: 'applying',
  operatingDataProcessing: 'operatingDataProcessing',
  binding: 'binding',
};

export function messageOutcome(error: unknown): LoginOutcome {
  if (isUnreachable(error)) return { kind: 'networkError', message: (error as ApiError).message };
  if (error instanceof ApiError && error.kind === 'business' && error.code === RESULT_CODE.wrongCredentials) {
    return { kind: 'wrongCredentials', message: error.message };
  }
  return { kind: 'failed', message: refusalMessage(error) };
}

export function answerOutcome(answer: LoginResponse): Extract<LoginOutcome, { data: unknown }> {
  const { code, ...data } = answer;
  return { kind: loginOutcomeKind[code], data };
}

