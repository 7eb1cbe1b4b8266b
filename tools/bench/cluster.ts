/**
 * `npm run bench:cluster`: the server's reads through HAProxy with one instance and with CLUSTER_SIZE (3), on one
 * PostgreSQL database, printed side by side: requests a second, p99 and errors of getInfo, the fund list and the NAV
 * page, beside the bare one-query route (server/bench-routes.ts) as the machine's ceiling. Each cluster is
 * tools/cluster.ts's, as `npm run cluster` runs it, with the bench's server environment (NODE_ENV=production on
 * the demo data, BENCH_ROUTES=1); the same operations and load as `npm run bench` (operations.ts). Both clusters run
 * at once and each operation is measured on one, then the other, in two rounds of opposite order: a load the machine
 * carries meanwhile falls on both alike. The table gives the mean of the rounds.
 *
 * Beside each run: the CPU time the instances and PostgreSQL's backends spent a request (from /proc), which says
 * where the machine's cores went. On one machine the instances share its cores with PostgreSQL, the proxy and
 * autocannon: the figures show what more instances cost there, not how far instances on machines of their own go.
 * Fails when any request is not answered with code 1000.
 *
 * PostgreSQL: a fresh database on BENCH_PG_ADMIN_URL, dropped afterwards, or BENCH_DATABASE_URL (kept: the large
 * seed, say). BENCH_CONNECTIONS (100), BENCH_DURATION (10 s), BENCH_WARMUP (3 s), BENCH_ACCOUNT, BENCH_PASSWORD,
 * BENCH_FUND as for `npm run bench`; CLUSTER_SIZE the larger cluster. Writes artifacts/perf/bench-cluster.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from '../cluster.ts';
import { freshDatabase } from '../fresh-database.ts';
import { cannon, drain, notOk, probe, targets, type Target } from './operations.ts';
import { BENCH_SECOND_FACTOR_KEY, login, ROOT, table } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'investor@demo.test';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo1234';
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
/** One measured run of an operation. */
interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  codes: Record<string, number>;
  instanceCpuUs: number;
  databaseCpuUs: number;
}

const SIZES = [1, Number(process.env.CLUSTER_SIZE ?? 3)];
const OPERATIONS = ['bare: one indexed query', 'getInfo', '/asset/fundList', '/asset/netWorthHistory'];
/** Rounds: each operation is measured once per round on each cluster, the order of the clusters alternating. */
const ROUNDS = 2;
/** Logins before the run; connections take them in turn, as many browsers of one investor would. */
const SESSIONS = 10;

if (!Number.isInteger(SIZES[1]) || SIZES[1] < 2) {
  console.error(`bench:cluster compares one instance with CLUSTER_SIZE of them: CLUSTER_SIZE must be 2 or more, not ${process.env.CLUSTER_SIZE}`);
  process.exit(2);
}

/** A cluster of `size` instances on `databaseUrl`, with its signed-in sessions and the operations to measure. */
async function startBenchCluster(size: number, databaseUrl: string) {
  const t0 = Date.now();
  const cluster = await startCluster({
    size,
    databaseUrl,
    // The bench's server: production, on the demo data, with the baseline routes.
    env: { NODE_ENV: 'production', SEED_DEMO_DATA: '1', BENCH_ROUTES: '1', SECOND_FACTOR_KEY: BENCH_SECOND_FACTOR_KEY },
  });
  try {
    console.log(`   ${size} instance${size > 1 ? 's' : ''} behind HAProxy up in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${cluster.url}`);
    const sessions = [];
    for (let i = 0; i < SESSIONS; i++) sessions.push(await login(cluster.url, ACCOUNT, PASSWORD));
    const tokens = sessions.map((s) => s.token);
    const ops = targets({ userId: sessions[0].userId, account: ACCOUNT, password: PASSWORD }).filter((t) => OPERATIONS.includes(t.name));
    for (const t of ops) {
      const p = await probe(cluster.url, t, tokens[0]);
      if (p.status !== 200 || p.code !== 1000) throw new Error(`${t.name} through the proxy: HTTP ${p.status} code ${p.code}`);
    }
    return { size, cluster, tokens, ops };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The CPU time (user + system, in ticks) a process has used so far; 0 once it has gone. */
function cpuTicks(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the bench's database (the instances' pools). */
async function backendPids(admin: pg.Client): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  return rows.map((r) => r.pid);
}

/**
 * One measured run of operation `t` on a cluster, after its warm-up, with the CPU time its instances and the
 * database's backends spent on each request (µs).
 */
async function measure({ cluster, tokens }: { cluster: Cluster; tokens: string[] }, t: Target, admin: pg.Client): Promise<Run> {
  await drain(cluster.url);
  await cannon(cluster.url, t, tokens, { connections: CONNECTIONS, duration: WARMUP });
  const instances = cluster.instances.map((i) => i.pid);
  const backends = await backendPids(admin);
  const before = [instances.map(cpuTicks), backends.map(cpuTicks)];
  const { r, codes } = await cannon(cluster.url, t, tokens, { connections: CONNECTIONS, duration: DURATION });
  const spent = (pids: (number | undefined)[], start: number[]) => pids.reduce<number>((sum, pid, i) => sum + Math.max(0, cpuTicks(pid) - start[i]), 0);
  const perRequest = (ticks: number) => (ticks / TICKS_PER_SECOND) * 1e6 / Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx + notOk(codes),
    codes: Object.fromEntries(codes),
    instanceCpuUs: perRequest(spent(instances, before[0])),
    databaseCpuUs: perRequest(spent(backends, before[1])),
  };
}

