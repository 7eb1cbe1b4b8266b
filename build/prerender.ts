/**
 * A first visitor's public page paints before its scripts have run. Run by `npm run build` after
 * `vite build`: serves ./dist, opens every public page (src/routes/_public) and /login in Chromium in each language
 * with no cookies or storage, as a first visitor sees it (the header, the disclaimer dialog, the footer; on /login
 * the form under the important note), and writes that DOM and its styles into dist/prerender/<locale>/<page>.html.
 * The server sends that file instead of index.html to a visitor who has not answered the dialog (no hl_disclaimer
 * cookie; on /login no hl_note cookie of this browser session), in the language it picks by the same rules as the
 * SPA (server/static.ts); the SPA then renders the same page over it (src/main.tsx). The copy's scripts start after
 * its first frame (prerender-scripts.ts).
 *
 * The copy is a picture, not the page: it is inert, its buttons are hidden until the SPA draws the live ones in
 * the same place (a press before that would be lost), and its dialog is placed as the browser places a modal one.
 * It also draws the client area's frame (build/prerender/client-frame.tsx: the header with no one's name, menu or
 * badge, over an empty page) into dist/prerender/<locale>/client-frame/<page>.html, one per client page with its chunks named, and lists the client pages beside it: the
 * server sends that frame for a client page to a browser holding a session (SIGNED_IN_COOKIE), so a signed-in
 * reload paints its header from the HTML instead of a blank screen until the app's scripts have run.
 *
 * Without Chromium (CHROMIUM_PATH, default /usr/bin/chromium) or with PRERENDER=0 the build skips this and the
 * server keeps sending index.html. PRERENDER_LOG=1 lists the API calls the pages tried (this server answers none).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressAndReport } from './precompress.ts';
import { serveDir } from './serve-dir.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FRAME_PRELOADS, startEntryAfterPaint, startScriptsAfterPaint, withPreloads, type FramePreloads } from './prerender-scripts.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, process.env.PRERENDER_DIST ?? 'dist');
const OUT = join(DIST, 'prerender');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOCALES: Record<string, string> = { 'zh-CN': 'zh-CN', en: 'en-US' };
const CONCURRENCY = 3;
/**
 * Under dist/prerender: each language's client frame, one per client page (it names the page's chunks), and the list
 * of client pages it is sent for (server/static.ts).
 */
export const CLIENT_FRAME_DIR = 'client-frame'; // no page's address maps to it (server/static.ts)
export const clientFrameFile = (path: string): string => `${CLIENT_FRAME_DIR}${path}.html`;
export const CLIENT_PAGES_FILE = 'client-pages.json';

/** A route file of a page without parameters; a file whose name starts with "-" holds a page's parts, not a route. */
const isPageRoute = (file: string) => file.endsWith('.tsx') && !file.includes('$') && !file.startsWith('-');

/**
 * The pages copied: the public pages without parameters (the route files under src/routes/_public, index is /),
 * whose first visitor sees the disclaimer, and /login, whose visitor sees the important note once per browser session.
 */
export function firstVisitPages(): string[] {
  const publicPages = readdirSync(join(ROOT, 'src/routes/_public'))
    .filter(isPageRoute)
    .map((f) => f.replace(/\.tsx$/, ''))
    .map((name) => (name === 'index' ? '/' : `/${name}`));
  return [...publicPages, '/login'];
}

