/**
 * `npm run budget` (after `npm run build`): the gzipped JS each page loads before its first render,
 * measured in Chromium against the built SPA served by the real server, with an empty cache, beside the floor page
 * (tools/bench/floor-page.ts: ChakraProvider, one Button and a TanStack Router root, Chakra as published), built
 * and measured in the same run.
 *
 * "First render" is the moment the page's own content is on screen: its main heading, or on a first visit the
 * disclaimer / important-note dialog that covers it (`rendered` below); the floor page's, its button. Every script
 * whose request started before that moment counts, lazily loaded route chunks and the language catalog included,
 * exactly as the router asked for them (Resource Timing of the page, so nothing is guessed). Scripts requested
 * afterwards (a toast, a chart library, a prefetched route) are reported in a second column and do not count. Sizes
 * are gzip -9 of each file (what `vite build` prints), whatever encoding the server chose. /myAssets is loaded with
 * the investor's session in place as after a login (the tab's session and the signed-in cookie, so the server sends
 * the page's frame), so it counts what a direct load of that page costs; so is a product's detail page (reported).
 * Prints one table, the floor page first, writes artifacts/perf/budget.json, exits 1 over budget or when a page does
 * not render.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveDir } from './serve-dir.ts';
import { buildFloorPage, FLOOR_RENDERED } from '../tools/bench/floor-page.ts';
import { login, ROOT, sessionInitScript, signedInCookie, startServer, table } from '../tools/bench/server.ts';

const KB = 1024;
/**
 * The budgets, in KB of gzipped JS: `overFloor`, at most that much more than the floor page's (what the product adds
 * to the stack it is built on); `budget`, an absolute ceiling; neither: reported only.
 * /myAssets keeps its absolute 260 KB: an investor's landing page pays for its tables, cards and client frame, which
 * the floor page has no counterpart of, and the floor page carries Chakra's whole default theme (every recipe),
 * which the app does not ship, so a Chakra release that grew the theme would loosen a budget tied to the floor
 * without /myAssets getting any lighter.
 */
/** A page measured: its address, its budget (see above), the persona it is signed in as. */
interface BudgetPage {
  path: string;
  overFloor?: number;
  ceiling?: number;
  budget?: number;
  as?: string;
}

/** A page's measure, then judged against its budget. */
interface Measured {
  path: string;
  landed: string;
  gzip: number;
  raw: number;
  after: number;
  count: number;
  files: { file: string; raw: number; gzip: number; before: boolean }[];
  problem: string | null;
  ok: boolean;
  limit?: number | null;
  limitText?: string;
  overFloor?: number;
  ceiling?: number | null;
  targetMet?: boolean;
}

const PAGES: BudgetPage[] = [
  // The target of / and /login is the floor page's + 50 KB. /login meets it; / is ~52 KB over it with dayjs in the
  // entry (docs/performance.md), so until both meet it the run fails only past `ceiling` KB over the floor: every run
  // prints the miss, and the size can shrink but not grow.
  { path: '/', overFloor: 50, ceiling: 53 },
  { path: '/login', overFloor: 50, ceiling: 53 },
  { path: '/careers' },
  { path: '/myAssets', budget: 260, as: 'investor@demo.test' },
  { path: '/myAssetsDetail?fundCode=HL001', as: 'investor@demo.test' },
];
/**
 * What "rendered" means: the page's main heading, or the modal dialog a first visit opens over it, drawn by the
 * SPA: not the pre-rendered copy a first visit paints before the scripts run (build/prerender.ts).
 */
const RENDERED = ':is(h1, dialog[open] h2):not([data-prerendered] *)';

const artifacts = join(ROOT, 'artifacts/perf');
mkdirSync(artifacts, { recursive: true });

// The floor page builds while the server starts (it migrates and seeds a fresh database). Its bytes do not depend on
// who serves it: a plain file server, where it is /index.html.
const [floorBuild, server] = await Promise.all([buildFloorPage(), startServer()]);
const floorServer = await serveDir(floorBuild.dir);
const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const results: Measured[] = [];
try {
  const floor = await measure(floorUrl, { path: '/index.html', label: 'floor page', rendered: FLOOR_RENDERED });
  results.push(floor);
  for (const page of PAGES) {
    const r = await measure(server.baseUrl, page);
    r.limit = page.overFloor !== undefined ? floor.gzip + page.overFloor * KB : page.budget !== undefined ? page.budget * KB : null;
    r.limitText = page.overFloor !== undefined ? `floor + ${page.overFloor}` : 'absolute';
    r.overFloor = r.gzip - floor.gzip;
    r.ceiling = page.ceiling !== undefined ? floor.gzip + page.ceiling * KB : r.limit;
    r.targetMet = r.limit === null || r.gzip <= r.limit;
    r.ok = !r.problem && (r.ceiling === null || r.gzip <= r.ceiling);
    results.push(r);
  }
} finally {
  await browser.close();
  await server.stop();
  floorServer.close();
  floorBuild.remove();
}

