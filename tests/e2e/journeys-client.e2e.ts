/**
 * Journeys in the client area, as a person does them (SPEC.md §2, §4, §5): the language switch in the client
 * header, the font size setting, Q&A, and follow/unfollow on the product list. Each persona used here is left as
 * it was found (language zh_CN, font 14 px, the same followed funds), also when a step fails: the other browser
 * files log in with them. The partner-expiry e-mail (one persona, one e-mail a minute, renewed for good) is in
 * journeys-restart.e2e.ts, on a private server.
 */
import type { Page } from '@playwright/test';
import { baseUrl, nextPageAfterLogin, screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { T, WAIT, apiSession, chooseFromAccountMenu, clickWhenEnabled, fontSizeOf, journeyContext, submitLogin, switchLanguage } from './support/journeys';

test.afterEach(async ({ server }) => {
  // Whatever happened in the test, the personas get back the language and font size the other files expect, before
  // the next test on this worker's server (which may be another file's) logs in with them.
  for (const account of ['institution@demo.test', 'single@demo.test', 'investor@demo.test', 'partner@demo.test']) {
    const api = await apiSession(server.url, account).catch(() => null);
    await api?.call('PUT', '/user/info/updateLanguage', { languageType: 'zh_CN' }).catch(() => undefined);
    await api?.call('POST', '/user/info/updateUserAccountInfo', { fontSize: 14 }).catch(() => undefined);
  }
});

/**
 * Logs in and waits for the client area's first page; `lang` is the language of the login form. Not any heading: the
 * login page's own stays on screen a while at the new address (a CI run clicked its language switch so).
 */
async function enter(page: Page, lang: Lang, account: string, path: RegExp) {
  await submitLogin(page, lang, account);
  await page.waitForURL(path, WAIT);
  await nextPageAfterLogin(page, WAIT.timeout);
}

test.describe('language switch in the client area', () => {
  test('中文 → English rebuilds menus and texts and stores the language on the server; English → 中文 likewise', async ({ browser }) => {
    const account = 'institution@demo.test';
    const context = await journeyContext(browser, 'zh-CN');
    const page = await context.newPage();
    await enter(page, 'zh-CN', account, /\/myAssets$/);
    const nav = page.getByRole('navigation', { name: T['zh-CN'].mainMenu });
    await nav.getByText('我的账户').first().waitFor(WAIT);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-CN');

    await switchLanguage(page, 'en');
    const navEn = page.getByRole('navigation', { name: T.en.mainMenu });
    await navEn.getByText('My Account').first().waitFor(WAIT);
    await navEn.getByText('Company News').first().waitFor(WAIT);
    await expect(nav.getByText('我的账户').count()).resolves.toBe(0);
    await page.getByRole('heading', { name: T.en.myAssets }).first().waitFor(WAIT);
    await screenshot(page, 'journey-language-switched-en');
    const api = await apiSession(baseUrl(), account);
    // The page switches as soon as its catalog is in; the server's copy follows with the update call: poll it.
    await expect.poll(() => api.info().then((i) => i.languageType), WAIT).toBe('en_US');

    // A new browser whose own language is Chinese comes up in English after login: the account says so.
    const fresh = await journeyContext(browser, 'zh-CN');
    const second = await fresh.newPage();
    await enter(second, 'zh-CN', account, /\/myAssets$/);
    await second.waitForFunction(() => document.documentElement.lang === 'en', undefined, WAIT);
    await second.getByRole('navigation', { name: T.en.mainMenu }).getByText('My Account').first().waitFor(WAIT);
    await fresh.close();

    await switchLanguage(page, 'zh-CN');
    await nav.getByText('我的账户').first().waitFor(WAIT);
    await page.getByRole('heading', { name: T['zh-CN'].myAssets }).first().waitFor(WAIT);
    await expect.poll(() => api.info().then((i) => i.languageType), WAIT).toBe('zh_CN');
    await context.close();
  });
});

test.describe('language switch, then another page at once', () => {
  // The page reads in the new language as soon as its catalog is in; the account's language is saved after that.
  // A page opened in between is the user's choice: the switch's own end (the first allowed page) must not undo it.
  test('a page opened while the language is still being saved stays open', async ({ browser }) => {
    const context = await journeyContext(browser, 'zh-CN');
    const page = await context.newPage();
    await enter(page, 'zh-CN', 'single@demo.test', /\/myAssets$/);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/user\/info\/updateLanguage/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, WAIT);
    await page.getByRole('link', { name: 'Q&A', exact: true }).click();
    await page.waitForURL(/\/qaSession/, WAIT);
    await page.getByRole('button', { name: 'Ask a question' }).waitFor(WAIT);
    const saved = page.waitForResponse(/\/api\/user\/info\/updateLanguage/, WAIT);
    release();
    await saved;
    // The session reloads the account's info after the save: once that is in, the page is still the Q&A.
    await page.waitForResponse(/\/api\/sys\/users\/getInfo/, WAIT);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/qaSession');
    await page.getByRole('button', { name: 'Ask a question' }).waitFor(WAIT);
    await context.close();
  });
});

