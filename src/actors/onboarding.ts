/**
 * The real effects of the registration and forgot-password machines, and the one mapping of their API answers to
 * the machines' outcome kinds. The screens show these messages inline, so every call is `silent` (no toast), and
 * `auth` (no session is involved: nothing to count as activity, nothing to reset).
 */
import { fromPromise } from 'xstate';
import type {
  Captcha,
  RegisterOutcome,
  RegisterRequest,
  ResetPasswordOutcome,
  ResetPasswordRequest,
  SendCodeOutcome,
  SendCodeRequest,
} from '../../machines/flow-types';
import { api } from '../api/client';
import { ApiError, settleData, settleEnvelope, type SettleOptions } from '../api/envelope';
import { isUnreachable, refusalMessage } from '../api/failure';
import { RESULT_CODE } from '../constants';
import { i18n } from '@lingui/core';
import { apiMessages } from '../api/messages';
import { loadCaptcha } from './auth';

export const INLINE: SettleOptions = { auth: true, silent: true };

/** getMsgCode: 2012 means the image captcha was refused (wrong, used or expired). */
export async function sendCode(input: SendCodeRequest): Promise<SendCodeOutcome> {
  try {
    const envelope = await settleEnvelope(api.POST('/sys/users/getMsgCode', { body: input }), INLINE);
    if (envelope.code === RESULT_CODE.captchaRequired) return { kind: 'captchaInvalid' };
    return envelope.data?.sentTo ? { kind: 'sent', sentTo: envelope.data.sentTo } : { kind: 'sent' };
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

/** registerV2: status 0 opens the binding flow with the onetime token; any other status shows statusMsg. */
export async function register(input: RegisterRequest): Promise<RegisterOutcome> {
  try {
    const data = await settleData(api.POST('/sys/users/registerV2', { body: input }), INLINE);
    if (data && data.status === 0) {
      const { onetimeToken, userId, userName, equipmentId } = data;
      return { kind: 'ok', onetimeToken, userId, userName, equipmentId };
    }
    return { kind: 'rejected', statusMsg: data?.statusMsg || i18n._(apiMessages.emptyInfo) };
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return { kind: 'rejected', statusMsg: refusalMessage(error) };
  }
}

/** forgotPwdV2: 4000 in the envelope is a wrong or expired code; 4029 (too many tries) and the rest keep their text. */
export async function resetPassword(input: ResetPasswordRequest): Promise<ResetPasswordOutcome> {
  try {
    await settleData(api.POST('/sys/users/forgotPwdV2', { body: input }), INLINE);
    return { kind: 'ok' };
  } catch (error) {
    if (isUnreachable(error)) throw error;
    if (error instanceof ApiError && error.kind === 'business' && error.code === RESULT_CODE.invalidInput) {
      return { kind: 'codeInvalid' };
    }
    return { kind: 'failure', message: refusalMessage(error) };
  }
}

const captchaActor = fromPromise<Captcha, void>(() => loadCaptcha());

/** The code child's (machines/send-code.machine.ts), for registration and the password reset alike. */
export const sendCodeActors = {
  sendCode: fromPromise<SendCodeOutcome, SendCodeRequest>(({ input }) => sendCode(input)),
};

export const registrationActors = {
  loadCaptcha: captchaActor,
  register: fromPromise<RegisterOutcome, RegisterRequest>(({ input }) => register(input)),
};

export const forgotPasswordActors = {
  loadCaptcha: captchaActor,
  resetPassword: fromPromise<ResetPasswordOutcome, ResetPasswordRequest>(({ input }) => resetPassword(input)),
};
