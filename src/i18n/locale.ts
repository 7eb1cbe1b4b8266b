/**
 * The language rules of SPEC.md §4 as pure functions: which language to start in, how it is stored in cookies,
 * and how it maps to the server's languageType (zh_CN / en_US). No DOM here: the server picks a page's first
 * language with the same functions (server/start-locale.ts), and the first-screen script bundles them.
 */
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_TYPE,
  LEGACY_LANGUAGE_COOKIE,
  LEGACY_LANGUAGE_COOKIE_NAME,
  type LanguageType,
  type Locale,
} from '../constants.ts';

/** One year: the choice should outlive the session (it is a preference, not a credential). */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Maps any spelling we may meet (our cookie, the legacy cookie, the server's languageType, a browser language tag)
 * to a supported locale: en*, zh* → en, zh-CN; anything else → undefined.
 */
export function matchLocale(value: string | null | undefined): Locale | undefined {
  const tag = value?.trim().toLowerCase().replace('_', '-');
  if (!tag) return undefined;
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  return undefined;
}

export interface InitialLocaleInput {
  /** Value of the saved language cookie (or the legacy one), if any. */
  cookie?: string | null;
  /** navigator.languages, most preferred first. */
  navigatorLanguages?: readonly string[] | null;
}

/** §4: saved language cookie first, else the first browser language that is English or Chinese, else zh-CN. */
export function detectInitialLocale({ cookie, navigatorLanguages }: InitialLocaleInput): Locale {
  const saved = matchLocale(cookie);
  if (saved) return saved;
  for (const language of navigatorLanguages ?? []) {
    const matched = matchLocale(language);
    if (matched) return matched;
  }
  return DEFAULT_LOCALE;
}

/** One cookie's value from a `document.cookie` string or a Cookie header (a request may have none). */
export function readCookie(cookieString: string | undefined, name: string): string | undefined {
  for (const part of (cookieString ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // A value another script wrote malformed ("%E0%A4%A") is read as it is: it matches no language, so the
    // browser's languages decide, rather than the page failing to start.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return undefined;
}

/** The saved language from a `document.cookie` string: our cookie, else the legacy one (zh-CN / en-US). */
export function readSavedLanguage(cookieString: string | undefined): string | undefined {
  return readCookie(cookieString, LANGUAGE_COOKIE_NAME) ?? readCookie(cookieString, LEGACY_LANGUAGE_COOKIE_NAME);
}

/** The two cookie strings persistLocale writes, exposed for tests and for a server-side writer. */
export function localeCookies(locale: Locale): [string, string] {
  const attributes = `; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  return [
    `${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(locale)}${attributes}`,
    `${LEGACY_LANGUAGE_COOKIE_NAME}=${encodeURIComponent(LEGACY_LANGUAGE_COOKIE[locale])}${attributes}`,
  ];
}

export function toLanguageType(locale: Locale): LanguageType {
  return LANGUAGE_TYPE[locale];
}

/** The server's languageType (zh_CN / en_US) as a locale; unknown values fall back to the default. */
export function fromLanguageType(languageType: string | null | undefined): Locale {
  return matchLocale(languageType) ?? DEFAULT_LOCALE;
}
