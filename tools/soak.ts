/**
 * Soak (robustness): the real server on loopback under mixed traffic from autocannon (public reads, holdings
 * reads, Q&A writes, token renewals, failing logins) at SOAK_CONNECTIONS (200) for SOAK_SECONDS (600). Passes when
 * no answer is a 5xx and the server's memory is flat (RSS after warm-up grows < 25 % and < 150 MB).
 * `node --import tsx tools/soak.ts`; SOAK_DB=pglite runs on an embedded database instead of the local PostgreSQL.
 * Bounded: loopback only, stops by itself after SOAK_SECONDS (+ 2 minutes of start-up and checks at most).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { api, freshDatabase, session, startServer, stop } from './live-server.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const PORT = 19_000 + Math.floor(Math.random() * 500);

const hardStop = setTimeout(() => {
  console.error('soak: over time, giving up');
  process.exit(1);
}, (SECONDS + 180) * 1000);

const pglite = process.env.SOAK_DB === 'pglite';
const db = pglite ? undefined : await freshDatabase('soak');
const dir = pglite ? mkdtempSync(join(tmpdir(), 'soak-')) : undefined;
const live = await startServer(pglite ? { PGLITE_DIR: dir!, DATABASE_URL: '' } : { DATABASE_URL: db!.url }, PORT);
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${live.child.pid}/status`, 'utf8'))![1]) / 1024;

const investor = await session(live.base, 'investor@demo.test');
const partner = await session(live.base, 'partner@demo.test');
const question = await api<{ id: string | number }>(live.base, 'POST', '/qa/info/addQaInfo', { headers: { token: investor.token }, body: { title: 'soak', description: 'soak' } });
const tokens: Record<'investor' | 'partner', string> = { investor: investor.token, partner: partner.token };

// Short tokens live 10 minutes: renew them like the SPA does (every 4 minutes).
const renew = setInterval(async () => {
  for (const [who, s] of [['investor', investor], ['partner', partner]] as const) {
    const r = await api<{ token: string }>(live.base, 'GET', '/sys/users/token', { headers: { refreshToken: s.refreshToken } });
    if (r.code === 1000 && r.data) tokens[who] = r.data.token;
  }
}, 240_000);

const json = { 'content-type': 'application/json' };
const mix = [
  () => ({ method: 'GET', path: '/api/sys/users/verifyCodeImage' }),
  () => ({ method: 'GET', path: '/api/cms/activity/getList?page=1&limit=10' }),
  () => ({ method: 'GET', path: '/api/public/cms/file/list?page=1&limit=10' }),
  () => ({ method: 'GET', path: '/api/asset/fundListAndState', headers: { token: tokens.investor } }),
  () => ({ method: 'GET', path: '/api/asset/netWorthHistory?fundCode=HL001&page=1&limit=50', headers: { token: tokens.investor } }),
  () => ({ method: 'GET', path: '/api/asset/fundTransaction?page=1&limit=20', headers: { token: tokens.investor } }),
  () => ({ method: 'GET', path: '/api/qa/info/list?page=1&limit=10', headers: { token: tokens.investor } }),
  () => ({ method: 'GET', path: '/api/partner/fundList?page=1&limit=20', headers: { token: tokens.partner } }),
  () => ({ method: 'GET', path: '/api/asset/fundList', headers: { token: tokens.partner } }), // a 4003 refusal
  () => ({ method: 'POST', path: '/api/qa/info/addQaReply', headers: { ...json, token: tokens.investor }, body: JSON.stringify({ qaId: String(question.data?.id), content: 'soak reply' }) }),
  () => ({ method: 'POST', path: '/api/sys/users/loginV2', headers: json, body: JSON.stringify({ account: `soak-${Math.floor(Math.random() * 50)}@nowhere.test`, password: 'Wrong1234' }) }),
  () => ({ method: 'POST', path: '/api/sys/users/loginV2', headers: json, body: '{"account":' }), // malformed
];

const samples: { t: number; mb: number }[] = [];
const sampler = setInterval(() => samples.push({ t: Date.now(), mb: rss() }), 5_000);
let fiveHundreds = 0;
let n = 0;
const instance = autocannon({
  url: live.base,
  connections: CONNECTIONS,
  duration: SECONDS,
  timeout: 30,
  requests: [{ setupRequest: (req) => ({ ...req, ...mix[n++ % mix.length]() }) }],
});
instance.on('response', (_client, statusCode) => {
  if (statusCode >= 500) fiveHundreds++;
});
const result = await instance;
clearInterval(sampler);
clearInterval(renew);

const warm = samples.filter((s) => s.t - samples[0].t >= (SECONDS * 1000) / 5);
const quarter = Math.max(1, Math.floor(warm.length / 4));
const avg = (xs: { mb: number }[]) => xs.reduce((a, s) => a + s.mb, 0) / xs.length;
const early = avg(warm.slice(0, quarter));
const late = avg(warm.slice(-quarter));
const growth = (late - early) / early;
console.log(
  `soak: ${SECONDS} s at ${CONNECTIONS} connections: ${result.requests.total} requests (${Math.round(result.requests.average)}/s), ` +
    `p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts, ${fiveHundreds} 5xx; ` +
    `RSS ${Math.round(early)} MB → ${Math.round(late)} MB (${(growth * 100).toFixed(1)} %)`,
);
const failures: string[] = [];
if (fiveHundreds > 0) failures.push(`${fiveHundreds} answers were 5xx`);
if (result.errors > 0 || result.timeouts > 0) failures.push(`${result.errors} connection errors, ${result.timeouts} timeouts`);
// Memory is judged on at least four samples after the warm-up (one every 5 s): a shorter run proves nothing about it.
if (warm.length < 4) failures.push(`too short to judge memory (${warm.length} samples after warm-up; run at least 30 s)`);
else if (growth > 0.25 || late - early > 150) failures.push('memory grew');
if (live.child.exitCode !== null) failures.push('the server died');

await stop(live);
await db?.drop();
if (dir) rmSync(dir, { recursive: true, force: true });
clearTimeout(hardStop);
console.log(failures.length ? `soak: FAILED: ${failures.join('; ')}` : 'soak: passed');
process.exit(failures.length ? 1 : 0);