async function measure(
  baseUrl: string,
  { path, label = path, rendered = RENDERED, as }: { path: string; label?: string; rendered?: string; as?: string },
): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  if (as) {
    // As a signed-in browser holds it: the session in the tab and the cookie that has the server send the page's
    // frame (server/static.ts), which names the page's files itself.
    await context.addInitScript(sessionInitScript(await login(server.baseUrl, as)));
    await context.addCookies([signedInCookie(server.baseUrl)]);
  }
  const tab = await context.newPage();
  await tab.goto(baseUrl + path);
  let renderedAt: number | null;
  try {
    const handle = await tab.waitForFunction(
      (selector) => {
        // The first time the page showed it, kept on the measured page (a name of the budget's own).
        const page = window as Window & { __hlRenderedAt?: number };
        const el = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0 && e.textContent?.trim());
        if (el) page.__hlRenderedAt ??= performance.now();
        return el ? page.__hlRenderedAt : null;
      },
      rendered,
      { polling: 'raf', timeout: 60_000 },
    );
    renderedAt = (await handle.jsonValue()) ?? null;
  } catch {
    renderedAt = null;
  }
  await tab.waitForLoadState('networkidle');
  const landed = new URL(tab.url()).pathname;
  const entries = await tab.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, type: (e as PerformanceResourceTiming).initiatorType })),
  );
  await tab.screenshot({ path: join(artifacts, `budget-${label === '/' ? 'home' : label.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`) });
  await context.close();
  const scripts = entries.filter((e) => e.name.startsWith(baseUrl) && new URL(e.name).pathname.endsWith('.js'));
  const files: Measured['files'] = [];
  for (const e of scripts) {
    const file = new URL(e.name).pathname;
    if (files.some((f) => f.file === file)) continue;
    const body = Buffer.from(await (await fetch(baseUrl + file)).arrayBuffer());
    files.push({ file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, before: renderedAt !== null && e.start < renderedAt });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const before = files.filter((f) => f.before);
  const gzip = before.reduce((n, f) => n + f.gzip, 0);
  const raw = before.reduce((n, f) => n + f.raw, 0);
  const after = files.filter((f) => !f.before).reduce((n, f) => n + f.gzip, 0);
  // A page that never rendered, or a redirect (to /login, say), would measure another page: a failure, not a pass.
  const problem = renderedAt === null ? 'did not render' : landed !== path.split('?')[0] ? `landed on ${landed}` : null;
  return { path: label, landed, gzip, raw, after, count: before.length, files, problem, ok: !problem };
}

const kb = (n: number) => (n / KB).toFixed(1);
const [floor] = results;
const missed = results.filter((r) => r !== floor && r.ok && r.targetMet === false);
console.log(
  '\nGzipped JS before first render, beside the floor page (KB)\n' +
    table(
      ['page', 'JS files', 'raw', 'gzip', 'over floor', 'limit', 'result', 'after render'],
      results.map((r) => [
        r.path,
        r.count,
        kb(r.raw),
        kb(r.gzip),
        r === floor ? '-' : kb(r.overFloor ?? 0),
        r.limit ? `${kb(r.limit)} (${r.limitText})` : '-',
        r.problem ? `FAIL (${r.problem})` : r === floor ? 'floor' : r.limit === null ? 'report' : !r.ok ? 'OVER' : r.targetMet ? 'ok' : `MISSED (gate: floor + ${kb((r.ceiling ?? 0) - floor.gzip)})`,
        kb(r.after),
      ]),
    ),
);
for (const r of results.filter((x) => !x.ok || process.env.BUDGET_VERBOSE)) {
  console.log(`\n${r.path}: largest files before first render (gzip KB)`);
  for (const f of r.files.filter((x) => x.before).slice(0, 8)) console.log(`  ${kb(f.gzip).padStart(7)}  ${f.file}`);
}
writeFileSync(join(artifacts, 'budget.json'), JSON.stringify(results, null, 2));
if (missed.length) console.log(`\nbudget: target missed, under its gate: ${missed.map((r) => r.path).join(', ')}`);
if (results.some((r) => r.problem)) {
  console.error('\nbudget: a page did not render or landed elsewhere (see above)');
  process.exit(1);
}
if (results.some((r) => !r.ok)) {
  console.error('\nbudget: over budget (see above; artifacts/perf/budget.json lists every file)');
  // BUDGET_REPORT_ONLY=1: print the figures, fail only when a page does not render.
  process.exit(process.env.BUDGET_REPORT_ONLY === '1' ? 0 : 1);
}
console.log(missed.length ? '\nbudget: every page within its gate' : '\nbudget: every page within budget');
