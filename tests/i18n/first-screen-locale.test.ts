/**
 * The first-screen script (src/boot/first-screen.ts, bundled by build/vite/first-screen-preload.ts) preloads the
 * catalog main.tsx will pick, so it downloads before the app's code runs. Both use src/i18n/locale.ts; this checks
 * the bundled script as the browser runs it: generated from a small fake bundle, run in the page, for each saved
 * cookie and browser language list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenBuild } from '../support/first-screen';
import { LOCALE_CASES } from './locale-cases';
import { detectInitialLocale, readSavedLanguage } from '../../src/i18n/locale';

const { script } = await firstScreenBuild();

function clearCookies() {
  for (const name of document.cookie.split(';').map((c) => c.trim().split('=')[0]).filter(Boolean)) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Runs the script with these cookies and browser languages; returns the catalog it preloaded. */
function preloadedCatalog(cookies: string[], languages: string[]): string {
  clearCookies();
  for (const c of cookies) document.cookie = `${c}; path=/`;
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove());
  new Function(script)();
  const hrefs = [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
  const catalogs = hrefs.filter((h) => h === '/assets/zh.js' || h === '/assets/en.js');
  expect(catalogs).toHaveLength(1);
  return catalogs[0] === '/assets/en.js' ? 'en' : 'zh-CN';
}

afterEach(() => {
  clearCookies();
  Object.defineProperty(navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
});

describe('the first-screen script preloads the catalog main.tsx picks', () => {
  it.each(LOCALE_CASES)('%s', (_name, cookies, languages) => {
    const catalog = preloadedCatalog(cookies, languages);
    const expected = detectInitialLocale({ cookie: readSavedLanguage(cookies.join('; ')), navigatorLanguages: languages });
    expect(catalog).toBe(expected);
  });
});
