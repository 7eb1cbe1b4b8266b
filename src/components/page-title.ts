import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { FIRM_NAME } from '../i18n/messages';

/** "页面 - 泓岸资本" / "Page - Harbourline Capital"; the firm's name alone when the page has no title. */
export function formatPageTitle(page: string | undefined, firm: string): string {
  return page ? `${page} - ${firm}` : firm;
}

/**
 * Sets document.title in the active language and again whenever the language changes (§2: title per language).
 * Pass a message descriptor (`msg`…``) or a string that is already in the user's language.
 */
export function usePageTitle(title?: MessageDescriptor | string): void {
  const { i18n } = useLingui();
  const page = title === undefined ? undefined : typeof title === 'string' ? title : i18n._(title);
  const firm = i18n._(FIRM_NAME);
  useEffect(() => {
    document.title = formatPageTitle(page, firm);
  }, [page, firm]);
}
