/**
 * `npm run bench`: autocannon against the real server (started here with BENCH_ROUTES=1, loopback only), on PGlite
 * and on PostgreSQL. Each operation gets a warm-up, then a measured run with fixed connections and duration, beside
 * the two baselines of server/bench-routes.ts measured in the same run: a constant envelope and one indexed query.
 * The server's resident memory (VmRSS of its one process) is sampled throughout. Stops by itself.
 *
 * PostgreSQL: a fresh database is created on BENCH_PG_ADMIN_URL (default postgres://root@127.0.0.1:5432/postgres)
 * and dropped afterwards; BENCH_DATABASE_URL instead runs on an existing database (npm run seed:large) and keeps it.
 * BENCH_DB=pglite|postgres|both (default both). BENCH_CONNECTIONS (100), BENCH_DURATION (10 s), BENCH_WARMUP (3 s),
 * BENCH_ACCOUNT (investor@demo.test), BENCH_FUND (operations.ts),
 * BENCH_REPORT_ONLY=1 prints the verdict without failing. BENCH_NODE_ARGS: extra node options for the server (V8 heap
 * settings such as --max-semi-space-size=32, to see what they do to memory and throughput). Writes artifacts/perf/bench-<db>.json.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshDatabase } from '../fresh-database.ts';
import { cannon, drain, notOk, probe, targets } from './operations.ts';
import { login, ROOT, startServer, table } from './server.ts';
import { serverCommand } from '../../build/server-node-flags.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'investor@demo.test';
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DBS = (process.env.BENCH_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_DB];
/** Logins before the run; connections take them in turn, as many browsers of one investor would. */
const SESSIONS = 10;
const TARGET = { shareOfQuery: 0.5, p99: 50, rssMb: 250 };

/** An operation's line: its figures, or why its probe failed. */
interface BenchRow {
  name: string;
  kind: string;
  probeFailed?: string;
  rps?: number;
  p50?: number;
  p99?: number;
  errors?: number;
  non2xx?: number;
  notOk?: number;
  codes?: Record<string, number>;
  bytes?: number;
  rssMaxMb?: number;
  memory?: Record<string, number>;
  share?: number;
  fails?: (string | false | number | undefined)[];
}

const artifacts = join(ROOT, 'artifacts/perf');
mkdirSync(artifacts, { recursive: true });

/** VmRSS of a process in MB, or 0 once it has gone. */
function rssMb(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The server's process.memoryUsage() in MB (heap, external) right after a run, from server/bench-routes.ts. */
async function memoryOf(baseUrl: string): Promise<Record<string, number>> {
  const { data } = (await (await fetch(`${baseUrl}/bench/memory`)).json()) as { data: Record<string, number> };
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Math.round(v / 1048576)]));
}

