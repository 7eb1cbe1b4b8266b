/**
 * The language a page starts in, as the SPA picks it (SPEC.md §4), from the request's headers: server/static.ts
 * sends a pre-rendered first page in it. The rules are the SPA's own (src/i18n/locale.ts, free of the DOM); here
 * only the headers are read as the browser would hand them to the SPA.
 */
import { detectInitialLocale, readSavedLanguage } from '../src/i18n/locale.ts';
import type { Locale } from '../src/constants.ts';

/** Accept-Language as navigator.languages: the tags in the order sent, without their weights. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '').split(',').map((tag) => tag.split(';')[0].trim()).filter(Boolean);
}

/**
 * The language the SPA will start in: the saved language cookie (ours, else the legacy one), else the first English
 * or Chinese language the browser asks for, else Chinese.
 */
export function startLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  return detectInitialLocale({ cookie: readSavedLanguage(cookieHeader), navigatorLanguages: acceptedLanguages(acceptLanguage) });
}
