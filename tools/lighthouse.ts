/**
 * `npm run lighthouse` (after `npm run build`): Lighthouse (mobile preset, simulated throttling: its defaults),
 * performance only, 3 rounds, against the production build served by the real server on a fresh PGlite database
 * (seeded with the demo data, which bench/server.ts asks for with SEED_DEMO_DATA=1), beside the floor page.
 *
 * The floor page (tools/bench/floor-page.ts: ChakraProvider, one Button and a TanStack Router root, Chakra as
 * published) is built and served the same way, and each round measures it first, then every page once. Simulated
 * throttling multiplies the host's own CPU time, so the same build's figures move with the host's speed and with
 * whatever else runs on it; the floor page's move with them. So the targets are ratios to the floor page's figures of
 * the same round (bench/lighthouse-targets.ts, FLOOR_RATIOS): / and /login, LCP ≤ 0.7 × and TBT ≤ 1.0 × the floor
 * page's; /myAssets and a product's detail page, LCP ≤ 1.5 ×; CLS ≤ 0.05 everywhere. Each page is judged by the
 * median over the rounds of its ratio to its round's floor run.
 *
 * Client-area pages: a fresh loginV2 as investor@demo.test through the API, then the session is put where the SPA
 * keeps it (sessionStorage 'hl.session', src/session/token-store.ts) by a script that runs before any page script in
 * that tab (Puppeteer evaluateOnNewDocument on the page Lighthouse then drives). So Lighthouse measures a cold load
 * of the page itself, not a login flow, and its storage reset cannot undo the session. Each run gets a new Chromium
 * with an empty profile (cold cache). Exits 1 below target unless LIGHTHOUSE_REPORT_ONLY=1.
 * LIGHTHOUSE_RUNS (rounds) and LIGHTHOUSE_PAGES (comma-separated paths; the floor page is always measured) narrow a
 * run while investigating; LIGHTHOUSE_REFERENCE=0 leaves the floor page out, and then no ratio is judged (CLS and
 * a page that did not load still fail). LIGHTHOUSE_GATED=path,… gates only those pages; the others are measured and
 * printed ("reported"), or with LIGHTHOUSE_PARTLY_GATED=metric,… (of LCP, TBT, CLS) gated on those figures only.
 * Pages and floor page are served over HTTPS with HTTP/2, as in production (LIGHTHOUSE_TLS=0: plain HTTP/1.1;
 * bench/lighthouse-run.ts).
 *
 * The JS column is the gzipped JS each page loads before its first render, from `npm run budget`'s last run
 * (artifacts/perf/budget.json) when it measured this build; the budget gates it.
 *
 * LIGHTHOUSE_COMPARE_DIST=dir measures a second build (say, the last commit's, built with `vite build --outDir`)
 * in the same run, each of its runs right after the same page's run of this build, and prints its rows below
 * (marked "before", never failing), with their ratios to the same floor runs.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFloorPage } from './bench/floor-page.ts';
import { LIGHTHOUSE_TLS, lighthouseRun } from './bench/lighthouse-run.ts';
import { ROOT, startServer, table, type StartedServer } from './bench/server.ts';
import { gatedMisses, judgedRatios, median, METRICS, MAX_CLS, pageTargets, runFigures, type Figures, type Judged, type Metric, type Targets } from './bench/lighthouse-targets.ts';

/** A page measured, and the persona it is signed in as. */
interface LighthousePage {
  path: string;
  as?: string;
}

/** One run's figures and where it landed. */
type Run = ReturnType<typeof runFigures> & { landed: string; runtimeError?: string };

/** A line of the table: a page's medians, and how it is judged. */
interface Row extends Figures {
  path: string;
  runs: Run[];
  fails: (string | undefined | false)[];
  floor?: boolean;
  js?: number;
  before?: boolean;
  as?: string;
  judged?: Judged;
  targets?: Targets;
  reported?: boolean;
  gatedOn?: readonly Metric[];
}