async function benchDatabase(kind: string | undefined) {
  let databaseUrl = '';
  let drop: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    if (process.env.BENCH_DATABASE_URL) databaseUrl = process.env.BENCH_DATABASE_URL;
    else {
      const db = await freshDatabase('hl_bench', ADMIN_URL);
      databaseUrl = db.url;
      drop = db.drop;
    }
  }
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  console.log(`   server started as npm start does: ${[serverCommand(databaseUrl), ...nodeArgs].join(' ')}`);
  const server = await startServer({ databaseUrl, env: { BENCH_ROUTES: '1' }, needBuild: false, nodeArgs });
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(server.pid)), 250);
  const rows: BenchRow[] = [];
  const startMemory = await memoryOf(server.baseUrl);
  try {
    const password = process.env.BENCH_PASSWORD ?? 'Demo1234';
    const sessions = [];
    for (let i = 0; i < SESSIONS; i++) sessions.push(await login(server.baseUrl, ACCOUNT, password));
    const tokens = sessions.map((s) => s.token);
    for (const t of targets({ userId: sessions[0].userId, account: ACCOUNT, password })) {
      const p = await probe(server.baseUrl, t, tokens[0]);
      if (p.status !== 200 || p.code !== 1000) {
        rows.push({ name: t.name, kind: t.kind, probeFailed: `HTTP ${p.status} code ${p.code}` });
        continue;
      }
      await drain(server.baseUrl);
      await cannon(server.baseUrl, t, tokens, { connections: CONNECTIONS, duration: WARMUP });
      const from = samples.length;
      const { r, codes } = await cannon(server.baseUrl, t, tokens, { connections: CONNECTIONS, duration: DURATION });
      const rss = samples.slice(from);
      const memory = await memoryOf(server.baseUrl);
      rows.push({
        name: t.name,
        kind: t.kind,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        notOk: notOk(codes),
        codes: Object.fromEntries(codes),
        bytes: p.bytes,
        rssMaxMb: Math.max(0, ...rss),
        memory,
      });
    }
  } finally {
    clearInterval(sampler);
    await server.stop();
    await drop?.();
  }
  const query = rows.find((x) => x.name === 'bare: one indexed query')?.rps ?? 0;
  for (const row of rows) {
    row.share = row.rps && query ? row.rps / query : undefined;
    if (row.kind !== 'read' || row.rps === undefined) continue;
    row.fails = [
      row.share !== undefined && row.share < TARGET.shareOfQuery && `< ${TARGET.shareOfQuery * 100}% of one-query rps`,
      row.p99 !== undefined && row.p99 > TARGET.p99 && `p99 > ${TARGET.p99} ms`,
      (row.errors || row.non2xx || row.notOk) && 'errors',
    ].filter(Boolean);
  }
  return { kind, rows, startMemory, rssMaxMb: Math.max(0, ...samples), connections: CONNECTIONS, duration: DURATION };
}

const results: Awaited<ReturnType<typeof benchDatabase>>[] = [];
for (const kind of DBS) {
  console.log(`\n== ${kind}: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per operation`);
  const res = await benchDatabase(kind);
  results.push(res);
  writeFileSync(join(artifacts, `bench-${kind}.json`), JSON.stringify(res, null, 2));
  const n = (v: number | undefined, d = 0) => (v === undefined ? '-' : v.toFixed(d));
  console.log(
    table(
      ['operation', 'req/s', '% of 1-query', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'code≠1000', 'max RSS MB', 'heap MB after', 'verdict'],
      res.rows.map((r) =>
        r.probeFailed
          ? [r.name, '-', '-', '-', '-', '-', '-', '-', '-', '-', `probe failed: ${r.probeFailed}`]
          : [
              r.name,
              n(r.rps),
              r.share === undefined ? '-' : `${(r.share * 100).toFixed(0)}%`,
              n(r.p50),
              n(r.p99),
              r.errors,
              r.non2xx,
              r.notOk,
              n(r.rssMaxMb),
              `${r.memory?.heapUsed}/${r.memory?.heapTotal}`,
              r.kind === 'read' ? (r.fails?.length ? r.fails.join('; ') : 'ok') : r.kind === 'login' ? 'argon2-bound' : 'baseline',
            ],
      ),
    ),
  );
  const m = res.startMemory;
  console.log(`server resident memory, max over the run: ${res.rssMaxMb.toFixed(0)} MB (limit ${TARGET.rssMb}); ` +
    `after start: RSS ${m.rss} MB, V8 heap ${m.heapUsed} used / ${m.heapTotal} MB, external ${m.external} MB`);
}

// The speed targets apply to PostgreSQL; memory applies to both.
const failed = results.some(
  (res) => res.rssMaxMb >= TARGET.rssMb || (res.kind === 'postgres' && res.rows.some((r) => r.fails?.length || r.probeFailed)),
);
if (failed) {
  console.error(`\nbench: below target${process.env.BENCH_REPORT_ONLY === '1' ? ' (BENCH_REPORT_ONLY=1: reported only)' : ''}`);
  if (process.env.BENCH_REPORT_ONLY !== '1') process.exit(1);
} else console.log('\nbench: targets met');
