/**
 * The site with the keyboard alone (page.keyboard only: no clicks, no fill): the disclaimer gate, the public
 * language switch, logging in, the client menu, the account menu and logout, the phone menu drawer, and asking a
 * question. Every control reached with Tab must show a focus ring, focus must go into a dialog or menu when it
 * opens, stay there while it is open, and come back to the control that opened it when it closes.
 */
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, newContext, nextPageAfterLogin, screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';

interface Focus {
  tag: string;
  role: string | null;
  name: string;
  href: string | null;
  inDialog: boolean;
  inMenu: boolean;
  inNav: string | null;
  ring: boolean;
  body: boolean;
  describe: string;
}

/** What has focus, and whether a focus indicator (outline or box-shadow ring) is drawn on it. */
function focus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', role: null, name: '', href: null, inDialog: false, inMenu: false, inNav: null, ring: false, body: true, describe: 'body' };
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() ?? '' : '';
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name: name || label,
      href: el.getAttribute('href'),
      inDialog: !!el.closest('[role=dialog],[role=alertdialog]'),
      inMenu: !!el.closest('[role=menu]'),
      inNav: el.closest('nav')?.getAttribute('aria-label') ?? null,
      ring: outline || shadow,
      body: false,
      describe: `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name || label}"`,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `wanted` has focus; every stop on the way must show a focus ring and, when
 * `within` is given, must satisfy it (e.g. stay inside an open dialog).
 */
async function tabTo(
  page: Page,
  wanted: (f: Focus) => boolean,
  options: { back?: boolean; max?: number; within?: (f: Focus) => boolean; what: string },
): Promise<Focus> {
  const unringed: string[] = [];
  for (let i = 0; i < (options.max ?? 80); i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const f = await focus(page);
    if (!f.body && !f.ring) unringed.push(f.describe);
    if (options.within && !options.within(f)) throw new Error(`focus left while looking for ${options.what}: ${f.describe}`);
    if (wanted(f)) {
      expect(unringed, `controls without a visible focus ring on the way to ${options.what}`).toEqual([]);
      return f;
    }
  }
  throw new Error(`Tab never reached ${options.what}`);
}

const TEXT = {
  'zh-CN': {
    confirm: '确认', other: 'English', otherLang: 'en', clientLogin: 'Client Login', account: '账号', password: '密码',
    accountMenu: '账户菜单', logout: '退出登录', ask: '我要提问', askTitle: '问题标题', submit: '提交问题', asked: '问题已提交',
    openMenu: '打开菜单', close: '关闭',
  },
  en: {
    confirm: 'Confirm', other: '中文', otherLang: 'zh-CN', clientLogin: '客户登录', account: 'Account', password: 'Password',
    accountMenu: 'Account menu', logout: 'Log out', ask: 'Ask a question', askTitle: 'Title', submit: 'Submit question', asked: 'Your question has been sent',
    openMenu: 'Open menu', close: 'Close',
  },
} as const;

/** Logs in from the login page with the keyboard: Tab to the fields, type, Enter. */
async function keyboardLogIn(page: Page, lang: Lang, account: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith(TEXT[lang].account), { what: 'the account field' });
  await page.keyboard.type(account);
  await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith(TEXT[lang].password), { what: 'the password field', max: 5 });
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('Enter');
}

