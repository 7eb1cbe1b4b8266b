/**
 * The login's second step (accounts with the authenticator app on), loaded only when a login asks for it: the call
 * and the mapping of its answers to the login machine's outcomes.
 */
import type { SecondStepInput, SecondStepOutcome } from '../../machines/types';
import { api } from '../api/client';
import { ApiError, settleEnvelope } from '../api/envelope';
import { RESULT_CODE } from '../constants';
import { answerOutcome, messageOutcome } from './login-answers';

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

