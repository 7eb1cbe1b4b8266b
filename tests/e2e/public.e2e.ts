/**
 * The public site as a visitor meets it: the disclaimer gate, the important note on the login page, and every
 * public route opened from the address bar in both languages. a11y.e2e.ts sweeps the same routes at both widths in
 * both languages (no sideways scrolling, axe) and keeps their screenshots.
 */
import { DESKTOP, PHONE, newContext, screenshot, type Viewport } from './support/browser';
import { expect, test } from './support/fixtures';

const TEXT = {
  'zh-CN': { confirm: '确认', decline: '不接受', reconsider: '重新考虑', login: '客户登录', gate: '重要声明' },
  en: { confirm: 'Confirm', decline: 'Decline', reconsider: 'Reconsider', login: 'Client Login', gate: 'Terms of use' },
} as const;

test.describe('disclaimer gate', () => {
  test('a first visitor reads it before any script has run; the live gate then takes its place, and once accepted pages start plain', { tag: ['@zh-CN-phone', '@en-phone'] }, async ({ browser, lang }) => {
    const context = await newContext(browser, lang, PHONE);
    // The copy names no script of the app's own: its first-screen script starts them after the copy's first frame.
    const sent = await (await context.request.get('/careers', { headers: { accept: 'text/html' } })).text();
    expect(sent).toContain('data-prerendered');
    expect(sent).not.toMatch(/type="module"|modulepreload/);
    expect(sent).toMatch(/<script async src="\/assets\/first-screen-[^"]+" data-entry="\/assets\/index-[^"]+\.js">/);
    const blocked = await context.newPage();
    // No script at all: what the server sends paints the gate on its own, in the browser's language.
    await blocked.route('**/*.js', (route) => route.abort());
    await blocked.goto('/careers');
    const copy = blocked.locator('[data-prerendered] dialog[open]');
    await expect(copy.locator('h2').first().textContent()).resolves.toBe(TEXT[lang].gate);
    await expect(blocked.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
    expect(await copy.boundingBox()).toMatchObject({ x: 0, y: 0, width: PHONE.width });
    // Its buttons are hidden (a press could not be answered yet), and it is not offered to assistive technology.
    expect(await copy.getByRole('button', { includeHidden: true }).first().isVisible()).toBe(false);
    expect(await blocked.getByRole('alertdialog').count()).toBe(0);
    await screenshot(blocked, `gate-before-scripts-${lang}`);
    await blocked.close();

    const page = await context.newPage();
    await page.goto('/careers');
    const gate = page.getByRole('alertdialog');
    await gate.getByRole('button', { name: TEXT[lang].confirm }).waitFor();
    // The live gate replaced the copy and its styles.
    await expect(page.locator('[data-prerendered], style[data-prerender]').count()).resolves.toBe(0);
    await gate.getByRole('button', { name: TEXT[lang].confirm }).click();
    await gate.waitFor({ state: 'hidden' });
    const next = await context.request.get('/careers', { headers: { accept: 'text/html' } });
    expect(await next.text()).not.toContain('data-prerendered');
    await context.close();
  });

  test('declining refuses the content; reconsidering and confirming lets the visitor in, and it is remembered', { tag: ['@zh-CN-desktop', '@en-desktop'] }, async ({ browser, lang }) => {
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await page.goto('/careers');
    const gate = page.getByRole('alertdialog');
    await gate.waitFor();
    await page.keyboard.press('Escape');
    await expect(gate.isVisible()).resolves.toBe(true);
    await gate.getByRole('button', { name: TEXT[lang].decline }).click();
    await gate.getByRole('button', { name: TEXT[lang].reconsider }).waitFor();
    await screenshot(page, `gate-refused-${lang}`);
    await gate.getByRole('button', { name: TEXT[lang].reconsider }).click();
    await gate.getByRole('button', { name: TEXT[lang].confirm }).click();
    await gate.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('link', { name: TEXT[lang].login }).first().waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await context.close();
  });
});

test.describe('important note on the login page', () => {
  test('cannot be closed by Escape, closes after confirm, and is remembered for the session', async ({ browser }) => {
    const context = await newContext(browser, 'zh-CN', DESKTOP, { notices: true });
    // New in this browser session: before any script runs, the server's copy already shows the note over the form.
    const blocked = await context.newPage();
    await blocked.route('**/*.js', (route) => route.abort());
    await blocked.goto('/login');
    await expect(blocked.locator('[data-prerendered] dialog[open] h2').first().textContent()).resolves.toBe('重要提示');
    await blocked.close();
    const page = await context.newPage();
    await page.goto('/login');
    const note = page.getByRole('alertdialog');
    await note.waitFor();
    await expect(page.locator('[data-prerendered]').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await expect(note.isVisible()).resolves.toBe(true);
    await screenshot(page, 'login-important-note-zh-CN');
    await note.getByRole('button', { name: '确认' }).click();
    await note.waitFor({ state: 'hidden' });
    const next = await context.request.get('/login', { headers: { accept: 'text/html' } });
    expect(await next.text()).not.toContain('data-prerendered');
    await page.reload();
    await page.getByLabel('账号').waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    await context.close();
  });
});

test.describe('a visitor who takes a wrong turn', () => {
  test('cancelling the important note shows why the page cannot be used, and the note can be read again', async ({ browser }) => {
    const context = await newContext(browser, 'en', PHONE, { notices: true });
    const page = await context.newPage();
    // Two pages into the tab: the browser does not let a script close it, as for a visitor who came by a link.
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.goto('/login');
    const note = page.getByRole('alertdialog');
    await note.getByRole('button', { name: 'Cancel', exact: true }).click();
    await note.getByText('You have not confirmed this note').waitFor({ timeout: 5_000 });
    await note.getByRole('button', { name: 'Reconsider', exact: true }).click();
    await note.getByRole('button', { name: 'Confirm', exact: true }).click();
    await note.waitFor({ state: 'hidden' });
    await page.getByLabel('Account').waitFor();
    await context.close();
  });

  test('an unknown address shows the not-found page inside the site, with its header and footer', async ({ browser }) => {
    const context = await newContext(browser, 'zh-CN', DESKTOP);
    await context.addInitScript(() => window.localStorage.setItem('hl.disclaimer', 'accepted'));
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await page.waitForURL(/\/404$/);
    await page.getByRole('heading', { name: '您访问的页面不存在' }).waitFor();
    await expect(page.getByRole('banner').getByRole('link', { name: '客户登录' }).count()).resolves.toBe(1);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    await expect(page.getByRole('main').count()).resolves.toBe(1);
    await context.close();
  });
});

const PUBLIC_ROUTES = [
  '/', '/aboutInvestment', '/sustainableDevelopment', '/careers', '/liveBroadcast', '/video', '/interview', '/trainee',
  '/questionSurvey', '/chooseSurvey', '/acknowledgement', '/brochure/2021', '/brochure_company', '/brochure_investment',
  '/brochure_company_en', '/brochure_investment_en', '/brochure_mobile', '/chinaInsights', '/chinaInsights2022',
  '/investmentZh', '/maintenance', '/404', '/login', '/register', '/forgotPassword',
];

test.describe('every public route', { tag: ['@zh-CN-phone', '@en-desktop'] }, () => {
  test('opens from the address bar with a heading and no script error', async ({ browser, lang, viewport }) => {
    const context = await newContext(browser, lang, viewport as Viewport);
    await context.addInitScript(() => window.localStorage.setItem('hl.disclaimer', 'accepted'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await page.getByRole('heading').first().waitFor({ timeout: 15_000 });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
