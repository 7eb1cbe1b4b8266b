/**
 * SIGKILL during writes (robustness): the real server on a fresh PostgreSQL database is killed with -9 while
 * registrations, a binding, Q&A posts and deregistrations are in flight, restarted, and the data is checked:
 * every user is fully registered or absent, a binding is whole or absent, each question's reply count matches its
 * replies, a deregistered user left no row behind while a kept one lost none, and everything acknowledged survived.
 * `node --import tsx tools/crash-test.ts` (ROUNDS=n repeats with other kill moments). About 1-2 minutes.
 */
import pg from 'pg';
import { DEMO_RECORDS } from '../server/seed/client-records.ts';
import { api, captcha, check, codeFor, freshDatabase, killHard, session, sleep, startServer, stop, type Live } from './live-server.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 1);
const PORT = 18_400 + Math.floor(Math.random() * 500);
const failures: string[] = [];
const db = await freshDatabase('crash');
const sql = new pg.Client({ connectionString: db.url });
let live: Live | undefined;

const start = async () => (live = await startServer({ DATABASE_URL: db.url }, PORT));
/**
 * Fires the writes and kills the server mid-way: a few milliseconds after the first acknowledgement, while the rest
 * are in flight. Answers what was acknowledged; `midway` says whether some writes were still unanswered.
 */
async function killDuring<T>(writes: (() => Promise<T>)[], jitterMs: number): Promise<T[] & { midway?: boolean }> {
  const acked: T[] & { midway?: boolean } = [];
  let first: () => void = () => undefined;
  const firstAck = new Promise<void>((r) => (first = r));
  const inFlight = writes.map((w) =>
    w().then(
      (r) => {
        acked.push(r);
        first();
      },
      () => undefined,
    ),
  );
  await Promise.race([firstAck, sleep(60_000)]);
  await sleep(jitterMs);
  await killHard(live!);
  acked.midway = acked.length < writes.length;
  await Promise.allSettled(inFlight);
  return acked;
}
const count = async (q: string, params: unknown[] = []) => Number((await sql.query(q, params)).rows[0].n);

async function registration(round: number, delay: number) {
  const accounts = Array.from({ length: 12 }, (_, i) => `crash-${round}-${i}@example.com`);
  const codes: string[] = [];
  for (const a of accounts) codes.push(await codeFor(live!.base, a, 'register'));
  const body = (i: number) => ({ userName: `崩溃${i}`, account: accounts[i], password: 'Crash1234', verificationCode: codes[i], identityType: 1, agreeTerms: true });
  const acked = await killDuring(
    accounts.map((_, i) => async () => ({ i, r: await api<{ status: number }>(live!.base, 'POST', '/sys/users/registerV2', { body: body(i) }) })),
    delay,
  );
  await start();
  let whole = 0;
  for (const [i, a] of accounts.entries()) {
    const rows = await count('select count(*) as n from users where email = $1', [a]);
    const login = await api(live!.base, 'POST', '/sys/users/loginV2', { body: { account: a, password: 'Crash1234' } });
    if (rows === 1) whole++;
    check(rows === 0 ? login.code === 4001 : rows === 1 && login.code === 1000, `registration ${a}: ${rows} row(s), login ${login.code}`, failures);
    const ack = acked.find((x) => x.i === i && x.r.data?.status === 0);
    if (ack) check(rows === 1, `registration ${a} was acknowledged and survived`, failures);
  }
  check(acked.length > 0 && Boolean(acked.midway), `registration: killed mid-way (${acked.length}/${accounts.length} acknowledged)`, failures);
  console.log(`  registration: killed ${delay} ms after the first acknowledgement, ${acked.length} acknowledged, ${whole}/${accounts.length} registered`);
}

async function binding(delay: number) {
  const l = await api<{ onetimeToken: string; userId: string }>(live!.base, 'POST', '/sys/users/loginV2', { body: { account: 'new@demo.test', password: 'Demo1234' } });
  if (!l.data?.onetimeToken) return console.log('  binding: new@demo.test is already bound (earlier round)');
  const r = DEMO_RECORDS.domestic;
  const body = { identityType: 1, relationType: 0, idType: 'idCard', idNumber: r.idNumber, birthday: r.birthday, mobile: r.mobile, email: 'new@demo.test' };
  const acked = await killDuring(
    Array.from({ length: 4 }, () => () => api<{ outcome: string }>(live!.base, 'POST', '/sys/onetime/bindIdentityType', { headers: { onetimeToken: l.data!.onetimeToken }, body })),
    delay,
  );
  await start();
  const userId = Number(l.data.userId);
  const relations = await count('select count(*) as n from user_relations where user_id = $1', [userId]);
  const bound = await count('select count(*) as n from client_records where id_number = $1 and bound_user_id = $2', [r.idNumber, userId]);
  const typed = await count('select count(*) as n from users where id = $1 and current_id_type = 1', [userId]);
  check(Math.min(relations, 1) === bound && bound === typed, `binding whole or absent: relations ${relations}, record bound ${bound}, type set ${typed}`, failures);
  // Four identical binds at once (a double click, two tabs) must not bind twice.
  check(relations <= 1, `concurrent identical binds made ${relations} relation(s), at most 1 expected`, failures);
  if (acked.some((a) => a.data?.outcome === 'success')) check(bound === 1, 'an acknowledged binding survived', failures);
  console.log(`  binding: killed ${delay} ms after the first acknowledgement, ${acked.length} acknowledged`);
}

