/**
 * Route sweep: every route of the SPA — the public site, the login area and its outcome screens, and the client
 * area as an investor and as a partner — in English at phone width (390) and in Chinese at desktop width (1440): it
 * renders (a heading, no error state, no script error, no sideways scrolling), axe-core finds nothing serious or
 * critical under WCAG 2.0/2.1/2.2 A+AA with target-size, and a full-page screenshot is kept for review
 * (artifacts/screenshots/route-<path>-<lang>-<width>.png). The disclaimer gate and the important note are checked
 * open. One browser context per persona × language × width; nobody logs in again per route, and routes after the
 * first are reached inside the running app (as its links do) rather than by reloading it.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { logIn, newContext, screenshot, type Lang, type Viewport } from './support/browser';
import { axeReport } from './support/axe';
import { expect, test } from './support/fixtures';

/** A sweep visits dozens of routes in one browser context: more than the default per-test time on a busy machine. */
const SWEEP_TIMEOUT = 420_000;

/** The public site (with /maintenance and /404) and the login area: the 25 routes of public.e2e.ts and more. */
const PUBLIC_ROUTES = [
  '/', '/aboutInvestment', '/sustainableDevelopment', '/careers', '/liveBroadcast', '/video', '/interview', '/trainee',
  '/questionSurvey', '/chooseSurvey', '/acknowledgement', '/brochure/2021', '/brochure_company', '/brochure_investment',
  '/brochure_company_en', '/brochure_investment_en', '/brochure_mobile', '/chinaInsights', '/chinaInsights2022',
  '/investmentZh', '/maintenance', '/404', '/login', '/register', '/forgotPassword',
  // Outcome screens a visitor can open without a login.
  '/applying', '/operatingDataProcessing', '/validEmail?authCode=not-a-real-code',
];

/** Client routes per persona; `detail` entries are found by following the first item link of a list page. */
const CLIENT = {
  investor: {
    account: 'investor@demo.test',
    home: /\/myAssets$/,
    routes: [
      '/myAssets', '/myAssetsDetail?fundCode=HL001', '/portfolioPath', '/indicatorPath', '/estimatePath', '/presentationPath',
      '/enterSpring', '/investment', '/companyNews', '/activityList', '/qaSession', '/settingPath', '/userTerms', '/privacyClause',
      '/searchDetail?title=%E6%B3%93',
    ],
    detail: [
      { list: '/companyNews', link: 'a[href^="/informationDetails?id="]' },
      { list: '/activityList', link: 'a[href^="/activityDetail?id="]' },
      { list: '/searchDetail?title=%E6%B3%93', link: 'a[href^="/searchInformationDetail?id="]' },
    ],
  },
  partner: {
    account: 'partner@demo.test',
    home: /\/prodListPath$/,
    routes: ['/prodListPath', '/myAssetsDetail?fundCode=HL001', '/estimatePath', '/presentationPath', '/settingPath', '/qaSession'],
    detail: [],
  },
} as const;

/** Login outcomes that need a login in progress: the persona, and where its login lands. */
const PENDING_OUTCOMES = [
  { account: 'new@demo.test', path: /\/binding$/ },
  { account: 'expired@demo.test', path: /\/emailSuccess$/ },
  { account: 'multi@demo.test', path: /\/loginAfter$/ },
];

function shotName(prefix: string, route: string, lang: Lang, viewport: Viewport): string {
  const path = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/?=&%]+/g, '-').replace(/-+$/, '');
  return `route-${prefix}${path}-${lang}-${viewport.width}`;
}

/** Waits until Chakra's enter animations are over, so colours are measured at rest. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Counts the page's requests in flight, so a check can wait until the page's data has arrived: none in flight, and
 * none started while the page did the work a response gave it (a frame, then an idle period: its renders, effects
 * and the requests they start), so a request that follows another is waited for too.
 */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let changes = 0;
  page.on('request', () => {
    inFlight += 1;
    changes += 1;
  });
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    changes += 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (inFlight > 0) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const seen = changes;
      // A route that redirects meanwhile destroys the script's context: that is one more round, not a failure.
      await page
        .evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestIdleCallback(() => r(), { timeout: 1_000 }))))
        .catch(() => undefined);
      if (inFlight === 0 && changes === seen) return;
    }
  };
}

const HEADINGS = 'h1,h2,h3,h4,h5,h6,[role=heading]';

/**
 * Goes to `route` inside the running app, as its own links do (a history entry the router picks up), so the app
 * and axe are not loaded again for every route: the sweep stays fast. Done when a heading of the new page is
 * drawn; if the page re-used the previous page's headings, it is loaded from the address bar instead.
 */
