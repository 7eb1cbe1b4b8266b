/**
 * Browser contexts for the journeys and small page helpers. The browser is Playwright Test's own, Debian's Chromium
 * (playwright.config.ts); every context a test opens with it is traced and, when the test fails, kept with a
 * screenshot of each of its pages.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { IMPORTANT_NOTE_COOKIE } from '../../../src/constants';

export const SCREENSHOT_DIR = 'artifacts/screenshots';

let currentServer: string | null = null;

/** The server the helpers talk to: the worker's (support/fixtures.ts sets it when the worker starts). */
export function setBaseUrl(url: string | null): void {
  currentServer = url;
}

export function baseUrl(): string {
  if (!currentServer) throw new Error('no server: the helpers run inside a test of support/fixtures.ts');
  return currentServer;
}

export type Lang = 'zh-CN' | 'en';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export type Viewport = typeof PHONE | typeof DESKTOP;

/**
 * A fresh browser profile. Unless `notices` is set, the important note counts as already confirmed in this
 * session (as after a person's first confirmation), so journeys start at the form; public.e2e.ts tests the note.
 */
export async function newContext(
  browser: Browser,
  lang: Lang,
  viewport: Viewport = DESKTOP,
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
 * artifacts of a run that passes, and on its 2 cores each one costs encoding time the journeys need (a failed
 * test's trace and screenshots are kept anyway, playwright.config.ts).
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
