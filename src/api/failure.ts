/**
 * Why a call failed, in one vocabulary, and the words a refusal shows: the actors' one way from a raw error to what
 * their machines record. A call that did not get through (network, timeout) is rethrown by the actors, so a machine
 * tells it from a refusal; a refusal becomes an outcome carrying this message.
 */
import { i18n } from '@lingui/core';
import { ERROR_MESSAGES } from '../i18n/messages';
import { ApiError } from './envelope';
import { apiMessages } from './messages';

/** Network, timeout, the session ended (3008-3010), refused with a message (a business code), the server failed. */
export type FailureKind = 'network' | 'timeout' | 'sessionEnded' | 'refused' | 'server';

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'server';
  if (error.kind === 'network' || error.kind === 'timeout') return error.kind;
  if (error.kind === 'sessionInvalid') return 'sessionEnded';
  return error.kind === 'business' ? 'refused' : 'server';
}

/** A call that did not get through (network or timeout), as opposed to one the server answered. */
export function isUnreachable(error: unknown): boolean {
  const kind = failureKind(error);
  return kind === 'network' || kind === 'timeout';
}

/**
 * What a failed call says, in the user's language: the server's message when it gave one; an ended session (an
 * unknown or expired token) asks to log in again; anything else is "system failed", never a program's own text.
 */
export function refusalMessage(error: unknown): string {
  if (failureKind(error) === 'sessionEnded') return i18n._(apiMessages.emptyInfo);
  if (error instanceof ApiError && error.message) return error.message;
  return i18n._(ERROR_MESSAGES.systemFailed);
}
