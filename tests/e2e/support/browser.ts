/** Debian's Chromium driven by playwright-core (never a downloaded browser), and small page helpers. */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { IMPORTANT_NOTE_COOKIE } from '../../../src/constants';
import { watchBrowser } from './page-log';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = 'artifacts/screenshots';

let ownServer: string | null = null;

/**
 * A file whose data must not be shared (binding consumes seeded ID numbers, so two files binding the same record
 * would break each other) starts its own server (support/journeys.ts startServer) and points every helper at it.
 */
export function useOwnServer(url: string | null): void {
  ownServer = url;
}

export function baseUrl(): string {
  return ownServer ?? inject('baseUrl');
}

const launched = new Set<Browser>();

/** The browsers launched in this file and still connected (support/failure-capture.ts saves their pages). */
export function launchedBrowsers(): Browser[] {
  return [...launched].filter((b) => b.isConnected());
}

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  watchBrowser(browser);
  return browser;
}

export type Lang = 'zh-CN' | 'en';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A fresh browser profile. Unless `notices` is set, the important note counts as already confirmed in this
 * session (as after a person's first confirmation), so journeys start at the form; notices.e2e.ts tests the note.
 */
export async function newContext(
  browser: Browser,
  lang: Lang,
  viewport = DESKTOP,
  options: { notices?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lang, viewport, baseURL: baseUrl() });
  if (!options.notices) {
    // The cookie the SPA sets with the flag (the server then sends /login without the note's first-visit copy).
    await context.addCookies([{ name: IMPORTANT_NOTE_COOKIE.name, value: IMPORTANT_NOTE_COOKIE.value, url: baseUrl() }]);
    await context.addInitScript(() => {
      window.sessionStorage.setItem('importantNote', '1');
      window.sessionStorage.setItem('floatingNotification', '1');
    });
  }
  return context;
}

/**
 * A full-page screenshot for review, in artifacts/screenshots/. `E2E_SCREENSHOTS=0` leaves them out: CI keeps no
 * artifacts of a run that passes, and on its 2 cores each one costs encoding time the journeys need (a failure's
 * screenshot is taken anyway, support/failure-capture.ts).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

const LABELS = {
  'zh-CN': { account: '账号', submit: '登录' },
  en: { account: 'Account', submit: 'Log in' },
} as const;

/** Fills the login form and submits it, the way a person does. */
export async function logIn(page: Page, lang: Lang, account: string, password = 'Demo1234'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(LABELS[lang].account).fill(account);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: LABELS[lang].submit, exact: true }).click();
}

/**
 * After a login: the address changes as soon as the navigation starts, while the login page (in the page's language)
 * stays on screen until the next page has loaded, in the account's language. Resolves once a heading of the next
 * page is drawn, so what a test reads then (the language, say) is that page's.
 */
export async function nextPageAfterLogin(page: Page, timeout = 30_000): Promise<void> {
  await page.getByRole('heading').filter({ hasNotText: /^(客户登录|Client Login)$/ }).first().waitFor({ timeout });
}
