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
  SecondStepChallenge,
  SecondStepInput,
  SecondStepOutcome,
  UserInfo,
} from '../../machines/types';
import { api } from '../api/client';
import { ApiError, settleData, settleEnvelope } from '../api/envelope';
import type { components } from '../api/schema';
import { RESULT_CODE } from '../constants';
import { i18n } from '@lingui/core';
import { apiMessages } from '../api/messages';

type LoginCode = components['schemas']['LoginOutcome'];
type LoginResponse = components['schemas']['LoginResponse'];

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
    if (envelope.code === RESULT_CODE.secondStepRequired) return { kind: 'secondStep', challenge: envelope.data as SecondStepChallenge };
    return answerOutcome(envelope.data as LoginResponse);
  } catch (error) {
    return messageOutcome(error);
  }
}

function answerOutcome(answer: LoginResponse): Extract<LoginOutcome, { data: unknown }> {
  const { code, ...data } = answer;
  return { kind: loginOutcomeKind[code], data };
}

/** The second step of a login: its answer is loginV2's; a wrong code keeps the challenge, an ended one does not. */
export async function secondStep(input: SecondStepInput): Promise<SecondStepOutcome> {
  const proof = input.mode === 'recovery' ? { recoveryCode: input.code } : { code: input.code };
  try {
    const envelope = await settleEnvelope(api.POST('/sys/users/loginSecondStep', { body: { challenge: input.challenge, ...proof } }), {
      auth: true,
      silent: true,
    });
    return answerOutcome(envelope.data!);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') {
      if (error.code === RESULT_CODE.codeWrong) return { kind: 'codeWrong', message: error.message };
      // Too many wrong codes end the challenge on the server too: the login starts again.
      if (error.code === RESULT_CODE.challengeEnded || error.code === RESULT_CODE.tooManyRequests) {
        return { kind: 'challengeEnded', message: error.message };
      }
    }
    const outcome = messageOutcome(error);
    return { kind: outcome.kind === 'networkError' ? 'networkError' : 'failed', message: 'message' in outcome ? outcome.message : '' };
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
  secondStep: fromPromise<SecondStepOutcome, SecondStepInput>(({ input }) => secondStep(input)),
};
