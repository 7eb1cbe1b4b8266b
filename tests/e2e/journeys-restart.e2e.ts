/**
 * Journeys on a private server: what people do in the browser is still there after the server is
 * stopped (SIGTERM) and started again on the same embedded database. The workers' shared servers are not
 * restarted, and these journeys use up demo data for good (a successful bind ties a record to one account; the
 * partner renewal ends expired@demo.test's expiry), which other files need on the shared server, so this file
 * starts its own.
 *
 * Before the restart: binding successes (domestic in Chinese; offshore, then "continue adding", and a partner in
 * English), e-mail / mobile change requests and the password (both languages), a Q&A question, follow/unfollow,
 * a deregistration, and the partner renewal by e-mail. After it: each of those is checked in the browser.
 */
import type { Browser, Page } from '@playwright/test';
import { screenshot, type Lang } from './support/browser';
import { expect, test, type JourneyServer } from './support/fixtures';
import {
  T, WAIT, bind, changePassword, clickWhenEnabled, closeDialog, deregister, expectChangeBlocked,
  expectLoginRefused, journeyContext, lastMessageId, logOut, openSettings, register, requestContactChange,
  submitLogin, unique, waitForMessage, type Registration,
} from './support/journeys';

const SERVER_START_TIMEOUT = 300_000;

// A server of the file's own, stopped and started again between the journeys (support/fixtures.ts).
test.use({ ownServer: 'restart' });
// The journeys build on each other (what is made before the restart is checked after it): in order, and the rest
// is skipped once one fails.
test.describe.configure({ mode: 'serial' });

let browser: Browser;
let server: JourneyServer;
test.beforeAll(({ browser: theBrowser, server: itsServer }) => {
  browser = theBrowser;
  server = itsServer;
});

const ID = {
  domestic: { idNumber: '11010519900307451X', birthday: '1990-03-07' },
  offshore: { idNumber: '440305197810096131', birthday: '1978-10-09', mobile: '13900000022' },
  partner: { idNumber: '310104198511223020', birthday: '1985-11-22', mobile: '13900000023' },
  review: { idNumber: '320102197508175464', birthday: '1975-08-17' },
} as const;
/**
 * The e-mail on each record (server/seed/README.md): a bind opens a record's holdings at once only to the account
 * registered with the record's own contact, so each journey that binds registers with it.
 */
const RECORD_EMAIL = { domestic: 'hezimo@mail.example', offshore: 'liangqihang@mail.example', partner: 'xuqinghe@mail.example' } as const;

const NEW_PASSWORD = 'Changed456';
/** What the journeys before the restart leave, for the checks after it. */
const state: {
  zh?: Registration & { question: string };
  en?: Registration;
  partner?: Registration;
} = {};

const context = (lang: Lang) => journeyContext(browser, lang, server.url);

/** The follow button of one fund on the product list, found by its code. */
function followButton(page: Page, fundCode: string) {
  return page
    .getByText(fundCode, { exact: true })
    .locator('xpath=ancestor::*[.//button[@aria-pressed]][1]')
    .locator('button[aria-pressed]');
}

async function showFollowed(page: Page, lang: Lang) {
  await page.getByRole('radiogroup').getByText(T[lang].followed, { exact: true }).click();
}

