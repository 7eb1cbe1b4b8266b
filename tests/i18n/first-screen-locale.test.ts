/**
 * The first-screen preload script (scripts/vite/first-screen-preload.ts) repeats the start-up language rules of
 * src/i18n/locale.ts in a few lines of plain JS, so the right catalog downloads before the app's code runs. This
 * keeps the two copies in step: the script is generated from a small fake bundle, run in the page, and the catalog
 * it preloads must be the one main.tsx will pick, for each saved cookie and browser language list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { firstScreenPreload } from '../../scripts/vite/first-screen-preload';
import { LOCALE_CASES } from './locale-cases';
import { detectInitialLocale, readSavedLanguage } from '../../src/i18n/locale';

const chunk = (fileName: string, moduleIds: string[], isEntry = false) => ({ type: 'chunk', fileName, moduleIds, imports: [], isEntry });

/** The script the plugin emits for a bundle with both catalogs (each in two parts) and a /login route. */
function emittedScript(): string {
  const plugin = firstScreenPreload();
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], true),
    'assets/zh.js': chunk('assets/zh.js', ['/app/src/locales/zh-CN.po']),
    'assets/en.js': chunk('assets/en.js', ['/app/src/locales/en.po']),
    'assets/zh-client.js': chunk('assets/zh-client.js', ['/app/src/locales/zh-CN.po?client']),
    'assets/en-client.js': chunk('assets/en-client.js', ['/app/src/locales/en.po?client']),
    'assets/login.js': chunk('assets/login.js', ['/app/src/routes/login.tsx?tsr-split=component']),
    'index.html': { type: 'asset', source: '<head><script type="module" src="/assets/index.js"></script></head>' },
  } as unknown as OutputBundle;
  const emitted: { source: string }[] = [];
  (plugin.generateBundle as (this: unknown, o: unknown, b: OutputBundle) => void).call(
    { emitFile: (file: { source: string }) => emitted.push(file) },
    {},
    bundle,
  );
  expect(emitted).toHaveLength(1);
  return emitted[0].source;
}

const script = emittedScript();

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
