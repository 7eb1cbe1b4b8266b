/**
 * Browser side of security: where tokens and holdings may live in the browser, the headers every page and API
 * answer carries, the XSS corpus rendered inert, and what an invalid session or a failing token refresh does.
 * Real server, Chromium; page.route only where a fault must be injected (said at each place).
 */
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { baseUrl, logIn, newContext, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';
import { logOut } from './support/journeys';

const WAIT = 60_000;
/** A holding of investor@demo.test shown on /myAssets (server/seed/README.md). */
const HOLDING = '泓岸价值精选一号';
const TOKEN_HEADERS = ['token', 'refreshtoken', 'onetimetoken'];

/** Everything a page does that could leak: request URLs, navigations, console, dialogs, CSP reports, answers. */
interface Watch {
  requests: Request[];
  navigations: string[];
  console: string[];
  dialogs: string[];
  pageErrors: string[];
  /** Every token value seen in a request header or a login / refresh answer. */
  tokens: Set<string>;
  apiAnswers: Array<{ url: string; status: number; cacheControl: string }>;
  documents: Array<{ url: string; csp: string }>;
}

async function watch(page: Page): Promise<Watch> {
  const w: Watch = { requests: [], navigations: [], console: [], dialogs: [], pageErrors: [], tokens: new Set(), apiAnswers: [], documents: [] };
  // CSP violations are reported as events too (not only on the console): keep them for the checks.
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const el = e.target instanceof Element ? e.target : null;
        const where = el ? ` at ${el.outerHTML.slice(0, 160)}${el.isConnected ? '' : ' (detached)'} in ${el.parentElement?.className ?? '?'}` : '';
        list.push(`${e.violatedDirective} ${e.blockedURI}${where}`);
      },
      true,
    );
  });
  page.on('request', (r) => {
    w.requests.push(r);
    for (const name of TOKEN_HEADERS) {
      const value = r.headers()[name];
      if (value) w.tokens.add(value);
    }
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) w.navigations.push(f.url());
  });
  page.on('console', (m) => w.console.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => w.pageErrors.push(e.message));
  page.on('dialog', (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) {
      w.apiAnswers.push({ url: url.pathname, status: r.status(), cacheControl: r.headers()['cache-control'] ?? '' });
      if (/\/sys\/users\/(loginV2|token|refreshToken)$/.test(url.pathname)) {
        const body = (await r.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
        for (const key of ['token', 'refreshToken', 'onetimeToken']) {
          const value = body?.data?.[key];
          if (typeof value === 'string' && value) w.tokens.add(value);
        }
      }
    } else if (r.request().resourceType() === 'document') {
      w.documents.push({ url: r.url(), csp: r.headers()['content-security-policy'] ?? '' });
    }
  });
  return w;
}

