/**
 * Helpers of the robustness scripts (crash-test, pg-restart-test, soak): a fresh PostgreSQL database on the local
 * cluster, the real server (server/main.ts, started as `npm start` runs it: tools/spawn-server.ts) in a child process on loopback, and small API calls with the demo
 * helpers (captcha answers, codes from the outbox). Everything is bounded in time and cleaned up by the caller.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freshDatabase as createDatabase } from './fresh-database.ts';
import { spawnServer } from './spawn-server.ts';

export const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway database on the local PostgreSQL (PG_ADMIN_URL). */
export const freshDatabase = (prefix: string) => createDatabase(prefix, ADMIN_URL);

export interface Live {
  child: ChildProcess;
  base: string;
}

export async function startServer(env: Record<string, string>, port: number, timeoutMs = 180_000): Promise<Live> {
  const base = `http://127.0.0.1:${port}`;
  const { child } = await spawnServer({
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    ready: async () => (await fetch(`${base}/api/sys/users/verifyCodeImage`)).status === 200,
    timeoutMs,
    inheritOutput: true,
  });
  return { child, base };
}

export async function killHard(live: Live): Promise<void> {
  if (live.child.exitCode !== null) return;
  live.child.kill('SIGKILL');
  await once(live.child, 'exit');
}

export async function stop(live: Live): Promise<void> {
  if (live.child.exitCode !== null) return;
  live.child.kill('SIGTERM');
  const timer = setTimeout(() => live.child.kill('SIGKILL'), 10_000);
  await once(live.child, 'exit');
  clearTimeout(timer);
}

export interface Answer<T = unknown> {
  status: number;
  code?: number;
  msg?: string;
  data?: T;
}

export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer<T>> {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }), ...opts.headers },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await r.text();
  let json: Answer<T> = { status: r.status };
  try {
    json = { status: r.status, ...(JSON.parse(text) as object) };
  } catch {
    // binary or empty
  }
  return json;
}

export async function captcha(base: string) {
  const img = await api<{ captchaKey: string }>(base, 'GET', '/sys/users/verifyCodeImage');
  const key = img.data!.captchaKey;
  const ans = await api<{ answer: string }>(base, 'GET', `/demo/captcha/${encodeURIComponent(key)}`);
  return { captchaKey: key, captchaCode: ans.data!.answer };
}

export async function codeFor(base: string, account: string, scene: string): Promise<string> {
  const sent = await api(base, 'POST', '/sys/users/getMsgCode', { body: { account, scene, ...(await captcha(base)) } });
  if (sent.code !== 1000) throw new Error(`getMsgCode ${account}: ${sent.code} ${sent.msg}`);
  const box = await api<{ code: string }[]>(base, 'GET', `/demo/outbox?to=${encodeURIComponent(account)}`);
  return box.data![0].code;
}

/** Logs in and selects the identity type, as the SPA does. */
export async function session(base: string, account: string, password = 'Demo1234'): Promise<{ token: string; userId: string; refreshToken: string }> {
  const l = await api<{ token: string; userId: string; refreshToken: string; identityTypeMap: { currentIdType: number } }>(
    base,
    'POST',
    '/sys/users/loginV2',
    { body: { account, password } },
  );
  if (l.code !== 1000 || !l.data?.token) throw new Error(`login ${account}: ${l.code} ${l.msg}`);
  const type = l.data.identityTypeMap.currentIdType || 1;
  const info = await api(base, 'POST', '/sys/users/getInfo', { headers: { token: l.data.token }, body: { userId: l.data.userId, currentIdType: type } });
  if (info.code !== 1000) throw new Error(`getInfo ${account}: ${info.code}`);
  return { token: l.data.token, userId: l.data.userId, refreshToken: l.data.refreshToken };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function check(ok: boolean, what: string, failures: string[]): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