/** The file a page's copy is written to, relative to dist/prerender/<locale>/ (server/static.ts reads the same). */
export function pageFile(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1)}.html`;
}

// Placed as the browser places a modal <dialog> (position fixed in the viewport, above everything, a dimmed
// backdrop), which a copy opened with the `open` attribute is not; the page behind cannot scroll, as under the
// live dialog. Buttons are hidden: the live ones appear in their place.
const COPY_CSS = [
  '[data-prerendered] dialog[open]{position:fixed;inset:0;z-index:2147483647}',
  '[data-prerendered]::before{content:"";position:fixed;inset:0;z-index:2147483646;background:rgba(0,0,0,0.45)}',
  '[data-prerendered] button{visibility:hidden}',
  'html:has([data-prerendered]){overflow:hidden}',
].join('');

/** A rendered page: its language, title, the DOM under #root and its styles. */
interface Copy {
  lang: string;
  title: string;
  root: string;
  css: string;
}

/** The browser context of a language, made once. */
type ContextFor = (locale: string) => Promise<BrowserContext>;

function serveDist(): Promise<Server> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
  const index = readFileSync(join(DIST, 'index.html'));
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/') || path.startsWith('/sstatic/')) {
      if (process.env.PRERENDER_LOG) console.log('prerender: no API here:', path);
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":503}');
      return;
    }
    const file = join(DIST, path);
    if (path.startsWith('/assets/') && file.startsWith(DIST) && existsSync(file)) {
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(index);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * One browser context per language, shared by its pages: each page is opened in a tab of its own, and the scripts
 * they share are fetched and compiled once (a context per page spent most of the run on that).
 */
function contextsOf(browser: Browser): ContextFor {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return (locale) => {
    if (!contexts.has(locale)) contexts.set(locale, browser.newContext({ locale: LOCALES[locale], viewport: { width: 1280, height: 800 } }));
    return contexts.get(locale)!;
  };
}

async function snapshot(contextFor: ContextFor, baseUrl: string, path: string, locale: string): Promise<Copy> {
  const page = await (await contextFor(locale)).newPage();
  try {
    await page.goto(baseUrl + path);
    await page.locator('dialog[open][role=alertdialog]').waitFor({ timeout: 30_000 });
    return await copyOf(page);
  } finally {
    await page.close();
  }
}

/** The page's DOM under #root and its styles (Chakra's, as it injected them), once two frames have painted. */
async function copyOf(page: Page): Promise<Copy> {
  await page.evaluate(() => new Promise((r) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(r))));
  return await page.evaluate(() => {
    const css: string[] = [];
    for (const sheet of globalThis.document.styleSheets) {
      if (sheet.ownerNode?.nodeName !== 'STYLE') continue;
      for (const rule of sheet.cssRules) css.push(rule.cssText);
    }
    return { lang: globalThis.document.documentElement.lang, title: globalThis.document.title, root: globalThis.document.getElementById('root')!.innerHTML, css: css.join('') };
  });
}

/** The client pages (src/routes/_client, without parameters): the server sends them the client frame. */
export function clientPages(): string[] {
  return readdirSync(join(ROOT, 'src/routes/_client'))
    .filter(isPageRoute)
    .map((f) => `/${f.replace(/\.tsx$/, '')}`);
}

// Only the logo shows: the buttons wait for the live ones, as on the first-visit copies, and so do the header's other
// links (the Q&A link would move once the live header has its name and language switch beside it). No backdrop.
const FRAME_CSS = '[data-prerendered] button,[data-prerendered] header a:not([href="/"]){visibility:hidden}';

/**
 * The client area's frame (build/prerender/client-frame.tsx), built apart from the app and rendered in each
 * language. Unlike a first-visit copy it fetches the page's scripts with the HTML (a signed-in page's data and code
 * are its largest paint, so they must not wait for the frame's); only the entry's run waits for the frame's first
 * paint (frameTemplate).
 */
async function clientFrames(contextFor: ContextFor): Promise<Record<string, Copy>> {
  const { build } = await import('vite');
  const out = mkdtempSync(join(tmpdir(), 'hl-client-frame-'));
  try {
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: out, emptyOutDir: true, rolldownOptions: { input: join(ROOT, 'build/prerender/client-frame.html') } },
    });
    const server = await serveDir(out);
    const frames: Record<string, Copy> = {};
    try {
      for (const locale of Object.keys(LOCALES)) {
        const page = await (await contextFor(locale)).newPage();
        try {
          await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/build/prerender/client-frame.html?locale=${locale}`);
          await page.locator('header').waitFor({ timeout: 30_000 });
          frames[locale] = await copyOf(page);
        } finally {
          await page.close();
        }
      }
    } finally {
      server.close();
    }
    return frames;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * index.html (or its first-visit form) with a rendered DOM in #root, inert and hidden from assistive technology,
 * and its styles plus `extraCss`: the one way both kinds of copy are written.
 */
function withCopy(template: string, { lang, root, css }: Copy, extraCss: string): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace('</head>', `<style data-prerender>${css.replace(/<\/style/gi, '<\\/style')}${extraCss}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered inert aria-hidden="true" style="display:contents">${root}</div></div>`);
}

/**
 * The client frame: index.html's scripts are fetched at once, and the early script (src/boot/early-start.ts) comes
 * first and runs the entry after the first paint (startEntryAfterPaint). (Were the entry added by the first-screen
 * script instead, it would start a round trip later, and on a fast network after the app had already asked for
 * getInfo itself: the call would go out twice.)
 */
function frameTemplate(template: string): string {
  const assets = template.match(/<script async src="([^"]*)first-screen-/)?.[1];
  const early = readdirSync(join(DIST, 'assets')).find((f) => /^early-start-[\w-]+\.js$/.test(f));
  if (!assets || !early) throw new Error('prerender: no first-screen script in index.html or no early script in dist/assets');
  return startEntryAfterPaint(template, `${assets}${early}`);
}

/** A first-visit copy: its page's title, and the scripts started after its first frame. */
function pageHtml(template: string, copy: Copy): string {
  const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return withCopy(startScriptsAfterPaint(template), copy, COPY_CSS).replace(/<title>[^<]*<\/title>/, `<title>${escapeText(copy.title)}</title>`);
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  if (process.env.PRERENDER === '0') return console.log('prerender: skipped (PRERENDER=0)');
  if (!existsSync(CHROMIUM)) {
    console.log(`prerender: skipped (no Chromium at ${CHROMIUM}); the server sends index.html`);
    return await precompressAndReport(DIST);
  }
  const { chromium } = await import('playwright-core');
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const server = await serveDist();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const started = Date.now();
  try {
    const jobs = firstVisitPages().flatMap((path) => Object.keys(LOCALES).map((locale) => ({ path, locale })));
    const contextFor = contextsOf(browser);
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { path, locale } = jobs[next++];
        const html = pageHtml(template, await snapshot(contextFor, baseUrl, path, locale));
        const file = join(OUT, locale, pageFile(path));
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, html);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const framed = frameTemplate(template);
    const preloads: FramePreloads = JSON.parse(readFileSync(join(DIST, FRAME_PRELOADS), 'utf8'));
    for (const [locale, frame] of Object.entries(await clientFrames(contextFor))) {
      const html = withCopy(framed, frame, FRAME_CSS);
      mkdirSync(join(OUT, locale, CLIENT_FRAME_DIR), { recursive: true });
      for (const path of clientPages()) {
        const files = preloads[locale]?.[path];
        if (!files) throw new Error(`prerender: the build listed no first-screen files for ${path} in ${locale}`);
        writeFileSync(join(OUT, locale, clientFrameFile(path)), withPreloads(html, files));
      }
    }
    writeFileSync(join(OUT, CLIENT_PAGES_FILE), JSON.stringify(clientPages()));
    console.log(`prerender: ${jobs.length} first-visit pages (${firstVisitPages().length} pages × ${Object.keys(LOCALES).length} languages) and the client frame of ${clientPages().length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
    server.close();
  }
  // The last writer into dist compresses it: every file the server sends as it is.
  await precompressAndReport(DIST);
}


if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