// Each journey runs in one language, the three between them in both (the stories check every screen's text in both).
test.describe('keyboard only', () => {
  test('accepts the disclaimer gate and switches the public site language', { tag: '@en-desktop' }, async ({ browser, lang }) => {
    const context = await newContext(browser, lang, DESKTOP);
    const page = await context.newPage();
    await page.goto('/careers');
    const gate = page.getByRole('alertdialog');
    await gate.waitFor({ timeout: 20_000 });
    // Focus is inside the gate from the start and Tab cannot leave it.
    await expect.poll(async () => (await focus(page)).inDialog, { timeout: 10_000 }).toBe(true);
    await tabTo(page, (f) => f.tag === 'button' && f.name === TEXT[lang].confirm, { what: 'confirm', within: (f) => f.inDialog });
    await page.keyboard.press('Enter');
    await gate.waitFor({ state: 'hidden', timeout: 15_000 });
    // The language switch names the other language in itself; Enter on it switches the whole page.
    await tabTo(page, (f) => f.tag === 'button' && f.name === TEXT[lang].other, { what: `the ${TEXT[lang].other} button` });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe(TEXT[lang].otherLang);
    await page.getByRole('link', { name: TEXT[lang].clientLogin }).first().waitFor({ timeout: 15_000 });
    // Focus stays on the language switch (now the pressed button), not lost to the top of the page.
    const after = await focus(page);
    expect(after.body, 'focus was lost after switching language').toBe(false);
    expect(after.ring).toBe(true);
    await screenshot(page, `keyboard-language-switched-${lang}`);
    await context.close();
  });

  test('logs in, moves through the client menu, opens the account menu and logs out', { tag: '@zh-CN-desktop' }, async ({ browser, lang }) => {
    const context = await newContext(browser, lang, DESKTOP);
    const page = await context.newPage();
    await keyboardLogIn(page, lang, 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: 30_000 });
    await nextPageAfterLogin(page);
    // Another page of the top menu.
    const CONTENT_PAGES = ['/enterSpring', '/investment', '/companyNews', '/activityList'];
    const link = await tabTo(page, (f) => f.tag === 'a' && f.inNav !== null && CONTENT_PAGES.includes(f.href ?? ''), {
      what: 'a content page of the client menu',
    });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === link.href, { timeout: 20_000 });
    // After login the interface follows the account's language (SPEC.md §4), whatever the browser's.
    const ui = TEXT[(await page.evaluate(() => document.documentElement.lang)) as Lang];
    // The account menu: Enter opens it with focus inside; Escape closes it and focus returns to its button.
    const isAccountMenu = (f: Focus) => f.tag === 'button' && f.name.startsWith(ui.accountMenu);
    await tabTo(page, isAccountMenu, { what: 'the account menu button' });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focus(page)).inMenu, { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(async () => isAccountMenu(await focus(page)), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focus(page)).inMenu, { timeout: 10_000 }).toBe(true);
    // The menu keeps focus and marks the item the arrow keys are on (aria-activedescendant).
    const highlighted = () => page.locator('[role=menuitem][data-highlighted]').textContent({ timeout: 5_000 });
    for (let i = 0; i < 4 && (await highlighted().catch(() => '')) !== ui.logout; i += 1) await page.keyboard.press('ArrowDown');
    await expect(highlighted()).resolves.toBe(ui.logout);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !/\/(myAssets|companyNews|investment|enterSpring|activityList|qaSession|[a-zA-Z]+Path)$/.test(url.pathname), { timeout: 20_000 });
    await page.getByRole('link', { name: ui.clientLogin }).or(page.getByLabel(ui.account)).first().waitFor({ timeout: 20_000 });
    await context.close();
  });

  test('opens the Q&A ask form from the header badge and submits a question', { tag: '@en-desktop' }, async ({ browser, lang }) => {
    const context = await newContext(browser, lang, DESKTOP);
    const page = await context.newPage();
    await keyboardLogIn(page, lang, 'single@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: 30_000 });
    await nextPageAfterLogin(page);
    // The interface follows the account's language after login: switch it to this run's language by keyboard
    // (and back at the end, so the account is left as it was found).
    const accountLang = (await page.evaluate(() => document.documentElement.lang)) as Lang;
    const switchTo = async (to: Lang, back: boolean) => {
      const autonym = to === 'en' ? 'English' : '中文';
      await tabTo(page, (f) => f.tag === 'button' && f.name === autonym, { what: `the ${autonym} button`, back });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 20_000 }).toBe(to);
      await page.getByRole('heading').first().waitFor({ timeout: 20_000 });
    };
    if (accountLang !== lang) await switchTo(lang, false);
    await tabTo(page, (f) => f.tag === 'a' && f.href === '/qaSession', { what: 'the Q&A link' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/qaSession/, { timeout: 20_000 });
    await page.getByRole('button', { name: TEXT[lang].ask }).waitFor({ timeout: 20_000 });
    await tabTo(page, (f) => f.tag === 'button' && f.name === TEXT[lang].ask, { what: 'the ask button' });
    await page.keyboard.press('Enter');
    // The button is replaced by the form: focus lands in its first field.
    await expect.poll(async () => (await focus(page)).name, { timeout: 10_000 }).toContain(TEXT[lang].askTitle);
    const title = `${lang} kb ${Date.now() % 100_000}`;
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Asked with the keyboard alone.');
    await tabTo(page, (f) => f.tag === 'button' && f.name === TEXT[lang].submit, { what: 'submit', max: 6 });
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: TEXT[lang].asked }).waitFor({ timeout: 20_000 });
    // The confirmation takes the focus the submit button had.
    await expect.poll(async () => (await focus(page)).body, { timeout: 10_000 }).toBe(false);
    await page.locator(`a[title="${title}"]`).waitFor({ timeout: 20_000 });
    await screenshot(page, `keyboard-qa-asked-${lang}`);
    // Closing the form gives focus back to the button that opened it.
    await tabTo(page, (f) => f.tag === 'button' && f.name === TEXT[lang].close, { what: 'close', max: 4 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focus(page)).name, { timeout: 10_000 }).toBe(TEXT[lang].ask);
    if (accountLang !== lang) await switchTo(accountLang, true);
    await context.close();
  });
});

test.describe('keyboard only on a phone', () => {
  test('the menu drawer takes focus when opened and gives it back to its button on Escape', async ({ browser }) => {
    const lang = 'en';
    const context = await newContext(browser, lang, PHONE);
    const page = await context.newPage();
    await keyboardLogIn(page, lang, 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: 30_000 });
    await nextPageAfterLogin(page);
    const ui = TEXT[(await page.evaluate(() => document.documentElement.lang)) as Lang];
    const isOpener = (f: Focus) => f.tag === 'button' && f.name === ui.openMenu;
    await tabTo(page, isOpener, { what: 'the menu button' });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await focus(page)).inDialog, { timeout: 10_000 }).toBe(true);
    // Tab cycles inside the open drawer.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const f = await focus(page);
      expect(f.inDialog, `focus left the drawer: ${f.describe}`).toBe(true);
      expect(f.ring, `no focus ring on ${f.describe}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(async () => isOpener(await focus(page)), { timeout: 10_000 }).toBe(true);
    await context.close();
  });
});
