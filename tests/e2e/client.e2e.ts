/**
 * The client area with real data: each persona opens every page its menu allows, in both languages, at phone and
 * desktop width; no page shows its error state (a11y.e2e.ts sweeps them too, and keeps their screenshots).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, logIn, newContext, screenshot, type Lang } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = {
  'investor@demo.test': ['/myAssets', '/portfolioPath', '/indicatorPath', '/estimatePath', '/presentationPath', '/myAssetsDetail?fundCode=HL001', '/enterSpring', '/investment', '/companyNews', '/activityList', '/qaSession', '/settingPath', '/searchDetail?title=%E6%B3%93'],
  'partner@demo.test': ['/prodListPath', '/myAssetsDetail?fundCode=HL001', '/estimatePath', '/presentationPath', '/settingPath'],
  'institution@demo.test': ['/myAssets', '/settingPath'],
} as const;

/** The error state of every client screen carries role=alert with a retry; a rendered page has a heading. */
async function expectRendered(page: Page, route: string) {
  await page.getByRole('heading').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const apiErrors = await page.getByRole('alert').filter({ hasText: /失败|错误|error|failed/i }).count();
  expect(apiErrors, `${route} shows an error`).toBe(0);
}

describe.each([
  ['zh-CN', DESKTOP],
  ['en', PHONE],
] as const)('client area (%s)', (lang: Lang, viewport) => {
  it.each(Object.keys(PAGES) as Array<keyof typeof PAGES>)('%s opens every page of its menu', async (account) => {
    const context = await newContext(browser, lang, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, lang, account);
    await page.waitForURL(/\/(myAssets|prodListPath)$/, { timeout: 20_000 });
    for (const route of PAGES[account]) {
      await page.goto(route);
      await expectRendered(page, route);
      // a11y.e2e.ts keeps the investor's and the partner's screenshots (both languages, both widths).
      if (account === 'institution@demo.test') {
        await screenshot(page, `client-institution${route.replace(/[/?=&%]/g, '-')}-${lang}-${viewport.width}`);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
