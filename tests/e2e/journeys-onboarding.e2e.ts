/**
 * Registration and binding as a person does them (SPEC.md §2, §4, §5; server/seed/README.md): register with the
 * code from the demo outbox, bind, and meet each binding refusal the demo records give, in both languages.
 * A successful bind ties a record to one account for good, and other files (walks.e2e.ts) need those records on
 * this shared server, so the successes run on a private server: journeys-restart.e2e.ts.
 */
import type { Page } from '@playwright/test';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { T, WAIT, bind, clickWhenEnabled, journeyContext, register, submitLogin, unique, uniqueMobile, type Registration } from './support/journeys';

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
