import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentLocale,
  detectInitialLocale,
  fromLanguageType,
  i18n,
  initialLocale,
  loadLocale,
  localeCookies,
  persistLocale,
  readSavedLanguage,
  toLanguageType,
} from '../../src/i18n';
import { FIRM_NAME } from '../../src/i18n/messages';
import { DAYJS_LOCALE, dayjs } from '../../src/dates';
import { formatDate } from '../../src/format';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('detectInitialLocale (SPEC.md §4: saved cookie, then browser language, default zh)', () => {
  it.each([
    // cookie, navigator.languages, expected
    ['en', ['zh-CN'], 'en'],
    ['zh-CN', ['en-US'], 'zh-CN'],
    ['en-US', [], 'en'], // the legacy cookie's value
    ['zh_CN', ['en'], 'zh-CN'], // a server languageType
    ['fr', ['en-GB'], 'en'], // an unknown cookie value is ignored
    [undefined, ['en-US', 'zh-CN'], 'en'],
    [undefined, ['zh-TW', 'en'], 'zh-CN'], // any Chinese variant uses the zh-CN catalog
    [undefined, ['fr-FR', 'de', 'en-AU'], 'en'], // first English or Chinese language wins
    [undefined, ['fr-FR', 'zh', 'en'], 'zh-CN'],
    [undefined, ['fr-FR', 'ja'], 'zh-CN'], // nothing matches: default
    [undefined, [], 'zh-CN'],
    [null, null, 'zh-CN'],
    ['', ['EN-us'], 'en'],
  ] as const)('cookie %j, browser %j → %s', (cookie, navigatorLanguages, expected) => {
    expect(detectInitialLocale({ cookie, navigatorLanguages })).toBe(expected);
  });
});

describe('language cookies', () => {
  beforeEach(clearCookies);

  it('persistLocale stores the language cookie and the legacy zh-CN / en-US cookie', () => {
    persistLocale('en');
    expect(document.cookie).toContain('language=en');
    expect(document.cookie).toContain('lang=en-US');
    persistLocale('zh-CN');
    expect(document.cookie).toContain('language=zh-CN');
    expect(document.cookie).toContain('lang=zh-CN');
  });

  it('the cookies live at the site root for a year and are not sent cross-site', () => {
    for (const cookie of localeCookies('en')) {
      expect(cookie).toMatch(/; path=\/; max-age=31536000; SameSite=Lax$/);
    }
  });

  it.each([
    ['language=en; lang=zh-CN', 'en'],
    ['other=1; lang=en-US', 'en-US'],
    ['other=1', undefined],
    ['', undefined],
    // Malformed percent-encoding is read as written, not thrown (the page would not start).
    ['language=%E0%A4%A', '%E0%A4%A'],
  ])('readSavedLanguage(%j) → %j (our cookie first, then the legacy one)', (cookies, expected) => {
    expect(readSavedLanguage(cookies)).toBe(expected);
  });

  it('what persistLocale stores is what the next visit starts in', async () => {
    persistLocale('en');
    expect(initialLocale()).toBe('en');
    persistLocale('zh-CN');
    expect(initialLocale()).toBe('zh-CN');
  });
});

describe('server languageType', () => {
  it.each([
    ['zh-CN', 'zh_CN'],
    ['en', 'en_US'],
  ] as const)('%s ↔ %s', (locale, languageType) => {
    expect(toLanguageType(locale)).toBe(languageType);
    expect(fromLanguageType(languageType)).toBe(locale);
  });

  it('an unknown languageType falls back to zh-CN', () => {
    expect(fromLanguageType('fr_FR')).toBe('zh-CN');
    expect(fromLanguageType(undefined)).toBe('zh-CN');
  });
});

describe('loadLocale', () => {
  it('activates the catalog of one language and marks the document language', async () => {
    await loadLocale('en');
    expect(i18n._(FIRM_NAME)).toBe('Harbourline Capital');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLocale()).toBe('en');

    await loadLocale('zh-CN');
    expect(i18n._(FIRM_NAME)).toBe('泓岸资本');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(currentLocale()).toBe('zh-CN');
  });

  it('formats a date in the language asked for, whichever catalog is active (month names in Chinese, English built in)', async () => {
    await loadLocale('zh-CN');
    expect(dayjs('2024-03-05').locale(DAYJS_LOCALE['zh-CN']).format('MMMM')).toBe('三月');
    expect(formatDate('2024-03-05', 'en')).toBe('Mar 05, 2024');
    expect(formatDate('2024-03-05', 'zh-CN')).toBe('2024-03-05');

    await loadLocale('en');
    expect(dayjs('2024-03-05').locale(DAYJS_LOCALE.en).format('MMMM')).toBe('March');
    expect(dayjs('2024-03-05').locale(DAYJS_LOCALE['zh-CN']).format('MMMM')).toBe('三月');
    expect(formatDate('2024-03-05', 'zh-CN')).toBe('2024-03-05');
    expect(formatDate('2024-03-05', 'en')).toBe('Mar 05, 2024');
  });

});
