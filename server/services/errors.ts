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

/**
 * A failure of the server's own that it can name and that no request can mend (a stored secret that does not open with
 * the configured key): answered as any unexpected failure (HTTP 500 / 5000), and logged as its message alone, which
 * says what is wrong without a stack or any secret.
 */
export class ServerFault extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerFault';
  }
}

export const tokenInvalid = () => new AppError(RESULT_CODE.tokenInvalid, 'tokenInvalid');
export const tokenExpired = () => new AppError(RESULT_CODE.tokenExpired, 'tokenExpired');
export const tokenRevoked = () => new AppError(RESULT_CODE.tokenRevoked, 'tokenRevoked');
export const forbidden = () => new AppError(RESULT_CODE.forbidden, 'forbidden');
export const wrongCredentials = () => new AppError(RESULT_CODE.wrongCredentials, 'wrongCredentials');
