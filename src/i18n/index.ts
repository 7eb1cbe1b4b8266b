/**
 * Lingui setup. One shared `i18n` instance; catalogs are loaded one language at a time (each is its own chunk).
 *
 * Start-up (main.tsx): `startLanguage(initialLocale())` (src/flows/language.ts) while the rest starts, then render inside
 * <I18nProvider> once it has resolved.
 * Switching: `await loadLocale(next); persistLocale(next);` — every <Trans>/useLingui re-renders on activation.
 */
import { i18n, type Messages } from '@lingui/core';
import { type Locale } from '../constants';
import { detectInitialLocale, localeCookies, readSavedLanguage } from './locale';

export { i18n };
export * from './locale';

/** §4: store the language and the legacy language cookie (zh-CN / en-US). */
export function persistLocale(locale: Locale, doc: Document = document): void {
  for (const cookie of localeCookies(locale)) doc.cookie = cookie;
}

// The .po files are compiled by @lingui/vite-plugin at import time, so no generated file has to exist first
// (vite build, vitest and Storybook all run the plugin). Explicit imports keep one chunk per language, and
// vite.config.ts splits each in two: `.po` has the messages outside the client area, `.po?client` those
// only the client area shows.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => import('../locales/zh-CN.po'),
  en: () => import('../locales/en.po'),
};
const clientCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => import('../locales/zh-CN.po?client'),
  en: () => import('../locales/en.po?client'),
};

const loaded = new Set<Locale>();
const loadedClient = new Set<Locale>();
/** Whether loadLocale also loads the client area's messages: always, unless the app defers them (main.tsx). */
let withClientMessages = true;

/**
 * Start-up of a page outside the client area: its catalog without the client area's messages, which
 * loadClientMessages adds on entering the client area (every later loadLocale then loads both parts).
 */
export function deferClientMessages(): void {
  withClientMessages = false;
}

/** The client area's messages of `locale` (the client layout waits for them), and of every later language. */
export async function loadClientMessages(locale: Locale): Promise<void> {
  withClientMessages = true;
  await loadPart(clientCatalogs, loadedClient, locale);
}

async function loadPart(
  parts: Record<Locale, () => Promise<{ messages: Messages }>>,
  done: Set<Locale>,
  locale: Locale,
): Promise<void> {
  if (done.has(locale)) return;
  const { messages } = await parts[locale]();
  // Lingui merges messages loaded for the same locale, and re-renders its users when the locale is active.
  i18n.load(locale, messages);
  done.add(locale);
}

/** Counts loadLocale calls: the last one asked for wins, whichever catalog arrives last. */
let latestCall = 0;
/** The last loadLocale call, finished or failed: what localeSettled waits for. */
let latestLoad: Promise<unknown> = Promise.resolve();

/**
 * Loads the catalog of one language (once) and activates it; sets <html lang> for screen readers and fonts.
 * Answers false, activating nothing, when another language was asked for while this one downloaded (e.g. the
 * account's language after login, overtaken by the user's own switch).
 */
export function loadLocale(locale: Locale): Promise<boolean> {
  const call = ++latestCall;
  const loading = Promise.all([
    loadPart(catalogs, loaded, locale),
    withClientMessages ? loadPart(clientCatalogs, loadedClient, locale) : undefined,
  ]).then(() => {
    if (call !== latestCall) return false;
    if (i18n.locale !== locale) i18n.activate(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    return true;
  });
  latestLoad = loading.catch(() => undefined);
  return loading;
}

/**
 * Resolves once the language asked for last is active (or its catalog failed). The client area's loader waits for
 * it: right after login the account's language is still loading, and the first client page would otherwise show
 * in the login page's language and flip a moment later.
 */
export async function localeSettled(): Promise<void> {
  await latestLoad;
}

/** The initial language (§4) from the browser's cookies and languages. */
export function initialLocale(): Locale {
  return detectInitialLocale({
    cookie: typeof document === 'undefined' ? undefined : readSavedLanguage(document.cookie),
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

/** The active locale as our Locale type (zh-CN until something is activated). */
export function currentLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'zh-CN';
}
