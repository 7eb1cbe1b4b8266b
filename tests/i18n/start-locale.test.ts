/**
 * The server picks a pre-rendered first page in the language the SPA will start in (server/start-locale.ts):
 * a third copy of src/i18n/locale.ts's rules, held to them for each saved cookie and browser language list (sent
 * by a browser as Accept-Language, most preferred first).
 */
import { describe, expect, it } from 'vitest';
import { startLocale } from '../../server/start-locale';
import { detectInitialLocale, readSavedLanguage } from '../../src/i18n/locale';

describe('the server starts a page in the language main.tsx picks', () => {
  const cases: [string, string[], string[]][] = [
    ['nothing saved, an English browser', [], ['en-GB', 'en']],
    ['nothing saved, a Chinese browser', [], ['zh-TW']],
    ['nothing saved, neither language', [], ['fr-FR', 'de']],
    ['nothing saved, no languages at all', [], []],
    ['nothing saved, English after an unsupported one', [], ['fr', 'en-US', 'zh-CN']],
    ['saved English beats a Chinese browser', ['language=en'], ['zh-CN']],
    ['saved Chinese beats an English browser', ['language=zh-CN'], ['en-US']],
    ['the legacy cookie, in its own spelling', ['lang=en-US'], ['zh-CN']],
    ['our cookie before the legacy one', ['language=zh-CN', 'lang=en-US'], ['en']],
    ['a server spelling with an underscore', ['language=en_US'], ['zh-CN']],
    ['an unsupported saved value falls back to the browser', ['language=fr'], ['en-AU']],
    ['an encoded value', ['language=zh%2DCN'], ['en']],
  ];
  it.each(cases)('%s', (_name, cookies, languages) => {
    const cookieHeader = cookies.join('; ');
    const acceptLanguage = languages.map((tag, i) => (i === 0 ? tag : `${tag};q=${(1 - i / 10).toFixed(1)}`)).join(',');
    const expected = detectInitialLocale({ cookie: readSavedLanguage(cookieHeader), navigatorLanguages: languages });
    expect(startLocale(cookieHeader || undefined, acceptLanguage || undefined)).toBe(expected);
  });
});
