/** Business refusals travel as exceptions to the one error handler, which answers HTTP 200 with the envelope. */
import { RESULT_CODE } from '../../src/constants.ts';
import type { MessageKey } from './messages.ts';

export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const tokenInvalid = () => new AppError(RESULT_CODE.tokenInvalid, 'tokenInvalid');
export const tokenExpired = () => new AppError(RESULT_CODE.tokenExpired, 'tokenExpired');
export const tokenRevoked = () => new AppError(RESULT_CODE.tokenRevoked, 'tokenRevoked');
export const forbidden = () => new AppError(RESULT_CODE.forbidden, 'forbidden');
export const wrongCredentials = () => new AppError(RESULT_CODE.wrongCredentials, 'wrongCredentials');
