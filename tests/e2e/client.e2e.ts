/**
 * The client area with real data: each persona opens every page its menu allows, in both languages, at phone and
 * desktop width; no page shows its error state (a11y.e2e.ts sweeps them too, and keeps their screenshots).
 */
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, logIn, newContext, screenshot, type Viewport } from './support/browser';
import { expect, test } from './support/fixtures';

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

test.describe('client area', { tag: ['@zh-CN-desktop', '@en-phone'] }, () => {
  for (const account of Object.keys(PAGES) as Array<keyof typeof PAGES>) test(`${account} opens every page of its menu`, async ({ browser, lang, viewport }) => {
    const context = await newContext(browser, lang, viewport as Viewport);
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
        await screenshot(page, `client-institution${route.replace(/[/?=&%]/g, '-')}-${lang}-${viewport!.width}`);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('a signed-in reload of a client page (the client frame)', () => {
  test('paints the header from the HTML before any script has run, then the live page takes its place', async ({ browser }) => {
    const context = await newContext(browser, 'zh-CN', PHONE);
    const page = await context.newPage();
    await logIn(page, 'zh-CN', 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: 20_000 });
    await page.getByRole('heading').first().waitFor({ timeout: 20_000 });
    const frameHtml = async (cookie: boolean) => {
      const cookies = (await context.cookies()).filter((c) => cookie || c.name !== 'hl_signed_in');
      const response = await page.request.get('/myAssets', { headers: { accept: 'text/html', cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
      return response.text();
    };
    // The login left the browser's cookie; the server sends the frame, with no one's name, menu or badge in it.
    const html = await frameHtml(true);
    expect(html).toContain('data-prerendered');
    expect(html).toContain('<header');
    expect(html).not.toMatch(/林嘉言|Lin Jiayan|investor@demo\.test|我的资产/);
    // It names the early script itself, so the session's first calls start with the page, and the script starts the
    // entry; the page's own chunks are asked for with the HTML, before the entry.
    expect(html).toMatch(/<script async data-early data-entry="\/assets\/index-[\w-]+\.js" fetchpriority="high" src="\/assets\/early-start-[\w-]+\.js"><\/script>/);
    expect(html).not.toContain('first-screen-');
    // A chunk's file is `[name]-[hash:7].js` (vite.config.ts); the hash may itself hold a dash, so its length marks it.
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{7}\.js">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(expect.arrayContaining(['client-home', 'rolldown-runtime', 'index']));
    expect(preloaded.at(-1)).toBe('index');
    expect(await frameHtml(false)).not.toContain('data-prerendered');

    // Without the app's scripts the frame is what the page shows: the header and its logo, nothing else to press.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/myAssets');
    await expect(page.locator('[data-prerendered] header a[href="/"] svg[role=img]').isVisible()).resolves.toBe(true);
    const others = page.locator('[data-prerendered] :is(button, a:not([href="/"]))');
    expect(await others.count()).toBeGreaterThan(0);
    expect(await others.evaluateAll((els) => els.every((el) => getComputedStyle(el).visibility === 'hidden'))).toBe(true);
    await page.unroute('**/assets/*.js');

    // With them, the live page replaces the frame and its styles; the session's info is asked for once, by the
    // early script, and the app takes that answer (before the frame named the early script, a fast network sent two).
    const infoCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sys/users/getInfo')) infoCalls.push(r.url());
    });
    await page.reload();
    await expectRendered(page, '/myAssets');
    await expect(page.getByRole('heading', { name: '我的资产' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('[data-prerendered], style[data-prerender]').count()).toBe(0);
    // Chakra's tokens are defined once (the app's, the frame's copy of them gone with its styles), and the brand
    // colour resolves.
    const tokens = await page.evaluate(() => ({
      definitions: [...document.styleSheets].flatMap((s) => [...s.cssRules]).filter((r) => r.cssText.includes('--chakra-colors-brand-600:')).length,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
    }));
    expect(tokens).toEqual({ definitions: 1, brand: '#5638a8' });
    expect(infoCalls).toHaveLength(1);

    // Logging out forgets the cookie: the next client page is plain again (and the app sends it to the login).
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/login$/, { timeout: 20_000 });
    expect((await context.cookies()).some((c) => c.name === 'hl_signed_in')).toBe(false);
    await page.goto('/myAssets');
    await page.waitForURL(/\/login\?redirect=%2FmyAssets$/, { timeout: 20_000 });
    await context.close();
  });
});

/**
 * The header's main row holds one line: every control on it sits level with the logo (within a few pixels), so no
 * menu wraps onto a second line and nothing overlaps the logo. Returns what the menu button shows (folded or not).
 */
async function expectOneRowHeader(page: Page, label: string): Promise<boolean> {
  const row = await page.evaluate(() => {
    const header = document.querySelector('header')!;
    const logo = header.querySelector('a svg[role=img]')!.getBoundingClientRect();
    const centre = (r: DOMRect) => r.top + r.height / 2;
    const controls = [...header.querySelectorAll('a, button')].filter((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && r.top < logo.bottom + 4;
    });
    // The wordmark's two lines: "Capital" ends before 泓岸资本 begins, and both stay inside the drawing.
    const [, capital, chinese] = [...header.querySelectorAll('a svg[role=img] text')].map((t) => t.getBoundingClientRect());
    return {
      wordmarkOverlaps: capital.right > chinese.left + 1 || chinese.right > logo.right + 1,
      offsets: controls.map((el) => Math.abs(centre(el.getBoundingClientRect()) - centre(logo))),
      logoRight: logo.right,
      firstControlLeft: Math.min(...controls.filter((el) => !el.querySelector('svg[role=img]')).map((el) => el.getBoundingClientRect().left)),
      folded: controls.some((el) => el.getAttribute('aria-label') === '打开菜单' || el.getAttribute('aria-label') === 'Open menu'),
    };
  });
  expect(row.wordmarkOverlaps, `${label}: the logo's names overlap`).toBe(false);
  expect(Math.max(...row.offsets), `${label}: a header control is off the logo's line`).toBeLessThan(12);
  expect(row.firstControlLeft, `${label}: a header control overlaps the logo`).toBeGreaterThanOrEqual(row.logoRight);
  return row.folded;
}

/**
 * A font size chosen on /settingPath, as a person does: the whole app takes it at once, the choices are disabled
 * until the server has it, and a "Saved" toast says so. On a phone that toast lies over the choices for seconds (it
 * stacks with the ones before it), so it is closed, as a person would, before the next choice.
 */
async function chooseFontSize(page: Page, px: number) {
  const radio = page.getByRole('radio', { name: new RegExp(`\\(${px}px\\)`) });
  if (await radio.isChecked()) return;
  await expect(radio).toBeEnabled();
  // The radio's input is visually hidden (the circle drawn beside it is what a person clicks).
  await radio.check({ force: true });
  await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe(`${px}px`);
  const saved = page.getByRole('status').filter({ hasText: '已保存' });
  await saved.getByRole('button', { name: '关闭' }).click();
  await expect(saved).toHaveCount(0);
  await expect(radio).toBeEnabled();
}

test.describe('the header at every font size', () => {
  test('stays one row in the client area at phone and desktop width; where the menu does not fit, the menu button takes over', async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(browser, 'zh-CN', viewport);
      const page = await context.newPage();
      await logIn(page, 'zh-CN', 'investor@demo.test');
      await page.waitForURL(/\/myAssets$/, { timeout: 20_000 });
      await page.goto('/settingPath');
      const folded: boolean[] = [];
      for (const px of [12, 14, 18, 24]) {
        await chooseFontSize(page, px);
        await page.waitForTimeout(300); // one resize observation
        folded.push(await expectOneRowHeader(page, `${viewport.width}px at ${px}px`));
      }
      // A phone always folds; the desktop's row shows the menu at the standard size.
      if (viewport === PHONE) expect(folded).toEqual([true, true, true, true]);
      else expect(folded[1]).toBe(false);
      if (viewport === DESKTOP) {
        // In English too (longer names), at the standard size.
        await chooseFontSize(page, 14);
        await page.waitForTimeout(300);
        await page.locator('header').getByRole('button', { name: 'English', exact: true }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
        await page.locator('header').getByText('Company News').first().waitFor({ timeout: 15_000 });
        await page.waitForTimeout(300);
        expect(await expectOneRowHeader(page, 'desktop in English at 14px')).toBe(false);
        await page.locator('header').getByRole('button', { name: '中文', exact: true }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
        await page.goto('/settingPath');
      }
      await chooseFontSize(page, 14);
      // Signed in, the public header leads to the client area instead of the login.
      await page.goto('/careers');
      await page.getByRole('button', { name: '确认', exact: true }).click();
      await expect(page.locator('header').getByRole('link', { name: '我的账户', exact: true }).getAttribute('href')).resolves.toBe('/myAccount');
      await context.close();
    }
  });

  test('on a phone a product opened at its last tabs shows that tab in the strip (the strip scrolls to it)', async ({ browser }) => {
    const context = await newContext(browser, 'en', PHONE);
    const page = await context.newPage();
    await logIn(page, 'en', 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: 20_000 });
    await page.goto('/myAssetsDetail?fundCode=HL003&tab=nav');
    const tab = page.getByRole('tab', { selected: true });
    await tab.waitFor({ timeout: 15_000 });
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  test('stays one row on the public site; on a phone the menu button opens the menu and a link closes it', async ({ browser }) => {
    const context = await newContext(browser, 'en', PHONE);
    const page = await context.newPage();
    await page.goto('/');
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    await confirm.click();
    expect(await expectOneRowHeader(page, 'public 390px')).toBe(true);
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('link', { name: 'Join Us' }).click();
    await page.waitForURL(/\/careers$/);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});