test.describe('before the restart', () => {
  test('zh-CN: registers, binds a domestic fund, asks a question, requests an e-mail change and changes the password', async () => {
    const lang = 'zh-CN';
    const t = T[lang];
    const ctx = await context(lang);
    const page = await ctx.newPage();
    const who = await register(page, lang, { account: RECORD_EMAIL.domestic, name: '持久甲' }, server.url);
    await bind(page, lang, { kind: 'domestic', ...ID.domestic });
    await page.getByText(t.bound, { exact: true }).waitFor(WAIT);
    await page.getByText(`${t.boundName}泓岸价值精选一号私募证券投资基金`).waitFor(WAIT);
    await screenshot(page, 'journey-binding-success-zh-CN');
    await clickWhenEnabled(page.getByRole('button', { name: t.done, exact: true }));
    await page.waitForURL(/\/myAssets$/, WAIT);
    await page.getByRole('heading', { name: t.myAssets }).first().waitFor(WAIT);

    // A Q&A question.
    const question = `重启前的提问 ${unique()}`;
    await page.getByRole('link', { name: /^互动问答/ }).first().click();
    await page.waitForURL(/\/qaSession/, WAIT);
    await clickWhenEnabled(page.getByRole('button', { name: t.ask }));
    const form = page.getByRole('form', { name: t.ask });
    await form.locator('input[name=title]').fill(question);
    await form.locator('textarea[name=description]').fill('重启之后还在吗？');
    await clickWhenEnabled(form.getByRole('button', { name: t.submitQuestion }));
    await page.getByRole('link', { name: question }).waitFor(WAIT);

    // Settings: the e-mail change is pending and blocks a mobile change; the password changes.
    await openSettings(page, lang);
    await requestContactChange(page, lang, 'email', who.password, server.url);
    await screenshot(page, 'journey-settings-change-pending-zh-CN');
    await closeDialog(page, lang);
    await page.getByText(t.pendingBadge).waitFor(WAIT);
    await expectChangeBlocked(page, lang, 'mobile', who.password);
    await screenshot(page, 'journey-settings-change-blocked-zh-CN');
    await closeDialog(page, lang);
    await changePassword(page, lang, who.password, NEW_PASSWORD, 'journey-settings-password-wrong-zh-CN');
    state.zh = { ...who, password: NEW_PASSWORD, question };
    await ctx.close();
  });

  test('en: binds an offshore fund, cannot add a domestic one, requests a mobile change, changes the password and deregisters', async () => {
    const lang = 'en';
    const t = T[lang];
    const ctx = await context(lang);
    const page = await ctx.newPage();
    const who = await register(page, lang, { account: RECORD_EMAIL.offshore, name: 'Lasting One' }, server.url);
    await bind(page, lang, { kind: 'offshore', ...ID.offshore });
    await page.getByText(t.bound, { exact: true }).waitFor(WAIT);
    await page.getByText(`${t.boundName}Harbourline Greater China Fund SP`).waitFor(WAIT);
    await screenshot(page, 'journey-binding-success-en');
    // "Continue adding": an offshore client cannot also bind a domestic fund; the page stays readable.
    await page.getByRole('button', { name: t.continueAdding }).click();
    await bind(page, lang, { kind: 'domestic', ...ID.review });
    await page.getByText(t.conflict, { exact: true }).waitFor(WAIT);
    await screenshot(page, 'journey-binding-continue-adding-conflict-en');
    await page.getByRole('button', { name: t.backToLogin }).click();
    await page.waitForURL(/\/login/, WAIT);
    await submitLogin(page, lang, who.account, who.password);
    await page.waitForURL(/\/myAssets$/, WAIT);
    await page.getByRole('heading', { name: t.myAssets }).first().waitFor(WAIT);

    await openSettings(page, lang);
    await requestContactChange(page, lang, 'mobile', who.password, server.url);
    await screenshot(page, 'journey-settings-change-pending-en');
    await closeDialog(page, lang);
    await page.getByText(t.pendingBadge).waitFor(WAIT);
    await expectChangeBlocked(page, lang, 'email', who.password);
    await screenshot(page, 'journey-settings-change-blocked-en');
    await closeDialog(page, lang);
    await changePassword(page, lang, who.password, NEW_PASSWORD, 'journey-settings-password-wrong-en');

    // The new password logs in, the old one no longer does.
    await logOut(page, lang);
    await expectLoginRefused(page, lang, who.account, who.password);
    await page.locator('input[name=password]').fill(NEW_PASSWORD);
    await clickWhenEnabled(page.getByRole('button', { name: t.login, exact: true }));
    await page.waitForURL(/\/myAssets$/, WAIT);

    await openSettings(page, lang);
    await deregister(page, lang, NEW_PASSWORD, 'journey-deregister-en');
    await expectLoginRefused(page, lang, who.account, NEW_PASSWORD);
    state.en = { ...who, password: NEW_PASSWORD };
    await ctx.close();
  });

  test('en: a new partner binds with a business e-mail, follows HL002, and follows then unfollows HL004', async () => {
    const lang = 'en';
    const t = T[lang];
    const ctx = await context(lang);
    const page = await ctx.newPage();
    const who = await register(page, lang, { account: RECORD_EMAIL.partner, name: 'Lasting Partner', identity: 'partner' }, server.url);
    await bind(page, lang, { kind: 'partner', ...ID.partner, enterpriseEmail: 'lasting@chengchuan.example' });
    await page.getByText(`${t.boundName}澄川财富管理有限公司`).waitFor(WAIT);
    await screenshot(page, 'journey-binding-partner-success-en');
    await clickWhenEnabled(page.getByRole('button', { name: t.done, exact: true }));
    await page.waitForURL(/\/prodListPath$/, WAIT);
    await page.getByRole('heading', { name: t.productList }).first().waitFor(WAIT);

    await showFollowed(page, lang);
    await page.getByText(t.noFollowed).waitFor(WAIT);
    await page.getByRole('radiogroup').getByText(t.all, { exact: true }).click();
    for (const fund of ['HL002', 'HL004']) {
      await followButton(page, fund).click();
      await expect.poll(() => followButton(page, fund).getAttribute('aria-pressed'), WAIT).toBe('true');
      await expect.poll(() => followButton(page, fund).isEnabled(), WAIT).toBe(true);
    }
    await followButton(page, 'HL004').click();
    await expect.poll(() => followButton(page, 'HL004').getAttribute('aria-pressed'), WAIT).toBe('false');
    await expect.poll(() => followButton(page, 'HL004').isEnabled(), WAIT).toBe(true);
    await showFollowed(page, lang);
    await page.getByText('HL002', { exact: true }).waitFor(WAIT);
    await expect(page.getByText('HL004', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'journey-follow-filter-private-en');
    state.partner = who;
    await ctx.close();
  });

  test('partner renewal: the expired page and the sent e-mail (zh-CN), a forged link fails, the real one renews (en)', async () => {
    const zh = T['zh-CN'];
    const en = T.en;
    const ctxZh = await context('zh-CN');
    const page = await ctxZh.newPage();
    await submitLogin(page, 'zh-CN', 'expired@demo.test');
    await page.waitForURL(/\/emailSuccess$/, WAIT);
    await page.getByRole('heading', { name: zh.expired }).waitFor(WAIT);
    await screenshot(page, 'journey-partner-expired-zh-CN');
    const before = await lastMessageId('expired@demo.test', server.url);
    await clickWhenEnabled(page.getByRole('button', { name: zh.sendEmail }));
    await page.getByRole('heading', { name: zh.emailSent }).waitFor(WAIT);
    await screenshot(page, 'journey-partner-email-sent-zh-CN');
    const mail = await waitForMessage('expired@demo.test', before, server.url);
    expect(mail.kind).toBe('email');
    expect(mail.body).toContain(`/validEmail?authCode=${mail.code}`);
    // A link that is not the e-mailed one: invalid, with the way to a new e-mail.
    await page.goto(`/validEmail?authCode=${mail.code.slice(0, -4)}beef`);
    await page.getByText(zh.linkInvalid).waitFor(WAIT);
    await screenshot(page, 'journey-partner-link-invalid-zh-CN');
    await page.getByRole('button', { name: zh.requestAgain }).click();
    await page.waitForURL(/\/login/, WAIT);
    await ctxZh.close();

    // The e-mail opened in another (English) browser.
    const ctxEn = await context('en');
    const other = await ctxEn.newPage();
    const link = /\/validEmail\?authCode=[\w-]+/.exec(mail.body)?.[0] ?? '';
    await other.goto(link);
    await other.getByText(en.verified).waitFor(WAIT);
    await screenshot(other, 'journey-partner-renewed-en');
    await other.getByRole('button', { name: en.goToLogin }).click();
    await other.waitForURL(/\/login/, WAIT);
    await submitLogin(other, 'en', 'expired@demo.test');
    await other.waitForURL(/\/prodListPath$/, WAIT);
    await ctxEn.close();
  });
});

test.describe('the server restarts', () => {
  test('stops on SIGTERM and starts again on the same database', async () => {
    test.setTimeout(SERVER_START_TIMEOUT);
    await server.stop();
    await expect(fetch(`${server.url}/api/sys/users/verifyCodeImage`)).rejects.toThrow();
    await server.start();
  });
});

test.describe('after the restart', () => {
  test('zh-CN: the new password, the pending e-mail change and the question are still there; then the account deregisters', async () => {
    const who = state.zh;
    expect(who, 'made before the restart').toBeDefined();
    if (!who) return;
    const lang = 'zh-CN';
    const t = T[lang];
    const ctx = await context(lang);
    const page = await ctx.newPage();
    await submitLogin(page, lang, who.account, who.password);
    await page.waitForURL(/\/myAssets$/, WAIT);
    await page.goto('/qaSession');
    await page.getByRole('link', { name: who.question }).waitFor(WAIT);
    await openSettings(page, lang);
    await page.getByText(t.pendingBadge).waitFor(WAIT);
    await expectChangeBlocked(page, lang, 'mobile', who.password);
    await closeDialog(page, lang);
    await screenshot(page, 'journey-restart-settings-zh-CN');
    await deregister(page, lang, who.password, 'journey-deregister-zh-CN');
    await expectLoginRefused(page, lang, who.account, who.password);
    await ctx.close();
  });

  test('en: the deregistered account stays gone, the follows and the partner renewal are kept', async () => {
    const lang = 'en';
    const t = T[lang];
    const ctx = await context(lang);
    const page = await ctx.newPage();
    expect(state.en, 'made before the restart').toBeDefined();
    if (state.en) await expectLoginRefused(page, lang, state.en.account, state.en.password);

    expect(state.partner, 'made before the restart').toBeDefined();
    if (state.partner) {
      await submitLogin(page, lang, state.partner.account, state.partner.password);
      await page.waitForURL(/\/prodListPath$/, WAIT);
      await page.getByRole('heading', { name: t.productList }).first().waitFor(WAIT);
      await expect.poll(() => followButton(page, 'HL002').getAttribute('aria-pressed'), WAIT).toBe('true');
      await expect(followButton(page, 'HL004').getAttribute('aria-pressed')).resolves.toBe('false');
      await showFollowed(page, lang);
      await page.getByText('HL002', { exact: true }).waitFor(WAIT);
      await screenshot(page, 'journey-restart-follows-en');
      await logOut(page, lang);
    }

    // The renewed partner logs in to the product list (the expired persona's Chinese account language applies).
    await submitLogin(page, lang, 'expired@demo.test');
    await page.waitForURL(/\/prodListPath$/, WAIT);
    await ctx.close();
  });
});