let databaseUrl = process.env.BENCH_DATABASE_URL;
let drop: (() => Promise<void>) | undefined;
if (!databaseUrl) {
  const db = await freshDatabase('hl_bench_cluster', ADMIN_URL);
  databaseUrl = db.url;
  drop = db.drop;
}
console.log(
  `bench:cluster: ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}; ${CONNECTIONS} connections, ` +
    `${WARMUP} s warm-up + ${DURATION} s per operation and round, through HAProxy to 1 and ${SIZES[1]} instances on one PostgreSQL`,
);
/** results[size][operation]: one run per round. */
const results: Record<number, Record<string, Run[]>> = Object.fromEntries(SIZES.map((size) => [size, {}]));
const perInstance: Record<string, number> = {};
const clusters: Awaited<ReturnType<typeof startBenchCluster>>[] = [];
const admin = new pg.Client({ connectionString: databaseUrl });
try {
  // Both clusters run side by side, one idle while the other is measured, and each operation is measured on one,
  // then the other, in the opposite order the next round: what else loads the machine meanwhile falls on both alike.
  for (const size of SIZES) clusters.push(await startBenchCluster(size, databaseUrl!));
  await admin.connect();
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of clusters[0].ops) {
      for (const c of round % 2 === 0 ? clusters : [...clusters].reverse()) {
        const run = await measure(c, t, admin);
        (results[c.size][t.name] ??= []).push(run);
        console.log(
          `   round ${round + 1}, ${t.name.padEnd(23)} ${String(c.size).padStart(2)} instance(s): ${Math.round(run.rps)} req/s, p99 ${run.p99} ms, ` +
            `${run.errors} errors; CPU a request: instances ${Math.round(run.instanceCpuUs)} µs, PostgreSQL ${Math.round(run.databaseCpuUs)} µs`,
        );
      }
    }
  }
  // Requests each instance of the larger cluster answered over the whole run (HAProxy's count): the proxy spread them.
  for (const s of (await clusters[1].cluster.proxyStats()).filter((row) => /^i\d+$/.test(row.svname))) perInstance[s.svname] = Number(s.stot);
} finally {
  await admin.end().catch(() => {});
  await Promise.all(clusters.map((c) => c.cluster.stop()));
  await drop?.();
}

const artifacts = join(ROOT, 'artifacts/perf');
mkdirSync(artifacts, { recursive: true });
writeFileSync(join(artifacts, 'bench-cluster.json'), JSON.stringify({ connections: CONNECTIONS, duration: DURATION, rounds: ROUNDS, results, perInstance }, null, 2));

const [one, many] = SIZES;
const n = (v: number) => Math.round(v).toLocaleString('en-US');
const mean = (runs: Run[], key: 'rps' | 'instanceCpuUs' | 'databaseCpuUs') => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
const failures: string[] = [];
const ratios: number[] = [];
const body = clusters[0].ops.map((t) => {
  const cells = [one, many].map((size) => {
    const runs = results[size][t.name];
    const errors = runs.reduce((sum, r) => sum + r.errors, 0);
    if (errors) failures.push(`${t.name} on ${size}: ${errors} errors (${JSON.stringify(runs.map((r) => r.codes))})`);
    return { rps: mean(runs, 'rps'), p99: Math.max(...runs.map((r) => r.p99)), cpu: mean(runs, 'instanceCpuUs'), db: mean(runs, 'databaseCpuUs'), errors };
  });
  const ratio = cells[1].rps / cells[0].rps;
  if (t.kind === 'read') ratios.push(ratio);
  return [t.name, ...cells.flatMap((c) => [n(c.rps), n(c.p99), n(c.cpu), n(c.db), c.errors]), `${ratio.toFixed(2)} ×`];
});
const label = (size: number) => `${size} inst.`;
console.log(
  `\nmean over ${ROUNDS} rounds (p99: the highest; CPU: µs a request, of the instances and of PostgreSQL's backends):\n` +
    table(
      ['operation', ...[one, many].flatMap((size) => [`${label(size)} req/s`, 'p99 ms', 'CPU inst.', 'CPU db', 'errors']), `req/s ${many} ÷ ${one}`],
      body,
    ),
);
console.log(`requests each of the ${many} instances answered: ${Object.entries(perInstance).map(([name, count]) => `${name} ${n(count)}`).join(', ')}`);
console.log(
  `reads on ${many} instances: ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)} × the requests a second of one, ` +
    `on ${availableParallelism()} cores (load average now ${loadavg()[0].toFixed(1)})`,
);
if (failures.length === 0) console.log(`\nbench:cluster: every request answered, on 1 and on ${many} instances`);
else {
  console.error(`\nbench:cluster: errors\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
