/**
 * The session's clocks in a real browser against the real server (SPEC.md §4 "Session", §9), with Playwright's
 * clock: installed before the first page, then moved with fastForward (each due timer fires once, at the end of
 * the jump — as in a tab the browser throttled). The server keeps its own, real clock, so it accepts the tokens
 * all along: these journeys prove the browser's timers. Where the server's view of time matters (the refresh
 * token's remaining lifetime, which getToken reports), the test moves the answer by as much as it moved the
 * browser's clock, as a server on the same clock would answer.
 *
 * A jump never crosses a request in flight (the 30 s client timeout runs on the same fake clock): `advance`
 * waits until the API is quiet.
 */
import type { Browser, Page, Request, Response } from '@playwright/test';
import {
  DEFAULT_ACCESS_TIMEOUT_MS,
  IDLE_WARNING_MS,
  INACTIVITY_LIMIT_MS,
  SHORT_TOKEN_CHECK_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from '../../src/constants';
import { logIn, newContext, nextPageAfterLogin, screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { logOut } from './support/journeys';

const SEC = 1_000;
const MIN = 60 * SEC;
const WAIT = { timeout: 60_000 };
const TOKEN_PATH = '/api/sys/users/token';
const RENEW_PATH = '/api/sys/users/refreshToken';
const pathOf = (url: string) => new URL(url).pathname;

const TEXT = {
  'zh-CN': {
    dialog: '您还在吗？',
    message: /您将在 \d+ 秒后因长时间未操作而自动退出登录/,
    stay: '保持登录',
  },
  en: {
    dialog: 'Are you still there?',
    message: /you will be logged out in \d+ seconds? due to inactivity/,
    stay: 'Stay logged in',
  },
} as const;

interface SavedSession {
  tokens: { token: string; refreshToken: string; tokenIssuedAt: number; refreshIssuedAt: number; failureTime: number };
  lastOperationAt: number;
}

/** One browser profile with the clock installed, counting the API calls of all its tabs. */
async function openSession(browser: Browser, lang: Lang, options: { serverClock?: boolean } = {}) {
  const context = await newContext(browser, lang);
  await context.clock.install();
  const inflight = new Set<Request>();
  const requests: Request[] = [];
  /** Every token the server handed out (login, refresh, renewal): none may outlive the session in storage. */
  const issued = new Set<string>();
  let moved = 0;
  let lastRequestAt = Date.now();
  let lastJumpAt = 0;
  context.on('request', (r) => {
    if (!pathOf(r.url()).startsWith('/api/')) return;
    inflight.add(r);
    requests.push(r);
    lastRequestAt = Date.now();
  });
  const settle = (r: Request) => {
    inflight.delete(r);
    lastRequestAt = Date.now();
  };
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  context.on('response', async (res: Response) => {
    if (!/\/api\/sys\/users\/(loginV2|token|refreshToken)$/.test(pathOf(res.url()))) return;
    const body = (await res.json().catch(() => null)) as { data?: { token?: string; refreshToken?: string } } | null;
    for (const value of [body?.data?.token, body?.data?.refreshToken]) if (value) issued.add(value);
  });
  if (lang === 'en') {
    // An account whose language is English (the demo personas' is Chinese, and the UI follows the account after
    // login). Only this browser's answers say so: the server's user stays as seeded for the other journeys.
    await context.route(/\/api\/sys\/users\/(loginV2|getInfo)\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { languageType?: string } | null };
      if (body.data?.languageType) body.data.languageType = 'en_US';
      await route.fulfill({ response, json: body });
    });
  }
  if (options.serverClock) {
    // getToken's failureTime is what is left of the refresh token's life on the server's clock.
    await context.route(`**${TOKEN_PATH}?*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { code: number; data?: { failureTime: number } };
      if (body.code === 1000 && body.data) body.data.failureTime = Math.max(0, body.data.failureTime - moved);
      await route.fulfill({ response, json: body });
    });
  }
  const calls = (path: string) => requests.filter((r) => pathOf(r.url()) === path);

  /**
   * Until no API call has been in flight in any tab for a second of real time (a page's data comes in waves:
   * the list, then each row's detail), so no clock jump crosses a request. Also a second after the last jump: a
   * timer the jump fired reaches the network only after some real work (the refresh takes a Web Lock first). Without
   * this a next jump could come first and fire that request's 30 s client timeout, after the server had rotated the
   * tokens; the next tick's retry then presents a rotated refresh token (3010): on a busy host the renewal would
   * answer 3010.
   */
  async function quiet() {
    await expect
      .poll(() => inflight.size === 0 && Date.now() - Math.max(lastRequestAt, lastJumpAt) > 1_000, { ...WAIT, intervals: [250] })
      .toBe(true);
  }
  async function jump(ms: number) {
    moved += ms; // before the jump: a refresh the jump triggers must see it
    await context.clock.fastForward(ms);
    lastJumpAt = Date.now();
    for (const p of context.pages()) await p.evaluate(() => 0).catch(() => undefined);
    await quiet();
  }
  /** Moves every tab's clock by `ms` (due timers fire once), then waits until the API is quiet. */
  async function advance(ms: number) {
    await quiet();
    await jump(ms);
  }
  /** Moves the clock to the browser time `at`. */
  async function advanceTo(at: number) {
    await quiet();
    await jump(at - (await pageNow(context.pages()[0])));
  }
  return { context, requests, calls, issued, advance, advanceTo, quiet };
}

const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * The JSON body of the page's next answer from `path`, read the moment it arrives: Chromium keeps a body only while
 * the page that received it is shown, and the tests read it after waiting for the API to go quiet (a second or more).
 */
function nextBody<T>(page: Page, path: string): Promise<T> {
  const body = page.waitForResponse((r) => pathOf(r.url()) === path, WAIT).then(async (r) => (await r.json()) as T);
  body.catch(() => undefined); // awaited later, where a failure fails the test
  return body;
}

/** How many documents the page loaded after this call (the router's own navigations load none). */
function countReloads(page: Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => (loads += 1));
  return () => loads;
}

async function saved(page: Page): Promise<SavedSession | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('hl.session') ?? 'null') as SavedSession | null);
}

/** Logs in as the investor and waits until the client area has loaded. */
async function logInInvestor(page: Page, lang: Lang) {
  await logIn(page, lang, 'investor@demo.test');
  await page.waitForURL(/\/myAssets$/, WAIT);
  await nextPageAfterLogin(page, WAIT.timeout);
}

/** A page of the client area opened from the sub-menu, the way a person does: it loads its data from the API. */
async function openClientPage(page: Page, path: '/myAssets' | '/portfolioPath') {
  const loaded = page.waitForResponse((r) => pathOf(r.url()).startsWith('/api/asset/') || pathOf(r.url()).startsWith('/api/portfolio/'), WAIT);
  await page.locator(`nav a[href="${path}"]`).first().click();
  await page.waitForURL(new RegExp(`${path}$`), WAIT);
  const response = await loaded;
  await page.getByRole('heading').first().waitFor(WAIT);
  return response;
}

/** Nothing of the session is left in this tab: no session keys, no token anywhere in either storage. */
async function expectNoSessionStored(page: Page, issued: Set<string>) {
  const stored = await page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => [s.key(i)!, s.getItem(s.key(i)!) ?? '']);
    return [...dump(sessionStorage), ...dump(localStorage)];
  });
  expect(stored.map(([key]) => key).filter((key) => key.startsWith('hl.session'))).toEqual([]);
  const text = JSON.stringify(stored);
  expect(issued.size).toBeGreaterThan(0);
  for (const token of issued) expect(text).not.toContain(token);
}

test.describe('token refresh and renewal', () => {
  test('refreshes the short token when it is due, twice in a row, renews the refresh token before it ends, and the app keeps working', async ({ browser }) => {
    const s = await openSession(browser, 'zh-CN', { serverClock: true });
    const page = await s.context.newPage();
    await logInInvestor(page, 'zh-CN');
    await s.quiet();
    const login = (await saved(page))!;
    expect(login.tokens.token).toBeTruthy();

    // (a) The short token is refreshed at the first 30 s check after its age passes accessimeout − margin.
    const due = DEFAULT_ACCESS_TIMEOUT_MS - TOKEN_REFRESH_MARGIN_MS;
    await s.advanceTo(login.tokens.tokenIssuedAt + due - 20 * SEC);
    expect(s.calls(TOKEN_PATH)).toHaveLength(0);
    const reloads = countReloads(page);
    const refreshed = nextBody<{ code: number; data: { token: string } }>(page, TOKEN_PATH);
    await s.advance(SHORT_TOKEN_CHECK_MS + 10 * SEC);
    const first = await refreshed;
    expect(first.code).toBe(1000);
    expect(s.calls(TOKEN_PATH)).toHaveLength(1);
    expect(s.calls(TOKEN_PATH)[0].headers()['refreshtoken']).toBe(login.tokens.refreshToken);
    expect((await saved(page))!.tokens.token).toBe(first.data.token);
    // The next page's data comes with the new token.
    const after = await openClientPage(page, '/portfolioPath');
    expect(after.request().headers()['token']).toBe(first.data.token);
    expect(((await after.json()) as { code: number }).code).toBe(1000);

    // (b) Another short refresh at the same rhythm; then the refresh token is renewed before its lifetime ends.
    const second = page.waitForResponse((r) => pathOf(r.url()) === TOKEN_PATH, WAIT);
    await s.advance(due + SHORT_TOKEN_CHECK_MS);
    await second;
    expect(s.calls(TOKEN_PATH)).toHaveLength(2);
    await openClientPage(page, '/myAssets');
    // A short-token refresh never rotates the refresh token.
    expect(s.calls(RENEW_PATH)).toHaveLength(0);

    // (c) The refresh token's own end approaches: getLongToken renews it (rotation) before it runs out. The clock
    // moves in 30 s steps, as the tab's checks run; the renewal must come while the refresh token still lives.
    const beforeRenewal = (await saved(page))!;
    const refreshEnd = beforeRenewal.tokens.refreshIssuedAt + beforeRenewal.tokens.failureTime;
    const renewed = nextBody<{ code: number; data: { token: string; refreshToken: string } }>(page, RENEW_PATH);
    while (s.calls(RENEW_PATH).length === 0 && (await pageNow(page)) < refreshEnd) await s.advance(SHORT_TOKEN_CHECK_MS);
    const renewal = await renewed;
    expect(renewal.code).toBe(1000);
    expect(s.calls(RENEW_PATH)).toHaveLength(1);
    expect(s.calls(RENEW_PATH)[0].headers()['refreshtoken']).toBe(beforeRenewal.tokens.refreshToken);
    const afterRenewal = (await saved(page))!;
    expect(afterRenewal.tokens.refreshToken).toBe(renewal.data.refreshToken);
    expect(afterRenewal.tokens.refreshToken).not.toBe(beforeRenewal.tokens.refreshToken);
    const next = await openClientPage(page, '/portfolioPath');
    expect(next.request().headers()['token']).toBe(renewal.data.token);
    expect(((await next.json()) as { code: number }).code).toBe(1000);
    await expect(page.getByText(TEXT['zh-CN'].dialog).count()).resolves.toBe(0);
    // Client-side navigation only: the session never ended (an ended session reloads the tab).
    expect(reloads()).toBe(0);
    await s.context.close();
  });
});

test.describe('inactivity', { tag: ['@zh-CN-desktop', '@en-desktop'] }, () => {
  test('warns a minute ahead, "Stay logged in" keeps the session, 20 minutes without activity log out', async ({ browser, lang }) => {
    const t = TEXT[lang];
    const s = await openSession(browser, lang);
    const page = await s.context.newPage();
    await logInInvestor(page, lang);
    await s.quiet();
    const dialog = page.getByRole('alertdialog', { name: t.dialog });
    const warnAt = INACTIVITY_LIMIT_MS - IDLE_WARNING_MS;

    const lastOperationAt = (await saved(page))!.lastOperationAt;
    await s.advanceTo(lastOperationAt + warnAt - 20 * SEC);
    expect(await dialog.count()).toBe(0);
    await s.advance(40 * SEC);
    await dialog.waitFor(WAIT).catch(async (error: unknown) => {
      const state = JSON.stringify(await saved(page));
      await screenshot(page, `session-idle-warning-missing-${lang}`);
      throw new Error(`no warning at ${await pageNow(page)} with ${state}: ${String(error)}`);
    });
    await expect.poll(() => dialog.textContent(), WAIT).toMatch(t.message);
    const timer = dialog.getByRole('timer');
    const left = Number(await timer.textContent());
    // About 40 s are left at 19:20; the countdown re-reads the clock once a second, so allow for a late tick.
    expect(left).toBeGreaterThan(30);
    expect(left).toBeLessThanOrEqual(50);
    // A live countdown.
    await s.advance(10 * SEC);
    await expect.poll(async () => Number(await timer.textContent()), WAIT).toBeLessThanOrEqual(left - 9);
    await screenshot(page, `session-idle-warning-${lang}`);

    // "Stay logged in": the dialog closes and one call tells the server the user is there.
    const keepAlive = nextBody<{ code: number }>(page, '/api/qa/info/getFindReadMessage');
    await dialog.getByRole('button', { name: t.stay }).click();
    expect((await keepAlive).code).toBe(1000);
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    const stayedAt = (await saved(page))!.lastOperationAt;
    expect(stayedAt).toBeGreaterThan(lastOperationAt + warnAt);

    // Nothing more: warned again after 19 minutes, logged out after 20, on the login page, nothing stored.
    await s.advanceTo(stayedAt + warnAt - 20 * SEC);
    expect(await dialog.count()).toBe(0);
    expect(page.url()).toMatch(/\/myAssets$/);
    await s.advance(40 * SEC);
    await dialog.waitFor(WAIT);
    await s.advance(IDLE_WARNING_MS);
    await page.waitForURL(/\/login(\?|$)/, WAIT);
    await page.getByRole('button', { name: lang === 'en' ? 'Log in' : '登录', exact: true }).waitFor(WAIT);
    expect(await dialog.count()).toBe(0);
    await expectNoSessionStored(page, s.issued);
    await screenshot(page, `session-idle-logged-out-${lang}`);
    await s.context.close();
  });
});

test.describe('two tabs of one browser', () => {
  test('share activity, refresh once for both, and log out together', async ({ browser }) => {
    const s = await openSession(browser, 'en');
    const a = await s.context.newPage();
    await logInInvestor(a, 'en');
    // Tab B opened from tab A (it starts with a copy of A's session storage).
    const [b] = await Promise.all([
      s.context.waitForEvent('page'),
      a.evaluate(() => void window.open('/portfolioPath', '_blank')),
    ]);
    await b.waitForURL(/\/portfolioPath$/, WAIT);
    await b.getByRole('heading').first().waitFor(WAIT);
    await s.quiet();
    const login = (await saved(b))!;
    const bLastOwnActivity = login.lastOperationAt;

    // Both tabs are due for a short-token refresh at the same moment: one request, both tabs use its token.
    const due = DEFAULT_ACCESS_TIMEOUT_MS - TOKEN_REFRESH_MARGIN_MS;
    const refreshed = a.waitForResponse((r) => pathOf(r.url()) === TOKEN_PATH, WAIT).catch(() => null);
    await s.advanceTo(login.tokens.tokenIssuedAt + due + 20 * SEC);
    await refreshed;
    const shared = async () => [(await saved(a))?.tokens.token, (await saved(b))?.tokens.token];
    await expect.poll(shared, WAIT).not.toContain(login.tokens.token);
    const [tokenA, tokenB] = await shared();
    expect(tokenB).toBe(tokenA);
    expect(s.calls(TOKEN_PATH)).toHaveLength(1);

    // Activity in tab A only; tab B stays logged in well past 20 minutes of its own idleness.
    await openClientPage(a, '/myAssets');
    await s.advance(due + SHORT_TOKEN_CHECK_MS);
    await expect.poll(() => s.calls(TOKEN_PATH).length, WAIT).toBe(2); // the second refresh: once again
    await openClientPage(a, '/portfolioPath');
    await s.advance(due + SHORT_TOKEN_CHECK_MS);
    expect((await pageNow(b)) - bLastOwnActivity).toBeGreaterThan(INACTIVITY_LIMIT_MS + 5 * MIN);
    expect(b.url()).toMatch(/\/portfolioPath$/);
    expect(await b.getByRole('alertdialog').count()).toBe(0);
    expect(s.calls(TOKEN_PATH)).toHaveLength(3);
    // ...and its token is the current one: its next page loads.
    const inB = await openClientPage(b, '/myAssets');
    expect(((await inB.json()) as { code: number }).code).toBe(1000);
    await screenshot(b, 'session-two-tabs-b-after-25-min');

    // Logout in tab A logs tab B out too.
    await logOut(a, 'en');
    await b.waitForURL(/\/login(\?|$)/, WAIT);
    await expectNoSessionStored(a, s.issued);
    await expectNoSessionStored(b, s.issued);
    await s.context.close();
  });
});
