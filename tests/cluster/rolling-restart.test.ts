/**
 * A rolling restart under load: three instances behind HAProxy on one PostgreSQL database, a steady load of
 * authenticated reads and writes through the proxy, and each instance in turn stopped (SIGTERM, until it has exited)
 * and started again (until /readyz answers and the proxy has it back in). No answer is a 5xx or a dropped connection,
 * and every acknowledged write is there afterwards, once: the proxy tries a request again on another instance when
 * the connection fails or the closing instance answers 503 before handling it (tools/cluster.ts).
 *
 * The write is a reply to one of the caller's own Q&A questions: each is a row of its own, readable afterwards, and
 * replies have no hourly cap (questions do: 30 an hour per user).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, signedIn, startTestCluster, tally, type TestCluster } from './support.ts';

let c: TestCluster;
beforeAll(async () => {
  c = await startTestCluster();
});
afterAll(async () => {
  await c?.close();
});

const READS = [
  '/asset/fundListAndState',
  '/qa/info/list?page=1&limit=10',
  '/user/info/getAccountSettingInfo',
  '/asset/netWorthHistory?fundCode=HL001&page=1&limit=50',
];
const READERS = 4;
const WRITERS = 2;

interface Outcome {
  kind: 'read' | 'write';
  status: number;
  code: number;
  instance: string;
  at: number;
  error?: string;
}

/** Resolves once `done()` holds, checked every 50 ms; fails after `timeoutMs`. */
async function until(what: string, done: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('each instance restarted in turn under load: no 5xx, no dropped request, every acknowledged write kept once', { timeout: 300_000 }, async () => {
  const { token } = await signedIn(c.url, 'investor@demo.test');
  const headers = { token };
  const questions: string[] = [];
  for (let w = 0; w < WRITERS; w++) {
    const q = await call<{ id: string }>(c.url, 'POST', '/qa/info/addQaInfo', { headers, body: { title: `rolling ${w}`, description: 'replies under a rolling restart' } });
    expect(q.code).toBe(1000);
    questions.push(String(q.data.id));
  }

  const outcomes: Outcome[] = [];
  const acknowledged: string[][] = questions.map(() => []);
  let running = true;
  const record = async (kind: Outcome['kind'], send: () => ReturnType<typeof call>) => {
    try {
      const r = await send();
      outcomes.push({ kind, status: r.status, code: r.code, instance: r.instance, at: r.answeredAt });
      return r;
    } catch (error) {
      outcomes.push({ kind, status: 0, code: -1, instance: '', at: performance.now(), error: String(error) });
      return undefined;
    }
  };
  const reader = async (n: number) => {
    for (let i = n; running; i++) await record('read', () => call(c.url, 'GET', READS[i % READS.length], { headers }));
  };
  const writer = async (w: number) => {
    for (let i = 0; running; i++) {
      const content = `w${w}-${i}`;
      const r = await record('write', () => call(c.url, 'POST', '/qa/info/addQaReply', { headers, body: { qaId: questions[w], content } }));
      if (r?.code === 1000) acknowledged[w].push(content);
    }
  };
  const load = [...Array.from({ length: READERS }, (_, n) => reader(n)), ...Array.from({ length: WRITERS }, (_, w) => writer(w))];
  const answeredBy = (name: string, since: number) => outcomes.filter((o) => o.instance === name && o.at > since).length;

  try {
    await until('every instance answers the load', () => c.cluster.instances.every((i) => answeredBy(i.name, 0) >= 5));
    for (const instance of c.cluster.instances) {
      await instance.stop();
      await instance.start();
      const back = performance.now();
      await until(`${instance.name} answers the load again`, () => answeredBy(instance.name, back) >= 5);
    }
  } finally {
    running = false;
    await Promise.all(load);
  }

  const failed = outcomes.filter((o) => o.status >= 500 || o.status === 0);
  expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
  expect(tally(outcomes.map((o) => o.code))).toEqual({ 1000: outcomes.length });
  const { BACKEND: backend } = Object.fromEntries((await c.cluster.proxyStats()).map((row) => [row.svname, row]));
  console.info(
    `rolling restart: ${outcomes.length} answers (${tally(outcomes.map((o) => o.kind)).write} writes), by instance ${JSON.stringify(tally(outcomes.map((o) => o.instance)))}; ` +
      `the proxy retried ${backend.wretr} and redispatched ${backend.wredis}`,
  );

  // Every acknowledged reply is there, once (a request tried again on another instance was not done twice).
  for (const [w, id] of questions.entries()) {
    const detail = await call<{ replies: { content: string; from: string }[] }>(c.url, 'GET', `/qa/info/findone?id=${id}`, { headers });
    expect(detail.code).toBe(1000);
    const kept = detail.data.replies.filter((r) => r.from === 'client').map((r) => r.content);
    expect(kept.sort()).toEqual([...acknowledged[w]].sort());
    expect(acknowledged[w].length).toBeGreaterThan(0);
  }
});