/** Every place a page can keep data: Web Storage, Cache Storage, IndexedDB (all object stores, all records). */
type Dump = { local: string; session: string; caches: string; indexedDb: string };
/** Retried while a reload (the end of a session reloads the page) replaces the document. */
async function storageDump(page: Page): Promise<Dump> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForLoadState('load', { timeout: WAIT });
      return await readStorage(page);
    } catch (error) {
      if (attempt >= 5 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

async function readStorage(page: Page): Promise<Dump> {
  return page.evaluate(async () => {
    const all = (s: Storage) => JSON.stringify(Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)])));
    const cacheParts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) cacheParts.push(`${name} ${req.url} ${(await (await cache.match(req))?.text()) ?? ''}`);
      cacheParts.push(name);
    }
    const dbParts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        dbParts.push(`${info.name}/${store} ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    return { local: all(localStorage), session: all(sessionStorage), caches: cacheParts.join('\n'), indexedDb: dbParts.join('\n') };
  });
}

const sessionTokens = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('hl.session');
    const tokens = raw ? (JSON.parse(raw) as { tokens: { token: string; refreshToken: string } }).tokens : null;
    return tokens ? [tokens.token, tokens.refreshToken] : [];
  });

/** Nothing secret or personal is left in any browser store. */
async function expectNothingLeft(page: Page, secrets: string[], when: string) {
  const dump = await storageDump(page);
  for (const [store, text] of Object.entries(dump)) {
    for (const secret of secrets) {
      expect(text.includes(secret), `${when}: "${secret.slice(0, 12)}…" left in ${store}`).toBe(false);
    }
  }
  expect(dump.local, `${when}: localStorage`).not.toMatch(/hl\.session/);
  expect(dump.session, `${when}: sessionStorage still holds the session`).not.toMatch(/hl\.session/);
}

/** The investor signed in on their holdings, in a page whose clock the test moves (Playwright clock). */
async function investorOnFakeClock(browser: Browser): Promise<{ context: BrowserContext; page: Page; w: Watch }> {
  const context = await newContext(browser, 'zh-CN');
  const page = await context.newPage();
  const w = await watch(page);
  await page.clock.install();
  await logIn(page, 'zh-CN', 'investor@demo.test');
  await page.waitForURL(/\/myAssets$/, { timeout: WAIT });
  await page.getByText(HOLDING).first().waitFor({ timeout: WAIT });
  return { context, page, w };
}

async function waitForPage(page: Page) {
  await page.getByRole('heading').first().waitFor({ timeout: WAIT });
  await page.waitForLoadState('networkidle', { timeout: WAIT }).catch(() => undefined);
}

test.describe('tokens and holdings in the browser', () => {
  test('a whole session never puts a token in a URL, the console or localStorage; every answer is no-store, every page has the CSP and none is violated', async ({ browser }) => {
    const context = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    const w = await watch(page);
    const localChecks: string[] = [];
    const checkLocal = async (step: string) => {
      localChecks.push(`${step}: ${(await storageDump(page)).local}`);
    };

    await page.goto('/');
    await waitForPage(page);
    await checkLocal('home');
    await logIn(page, 'zh-CN', 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: WAIT });
    await page.getByText(HOLDING).first().waitFor({ timeout: WAIT });
    await checkLocal('login');
    // The designed store: this tab's sessionStorage holds the tokens (so the ones searched for below are real).
    const stored = await sessionTokens(page);
    expect(stored).toHaveLength(2);
    for (const t of stored) expect(w.tokens.has(t), 'the stored token is the one the server issued').toBe(true);

    for (const route of ['/portfolioPath', '/myAssetsDetail?fundCode=HL001', '/qaSession', '/companyNews', '/settingPath']) {
      await page.goto(route);
      await waitForPage(page);
      await checkLocal(route);
    }
    await page.reload();
    await waitForPage(page);
    await checkLocal('reload');
    // Client-side navigation back to the holdings after the reload (the session was restored from sessionStorage).
    await page.goto('/myAssets');
    await page.getByText(HOLDING).first().waitFor({ timeout: WAIT });
    await screenshot(page, 'security-session-myAssets');
    await logOut(page, 'zh-CN');
    await checkLocal('logout');

    const tokens = [...w.tokens];
    expect(tokens.length, 'tokens seen in the session (login, onetime, refresh)').toBeGreaterThanOrEqual(2);
    const urls = [...w.requests.map((r) => r.url()), ...w.navigations];
    for (const token of tokens) {
      expect(urls.filter((u) => u.includes(token)), 'a token in a URL').toEqual([]);
      expect(w.console.filter((m) => m.includes(token)), 'a token on the console').toEqual([]);
      expect(localChecks.filter((l) => l.includes(token)), 'a token in localStorage').toEqual([]);
    }
    // (c) no-store on every API answer; the CSP on every page; no violation reported.
    expect(w.apiAnswers.length).toBeGreaterThan(10);
    expect(w.apiAnswers.filter((a) => !/no-store/.test(a.cacheControl)), 'API answers without no-store').toEqual([]);
    expect(w.documents.length).toBeGreaterThanOrEqual(8);
    for (const d of w.documents) {
      expect(d.csp, `CSP of ${d.url}`).toMatch(/default-src 'self'/);
      expect(d.csp, `CSP of ${d.url}`).toMatch(/script-src 'self'/);
      expect(d.csp, `CSP of ${d.url}`).toMatch(/object-src 'none'/);
    }
    expect(w.console.filter((m) => /Content Security Policy|Refused to/i.test(m)), 'CSP violations on the console').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await expectNothingLeft(page, [...tokens, HOLDING, 'HL001'], 'after logout');
    await context.close();
  });

  test('public pages carry the CSP and report no violation', async ({ browser }) => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    const w = await watch(page);
    const violations: string[] = [];
    for (const route of ['/', '/careers', '/aboutInvestment', '/sustainableDevelopment', '/login', '/register', '/forgotPassword']) {
      await page.goto(route);
      await waitForPage(page);
      violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)));
    }
    expect(w.documents.map((d) => d.csp).filter((csp) => !/script-src 'self'/.test(csp))).toEqual([]);
    expect(w.documents).toHaveLength(7);
    expect(violations).toEqual([]);
    expect(w.console.filter((m) => /Content Security Policy|Refused to/i.test(m))).toEqual([]);
    expect(w.apiAnswers.filter((a) => !/no-store/.test(a.cacheControl))).toEqual([]);
    await context.close();
  });

  test('an invalid session (3008) and inactivity end the session without leaving tokens or holdings behind', async ({ browser }) => {
    const { context, page, w } = await investorOnFakeClock(browser);
    const first = await sessionTokens(page);

    // Inactivity: 20 minutes without an API call (SPEC §4) — the clock jumps, the session ends and the page reloads.
    await page.clock.fastForward('21:00');
    await page.waitForURL(/\/login/, { timeout: WAIT });
    await page.getByRole('heading', { name: '客户登录' }).waitFor({ timeout: WAIT });
    await expectNothingLeft(page, [...first, HOLDING, 'HL001'], 'after inactivity');
    await page.goto('/myAssets');
    await page.waitForURL(/\/login\?redirect=%2FmyAssets$/, { timeout: WAIT });

    // Invalid session: the server answers a client call with 3008 (page.route: the real server only does that for
    // a forged or revoked token). The session resets and the page reloads to /login, nothing is kept.
    await logIn(page, 'zh-CN', 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: WAIT });
    await page.getByText(HOLDING).first().waitFor({ timeout: WAIT });
    const second = await sessionTokens(page);
    await page.route(/\/api\/(asset|portfolio)\//, (route) =>
      route.fulfill({ contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify({ code: 3008, msg: 'token invalid', data: null }) }),
    );
    await page.goto('/portfolioPath');
    await page.waitForURL(/\/login/, { timeout: WAIT });
    await page.getByRole('heading', { name: '客户登录' }).waitFor({ timeout: WAIT });
    await expectNothingLeft(page, [...second, HOLDING, 'HL001'], 'after an invalid session');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

/** Each payload sets window.__xss or opens a dialog if anything in it ever runs. */
const CORPUS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=2">`,
  `<svg onload="window.__xss=3"></svg>`,
  `<svg><script>window.__xss=4</script></svg>`,
  `<a href="javascript:window.__xss=5">link5</a>`,
  `<a href="JaVaScRiPt:window.__xss=6">link6</a>`,
  `<a href="&#106;avascript:window.__xss=7">link7</a>`,
  `<a href="java&#x09;script:window.__xss=8">link8</a>`,
  `<iframe srcdoc="<script>parent.__xss=9</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss=10"></iframe>`,
  `<div style="width:expression(window.__xss=11);background:url(javascript:window.__xss=11)">s11</div>`,
  `<style>@import 'javascript:window.__xss=12';*{background:url(javascript:window.__xss=12)}</style>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss=13>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=14>`,
  `<details open ontoggle="window.__xss=15">d15</details>`,
  `<input autofocus onfocus="window.__xss=16">`,
  `<object data="javascript:window.__xss=17"></object>`,
  `<embed src="javascript:window.__xss=18">`,
  `<form><button formaction="javascript:window.__xss=19">b19</button></form>`,
  `<img src="x" onerror="&#119;indow.__xss=20">`,
  `<video><source onerror="window.__xss=21"></video>`,
  `"><script>window.__xss=22</script>`,
  `<a href="data:text/html,<script>alert(23)</script>">link23</a>`,
  `<svg><a xlink:href="javascript:window.__xss=24"><text y="10">t24</text></a></svg>`,
  `<img src=x onerror=alert(25)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss=26">`,
  `<base href="javascript:/">`,
  `<select><noembed></select><img src=x onerror=window.__xss=28></noembed>`,
  `%3Cscript%3Ewindow.__xss=29%3C/script%3E`,
  `\u003cimg src=x onerror=window.__xss=30\u003e`,
];

