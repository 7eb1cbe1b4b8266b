/**
 * The server picks a pre-rendered first page in the language the SPA will start in (server/start-locale.ts):
 * the SPA's own rules (src/i18n/locale.ts) read off the request's headers, held to them for each saved cookie and
 * browser language list (sent by a browser as Accept-Language, most preferred first).
 */
import { describe, expect, it } from 'vitest';
import { startLocale } from '../../server/start-locale';
import { LOCALE_CASES } from './locale-cases';
import { detectInitialLocale, readSavedLanguage } from '../../src/i18n/locale';

describe('the server starts a page in the language main.tsx picks', () => {
  it.each(LOCALE_CASES)('%s', (_name, cookies, languages) => {
    const cookieHeader = cookies.join('; ');
    const acceptLanguage = languages.map((tag, i) => (i === 0 ? tag : `${tag};q=${(1 - i / 10).toFixed(1)}`)).join(',');
    const expected = detectInitialLocale({ cookie: readSavedLanguage(cookieHeader), navigatorLanguages: languages });
    expect(startLocale(cookieHeader || undefined, acceptLanguage || undefined)).toBe(expected);
  });
});