async function qa(delay: number) {
  const me = await session(live!.base, 'investor@demo.test');
  const q = await api<{ id: string }>(live!.base, 'POST', '/qa/info/addQaInfo', { headers: { token: me.token }, body: { title: '崩溃测试', description: '回复计数' } });
  const qaId = String(q.data!.id);
  const acked = await killDuring(
    [
      ...Array.from({ length: 30 }, (_, i) => () => api<{ id: string }>(live!.base, 'POST', '/qa/info/addQaReply', { headers: { token: me.token }, body: { qaId, content: `回复 ${i}` } })),
      ...Array.from({ length: 10 }, (_, i) => () => api<{ id: string }>(live!.base, 'POST', '/qa/info/addQaInfo', { headers: { token: me.token }, body: { title: `问题 ${i}`, description: '崩溃' } })),
    ],
    delay,
  );
  await start();
  const skew = await count(
    'select count(*) as n from qa_questions q where q.user_id = $1 and q.reply_count <> (select count(*) from qa_replies r where r.question_id = q.id)',
    [Number(me.userId)],
  );
  check(skew === 0, `every question's reply count matches its replies (${skew} off)`, failures);
  const ids = (kind: 'reply' | 'question') => acked.filter((a) => a.code === 1000 && (kind === 'reply') === 'content' in (a.data as object)).map((a) => Number(a.data!.id));
  const [replies, questions] = [ids('reply'), ids('question')];
  const keptReplies = await count('select count(*) as n from qa_replies where id = any($1::int[])', [replies]);
  const keptQuestions = await count('select count(*) as n from qa_questions where id = any($1::int[])', [questions]);
  check(keptReplies === replies.length && keptQuestions === questions.length, `every acknowledged post survived (${replies.length} replies, ${questions.length} questions)`, failures);
  check(acked.length > 0 && Boolean(acked.midway), `Q&A: killed mid-way (${acked.length}/40 acknowledged)`, failures);
  console.log(`  Q&A: killed ${delay} ms after the first acknowledgement, ${replies.length + questions.length} acknowledged`);
}

async function deregistration(delay: number) {
  const people = ['institution@demo.test', 'partner@demo.test', 'single@demo.test', 'multi@demo.test', 'investor@demo.test'];
  const tables = (await sql.query(`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public' and table_name not in ('audit_log') order by 1`)).rows.map((r) => r.table_name as string);
  const footprint = async (userId: number) => {
    const parts: number[] = [];
    for (const t of tables) parts.push(await count(`select count(*) as n from ${t} where user_id = $1`, [userId]));
    return parts;
  };
  const sessions = [];
  for (const p of people) sessions.push({ p, ...(await session(live!.base, p)) });
  const before = new Map<number, number[]>();
  for (const x of sessions) before.set(Number(x.userId), await footprint(Number(x.userId)));
  const acked = await killDuring(
    sessions.map((x) => async () => ({ x, r: await api(live!.base, 'POST', '/user/info/removeUser', { headers: { token: x.token }, body: { reason: '崩溃测试', password: 'Demo1234' } }) })),
    delay,
  );
  await start();
  for (const x of sessions) {
    const id = Number(x.userId);
    const exists = await count('select count(*) as n from users where id = $1', [id]);
    const after = await footprint(id);
    const gone = after.every((n) => n === 0);
    // A kept user lost no row in any table (sessions and devices may only have grown).
    const kept = after.every((n, i) => n >= before.get(id)![i]);
    const mail = await count('select count(*) as n from outbox where "to" = $1', [x.p]);
    check(exists === 0 ? gone && mail === 0 : kept, `deregistration ${x.p}: ${exists ? 'kept, nothing lost' : 'gone without a trace'}`, failures);
    if (acked.some((a) => a.x === x && a.r.code === 1000)) check(exists === 0, `acknowledged deregistration of ${x.p} held`, failures);
  }
  check(acked.length > 0 && Boolean(acked.midway), `deregistration: killed mid-way (${acked.length}/${sessions.length} acknowledged)`, failures);
  console.log(`  deregistration: killed ${delay} ms after the first acknowledgement, ${acked.length} acknowledged`);
}

const deadline = setTimeout(() => {
  console.error('crash test: over 10 minutes, giving up');
  process.exit(1);
}, 600_000);
try {
  await sql.connect();
  await start();
  for (let round = 0; round < ROUNDS; round++) {
    const delay = () => Math.floor(Math.random() * 8);
    console.log(`round ${round + 1}/${ROUNDS}`);
    await registration(round, delay());
    await binding(delay());
    await qa(delay());
    if (round === ROUNDS - 1) await deregistration(delay());
  }
  // The captcha helper is used above; a final read proves the restarted server is whole.
  check((await captcha(live!.base)).captchaCode.length > 0, 'the restarted server answers', failures);
} catch (err) {
  failures.push(String(err));
  console.error(err);
} finally {
  clearTimeout(deadline);
  if (live) await stop(live);
  await sql.end();
  await db.drop();
}
console.log(failures.length ? `crash test: ${failures.length} failure(s)` : 'crash test: all checks passed');
process.exit(failures.length ? 1 : 0);
