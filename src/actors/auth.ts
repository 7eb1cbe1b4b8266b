/**
 * The real effects of the login machine: API calls and the one mapping from API answers to login outcomes.
 * Messages are shown inline by the login screen, so these calls are `silent` (no toast on top).
 */
import { fromPromise } from 'xstate';
import type {
  CaptchaImage,
  InfoOutcome,
  LoadInfoInput,
  LoginCredentials,
  LoginOutcome,
  SecondStepChallenge,
  SecondStepInput,
  SecondStepOutcome,
} from '../../machines/types';
import { api } from '../api/client';
import { settleData, settleEnvelope } from '../api/envelope';
import { RESULT_CODE } from '../constants';
import { i18n } from '@lingui/core';
import { apiMessages } from '../api/messages';
import { answerOutcome, messageOutcome, type LoginResponse } from './login-answers';
import { loadInfo } from './session';

export { loginOutcomeKind, messageOutcome } from './login-answers';

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

export async function loadCaptcha(): Promise<CaptchaImage> {
  const captcha = await settleData(api.GET('/sys/users/verifyCodeImage'), { auth: true, silent: true });
  if (!captcha) throw new Error(i18n._(apiMessages.network));
  return captcha;
}

/**
 * The login machine's actors. `answered`: what each login answer waits for besides its call (the session has the
 * way in's next code load beside it, src/flows/way-in-loader.ts); by default nothing.
 */
export function loginActorsWith(answered: <T>(answer: Promise<T>) => Promise<T> = (answer) => answer) {
  return {
    login: fromPromise<LoginOutcome, LoginCredentials>(({ input }) => answered(login(input))),
    loadCaptcha: fromPromise<CaptchaImage, void>(() => loadCaptcha()),
    loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(({ input, signal }) => loadInfo(input, signal)),
    // Only accounts with the authenticator app on take the second step: its call loads when one does.
    secondStep: fromPromise<SecondStepOutcome, SecondStepInput>(({ input }) =>
      answered(import('./second-step').then((m) => m.secondStep(input))),
    ),
    passkeySignIn: fromPromise<LoginOutcome, void>(() => answered(import('./second-step').then((m) => m.passkeySignIn()))),
  };
}

export const loginActors = loginActorsWith();