/** Each test here runs once in Chinese and once in English (playwright.config.ts). */
const BOTH_LANGUAGES = { tag: ['@zh-CN-desktop', '@en-desktop'] };

/** The font size each language's run chooses. */
const FONT_PX = { 'zh-CN': 18, en: 24 } as const;

test.describe('font size', BOTH_LANGUAGES, () => {
  test('choosing 18 px (in Chinese) or 24 px (in English) enlarges the text on every page and survives a reload', async ({ browser, lang }) => {
    const t = T[lang];
    const px = FONT_PX[lang];
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    // single@demo.test: the account language is Chinese; the English run switches first, as a person would.
    await enter(page, lang, 'single@demo.test', /\/myAssets$/);
    if (lang === 'en') await switchLanguage(page, 'en');
    const body = page.locator('main');
    await expect.poll(() => fontSizeOf(body), WAIT).toBe(14);

    await chooseFromAccountMenu(page, lang, 'settings', /\/settingPath$/);
    await page.locator('label').filter({ hasText: `(${px}px)` }).click();
    await page.getByText(t.saved).first().waitFor(WAIT);
    await page.waitForFunction((size) => getComputedStyle(document.documentElement).fontSize === `${size}px`, px, WAIT);
    await screenshot(page, `journey-font-${px}-settings-${lang}`);

    // Another page, reached through the menu: its text is larger too. At 24 px the English menu no longer fits the
    // header's row and folds behind the menu button.
    const news = lang === 'en' ? 'Company News' : '公司动态';
    const menuButton = page.getByRole('banner').getByRole('button', { name: lang === 'en' ? 'Open menu' : '打开菜单' });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      await page.getByRole('dialog').getByRole('link', { name: news }).click();
    } else {
      await page.getByRole('navigation', { name: t.mainMenu }).getByRole('link', { name: news }).click();
    }
    await page.waitForURL(/\/companyNews/, WAIT);
    await page.getByRole('heading').first().waitFor(WAIT);
    await expect.poll(() => fontSizeOf(body), WAIT).toBe(px);
    await page.reload();
    // After a reload the page (its heading is the menu column's title, from the server) is still in the language.
    await page.getByRole('heading', { name: lang === 'en' ? 'Company News' : '公司动态' }).first().waitFor(WAIT);
    await page.waitForFunction((size) => getComputedStyle(document.querySelector('main')!).fontSize === `${size}px`, px, WAIT);
    await screenshot(page, `journey-font-${px}-news-${lang}`);

    // Back to the standard size.
    await page.goto('/settingPath');
    await page.locator('label').filter({ hasText: '(14px)' }).click();
    await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '14px', undefined, WAIT);
    if (lang === 'en') await switchLanguage(page, 'zh-CN');
    await context.close();
  });
});