async function visit(page: Page, route: string): Promise<void> {
  const current = await page.evaluate(() => location.pathname + location.search);
  if (current === route) return;
  await page.evaluate(
    ({ url, headings }) => {
      document.querySelectorAll(headings).forEach((h) => h.setAttribute('data-sweep-seen', ''));
      const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
      const key = Math.random().toString(36).slice(2);
      history.pushState({ key, __TSR_key: key, __TSR_index: index }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    { url: route, headings: HEADINGS },
  );
  const fresh = page.locator(`:is(${HEADINGS}):not([data-sweep-seen])`).first();
  if (!(await fresh.waitFor({ timeout: 15_000 }).then(() => true, () => false))) await page.goto(route);
}

interface Sweep {
  page: Page;
  lang: Lang;
  viewport: Viewport;
  idle: () => Promise<void>;
  problems: string[];
}

/** Every route's checks: it renders, no error state, no sideways scroll, a screenshot, and axe. */
async function check(s: Sweep, route: string, prefix: string, client: boolean): Promise<void> {
  const { page } = s;
  await page.getByRole('heading').first().waitFor({ timeout: 20_000 });
  await s.idle();
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 1) s.problems.push(`${route}: overflows sideways by ${overflow}px`);
  if (client && (await page.getByRole('alert').filter({ hasText: /失败|错误|error|failed/i }).count()) > 0) {
    s.problems.push(`${route}: shows an error state`);
  }
  await screenshot(page, shotName(prefix, route, s.lang, s.viewport));
  const report = await axeReport(page, route);
  if (report) s.problems.push(report);
}

async function sweep(s: Sweep, routes: readonly string[], prefix: string, client: boolean): Promise<void> {
  for (const route of routes) {
    await visit(s.page, route);
    await check(s, route, prefix, client);
  }
}

async function start(browser: Browser, lang: Lang, viewport: Viewport, options: { visitor: boolean }): Promise<{ context: BrowserContext; sweep: Sweep; errors: string[] }> {
  const context = await newContext(browser, lang, viewport);
  if (options.visitor) await context.addInitScript(() => window.localStorage.setItem('hl.disclaimer', 'accepted'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { context, errors, sweep: { page, lang, viewport, idle: trackRequests(page), problems: [] } };
}

function expectClean(problems: string[], errors: string[]): void {
  const report = problems.join('\n');
  expect(report, `\n${report}`).toBe('');
  expect(errors).toEqual([]);
}

/**
 * Every test here runs in both languages and at both widths, as two projects (playwright.config.ts): English on a
 * phone, where its longer words are likeliest to overflow or crowd, and Chinese on a desktop, the product's first
 * audience. The stories check every screen state in both languages besides (tests/screens/stories.test.tsx).
 */
const BOTH_LANGUAGES_AND_WIDTHS = { tag: ['@en-phone', '@zh-CN-desktop'] };

test.describe('route sweep', BOTH_LANGUAGES_AND_WIDTHS, () => {
  test.beforeEach(() => {
    test.setTimeout(SWEEP_TIMEOUT);
  });

  test('public site, login area and the outcome screens a visitor can open', async ({ browser, lang, viewport }) => {
    const { context, sweep: s, errors } = await start(browser, lang, viewport as Viewport, { visitor: true });
    await s.page.goto(PUBLIC_ROUTES[0]);
    await sweep(s, PUBLIC_ROUTES, '', false);
    // A published view, opened from its list.
    await visit(s.page, '/investmentZh');
    const view = await s.page.locator('a[href^="/informationDetailsZh?id="]').first().getAttribute('href', { timeout: 20_000 });
    await sweep(s, [view!], '', false);
    expectClean(s.problems, errors);
    await context.close();
  });

  for (const persona of Object.keys(CLIENT) as Array<keyof typeof CLIENT>) {
    test(`client area as ${persona}`, async ({ browser, lang, viewport }) => {
      const { account, home, routes, detail } = CLIENT[persona];
      const { context, sweep: s, errors } = await start(browser, lang, viewport as Viewport, { visitor: false });
      await logIn(s.page, lang, account);
      await s.page.waitForURL(home, { timeout: 30_000 });
      await sweep(s, routes, `${persona}-`, true);
      for (const { list, link } of detail) {
        await visit(s.page, list);
        const href = await s.page.locator(link).first().getAttribute('href', { timeout: 20_000 });
        // An activity found by the search opens on its own page, with the same id.
        const more = link.includes('/activityDetail') ? [href!, href!.replace('/activityDetail', '/searchActivityDetail')] : [href!];
        await sweep(s, more, `${persona}-`, true);
      }
      expectClean(s.problems, errors);
      await context.close();
    });
  }

  test('login outcome screens of a login in progress (binding, partner expired, choose identity)', async ({ browser, lang, viewport }) => {
    const problems: string[] = [];
    const errors: string[] = [];
    for (const { account, path } of PENDING_OUTCOMES) {
      const started = await start(browser, lang, viewport as Viewport, { visitor: false });
      await logIn(started.sweep.page, lang, account);
      await started.sweep.page.waitForURL(path, { timeout: 30_000 });
      await check(started.sweep, new URL(started.sweep.page.url()).pathname, '', false);
      problems.push(...started.sweep.problems);
      errors.push(...started.errors);
      await started.context.close();
    }
    expectClean(problems, errors);
  });
});

test.describe('dialogs open', BOTH_LANGUAGES_AND_WIDTHS, () => {
  test('the disclaimer gate and the important note pass axe', async ({ browser, lang, viewport }) => {
    const context = await newContext(browser, lang, viewport as Viewport, { notices: true });
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto('/careers');
    const gate = page.getByRole('alertdialog');
    await gate.waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, `dialog-disclaimer-${lang}-${viewport!.width}`);
    problems.push(await axeReport(page, 'disclaimer gate'));
    // Declined: the gate's second face.
    await gate.getByRole('button', { name: lang === 'en' ? 'Decline' : '不接受' }).click();
    await gate.getByRole('button', { name: lang === 'en' ? 'Reconsider' : '重新考虑' }).waitFor();
    await settle(page);
    problems.push(await axeReport(page, 'disclaimer gate (declined)'));
    await page.evaluate(() => window.localStorage.setItem('hl.disclaimer', 'accepted'));
    await page.goto('/login');
    await page.getByRole('alertdialog').waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, `dialog-important-note-${lang}-${viewport!.width}`);
    problems.push(await axeReport(page, 'important note'));
    const report = problems.filter(Boolean).join('\n');
    expect(report, report).toBe('');
    await context.close();
  });
});
