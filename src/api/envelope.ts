/**
 * The one module that knows the response envelope `{ code, msg, data }` and the error catalogue of SPEC.md
 * section 8. Every call of the SPA goes through `settle()`; the effects (toast, session reset, activity) are
 * injected by the app with `configureEnvelope()` so tests and stories supply their own.
 */
import type { MessageDescriptor } from '@lingui/core';
import { NETWORK_ERROR_TOAST_MS, RESULT_CODE, SESSION_INVALID_CODES } from '../constants';
import { apiMessages } from './messages';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  /** Absent in the generated types of operations whose data is always null. */
  data?: T;
}

export type ApiErrorKind = 'business' | 'sessionInvalid' | 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: number;
  readonly status?: number;
  constructor(kind: ApiErrorKind, message: string, extra: { code?: number; status?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.status = extra.status;
  }
}

export interface EnvelopeEffects {
  /** Show an error message to the user (toast); durationMs when the spec gives one. */
  notify(message: string, options?: { durationMs?: number }): void;
  /** 3008/3009/3010: reset the session and reload, without a message. */
  sessionInvalid(code: number): void;
  /** A successful non-auth call: the user is active. */
  activity(): void;
  /** Resolve a message descriptor in the current language. */
  translate(descriptor: MessageDescriptor): string;
}

const noop = () => {};
let effects: EnvelopeEffects = {
  notify: noop,
  sessionInvalid: noop,
  activity: noop,
  translate: (d) => d.message ?? d.id,
};

export function configureEnvelope(next: Partial<EnvelopeEffects>): void {
  effects = { ...effects, ...next };
}

export interface SettleOptions {
  /** Auth calls (login, token refresh, ...) do not count as user activity, and their machine handles 3008-3010. */
  auth?: boolean;
  /** Binary downloads are returned as they are, without envelope handling. */
  binary?: boolean;
  /** The caller shows the message itself (inline, next to the form), so no toast. */
  silent?: boolean;
}

/** What openapi-fetch resolves to; `fetchPromise` rejects on network failure and timeout. */
export interface RawResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export type Settled<T> = T extends Envelope<infer D> ? D : T;

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof (value as Envelope).code === 'number';
}

function fail(error: ApiError, options: SettleOptions, durationMs?: number): never {
  if (!options.silent) effects.notify(error.message, durationMs ? { durationMs } : undefined);
  throw error;
}

/**
 * Applies SPEC.md section 8 to one call. Resolves to the envelope for 1000, for 2012 (the caller shows the
 * captcha; the message has been shown) and for 2013 (the caller asks for the second step), rejects with ApiError otherwise (the message has been shown, except for
 * an invalid session, which resets silently).
 */
export async function settleEnvelope<T extends Envelope>(
  call: Promise<RawResult<T>>,
  options: SettleOptions = {},
): Promise<T> {
  let result: RawResult<T>;
  try {
    result = await call;
  } catch (cause) {
    const isTimeout = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    if (isTimeout) fail(new ApiError('timeout', effects.translate(apiMessages.timeout)), options, NETWORK_ERROR_TOAST_MS);
    // The browser's own text ("Failed to fetch") is neither helpful nor in the user's language.
    fail(new ApiError('network', effects.translate(apiMessages.network)), options, NETWORK_ERROR_TOAST_MS);
  }
  const { response } = result;
  const body = result.data ?? result.error;
  if (response.status !== 200) {
    // An invalid session may come with any status; the envelope decides.
    if (isEnvelope(body) && SESSION_INVALID_CODES.includes(body.code)) return sessionInvalid(body.code, options);
    // A server shedding load, or an instance restarting behind the proxy: a calm "busy, try again", not a status code.
    if (response.status === 503) fail(new ApiError('http', effects.translate(apiMessages.busy), { status: 503 }), options, NETWORK_ERROR_TOAST_MS);
    fail(new ApiError('http', effects.translate(apiMessages.httpStatus(response.status)), { status: response.status }), options);
  }
  if (options.binary) return body as T;
  if (!isEnvelope(body)) {
    fail(new ApiError('http', effects.translate(apiMessages.httpStatus(response.status)), { status: response.status }), options);
  }
  if (body.code === RESULT_CODE.success) {
    if (!options.auth) effects.activity();
    return body as T;
  }
  if (body.code === RESULT_CODE.captchaRequired) {
    if (!options.silent) effects.notify(body.msg);
    return body as T;
  }
  // loginV2's "second step required": the login screen asks for the code.
  if (body.code === RESULT_CODE.secondStepRequired) return body as T;
  if (SESSION_INVALID_CODES.includes(body.code)) return sessionInvalid(body.code, options);
  fail(new ApiError('business', body.msg, { code: body.code }), options);
}

/** Auth calls (refresh, getInfo during login) leave the reset to the machine that made them. */
function sessionInvalid(code: number, options: SettleOptions): never {
  if (!options.auth) effects.sessionInvalid(code);
  throw new ApiError('sessionInvalid', '', { code });
}

/** For calls that only succeed with data: 2012 is an error there too. */
export async function settleData<T extends Envelope>(
  call: Promise<RawResult<T>>,
  options: SettleOptions = {},
): Promise<Settled<T>> {
  const envelope = await settleEnvelope(call, options);
  if (envelope.code !== RESULT_CODE.success) throw new ApiError('business', envelope.msg, { code: envelope.code });
  return envelope.data as Settled<T>;
}