const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT_ONLY = process.env.LIGHTHOUSE_REPORT_ONLY === '1';
const INVESTOR = 'investor@demo.test';
// HL001: held by the investor since 2016, daily NAV since 2015-06 (the longest history the investor holds).
const DETAIL = '/myAssetsDetail?fundCode=HL001';
const GATED = process.env.LIGHTHOUSE_GATED?.split(',');
const PARTLY_GATED = (process.env.LIGHTHOUSE_PARTLY_GATED?.split(',') ?? []).filter(Boolean);
const PARTLY_GATED_METRICS = PARTLY_GATED as Metric[];
const unknownMetric = PARTLY_GATED.find((m) => !(METRICS as string[]).includes(m));
if (unknownMetric) throw new Error(`LIGHTHOUSE_PARTLY_GATED: "${unknownMetric}" is none of ${METRICS.join(', ')}`);
const ALL_PAGES: LighthousePage[] = [{ path: '/' }, { path: '/login' }, { path: '/myAssets', as: INVESTOR }, { path: DETAIL, as: INVESTOR }];
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;
const FLOOR = process.env.LIGHTHOUSE_REFERENCE !== '0';

const artifacts = join(ROOT, 'artifacts/perf/lighthouse');
mkdirSync(artifacts, { recursive: true });

/** One run of a page: its figures, and where it landed. */
async function runOnce(baseUrl: string, { path, as }: LighthousePage, index: number, label = path): Promise<Run> {
  const { lhr } = await lighthouseRun(baseUrl, path, as);
  writeFileSync(join(artifacts, `${label.replace(/[^a-zA-Z0-9]+/g, '_') || 'home'}-${index + 1}.json`), JSON.stringify(lhr));
  return { ...runFigures(lhr), landed: new URL(lhr.finalDisplayedUrl).pathname, runtimeError: lhr.runtimeError?.message };
}

const COMPARE = process.env.LIGHTHOUSE_COMPARE_DIST;
// The floor page builds while the first server starts. The servers start one after another: each migrates and seeds a
// fresh PGlite database, and on a busy 2-core host several at once did not answer within startServer's time.
const floorBuild = FLOOR ? buildFloorPage() : undefined;
const removeFloor = async () => (await floorBuild?.catch(() => undefined))?.remove();
const servers: (StartedServer | undefined)[] = [];
try {
  servers.push(await startServer({ tls: LIGHTHOUSE_TLS }));
  servers.push(floorBuild ? await startServer({ distDir: (await floorBuild).dir, tls: LIGHTHOUSE_TLS }) : undefined);
  servers.push(COMPARE ? await startServer({ distDir: COMPARE, tls: LIGHTHOUSE_TLS }) : undefined);
} catch (error) {
  await Promise.all(servers.map((s) => s?.stop()));
  await removeFloor();
  throw error;
}
const [server, floor, before] = servers as [StartedServer, StartedServer | undefined, StartedServer | undefined];
console.log(`over ${LIGHTHOUSE_TLS ? 'HTTPS (HTTP/2), as in production' : 'plain HTTP/1.1 (LIGHTHOUSE_TLS=0)'}`);
// Round by round: each round measures the floor page, then every page once (and the compared build's page right
// after it). The host's speed drifts within minutes, so each floor run stays next to the runs it is compared with.
const floorRuns: Run[] = [];
const pageRuns = new Map(PAGES.map((p) => [p.path, { runs: [] as Run[], beforeRuns: [] as Run[] }]));
try {
  for (let i = 0; i < RUNS; i++) {
    if (floor) floorRuns.push(await runOnce(floor.baseUrl, { path: '/' }, i, 'floor'));
    for (const p of PAGES) {
      const { runs, beforeRuns } = pageRuns.get(p.path)!;
      runs.push(await runOnce(server.baseUrl, p, i));
      if (before) beforeRuns.push(await runOnce(before.baseUrl, p, i, `before${p.path}`));
    }
    console.log(`round ${i + 1} of ${RUNS}: ${[floor && `floor page ${floorRuns[i].score}`, ...PAGES.map((p) => `${p.path} ${pageRuns.get(p.path)!.runs[i].score}`)].filter(Boolean).join(', ')}`);
  }
} finally {
  await floor?.stop();
  await server.stop();
  await before?.stop();
  await removeFloor();
}

/** Gzipped JS before first render per page, from the budget's last run, when it measured this very build. */
function budgetJs(): Map<string, number> {
  const file = join(ROOT, 'artifacts/perf/budget.json');
  const index = join(ROOT, 'dist/index.html');
  if (!existsSync(file) || !existsSync(index) || statSync(file).mtimeMs < statSync(index).mtimeMs) return new Map();
  return new Map((JSON.parse(readFileSync(file, 'utf8')) as { path: string; gzip: number }[]).map((r) => [r.path, r.gzip]));
}
const js = budgetJs();

