/**
 * Switching the language (SPEC.md section 4). Public area: store it (cookie + legacy cookie). Client area: also
 * tell the server, reload the info (menus in the new language) and go to the first allowed page.
 */
import { msg } from '@lingui/core/macro';
import { ACCOUNT_LANGUAGE_NOTICE_MS, AUTONYMS, type Locale } from '../constants';
import { currentLocale, i18n, loadLocale, persistLocale, toLanguageType, fromLanguageType } from '../i18n';
import { dismissToast, notifyInfo } from '../components/toaster';
import { api } from '../api/client';
import { settleData } from '../api/envelope';
import type { SessionActor } from '../session/session';

let requested: Locale | null = null;
/** The notice that the page follows the account's language: gone once the language is switched again. */
let accountNotice: string | null = null;

/**
 * The language calls should speak from now on: set at once when a switch starts, while the catalog still loads,
 * so a call made meanwhile (the info load right after login) already asks the server in the new language.
 */
export function requestedLocale(): Locale {
  return requested ?? currentLocale();
}

/**
 * Start-up: the page's first language. Calls made while its catalog still downloads (the session's info load)
 * already speak it; resolves once the catalog is active.
 */
export async function startLanguage(locale: Locale): Promise<void> {
  requested = locale;
  await loadLocale(locale);
}

/** Switches the page's language; a switch overtaken by a later one while its catalog downloaded changes nothing. */
export async function switchPublicLanguage(locale: Locale): Promise<void> {
  requested = locale;
  if (accountNotice) dismissToast(accountNotice);
  accountNotice = null;
  if (await loadLocale(locale)) persistLocale(locale);
}

export async function switchClientLanguage(locale: Locale, session: SessionActor): Promise<void> {
  await switchPublicLanguage(locale);
  await settleData(api.PUT('/user/info/updateLanguage', { body: { languageType: toLanguageType(locale) } })).catch(
    () => undefined,
  );
  session.send({ type: 'session.reloadInfo' });
}

/**
 * After login the language follows the account's languageType. When that changes the page's language, the user is
 * told so once, in the new language, with a button that switches back (and stores that choice on the account).
 */
export async function followAccountLanguage(languageType: string, session: SessionActor): Promise<void> {
  const before = requestedLocale();
  const account = fromLanguageType(languageType);
  await switchPublicLanguage(account);
  if (account === before || requestedLocale() !== account) return;
  const previous = AUTONYMS[before];
  accountNotice = notifyInfo(i18n._(msg`页面已按您账户的语言显示。`), ACCOUNT_LANGUAGE_NOTICE_MS, {
    label: i18n._(msg`改回${previous}`),
    onClick: () => void switchClientLanguage(before, session),
  });
}
