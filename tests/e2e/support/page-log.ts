/**
 * The last events of every page the journeys open, kept so that a failure seen only in CI shows what the page asked
 * the server and what it got: main-frame navigations, API calls with their HTTP status and envelope code, failed
 * requests with the browser's reason, script errors and console errors. support/failure-capture.ts prints them.
 * (A run in CI twice ended a journey on the login page with nothing on screen to tell why.)
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

const KEEP = 80;
const logs = new WeakMap<Page, { at: number; line: string }[]>();

/** Every page of every context this browser makes from now on is watched. */
export function watchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };
}

function watchContext(context: BrowserContext): void {
  context.on('page', watchPage);
}

const shorten = (url: string): string => {
  const u = new URL(url);
  return u.pathname + (u.search.length > 80 ? `${u.search.slice(0, 80)}…` : u.search);
};
const isApi = (request: Request): boolean => new URL(request.url()).pathname.startsWith('/api/');

function watchPage(page: Page): void {
  const started = Date.now();
  const lines: { at: number; line: string }[] = [];
  logs.set(page, lines);
  // An answer is logged once its body is read, with the time it arrived: pageLog puts the lines back in order.
  const add = (at: number, line: string) => {
    lines.push({ at, line: `${((at - started) / 1000).toFixed(2)}s ${line}` });
    if (lines.length > KEEP) lines.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(Date.now(), `page ${shorten(frame.url())}`);
  });
  page.on('request', (request) => {
    if (isApi(request)) add(Date.now(), `→ ${request.method()} ${shorten(request.url())}`);
  });
  page.on('response', async (response) => {
    if (!isApi(response.request())) return;
    const at = Date.now();
    const body = await response.text().catch(() => '');
    const code = /"code":\s*(\d+)/.exec(body)?.[1];
    add(at, `← ${response.status()}${code ? ` code ${code}` : ''} ${response.request().method()} ${shorten(response.url())}`);
  });
  page.on('requestfailed', (request) => {
    if (isApi(request) || request.isNavigationRequest()) {
      add(Date.now(), `✗ ${request.method()} ${shorten(request.url())}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  // Not the init scripts' own errors on about:blank (they set sessionStorage, which a blank page has none of).
  page.on('pageerror', (error) => {
    if (page.url() !== 'about:blank') add(Date.now(), `script error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') add(Date.now(), `console ${message.type()}: ${message.text().slice(0, 200)}`);
  });
}

/** The page's last events, oldest first (empty for a page opened before watching began). */
export function pageLog(page: Page): string[] {
  return [...(logs.get(page) ?? [])].sort((a, b) => a.at - b.at).map((entry) => entry.line);
}
