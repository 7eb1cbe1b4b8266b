/**
 * Registration and binding as a person does them (SPEC.md §2, §4, §5; server/seed/README.md): register with the
 * code from the demo outbox, bind, and meet each binding refusal the demo records give, in both languages.
 * A successful bind ties a record to one account for good, and other files (walks.e2e.ts) need those records on
 * this shared server, so the successes run on a private server: journeys-restart.e2e.ts.
 */
import type { Page } from '@playwright/test';
import { VERIFICATION_CODE_RESEND_MS } from '../../src/constants';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import {
  T,
  WAIT,
  bind,
  captchaAnswer,
  clickWhenEnabled,
  journeyContext,
  lastMessageId,
  register,
  submitLogin,
  unique,
  uniqueMobile,
  waitForMessage,
  type Registration,
} from './support/journeys';

// The demo client records (server/seed/client-records.ts), with the recorded mobile where it is not the one bind() types
// by default; none of these answers binds a record.
const ID = {
  offshore: { idNumber: '440305197810096131', birthday: '1978-10-09', mobile: '13900000022' },
  partner: { idNumber: '310104198511223020', birthday: '1985-11-22', mobile: '13900000023' },
  mismatch: { idNumber: '330106199206142081', birthday: '1992-06-14' },
  both: { idNumber: '510107198802291353', birthday: '1988-02-29' },
  submitted: { idNumber: '12010119830504027X', birthday: '1983-05-04' },
  unknown: { idNumber: '110108199501010198', birthday: '1995-01-01' },
} as const;

/** The outcome page is on screen: its title, then a screenshot. */
async function expectOutcome(page: Page, title: string, shot: string) {
  await page.getByText(title, { exact: true }).waitFor(WAIT);
  await screenshot(page, shot);
}

/** "Back to login", then the same account logs in again and lands on /binding (nothing was bound). */
async function backToBinding(page: Page, lang: Lang, who: Registration) {
  await page.getByRole('button', { name: T[lang].backToLogin }).click();
  await page.waitForURL(/\/login/, WAIT);
  await submitLogin(page, lang, who.account, who.password);
  await page.waitForURL(/\/binding$/, WAIT);
}

/** The application under review: its page says how long a review takes, and the account's next login lands on /applying. */
async function expectUnderReview(page: Page, lang: Lang, who: Registration) {
  const t = T[lang];
  await expectOutcome(page, t.underReview, `journey-binding-underReview-${lang}`);
  await page.getByText(lang === 'en' ? /5 business days/ : /5 个工作日/).waitFor(WAIT);
  await page.getByRole('button', { name: t.backToLogin }).click();
  await submitLogin(page, lang, who.account, who.password);
  await page.waitForURL(/\/applying$/, WAIT);
}

