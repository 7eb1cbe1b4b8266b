/**
 * `npm run budget` (after `npm run build`): the gzipped JS each page loads before it is rendered, measured in
 * Chromium against the built SPA served by the real server. Every JS response of a fresh page load (empty cache) is
 * counted until the network is idle, so lazily loaded route chunks and the language catalog are included exactly as
 * the router asks for them. Sizes are gzip -9 of each file (what `vite build` prints), whatever encoding the server
 * chose. /myAssets is loaded with the investor's session in place (as after a login), so it counts what a direct
 * load of that page costs. Prints a table, writes artifacts/perf/budget.json, exits 1 over budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { login, ROOT, sessionInitScript, startServer, table } from './bench/server.mjs';

const KB = 1024;
/** Budgets of issue 7, in KB of gzipped JS; null: reported only. */
const PAGES = [
  { path: '/', budget: 200 },
  { path: '/login', budget: 200 },
  { path: '/careers', budget: null },
  { path: '/myAssets', budget: 260, as: 'investor@demo.test' },
];

const artifacts = join(ROOT, 'artifacts/perf');
mkdirSync(artifacts, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const results = [];
try {
  for (const page of PAGES) results.push(await measure(page));
} finally {
  await browser.close();
  await server.stop();
}

async function measure({ path, budget, as }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  if (as) await context.addInitScript(sessionInitScript(await login(server.baseUrl, as)));
  const tab = await context.newPage();
  const scripts = new Map();
  const pending = [];
  tab.on('response', (res) => {
    const url = res.url();
    const type = res.headers()['content-type'] ?? '';
    if (!url.startsWith(server.baseUrl) || !(type.includes('javascript') || url.endsWith('.js'))) return;
    pending.push(
      res.body().then(
        (body) => scripts.set(new URL(url).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await tab.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const landed = new URL(tab.url()).pathname;
  await tab.screenshot({ path: join(artifacts, `budget${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`) });
  await context.close();
  const files = [...scripts].map(([file, s]) => ({ file, ...s })).sort((a, b) => b.gzip - a.gzip);
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  const raw = files.reduce((n, f) => n + f.raw, 0);
  // A redirect (to /login, say) would measure another page: that is a failure of the check, not a pass.
  const wrongPage = landed !== path;
  return { path, landed, budget, gzip, raw, files, ok: !wrongPage && (budget === null || gzip <= budget * KB) };
}

const kb = (n) => (n / KB).toFixed(1);
console.log(
  '\n' +
    table(
      ['page', 'JS files', 'raw KB', 'gzip KB', 'budget KB', 'result'],
      results.map((r) => [
        r.path,
        r.files.length,
        kb(r.raw),
        kb(r.gzip),
        r.budget ?? '-',
        r.landed !== r.path ? `FAIL (landed on ${r.landed})` : r.budget === null ? 'report' : r.ok ? 'ok' : 'OVER',
      ]),
    ),
);
for (const r of results.filter((x) => !x.ok || process.env.BUDGET_VERBOSE)) {
  console.log(`\n${r.path}: largest files (gzip KB)`);
  for (const f of r.files.slice(0, 8)) console.log(`  ${kb(f.gzip).padStart(7)}  ${f.file}`);
}
writeFileSync(join(artifacts, 'budget.json'), JSON.stringify(results, null, 2));
if (results.some((r) => !r.ok)) {
  console.error('\nbudget: over budget (see the largest files above; artifacts/perf/budget.json lists every file)');
  // Report-only while issue 7 is open: the figures are printed in CI, the exit fails once budgets are met.
  process.exit(process.env.BUDGET_REPORT_ONLY === '1' ? 0 : 1);
}
console.log('\nbudget: every page within budget');
