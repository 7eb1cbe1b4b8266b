/**
 * `node --import tsx tools/bench/page-profile.ts [path …]`: where a page's first load spends the browser's main thread (Lighthouse's
 * total blocking time). Builds the SPA with source maps into a temporary directory, serves it with the
 * real server, loads each path in Chromium at Lighthouse's mobile CPU slowdown (4x, PAGE_PROFILE_CPU), records a
 * CPU profile and the page's long tasks, and prints, for every long task, its self time by package or source
 * folder (through the source maps). Paths under the client area are loaded with investor@demo.test's session.
 * PAGE_PROFILE_DIST=dir reuses a build made with `vite build --sourcemap`; PAGE_PROFILE_DETAIL=files|functions
 * groups by source file or function instead of package; PAGE_PROFILE_TOP (6) groups per long task.
 * PAGE_PROFILE_CALLERS=1 adds each long task's functions by inclusive time, callers included: it tells a render React
 * sliced (renderRootConcurrent) from one it did in a single task (renderRootSync).
 * Figures are wall time on this machine at the slowdown: compare runs made back to back, not across machines.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { login, ROOT, sessionInitScript, signedInCookie, startServer, table } from './server.ts';

const CPU = Number(process.env.PAGE_PROFILE_CPU ?? 4);
// Paths of the client area (the route files under src/routes/_client) are loaded with the investor's session.
const CLIENT_PATHS = new Set(readdirSync(join(ROOT, 'src/routes/_client')).filter((f) => !f.startsWith('-')).map((f) => '/' + f.replace(/\.tsx$/, '').split('.')[0]));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/myAssets'];

let dist = process.env.PAGE_PROFILE_DIST;
if (!dist) {
  dist = mkdtempSync(join(tmpdir(), 'hl-page-profile-'));
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true, sourcemap: true } });
}
const maps = new Map<string, SourceMapConsumer>();
for (const f of readdirSync(join(dist, 'assets'))) {
  if (f.endsWith('.js') && existsSync(join(dist, 'assets', f + '.map'))) {
    maps.set(f, await new SourceMapConsumer(JSON.parse(readFileSync(join(dist, 'assets', f + '.map'), 'utf8'))));
  }
}

/** What the measured page keeps for the profile: the anchor's time and the long tasks. */
type Marked = typeof globalThis & { __anchorAt: number; __longTasks: { start: number; duration: number }[] };

function groupOf(url: string, line: number, column: number): string {
  if (!url) return '(program)';
  const file = url.split('/').pop()!.split('?')[0];
  const map = maps.get(file);
  if (!map) return url.includes('/assets/') ? file : '(page)';
  const pos = map.originalPositionFor({ line: line + 1, column });
  const src = pos.source ?? '';
  if (process.env.PAGE_PROFILE_DETAIL === 'functions') return `${src.replace(/.*node_modules\//, '')}:${pos.line} ${pos.name ?? ''}`;
  if (process.env.PAGE_PROFILE_DETAIL === 'files') return src.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  const pkg = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const m = src.match(/src\/(.+)\//);
  return m ? `src/${m[1].split('/').slice(0, 2).join('/')}` : src || file;
}

const server = await startServer({ distDir: dist });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, locale: 'en-US' });
    const page = await context.newPage();
    if (CLIENT_PATHS.has(path.split('?')[0])) {
      await page.addInitScript(sessionInitScript(await login(server.baseUrl, 'investor@demo.test')));
      await page.context().addCookies([signedInCookie(server.baseUrl)]);
    }
    await page.addInitScript(() => {
      // An anchor the CPU profile can see: a named busy loop whose page time is known aligns the two clocks.
      const page = globalThis as Marked;
      page.__anchorAt = performance.now();
      (function __pageProfileAnchor() {
        const end = performance.now() + 3;
        while (performance.now() < end);
      })();
      page.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) page.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(server.baseUrl + path, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop');
    const { tasks, fcp, anchorAt } = await page.evaluate(() => ({
      anchorAt: (globalThis as Marked).__anchorAt,
      tasks: (globalThis as Marked).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
    /** The sample's function and its callers, by their source-map names, once each. */
    const callers = (id: number) => {
      const names = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const { url, lineNumber, columnNumber, functionName } = byId.get(cur)!.callFrame;
        const name = maps.get(url.split('/').pop() ?? '')?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).name;
        names.add(name || functionName || '(anonymous)');
      }
      return names;
    };
    const samples: { t: number; dt: number; callers: Set<string> | undefined; group: string }[] = [];
    const profileSamples = profile.samples ?? [];
    const timeDeltas = profile.timeDeltas ?? [];
    let t = profile.startTime;
    let anchorSample: number | undefined;
    for (let i = 0; i < profileSamples.length; i++) {
      t += timeDeltas[i];
      const n = byId.get(profileSamples[i])!;
      const cf = n.callFrame;
      const dt = (timeDeltas[i + 1] ?? 0) / 1000;
      if (cf.functionName === '__pageProfileAnchor') anchorSample ??= t;
      samples.push({ t, dt, callers: process.env.PAGE_PROFILE_CALLERS === '1' ? callers(profileSamples[i]) : undefined, group: cf.functionName === '(garbage collector)' ? '(gc)' : cf.functionName === '(idle)' ? '(idle)' : groupOf(cf.url, cf.lineNumber, cf.columnNumber) });
    }
    const totals = new Map<string, number>();
    for (const s of samples) if (s.group !== '(idle)') totals.set(s.group, (totals.get(s.group) ?? 0) + s.dt);
    const busy = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${path}: FCP ${fcp.toFixed(0)} ms, main thread busy ${busy.toFixed(0)} ms at ${CPU}x, long tasks ${tasks.length}: ${tasks.map((x) => x.duration.toFixed(0)).join(', ')} ms`);
    console.log(`blocking time (sum of long tasks over 50 ms): ${tasks.reduce((a, x) => a + Math.max(0, x.duration - 50), 0).toFixed(0)} ms`);
    console.log(table(['package / source', 'self ms', '%'], [...totals].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([g, ms]) => [g, ms.toFixed(0), ((100 * ms) / busy).toFixed(0)])));
    // Each long task's self time by group: the profile's clock (µs) is aligned on the anchor's first sample.
    const toPage = (ts: number) => (ts - (anchorSample ?? 0)) / 1000 + anchorAt;
    const top = Number(process.env.PAGE_PROFILE_TOP ?? 6);
    for (const task of tasks) {
      const groups = new Map<string, number>();
      for (const x of samples) {
        const at = toPage(x.t);
        if (at >= task.start && at < task.start + task.duration && x.group !== '(idle)') groups.set(x.group, (groups.get(x.group) ?? 0) + x.dt);
      }
      const list = [...groups].sort((a, b) => b[1] - a[1]).slice(0, top).map(([g, ms]) => `${g} ${ms.toFixed(0)}`);
      console.log(`  long task at ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms: ${list.join(', ')}`);
      if (process.env.PAGE_PROFILE_CALLERS !== '1') continue;
      const inclusive = new Map<string, number>();
      for (const x of samples) {
        const at = toPage(x.t);
        if (at >= task.start && at < task.start + task.duration) for (const name of x.callers ?? []) inclusive.set(name, (inclusive.get(name) ?? 0) + x.dt);
      }
      console.log(`    with callers: ${[...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 3 * top).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
