/**
 * Lingui setup. One shared `i18n` instance; catalogs are loaded one language at a time (each is its own chunk).
 *
 * Start-up (main.tsx): `const locale = await initI18n();` then render inside <I18nProvider>.
 * Switching: `await loadLocale(next); persistLocale(next);` — every <Trans>/useLingui re-renders on activation.
 */
import { i18n, type Messages } from '@lingui/core';
import { type Locale } from '../constants';
import { detectInitialLocale, readSavedLanguage } from './locale';

export { i18n };
export * from './locale';

// The .po files are compiled by @lingui/vite-plugin at import time, so no generated file has to exist first
// (vite build, vitest and Storybook all run the plugin). Explicit imports keep one chunk per language.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => import('../locales/zh-CN.po'),
  en: () => import('../locales/en.po'),
};

const loaded = new Set<Locale>();

/** Loads the catalog of one language (once) and activates it; sets <html lang> for screen readers and fonts. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Detects the initial language (§4) from the browser's cookies and languages, loads it and returns it. */
export async function initI18n(): Promise<Locale> {
  const locale = detectInitialLocale({
    cookie: typeof document === 'undefined' ? undefined : readSavedLanguage(document.cookie),
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  await loadLocale(locale);
  return locale;
}

/** The active locale as our Locale type (zh-CN until something is activated). */
export function currentLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'zh-CN';
}
