/**
 * `node --import tsx tools/bench/profile.ts [operation…]`: where the server's CPU goes under load. Starts the real server
 * (as run.ts does, on a fresh PostgreSQL database, or PGlite with BENCH_DB=pglite) with `--cpu-prof`, runs autocannon
 * on each named operation in turn (default: the authenticated reads of run.ts), stops the server and prints the
 * self time by package / server module and the hottest functions. The .cpuprofile is kept in artifacts/perf/ for
 * Chrome DevTools. PROFILE_DURATION (8 s), PROFILE_CONNECTIONS (100).
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../fresh-database.ts';
import { API_HEADERS, login, ROOT, startServer, table } from './server.ts';

const DURATION = Number(process.env.PROFILE_DURATION ?? 8);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 100);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const kind = process.env.BENCH_DB ?? 'postgres';
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

/** An operation profiled: its call, and whether it needs the session's token. */
interface Operation {
  method: string;
  path: string;
  body?: (userId: string | number) => Record<string, unknown>;
  auth?: boolean;
}

/** A node of V8's CPU profile (--cpu-prof). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const OPS: Record<string, Operation> = {
  constant: { method: 'GET', path: '/bench/constant' },
  query: { method: 'GET', path: '/bench/query' },
  getInfo: { method: 'POST', path: '/api/sys/users/getInfo', body: (userId: string | number) => ({ userId, currentIdType: 1 }), auth: true },
  fundList: { method: 'GET', path: '/api/asset/fundList', auth: true },
  netWorthHistory: {
    method: 'GET',
    path: `/api/asset/netWorthHistory?${q({ fundCode: 'HL001', startDate: '2016-10-30', endDate: '2026-10-30', page: '1', limit: '100' })}`,
    auth: true,
  },
  getListByTitle: { method: 'GET', path: `/api/psn/column/getListByTitle?${q({ title: '泓岸', page: '1', limit: '10' })}`, auth: true },
};
const names = process.argv.slice(2).length ? process.argv.slice(2) : ['getInfo', 'fundList', 'netWorthHistory', 'getListByTitle'];

const dir = join(ROOT, 'artifacts/perf/cpuprofile');
mkdirSync(dir, { recursive: true });
const before = new Set(readdirSync(dir));

let databaseUrl = '';
let drop: (() => Promise<void>) | undefined;
if (kind === 'postgres') {
  const db = await freshDatabase('hl_profile', ADMIN_URL);
  databaseUrl = db.url;
  drop = db.drop;
}
const server = await startServer({
  databaseUrl,
  env: { BENCH_ROUTES: '1' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200'],
  needBuild: false,
});
let stopped = 0;
const windows: { name: string; started: number; ended: number; requests: number }[] = [];
try {
  const session = await login(server.baseUrl, 'investor@demo.test');
  for (const name of names) {
    const op = OPS[name];
    const started = Date.now();
    const r = await autocannon({
      url: server.baseUrl + op.path,
      method: op.method,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { ...API_HEADERS, userCurrentIdType: '1', ...(op.auth ? { token: session.token } : {}) },
      body: op.body ? JSON.stringify(op.body(session.userId)) : undefined,
    });
    windows.push({ name, started, ended: Date.now(), requests: r.requests.total });
    console.log(`${name}: ${r.requests.average} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}`);
  }
} finally {
  await server.stop();
  stopped = Date.now();
  await drop?.();
}

// The main thread's profile: tsx's module-hooks thread writes a small one of its own.
const file = readdirSync(dir)
  .filter((f) => !before.has(f) && f.endsWith('.cpuprofile'))
  .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
// Only the samples taken under load: startup (migrations, seeding, schema compilation) and shutdown are left out.
// The profile ends when the process exits, which is about when stop() returned.
const toProfileTime = (ms: number) => profile.endTime - (stopped - ms) * 1000;
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const groupOf = (url: string | undefined) => {
  if (!url) return undefined;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/server/')) return `server/${url.split('/server/')[1].split('/')[0].replace(/\.ts$/, '')}`;
  if (url.startsWith('node:')) return undefined;
  return url.replace(/^file:\/\//, '').replace(ROOT, '');
};
/** A sample's owner: the nearest frame of a package or server module (node internals and native code count for their caller). */
const ownerCache = new Map<number, string>();
function ownerOf(id: number): string {
  const cached = ownerCache.get(id);
  if (cached !== undefined) return cached;
  const leaf = byId.get(id)!.callFrame.functionName;
  let owner = ['(idle)', '(garbage collector)', '(program)'].includes(leaf) ? leaf : undefined;
  for (let cur: number | undefined = id; !owner && cur !== undefined; cur = parent.get(cur)) owner = groupOf(byId.get(cur)!.callFrame.url);
  owner ??= '(node internals)';
  ownerCache.set(id, owner);
  return owner;
}
const perOp = windows.map((w) => ({ ...w, from: toProfileTime(w.started), to: toProfileTime(w.ended), cost: new Map<string, number>() }));
const self = new Map<number, number>();
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  const w = perOp.find((o) => at >= o.from && at <= o.to);
  if (!w) continue;
  const id = profile.samples[i];
  const t = profile.timeDeltas[i] ?? 0;
  self.set(id, (self.get(id) ?? 0) + t);
  const owner = ownerOf(id);
  w.cost.set(owner, (w.cost.get(owner) ?? 0) + t);
}
const owners = new Map<string, number>();
for (const w of perOp) for (const [k, t] of w.cost) if (k !== '(idle)') owners.set(k, (owners.get(k) ?? 0) + t);
const shown = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([k]) => k);
const perRequest = (w: { requests: number }, t: number) => (w.requests ? (t / w.requests).toFixed(0) : '-');
console.log(`\nprofile: artifacts/perf/cpuprofile/${file}`);
console.log('CPU µs per request of the server\'s main thread, by owner (native and node: frames count for their JS caller)\n');
console.log(
  table(
    ['owner', ...perOp.map((w) => w.name)],
    [
      ...shown.map((k) => [k, ...perOp.map((w) => perRequest(w, w.cost.get(k) ?? 0))]),
      ['= busy', ...perOp.map((w) => perRequest(w, [...w.cost].filter(([k]) => k !== '(idle)').reduce((a, [, t]) => a + t, 0)))],
      ['idle', ...perOp.map((w) => perRequest(w, w.cost.get('(idle)') ?? 0))],
    ],
  ),
);
const fns = new Map<string, number>();
let total = 0;
for (const [id, t] of self) {
  const f = byId.get(id)!.callFrame;
  total += t;
  const key = `${f.functionName || '(anonymous)'} ${groupOf(f.url) ?? f.url}:${f.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + t);
}
const top = [...fns].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([name, t]) => [name, `${((t / total) * 100).toFixed(1)}%`]);
console.log('\n' + table(['hottest functions (self time, all operations)', 'share'], top));
