import { expect, it, vi } from 'vitest';

it('the language asked for last wins, whichever catalog arrives last (a late account language must not undo the user’s switch)', async () => {
  vi.resetModules();
  const { i18n, loadLocale } = await import('../../src/i18n');
  await loadLocale('zh-CN');
  // English still has to download; Chinese is already there. The user's later choice is Chinese.
  const english = loadLocale('en');
  const chinese = loadLocale('zh-CN');
  expect(await chinese).toBe(true);
  expect(await english).toBe(false);
  expect(i18n.locale).toBe('zh-CN');
  expect(document.documentElement.lang).toBe('zh-CN');
  // And the other way round: the slower download, asked for last, is what stays.
  expect(await loadLocale('en')).toBe(true);
  expect(i18n.locale).toBe('en');
});

it('localeSettled waits for the switch under way (the client area opens in the account’s language, not before)', async () => {
  vi.resetModules();
  const { i18n, loadLocale, localeSettled } = await import('../../src/i18n');
  const { switchPublicLanguage } = await import('../../src/flows/language');
  await loadLocale('zh-CN');
  await localeSettled();
  // After login: the account's language is English, its catalog still downloading.
  void switchPublicLanguage('en');
  expect(i18n.locale).toBe('zh-CN');
  await localeSettled();
  expect(i18n.locale).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

it('the notice that the page follows the account’s language goes once the user switches the language again', async () => {
  vi.resetModules();
  const dismissed: string[] = [];
  vi.doMock('../../src/components/toaster', () => ({
    notifyInfo: () => 'account-language-notice',
    dismissToast: (id: string) => dismissed.push(id),
  }));
  vi.doMock('../../src/api/envelope', () => ({ settleData: () => Promise.resolve(null) }));
  const { loadLocale } = await import('../../src/i18n');
  const { followAccountLanguage, switchClientLanguage } = await import('../../src/flows/language');
  await loadLocale('zh-CN');
  const session = { send: vi.fn() } as unknown as Parameters<typeof switchClientLanguage>[1];
  // The account reads English: the page follows it and says so.
  await followAccountLanguage('en_US', session);
  expect(dismissed).toEqual([]);
  // The user switches back by the header: the notice (and its "back to Chinese" button) no longer holds.
  await switchClientLanguage('zh-CN', session);
  expect(dismissed).toEqual(['account-language-notice']);
  vi.doUnmock('../../src/components/toaster');
  vi.doUnmock('../../src/api/envelope');
});