test.describe('Q&A', BOTH_LANGUAGES, () => {
  test('asks a question (title at most 100 characters), finds it in the list, and replies in its thread', async ({ browser, lang }) => {
    const t = T[lang];
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    await enter(page, lang, 'investor@demo.test', /\/myAssets$/);
    if (lang === 'en') await switchLanguage(page, 'en');

    if (lang === 'zh-CN') {
      // The firm's unread reply: the header badge counts it, the list marks it, opening it reads it.
      const badge = page.getByRole('link', { name: /互动问答，1 条未读回复/ });
      await badge.waitFor(WAIT);
      await badge.click();
      await page.waitForURL(/\/qaSession/, WAIT);
      const unread = page.getByRole('listitem').filter({ hasText: t.newReply });
      await unread.first().waitFor(WAIT);
      await screenshot(page, 'journey-qa-unread-zh-CN');
      await unread.first().getByRole('link').click();
      await page.waitForURL(/\/qaSession\?id=/, WAIT);
      await page.getByRole('list', { name: '回复' }).getByText('泓岸客服').first().waitFor(WAIT);
      await expect(page.getByText(t.newReply).count()).resolves.toBe(0);
      // Read: the header badge no longer counts it.
      await page.getByRole('link', { name: /条未读回复/ }).waitFor({ state: 'detached', ...WAIT });
    } else {
      await page.goto('/qaSession');
    }

    await clickWhenEnabled(page.getByRole('button', { name: t.ask }));
    const form = page.getByRole('form', { name: t.ask });
    const title = lang === 'en' ? `Journey question ${Date.now()}` : `旅程提问 ${Date.now()}`;
    await form.locator('input[name=title]').fill('问'.repeat(101));
    await form.locator('textarea[name=description]').fill(lang === 'en' ? 'When is the next report out?' : '下一期报告什么时候发布？');
    await form.getByRole('button', { name: t.submitQuestion }).click();
    await form.getByText(t.titleTooLong).waitFor(WAIT);
    await screenshot(page, `journey-qa-title-too-long-${lang}`);
    await expect(form.locator('textarea[name=description]').inputValue()).resolves.not.toBe('');
    await form.locator('input[name=title]').fill(title);
    await clickWhenEnabled(form.getByRole('button', { name: t.submitQuestion }));
    await page.getByText(t.asked).waitFor(WAIT);
    const mine = page.getByRole('link', { name: title });
    await mine.waitFor(WAIT);

    await mine.click();
    await page.waitForURL(/\/qaSession\?id=/, WAIT);
    await page.getByRole('heading', { name: title }).waitFor(WAIT);
    const reply = lang === 'en' ? 'Also: is the PDF available?' : '另外，有PDF版本吗？';
    await page.getByRole('textbox', { name: t.replyBox }).fill(reply);
    await clickWhenEnabled(page.getByRole('button', { name: t.sendReply }));
    await page.getByRole('listitem').filter({ hasText: reply }).getByText(t.me, { exact: true }).waitFor(WAIT);
    await screenshot(page, `journey-qa-thread-${lang}`);
    // Still there after a reload: the server has it.
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: reply }).first().waitFor(WAIT);
    if (lang === 'en') await switchLanguage(page, 'zh-CN');
    await context.close();
  });
});

/** The follow button of one fund on the product list, found by its code. */
function followButton(page: Page, fundCode: string) {
  return page
    .getByText(fundCode, { exact: true })
    .locator('xpath=ancestor::*[.//button[@aria-pressed]][1]')
    .locator('button[aria-pressed]');
}

async function filter(page: Page, lang: Lang, which: 'all' | 'followed') {
  await page.getByRole('radiogroup').getByText(T[lang][which], { exact: true }).click();
}

/** The fund each language's run follows. */
const FOLLOWED = { 'zh-CN': 'HL002', en: 'HL004' } as const;

test.describe('follow and unfollow', BOTH_LANGUAGES, () => {
  test('partner follows HL002 (in Chinese) or HL004 (in English) and unfollows HL001; the Followed filter and a reload agree', async ({ browser, lang }) => {
    const t = T[lang];
    const fund = FOLLOWED[lang];
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    await enter(page, lang, 'partner@demo.test', /\/prodListPath$/);
    if (lang === 'en') await switchLanguage(page, 'en');
    const target = followButton(page, fund);
    const seeded = followButton(page, 'HL001');
    try {
      await expect(target.getAttribute('aria-pressed', WAIT)).resolves.toBe('false');
      await target.click();
      await expect.poll(() => target.getAttribute('aria-pressed'), WAIT).toBe('true');
      await expect.poll(() => target.isEnabled(), WAIT).toBe(true);
      await seeded.click();
      await expect.poll(() => seeded.getAttribute('aria-pressed'), WAIT).toBe('false');
      await expect.poll(() => seeded.isEnabled(), WAIT).toBe(true);

      await filter(page, lang, 'followed');
      await page.getByText(fund, { exact: true }).waitFor(WAIT);
      await page.getByText('HL003', { exact: true }).waitFor(WAIT);
      await page.getByText('HL001', { exact: true }).waitFor({ state: 'detached', ...WAIT });
      await screenshot(page, `journey-follow-filter-${lang}`);

      await page.reload();
      await page.getByRole('heading', { name: t.productList }).first().waitFor(WAIT);
      await filter(page, lang, 'followed');
      await page.getByText(fund, { exact: true }).waitFor(WAIT);
      await expect(page.getByText('HL001', { exact: true }).count()).resolves.toBe(0);
      await filter(page, lang, 'all');
      await expect.poll(() => seeded.getAttribute('aria-pressed'), WAIT).toBe('false');
    } finally {
      // Back to the seeded follows (HL001, HL003, HLF01), through the page as far as it is still up.
      const api = await apiSession(baseUrl(), 'partner@demo.test');
      await api.call('POST', '/partner/followFund', { fundCode: 'HL001' }).catch(() => undefined);
      await api.call('POST', '/partner/cancelFollowFund', { fundCode: fund }).catch(() => undefined);
      if (lang === 'en') await api.call('PUT', '/user/info/updateLanguage', { languageType: 'zh_CN' }).catch(() => undefined);
    }
    await context.close();
  });
});