/** Live handlers, script-capable elements and URLs inside `selector`, in the rendered DOM. */
async function dangerousNodes(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    const roots = Array.from(document.querySelectorAll(sel));
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'style', 'form', 'input', 'noscript', 'template'].includes(tag)) found.push(`<${tag}>`);
        for (const attr of Array.from(el.attributes)) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) found.push(`${tag}[${name}]`);
          if (name === 'srcdoc' || name === 'formaction') found.push(`${tag}[${name}]`);
          if (name === 'style' && /expression|javascript|url\(/i.test(attr.value)) found.push(`${tag}[style]`);
          if (['href', 'src', 'xlink:href', 'action', 'data'].includes(name) && /^\s*(javascript|vbscript|data):/i.test([...attr.value].filter((c) => c.charCodeAt(0) > 32).join(''))) {
            found.push(`${tag}[${name}=${attr.value.slice(0, 20)}]`);
          }
        }
      }
    }
    return roots.length ? found : ['(no element matches ' + sel + ')'];
  }, selector);
}

async function expectInert(page: Page, w: Watch, selector: string, where: string, { csp = true } = {}) {
  expect(await dangerousNodes(page, selector), `${where}: dangerous nodes survived`).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${where}: a payload ran`).toBeUndefined();
  expect(w.dialogs, `${where}: a dialog opened`).toEqual([]);
  // With the CSP on, a handler that survived would have tried to run and been stopped: that is reported too.
  if (csp) expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), `${where}: CSP violations`).toEqual([]);
}

/**
 * A profile that ignores the page's CSP, so the sanitiser is tested alone: with the CSP on, a surviving handler
 * would be blocked and nothing would show that the sanitiser missed it. (With the CSP on, Chromium also reports
 * handlers it meets while DOMPurify parses the payload in its inert document: reports of attempts that never
 * run, not of rendered content.)
 */
async function contextWithoutCsp(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, baseURL: baseUrl(), bypassCSP: true });
  await context.addInitScript(() => {
    window.sessionStorage.setItem('importantNote', '1');
    window.sessionStorage.setItem('floatingNotification', '1');
  });
  return context;
}

test.describe('XSS corpus', () => {
  test('Q&A text a client types is kept as text: every payload shows literally and none runs', async ({ browser }) => {
    const context = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    const w = await watch(page);
    await logIn(page, 'zh-CN', 'single@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: WAIT });
    await page.goto('/qaSession');
    await waitForPage(page);
    // The corpus through the same API call the form makes, with the session's token (typing 30 payloads is slow)...
    const answers = await page.evaluate(async (corpus) => {
      const { tokens } = JSON.parse(sessionStorage.getItem('hl.session')!) as { tokens: { token: string } };
      const codes: number[] = [];
      for (let i = 0; i < corpus.length; i += 2) {
        const res = await fetch('/api/qa/info/addQaInfo', {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: tokens.token, 'Accept-Language': 'zh_CN', userCurrentIdType: '1' },
          body: JSON.stringify({ title: corpus[i].slice(0, 100), description: (corpus[i + 1] ?? corpus[0]).slice(0, 200) }),
        });
        codes.push(((await res.json()) as { code: number }).code);
      }
      return codes;
    }, CORPUS);
    // ...and one question through the form, as a person types it (newest first: it heads the list).
    await page.getByRole('button', { name: '我要提问' }).click();
    const form = page.getByRole('form', { name: '我要提问' });
    await form.getByLabel('问题标题').fill(CORPUS[1]);
    await form.getByLabel('问题描述').fill(CORPUS[12]);
    await form.getByRole('button', { name: '提交问题' }).click();
    await page.getByText('问题已提交，我们会尽快回复。').waitFor({ timeout: WAIT });
    expect(answers.every((c) => c === 1000), `addQaInfo answers ${answers.join(',')}`).toBe(true);
    await page.goto('/qaSession');
    await waitForPage(page);
    const list = page.getByRole('list', { name: '我的问题' });
    await list.waitFor({ timeout: WAIT });
    // The payload is on the page as the characters typed, and no image or script element came of it.
    // (The list shortens long titles: the start of the payload is enough.)
    await page
      .getByText(CORPUS[1].slice(0, 24))
      .first()
      .waitFor({ timeout: WAIT })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\npage shows: ${(await page.locator('main').innerText()).slice(0, 800)}`, { cause: error });
      });
    await expect(page.locator('main img[src="x"], main script').count()).resolves.toBe(0);
    await expectInert(page, w, 'main', 'Q&A list');
    // Each thread: title and description as text.
    const links = await list.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const href of links.slice(0, 6)) {
      await page.goto(href);
      await waitForPage(page);
      await expectInert(page, w, 'main', `Q&A thread ${href}`);
    }
    await page.goto('/qaSession');
    await page.getByRole('link', { name: CORPUS[1].slice(0, 24) }).first().click();
    await page.getByText(CORPUS[12]).first().waitFor({ timeout: WAIT });
    await screenshot(page, 'security-xss-qa-thread');
    await expectInert(page, w, 'main', 'Q&A thread with the typed payload');
    await context.close();
  });

  /** Replaces the HTML of a real answer with the corpus (page.route: the server's own HTML is already sanitised). */
  async function withCorpus(page: Page, path: RegExp, edit: (data: Record<string, unknown>) => void) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      edit(body.data);
      await route.fulfill({ response, body: JSON.stringify(body) });
    });
  }

  test('server HTML (article, activity, firm reply) goes through the SPA sanitiser: nothing runs, no handler or script survives', async ({ browser }) => {
    const context = await contextWithoutCsp(browser);
    const page = await context.newPage();
    const w = await watch(page);
    const html = CORPUS.map((p, i) => `<p>payload ${i}: ${p}</p>`).join('\n');
    await withCorpus(page, /\/api\/psn\/column\/selectArticleById/, (d) => (d.content = html));
    await withCorpus(page, /\/api\/psn\/activity\/selectActivityAndChildren/, (d) => (d.content = html));
    await withCorpus(page, /\/api\/qa\/info\/findone/, (d) => {
      const replies = d.replies as Array<Record<string, unknown>>;
      const firm = replies.find((r) => r.from === 'firm') ?? replies[0];
      d.replies = [...replies, ...CORPUS.map((p, i) => ({ ...firm, id: `xss-${i}`, from: 'firm', content: p }))];
    });
    await logIn(page, 'zh-CN', 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: WAIT });

    await page.goto('/companyNews');
    await waitForPage(page);
    await page.locator('main a[href*="informationDetails"]').first().click();
    await page.locator('.safe-html').first().waitFor({ timeout: WAIT });
    await page.getByText('payload 0:').waitFor({ timeout: WAIT });
    await expectInert(page, w, '.safe-html', 'article', { csp: false });
    await screenshot(page, 'security-xss-article');

    await page.goto('/activityList');
    await waitForPage(page);
    await page.locator('main a[href*="activityDetail"]').first().click();
    await page.locator('.safe-html').first().waitFor({ timeout: WAIT });
    await page.getByText('payload 0:').waitFor({ timeout: WAIT });
    await expectInert(page, w, '.safe-html', 'activity', { csp: false });

    await page.goto('/qaSession');
    await waitForPage(page);
    await page.getByRole('list', { name: '我的问题' }).getByRole('link').first().click();
    await page.locator('.safe-html').nth(CORPUS.length - 1).waitFor({ timeout: WAIT });
    await expectInert(page, w, '.safe-html', 'firm replies', { csp: false });
    // Harmless text and links survive the sanitiser (it is not a blanket strip).
    await expect(page.locator('.safe-html a').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});

