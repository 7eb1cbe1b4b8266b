/**
 * The real effects of the login machine: API calls and the one mapping from API answers to login outcomes.
 * Messages are shown inline by the login screen, so these calls are `silent` (no toast on top).
 */
import { fromPromise } from 'xstate';
import type {
  CaptchaImage,
  InfoOutcome,
  LoadInfoInput,
  LoginAnswerKind,
  LoginCredentials,
  LoginOutcome,
  UserInfo,
} from '../../machines/types';
import { api } from '../api/client';
import { ApiError, settleData, settleEnvelope } from '../api/envelope';
import type { components } from '../api/schema';
import { RESULT_CODE } from '../constants';
import { i18n } from '@lingui/core';
import { apiMessages } from '../api/messages';

type LoginCode = components['schemas']['LoginOutcome'];

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
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'networkError', message: error.message };
    if (error.kind === 'business' && error.code === RESULT_CODE.wrongCredentials) {
      return { kind: 'wrongCredentials', message: error.message };
    }
    return { kind: 'failed', message: error.message };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

export async function login(input: LoginCredentials): Promise<LoginOutcome> {
  try {
    const envelope = await settleEnvelope(api.POST('/sys/users/loginV2', { body: input }), { auth: true, silent: true });
    if (envelope.code === RESULT_CODE.captchaRequired) return { kind: 'needCaptcha', message: envelope.msg };
    const { code, ...data } = envelope.data!;
    return { kind: loginOutcomeKind[code], data };
  } catch (error) {
    return messageOutcome(error);
  }
}

export async function loadCaptcha(): Promise<CaptchaImage> {
  const captcha = await settleData(api.GET('/sys/users/verifyCodeImage'), { auth: true, silent: true });
  if (!captcha) throw new Error(i18n._(apiMessages.network));
  return captcha;
}

/**
 * getInfo with the login's token; an answer without data is refused (SPEC.md section 5). `signal`: the actor's, so a
 * load the machine has left (a newer reload started) is cancelled rather than left to finish unheard.
 */
export async function loadInfo(input: LoadInfoInput, signal?: AbortSignal): Promise<InfoOutcome> {
  try {
    const info = await settleData(
      api.POST('/sys/users/getInfo', {
        body: { userId: input.userId, currentIdType: input.currentIdType },
        headers: { token: input.token },
        signal,
      }),
      { auth: true, silent: true },
    );
    if (!info || !info.userId) return { kind: 'failed', message: i18n._(apiMessages.emptyInfo) };
    return { kind: 'success', info: info as UserInfo };
  } catch (error) {
    const outcome = messageOutcome(error);
    return { kind: 'failed', message: 'message' in outcome ? outcome.message : '' };
  }
}

export const loginActors = {
  login: fromPromise<LoginOutcome, LoginCredentials>(({ input }) => login(input)),
  loadCaptcha: fromPromise<CaptchaImage, void>(() => loadCaptcha()),
  loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(({ input, signal }) => loadInfo(input, signal)),
};
