/**
 * PostgreSQL restarted in the middle of a load run (robustness). The real server runs on a fresh database;
 * workers post Q&A replies and read holdings in a loop; a third of the way in, PostgreSQL is stopped for PG_OUTAGE_MS (5 s) and started again (a private
 * throwaway instance by default, the local cluster with PG_RESTART_MODE=cluster). Checked: the server process stays
 * up and answers every call (HTTP 500 / 5000 envelopes while the database is away), recovers by itself without a
 * restart, and every reply it acknowledged is in the database afterwards.
 * Run through tools/pg-restart-test.sh (it sets PG_ADMIN_URL and PG_RESTART_CMD). About 1 minute.
 */
import { execSync } from 'node:child_process';
import pg from 'pg';
import { api, check, freshDatabase, session, sleep, startServer, stop, type Live } from './live-server.ts';

const PORT = 18_900 + Math.floor(Math.random() * 90);
const RUN_MS = Number(process.env.PG_RESTART_RUN_MS ?? 30_000);
const WORKERS = 8;
const failures: string[] = [];
const db = await freshDatabase('pgrestart');
let live: Live | undefined;

// Set by tools/pg-restart-test.sh: a private instance's pg_ctl, or the local cluster's pg_ctlcluster.
const { PG_STOP_CMD, PG_START_CMD } = process.env;
if (!PG_STOP_CMD || !PG_START_CMD) throw new Error('run through tools/pg-restart-test.sh (PG_STOP_CMD / PG_START_CMD unset)');
const OUTAGE_MS = Number(process.env.PG_OUTAGE_MS ?? 5_000);

const stats = { ok: 0, dbErrors: 0, otherErrors: 0, network: 0, acked: [] as number[], afterRestartOk: 0 };
let restarted = false;

async function worker(token: string, qaId: string, until: number) {
  let i = 0;
  while (Date.now() < until) {
    i++;
    try {
      const write = i % 2 === 0;
      const a = write
        ? await api<{ id: string }>(live!.base, 'POST', '/qa/info/addQaReply', { headers: { token }, body: { qaId, content: `load ${i}` } })
        : await api<{ id: string }>(live!.base, 'GET', '/asset/fundList', { headers: { token } });
      if (a.code === 1000) {
        stats.ok++;
        if (restarted) stats.afterRestartOk++;
        if (write) stats.acked.push(Number(a.data!.id));
      } else if (a.status === 500 && a.code === 5000) stats.dbErrors++;
      else {
        stats.otherErrors++;
        if (stats.otherErrors < 5) console.log(`  unexpected answer: ${a.status} ${a.code} ${a.msg}`);
      }
    } catch {
      stats.network++;
    }
  }
}

const deadline = setTimeout(() => {
  console.error('pg restart test: over 5 minutes, giving up');
  process.exit(1);
}, 300_000);
try {
  live = await startServer({ DATABASE_URL: db.url }, PORT);
  const me = await session(live.base, 'investor@demo.test');
  const q = await api<{ id: string }>(live.base, 'POST', '/qa/info/addQaInfo', { headers: { token: me.token }, body: { title: '负载', description: '重启' } });
  const until = Date.now() + RUN_MS;
  const load = Promise.all(Array.from({ length: WORKERS }, () => worker(me.token, String(q.data!.id), until)));
  await sleep(RUN_MS / 3);
  console.log(`  restarting PostgreSQL after ${stats.ok} successful calls`);
  const t0 = Date.now();
  execSync(PG_STOP_CMD, { stdio: 'inherit', timeout: 60_000 });
  const okBefore = stats.ok;
  await sleep(OUTAGE_MS);
  const okWhileDown = stats.ok - okBefore;
  execSync(PG_START_CMD, { stdio: 'inherit', timeout: 60_000 });
  restarted = true;
  console.log(`  PostgreSQL back after ${Date.now() - t0} ms; ${okWhileDown} calls succeeded while it was down`);
  await load;
  console.log(`  ${stats.ok} ok, ${stats.dbErrors} 5000 envelopes, ${stats.otherErrors} other answers, ${stats.network} network errors, ${stats.afterRestartOk} ok after the restart`);
  check(live.child.exitCode === null, 'the server process survived the database restart', failures);
  check(stats.network === 0, 'no call went unanswered (no dropped connections)', failures);
  check(stats.otherErrors === 0, 'errors while the database was away were 500 / 5000 envelopes only', failures);
  check(stats.dbErrors > 0, 'calls during the outage were answered with 500 / 5000 envelopes', failures);
  check(stats.afterRestartOk > 50, 'the server recovered by itself: calls succeed after the restart', failures);
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  const kept = Number((await sql.query('select count(*) as n from qa_replies where id = any($1::int[])', [stats.acked])).rows[0].n);
  await sql.end();
  check(kept === stats.acked.length, `every acknowledged write is in the database (${kept}/${stats.acked.length})`, failures);
} catch (err) {
  failures.push(String(err));
  console.error(err);
} finally {
  clearTimeout(deadline);
  if (live) await stop(live);
  await db.drop().catch((e: unknown) => console.error('drop failed', e));
}
console.log(failures.length ? `pg restart test: ${failures.length} failure(s)` : 'pg restart test: all checks passed');
process.exit(failures.length ? 1 : 0);