test.describe('invalid session and token refresh', () => {
  test('parallel calls answered 3008: one silent reset to /login (SPEC §8), no refresh call, no loop, no message', async ({ browser }) => {
    const context = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    const w = await watch(page);
    await logIn(page, 'zh-CN', 'investor@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: WAIT });
    await page.getByText(HOLDING).first().waitFor({ timeout: WAIT });
    const invalid: string[] = [];
    // page.route: every client-area call answers 3008 (what the server says for a revoked or forged token).
    await page.route(/\/api\/(asset|portfolio|indicator|qa|psn)\//, (route) => {
      invalid.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify({ code: 3008, msg: 'token invalid', data: null }) });
    });
    const before = w.requests.length;
    const navigationsBefore = w.navigations.length;
    // A client-side navigation to a page that loads several things at once.
    await page.evaluate(() => {
      history.pushState({}, '', '/portfolioPath');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/login/, { timeout: WAIT });
    await page.getByRole('heading', { name: '客户登录' }).waitFor({ timeout: WAIT });
    await page.waitForLoadState('networkidle', { timeout: WAIT }).catch(() => undefined);
    const after = w.requests.slice(before).map((r) => new URL(r.url()).pathname);
    expect(invalid.length, 'client calls answered 3008').toBeGreaterThanOrEqual(1);
    expect(after.filter((p) => /\/sys\/users\/(token|refreshToken)$/.test(p)), 'refresh calls after 3008').toEqual([]);
    // One reset: the page reloads to /login once (no reload loop), with nothing shown as an error.
    const loginLoads = w.navigations.slice(navigationsBefore).filter((u) => /\/login/.test(u));
    expect(loginLoads.length, `navigations: ${w.navigations.slice(navigationsBefore).join(', ')}`).toBeLessThanOrEqual(2);
    await expect(page.getByRole('alert').filter({ visible: true }).count()).resolves.toBe(0);
    await expectNothingLeft(page, [...w.tokens, HOLDING], 'after 3008');
    await context.close();
  });

  test('a call sent with the old token while the refresh is on its way is served: the user stays signed in', async ({ browser }) => {
    const { context, page, w } = await investorOnFakeClock(browser);
    const [oldToken] = await sessionTokens(page);
    const navigationsBefore = w.navigations.length;

    // page.route holds the refresh, then the page's data call, so they cross as on a slow network: the data call
    // leaves with the old token and reaches the server after getToken has replaced it.
    let releaseRefresh: () => void = () => undefined;
    const refreshHeld = new Promise<void>((r) => (releaseRefresh = r));
    let refreshCalls = 0;
    await page.route(/\/api\/sys\/users\/token(\?|$)/, async (route) => {
      refreshCalls += 1;
      await refreshHeld;
      await route.fallback();
    });
    let releaseData: () => void = () => undefined;
    const dataHeld = new Promise<void>((r) => (releaseData = r));
    const sentWith: string[] = [];
    await page.route(/\/api\/portfolio\//, async (route) => {
      sentWith.push(route.request().headers()['token'] ?? '');
      await dataHeld;
      await route.fallback();
    });
    await page.clock.fastForward('11:00');
    await expect.poll(() => refreshCalls, { timeout: WAIT }).toBe(1);
    await page.evaluate(() => {
      history.pushState({}, '', '/portfolioPath');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => sentWith.length, { timeout: WAIT }).toBeGreaterThanOrEqual(1);
    releaseRefresh();
    await expect.poll(async () => (await sessionTokens(page))[0], { timeout: WAIT }).not.toBe(oldToken);
    const answered = page.waitForResponse((r) => /\/api\/portfolio\//.test(r.url()), { timeout: WAIT });
    releaseData();
    const answer = (await (await answered).json()) as { code: number };

    expect(sentWith[0], 'the data call left with the replaced token').toBe(oldToken);
    expect(answer.code).toBe(1000);
    await waitForPage(page);
    expect(page.url()).toMatch(/\/portfolioPath$/);
    expect(w.navigations.slice(navigationsBefore).filter((u) => /\/login/.test(u))).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  type Fault = 'slow' | 'hang' | 'abort' | 'http500' | 'invalid';
  const faults: Array<{ fault: Fault; outcome: string }> = [
    { fault: 'slow', outcome: 'one refresh after 3 s, session and typed Q&A text kept' },
    { fault: 'hang', outcome: 'the 30 s timeout, then the next tick refreshes; typed Q&A text kept' },
    { fault: 'abort', outcome: 'the next tick refreshes; typed Q&A text kept' },
    { fault: 'http500', outcome: 'the next tick refreshes; typed Q&A text kept' },
    { fault: 'invalid', outcome: 'answered 3008: a clean logout to /login, nothing left in storage' },
  ];

  for (const { fault, outcome } of faults) test(`a token refresh that is ${fault}: ${outcome}`, async ({ browser }) => {
    const context: BrowserContext = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    const w = await watch(page);
    await page.clock.install();
    await logIn(page, 'zh-CN', 'single@demo.test');
    await page.waitForURL(/\/myAssets$/, { timeout: WAIT });
    await page.goto('/qaSession');
    await waitForPage(page);
    await page.getByRole('button', { name: '我要提问' }).click();
    const form = page.getByRole('form', { name: '我要提问' });
    const title = `刷新时写的问题 ${fault}`;
    await form.getByLabel('问题标题').fill(title);
    await form.getByLabel('问题描述').fill('这段文字在令牌刷新后仍应在输入框里。');
    const [oldToken] = await sessionTokens(page);

    const refreshCalls: string[] = [];
    let release: () => void = () => undefined;
    // page.route: the refresh call is slowed, held, aborted or failed here; "slow" then reaches the real server.
    await page.route(/\/api\/sys\/users\/(token|refreshToken)(\?|$)/, async (route) => {
      refreshCalls.push(route.request().url());
      if (refreshCalls.length > 1) return route.fallback();
      if (fault === 'slow') {
        await new Promise((r) => setTimeout(r, 3_000));
        return route.fallback();
      }
      if (fault === 'hang') return new Promise<void>((r) => (release = r)).then(() => route.abort('timedout').catch(() => undefined));
      if (fault === 'abort') return route.abort('failed');
      if (fault === 'http500') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      return route.fulfill({ contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify({ code: 3008, msg: 'token invalid', data: null }) });
    });
    // Eleven minutes later the 10-minute token is stale: the next clock tick refreshes it.
    await page.clock.fastForward('11:00');
    await expect.poll(() => refreshCalls.length, { timeout: WAIT }).toBeGreaterThanOrEqual(1);

    if (fault === 'invalid') {
      await page.waitForURL(/\/login/, { timeout: WAIT });
      await page.getByRole('heading', { name: '客户登录' }).waitFor({ timeout: WAIT });
      await expectNothingLeft(page, [...w.tokens], 'after a refused refresh');
      await context.close();
      return;
    }
    if (fault === 'hang') {
      // The client's 30 s timeout (on the page clock) gives up; the held call is then dropped.
      await page.clock.fastForward('00:31');
      release();
    }
    if (fault === 'slow') {
      await expect.poll(async () => (await sessionTokens(page))[0], { timeout: WAIT }).not.toBe(oldToken);
      expect(refreshCalls).toHaveLength(1);
    } else {
      // Still signed in; the next short tick (30 s) tries again and now reaches the server. A failure without an
      // answer is reported LEAVING_PAGE_GRACE_MS late (src/api/client.ts), and only then is the next tick set: the
      // clock is moved on until that tick has come (in one step it would come 30 s later in real time).
      await expect
        .poll(async () => {
          if (refreshCalls.length < 2) await page.clock.fastForward('00:31');
          return refreshCalls.length;
        }, { timeout: WAIT })
        .toBeGreaterThanOrEqual(2);
      await expect.poll(async () => (await sessionTokens(page))[0], { timeout: WAIT }).not.toBe(oldToken);
      expect(refreshCalls.length).toBeGreaterThanOrEqual(2);
    }
    expect(page.url()).toMatch(/\/qaSession/);
    await expect(form.getByLabel('问题标题').inputValue()).resolves.toBe(title);
    await expect(form.getByLabel('问题描述').inputValue()).resolves.toBe('这段文字在令牌刷新后仍应在输入框里。');
    expect(w.pageErrors).toEqual([]);
    await screenshot(page, `security-refresh-${fault}`);
    await context.close();
  });
});