test.describe('registration and binding refusals', () => {
  test('a new individual registers with the e-mailed code and meets each refusal, each on its own page', { tag: ['@zh-CN-desktop', '@en-desktop'] }, async ({ browser, lang }) => {
    const t = T[lang];
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    const who = await register(page, lang, { account: `${lang}-${unique()}@journey.test`, name: lang === 'en' ? 'Journey One' : '测试甲' });
    await screenshot(page, `journey-binding-choose-${lang}`);
    const refusals = [
      { kind: 'domestic', id: ID.offshore, title: t.hasProducts, name: 'hasProducts' },
      { kind: 'domestic', id: ID.both, title: t.conflict, name: 'domesticAndOffshore' },
      { kind: 'domestic', id: ID.submitted, title: t.alreadySubmitted, name: 'alreadySubmitted' },
      { kind: lang === 'en' ? 'offshore' : 'domestic', id: ID.partner, title: t.alreadyPartner, name: 'alreadyPartner' },
    ] as const;
    for (const [i, refusal] of refusals.entries()) {
      if (i > 0) await backToBinding(page, lang, who);
      await bind(page, lang, { kind: refusal.kind, ...refusal.id });
      await expectOutcome(page, refusal.title, `journey-binding-${refusal.name}-${lang}`);
    }
    // Registered as a partner, with no session yet to open Settings with: the way on is the investor type again,
    // on the same page (it looped through the login back to this refusal before).
    await page.getByRole('button', { name: lang === 'en' ? 'Choose investor type again' : '重新选择投资者类型' }).click();
    await page.getByRole('group').getByRole('button', { name: t.partnerKind }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/binding');
    await context.close();
  });

  test('registered by mobile: a contact that differs from the record asks to overwrite it; overwriting goes to review, then /applying', { tag: '@zh-CN-desktop' }, async ({ browser, lang }) => {
    const t = T[lang];
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    // Registered with a mobile number: the code arrives by SMS.
    const who = await register(page, lang, { account: uniqueMobile(), name: '测试乙' });
    await bind(page, lang, { kind: 'domestic', ...ID.mismatch, mobile: '13800000009' });
    await page.getByText(t.overwriteQuestion).waitFor(WAIT);
    await screenshot(page, `journey-binding-contactMismatch-${lang}`);
    await clickWhenEnabled(page.getByRole('button', { name: t.overwrite }));
    await expectUnderReview(page, lang, who);
    await context.close();
  });

  test('registered by mobile: a number on nobody\'s record becomes an application under review, then /applying', { tag: '@en-desktop' }, async ({ browser, lang }) => {
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    const who = await register(page, lang, { account: uniqueMobile(), name: 'Journey Two' });
    await bind(page, lang, { kind: 'domestic', ...ID.unknown });
    await expectUnderReview(page, lang, who);
    await context.close();
  });
});

const RESET = {
  'zh-CN': { next: '下一步', send: '发送验证码', back: '返回', reset: '重置密码', done: '密码已重置', countdown: /秒后可重新发送/, tooMany: '操作过于频繁，请稍后再试' },
  en: { next: 'Next', send: 'Send code', back: 'Back', reset: 'Reset password', done: 'Password reset', countdown: /^Resend in \d+ s$/, tooMany: 'Too many requests, please try again later' },
} as const;

test.describe('a forgotten password', () => {
  // One project: the server holds a second code to the same account for VERIFICATION_CODE_RESEND_MS, and this walk
  // waits that out once.
  test('a refused request brings a new image; the code then survives a trip back to the account (no new captcha, no second code); the new password logs in', { tag: '@zh-CN-phone' }, async ({ browser, lang }) => {
    test.setTimeout(180_000);
    const r = RESET[lang];
    const context = await journeyContext(browser, lang);
    const page = await context.newPage();
    const who = await register(page, lang, { account: `${lang}-${unique()}@reset.test`, name: '测试丙' });
    const registered = Date.now();
    const image = () => page.waitForResponse((res) => res.url().includes('/verifyCodeImage'), WAIT).then(async (res) => ((await res.json()) as { data: { captchaKey: string } }).data.captchaKey);
    let captcha = image();
    await page.goto('/forgotPassword');
    await page.locator('input[name=account]').fill(who.account);
    await page.getByRole('button', { name: r.next, exact: true }).click();
    const first = await captcha;
    await page.locator('input[name=captcha]').fill(await captchaAnswer(first));
    // The registration's code went out a moment ago: the server refuses a second one to the same account for a minute.
    captcha = image();
    await clickWhenEnabled(page.getByRole('button', { name: r.send, exact: true }));
    await expect(page.getByRole('alert')).toHaveText(r.tooMany, WAIT);
    // That request spent its captcha: a new image, and an empty field for its text.
    const second = await captcha;
    expect(second).not.toBe(first);
    await expect(page.locator('input[name=captcha]')).toHaveValue('');
    await page.waitForTimeout(Math.max(0, registered + VERIFICATION_CODE_RESEND_MS + 2_000 - Date.now()));
    await page.locator('input[name=captcha]').fill(await captchaAnswer(second));
    const before = await lastMessageId(who.account);
    await clickWhenEnabled(page.getByRole('button', { name: r.send, exact: true }));
    const message = await waitForMessage(who.account, before);
    await expect(page.getByRole('button', { name: r.countdown })).toBeDisabled(WAIT);
    // Back to the account during the countdown, and on again: straight to the code's entry, the countdown still running.
    await clickWhenEnabled(page.getByRole('button', { name: r.back, exact: true }));
    await clickWhenEnabled(page.getByRole('button', { name: r.next, exact: true }));
    await expect(page.getByRole('button', { name: r.countdown })).toBeDisabled(WAIT);
    await expect(page.locator('input[name=captcha]')).toHaveCount(0);
    await screenshot(page, `journey-reset-back-and-on-${lang}`);
    expect(await lastMessageId(who.account)).toBe(message.id);
    await page.locator('input[name=code]').fill(message.code);
    await page.locator('input[name=password]').fill('Renewed2026');
    await page.locator('input[name=confirm]').fill('Renewed2026');
    await clickWhenEnabled(page.getByRole('button', { name: r.reset, exact: true }));
    await page.getByText(r.done, { exact: true }).waitFor(WAIT);
    await submitLogin(page, lang, who.account, 'Renewed2026');
    await page.waitForURL(/\/binding$/, WAIT);
    await context.close();
  });
});
