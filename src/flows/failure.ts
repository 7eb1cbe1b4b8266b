/**
 * What a flow's failure says on screen: the server's message when it gave one, else the text the page names for the
 * failure's reason, else "network error" or "system failed" (SPEC.md §8).
 */
import type { I18n } from '@lingui/core';
import { apiMessages } from '../api/messages';
import { ERROR_MESSAGES } from '../i18n/messages';
import type { FlowFailure } from '../../machines/failure';

/** The one place a flow's failure (machines/failure.ts) becomes words; `byReason` names a flow's own reasons. */
export function failureText(failure: FlowFailure<string> | null, i18n: I18n, byReason: Record<string, string> = {}): string | null {
  if (!failure) return null;
  return failure.message ?? byReason[failure.reason] ??
    (failure.reason === 'network' ? i18n._(apiMessages.network) : i18n._(ERROR_MESSAGES.systemFailed));
}
