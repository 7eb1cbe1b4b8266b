/**
 * The login's second step (accounts with the authenticator app on or a passkey) and the password-less passkey
 * sign-in, loaded only when a login asks for one of them: the calls and the mapping of their answers to the login
 * machine's outcomes. A passkey's step asks the server
 * for the WebAuthn options of the challenge, the browser for the passkey (the WebAuthn helper loads only then), and
 * the server to check it.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginOutcome, SecondStepInput, SecondStepOutcome } from '../../machines/types';
import { api } from '../api/client';
import { ApiError, settleEnvelope } from '../api/envelope';
import { RESULT_CODE } from '../constants';
import { answerOutcome, messageOutcome } from './login-answers';

/** The second step of a login: its answer is loginV2's; a wrong code keeps the challenge, an ended one does not. */
export async function secondStep(input: SecondStepInput): Promise<SecondStepOutcome> {
  const proof = input.mode === 'recovery' ? { recoveryCode: input.code } : { code: input.code };
  try {
    if (input.mode === 'passkey') return answerOutcome(await passkeyStep(input.challenge));
    const envelope = await settleEnvelope(api.POST('/sys/users/loginSecondStep', { body: { challenge: input.challenge, ...proof } }), {
      auth: true,
      silent: true,
    });
    return answerOutcome(envelope.data!);
  } catch (error) {
    // The browser's prompt was dismissed or timed out: the step stays open to try again.
    if (promptDismissed(error)) return { kind: 'failed', message: i18n._(msg`未完成验证：浏览器的通行密钥验证已取消或超时。`) };
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


const settings = { auth: true, silent: true } as const;

/** The browser's passkey prompt for the server's options (the WebAuthn helper loads only then): its assertion. */
async function assertion(options: unknown) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
}

async function passkeyStep(challenge: string) {
  const options = await settleEnvelope(api.POST('/sys/users/passkeySecondStepOptions', { body: { challenge } }), settings);
  const credential = await assertion(options.data!.options);
  return (await settleEnvelope(api.POST('/sys/users/loginSecondStepPasskey', { body: { challenge, credential } }), settings)).data!;
}

/**
 * Signing in with a passkey alone: the options of a discoverable-credential prompt, the browser's prompt (it offers
 * the passkeys it holds for this site), and the server's check, which answers as loginV2 does.
 */
export async function passkeySignIn(): Promise<LoginOutcome> {
  try {
    const options = await settleEnvelope(api.POST('/sys/users/passkeySignInOptions', { body: {} }), settings);
    const credential = await assertion(options.data!.options);
    return answerOutcome((await settleEnvelope(api.POST('/sys/users/loginPasskey', { body: { credential } }), settings)).data!);
  } catch (error) {
    if (promptDismissed(error)) return { kind: 'failed', message: i18n._(msg`未登录：浏览器的通行密钥验证已取消或超时。`) };
    return messageOutcome(error);
  }
}

/** WebAuthn's NotAllowedError (dismissed, timed out) or AbortError, as the browser or the helper names them. */
const promptDismissed = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' || error.name === 'AbortError' || (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED');
