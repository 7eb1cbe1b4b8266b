/**
 * The operations the server benches measure and how each is driven, shared by `npm run bench` (run.ts: one server)
 * and `npm run bench:cluster` (cluster.ts: instances behind HAProxy): the two bare baselines of
 * server/bench-routes.ts (BENCH_ROUTES=1), the authenticated reads, then login. BENCH_FUND (HL001: held by the
 * investor, daily NAV since 2015-06) is the fund whose NAV page is read.
 */
import autocannon, { type Result } from 'autocannon';
import { API_HEADERS } from './server.ts';

const FUND = process.env.BENCH_FUND ?? 'HL001';

/** The headers of a call: the session's token on the reads. */
/** An operation the benches drive. */
export interface Target {
  name: string;
  kind: 'baseline' | 'read' | 'login';
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

export const headers = (token?: string): Record<string, string> => ({ ...API_HEADERS, userCurrentIdType: '1', ...(token ? { token } : {}) });
const tenYearsBack = (d: string) => `${Number(d.slice(0, 4)) - 10}${d.slice(4)}`;

/** Every operation; `ctx`: the signed-in investor's userId, and the password login sends. */
export function targets(ctx: { userId: string | number; account: string; password: string }): Target[] {
  const end = '2026-10-30';
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  return [
    { name: 'bare: constant envelope', kind: 'baseline', method: 'GET', path: '/bench/constant' },
    { name: 'bare: one indexed query', kind: 'baseline', method: 'GET', path: '/bench/query' },
    { name: 'getInfo', kind: 'read', method: 'POST', path: '/api/sys/users/getInfo', body: { userId: ctx.userId, currentIdType: 1 } },
    { name: '/asset/fundList', kind: 'read', method: 'GET', path: '/api/asset/fundList' },
    {
      name: '/asset/netWorthHistory',
      kind: 'read',
      method: 'GET',
      path: `/api/asset/netWorthHistory?${q({ fundCode: FUND, startDate: tenYearsBack(end), endDate: end, page: '1', limit: '100' })}`,
    },
    { name: '/psn/column/getListByTitle', kind: 'read', method: 'GET', path: `/api/psn/column/getListByTitle?${q({ title: '泓岸', page: '1', limit: '10' })}` },
    // Last: requests still queued behind argon2 when the run ends would slow whatever is measured next.
    { name: 'loginV2', kind: 'login', method: 'POST', path: '/api/sys/users/loginV2', body: { account: ctx.account, password: ctx.password } },
  ];
}

/**
 * autocannon on one operation for `duration` seconds over `connections` connections, each connection holding one
 * of `tokens` (taken in turn, as many browsers of one investor would). Resolves to autocannon's result and the
 * count of each envelope code (or `HTTP <status>` for an answer that is not an envelope).
 */
export function cannon(
  baseUrl: string,
  t: Target,
  tokens: string[],
  { connections, duration }: { connections: number; duration: number },
): Promise<{ r: Result; codes: Map<string, number> }> {
  let next = 0;
  const codes = new Map<string, number>();
  const run = autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: t.method,
        path: t.path,
        body: t.body ? JSON.stringify(t.body) : undefined,
        // One session per connection, taken in turn (context is per connection in autocannon).
        setupRequest(req, context) {
          context.token ??= tokens[next++ % tokens.length];
          return { ...req, headers: headers(t.kind === 'read' ? (context.token as string) : undefined) };
        },
        onResponse(status, body) {
          let code = `HTTP ${status}`;
          try {
            code = String(JSON.parse(body).code);
          } catch {
            // not an envelope
          }
          codes.set(code, (codes.get(code) ?? 0) + 1);
        },
      },
    ],
  });
  return Promise.resolve(run).then((r) => ({ r, codes }));
}

/** One call of the operation: its status, envelope code and size, before it is measured. */
export async function probe(baseUrl: string, t: Target, token?: string): Promise<{ status: number; code: number | undefined; bytes: number }> {
  const res = await fetch(baseUrl + t.path, {
    method: t.method,
    headers: headers(t.kind === 'read' ? token : undefined),
    body: t.body ? JSON.stringify(t.body) : undefined,
  });
  const text = await res.text();
  let code: number | undefined;
  try {
    code = JSON.parse(text).code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code, bytes: text.length };
}

/** Requests answered with anything but code 1000. */
export const notOk = (codes: Map<string, number>): number => [...codes].filter(([c]) => c !== '1000').reduce((n, [, k]) => n + k, 0);

/** Waits until the server answers the constant route quickly again: the previous run's backlog is gone. */
export async function drain(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    await fetch(`${baseUrl}/bench/constant`);
    if (performance.now() - t < 20) break;
    await new Promise((r) => setTimeout(r, 500));
  }
}
