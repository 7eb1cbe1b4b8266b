/**
 * The cluster tests' helpers: a cluster (tools/cluster.ts: instances of the built server behind HAProxy) on a fresh
 * PostgreSQL database on TEST_DATABASE_URL's server, dropped afterwards, and calls through the proxy that say which
 * instance answered (HAProxy's X-Instance header).
 *
 * The tests reach the proxy from loopback, which is the proxy's own address, so the instances believe the
 * X-Forwarded-For they send (`from`): each test chooses its clients' addresses.
 */
import pg from 'pg';
import { startCluster, type Cluster } from '../../tools/cluster.ts';
import { freshDatabase } from '../../tools/fresh-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

export interface TestCluster {
  cluster: Cluster;
  url: string;
  /** A query on the cluster's database (setting up what a test needs, reading the audit log). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startTestCluster(env: Record<string, string> = {}): Promise<TestCluster> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL names the PostgreSQL these tests create their databases in');
  const db = await freshDatabase('t_cluster', adminUrl);
  let cluster: Cluster;
  try {
    cluster = await startCluster({ size: 3, databaseUrl: db.url, env });
  } catch (error) {
    await db.drop();
    throw error;
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  return {
    cluster,
    url: cluster.url,
    query: async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => (await client.query<T>(text, values)).rows,
    async close() {
      await client.end();
      await cluster.stop();
      await db.drop();
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  /** The instance that answered (i1, i2, …). */
  instance: string;
  /** When the request was sent and its answer read, by performance.now(). */
  sentAt: number;
  answeredAt: number;
}

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's address, sent as X-Forwarded-For. */
  from?: string;
}

export async function call<T = unknown>(base: string, method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.from) headers['x-forwarded-for'] = options.from;
  const sentAt = performance.now();
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  const answeredAt = performance.now();
  let json: { code?: number; msg?: string; data?: T } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: a proxy's error page, say; the status tells
  }
  return {
    status: res.status,
    code: json.code ?? -1,
    msg: json.msg ?? text.slice(0, 200),
    data: json.data as T,
    instance: res.headers.get('x-instance') ?? '',
    sentAt,
    answeredAt,
  };
}

export interface LoginData {
  token: string;
  refreshToken: string;
  userId: string;
  identityTypeMap: { currentIdType: number };
}

export const login = (base: string, account: string, password: string, options: { from?: string; captcha?: Captcha } = {}) =>
  call<LoginData>(base, 'POST', '/sys/users/loginV2', { from: options.from, body: { account, password, ...options.captcha } });

export interface Captcha {
  captchaKey: string;
  captchaCode: string;
}

/** A captcha and its answer (demo mode), each asked through the proxy; the instances that gave them. */
export async function solvedCaptcha(base: string): Promise<Captcha & { instances: string[] }> {
  const image = await call<{ captchaKey: string }>(base, 'GET', '/sys/users/verifyCodeImage');
  const answer = await call<{ answer: string }>(base, 'GET', `/demo/captcha/${encodeURIComponent(image.data.captchaKey)}`);
  if (image.code !== 1000 || answer.code !== 1000) throw new Error(`captcha: ${image.code} ${answer.code}`);
  return { captchaKey: image.data.captchaKey, captchaCode: answer.data.answer, instances: [image.instance, answer.instance] };
}

/** Logged in and with the identity type chosen (getInfo), as the SPA does. */
export async function signedIn(base: string, account: string, password = 'Demo1234') {
  const r = await login(base, account, password);
  if (r.code !== 1000) throw new Error(`login ${account}: ${r.code} ${r.msg}`);
  const type = r.data.identityTypeMap.currentIdType;
  const info = await call(base, 'POST', '/sys/users/getInfo', { headers: { token: r.data.token }, body: { userId: r.data.userId, currentIdType: type === 0 ? 1 : type } });
  if (info.code !== 1000) throw new Error(`getInfo ${account}: ${info.code} ${info.msg}`);
  return r.data;
}

export const tally = (values: (number | string)[]) =>
  values.reduce<Record<string, number>>((t, v) => ({ ...t, [v]: (t[v] ?? 0) + 1 }), {});