const summary = (path: string, runs: Run[], extra: Partial<Row> = {}): Row => {
  const m = (k: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'si') => median(runs.map((r) => r[k]));
  return { path, runs, score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), si: m('si'), fails: [], ...extra };
};

const results: Row[] = [];
if (floor) results.push(summary('floor page', floorRuns, { floor: true, js: js.get('floor page') }));
const rowOf = (p: LighthousePage, runs: Run[], label: string, before = false): Row => {
  const expected = p.path.split('?')[0];
  const wrong = runs.find((r) => r.runtimeError || r.landed !== expected);
  const row: Row = { ...p, ...summary(label, runs), js: before ? undefined : js.get(p.path), before };
  const t = pageTargets(p.path);
  // Without the floor page no ratio can be taken: only CLS is judged (as a ratio of 0, the others always pass).
  row.judged = floor ? judgedRatios(runs, floorRuns) : { lcp: 0, tbt: 0, cls: row.cls };
  row.targets = t;
  const landedWrong = wrong && `run landed on ${wrong.landed}${wrong.runtimeError ? ` (${wrong.runtimeError})` : ''}`;
  // A page that did not load is a failure whether gated or not; below target, a gated page fails the run on any
  // figure, another page on those of LIGHTHOUSE_PARTLY_GATED only.
  const metrics = !GATED || GATED.includes(p.path) ? METRICS : PARTLY_GATED_METRICS;
  row.fails = [landedWrong, ...gatedMisses(row.judged, t)].filter(Boolean);
  row.reported = ![landedWrong, ...gatedMisses(row.judged, t, metrics)].some(Boolean);
  row.gatedOn = metrics;
  return row;
};
for (const p of PAGES) results.push(rowOf(p, pageRuns.get(p.path)!.runs, p.path));
if (before) for (const p of PAGES) results.push(rowOf(p, pageRuns.get(p.path)!.beforeRuns, `${p.path} (before)`, true));

const ms = (n: number) => `${Math.round(n)}`;
const times = (x: number) => (x === Infinity ? '∞' : `${x.toFixed(2)} ×`);
const target = (t: Targets) => [t.lcp !== undefined && `LCP ≤ ${t.lcp} ×`, t.tbt !== undefined && `TBT ≤ ${t.tbt} ×`, `CLS ≤ ${t.cls}`].filter(Boolean).join(', ');
const result = (r: Row) => {
  if (r.floor) return 'floor';
  if (!r.fails.length) return 'ok';
  if (r.before) return `before: ${r.fails.join('; ')}`;
  if (r.reported) return `reported: ${r.fails.join('; ')}`;
  return r.gatedOn?.length === METRICS.length ? r.fails.join('; ') : `${r.fails.join('; ')} (gated on ${r.gatedOn?.join(', ')})`;
};
console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), medians of ${RUNS} rounds; ratios: the median of each round's page ÷ floor page:`);
console.log(
  table(
    ['page', 'score', 'LCP ms', 'LCP ÷ floor', 'TBT ms', 'TBT ÷ floor', 'CLS', 'JS KB', 'target', 'result'],
    results.map((r) => [
      r.path, r.score, ms(r.lcp), r.judged && floor ? times(r.judged.lcp) : '—', ms(r.tbt), r.judged && floor ? times(r.judged.tbt) : '—',
      r.cls.toFixed(3), r.js === undefined ? '—' : (r.js / 1024).toFixed(1), r.targets ? target(r.targets) : '—', result(r),
    ]),
  ),
);
if (!floor) console.log(`No floor page (LIGHTHOUSE_REFERENCE=0): no ratio judged; CLS ≤ ${MAX_CLS} still is.`);
if (!js.size) console.log('JS KB: run `npm run budget` on this build first.');
writeFileSync(join(ROOT, 'artifacts/perf/lighthouse.json'), JSON.stringify(results, null, 2));
console.log(`reports: ${artifacts}`);
if (results.some((r) => !r.before && r.fails.length && !r.reported)) {
  console.error(`\nlighthouse: below target${REPORT_ONLY ? ' (LIGHTHOUSE_REPORT_ONLY=1: reported only)' : ''}`);
  if (!REPORT_ONLY) process.exit(1);
}
