/**
 * Fuzzing every operation of openapi.yaml (robustness): fast-check builds schema-valid requests and requests
 * broken in one field, sent with a suitable token. No answer may be a 5xx or show
 * internals; a schema-valid request is never refused as invalid (400); a broken one is always HTTP 400 / 4000 with a
 * message in the request's language. FUZZ_RUNS (default 4) sets the runs per operation and kind.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema.ts';
import { createTestServer, login, type TestServer } from './support.ts';
import { persona } from './client-support.ts';
import {
  arbBreakage,
  arbValid,
  broken,
  LEAK,
  needsOnetime,
  needsSession,
  operations,
  send,
  usesRefreshHeader,
  type Answer,
  type Operation,
  type Req,
} from './support-security.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
// Never the demo password: a generated removeUser must not succeed in deleting the persona the next run needs.
const SAFE = { password: 'NotTheRight1' };
const LANGS = [undefined, 'zh_CN', 'en_US', 'en-GB,en;q=0.9', 'fr'] as const;

let s: TestServer;
// Seeding the demo firm takes long on a busy machine: more than the project's hook timeout.
beforeAll(async () => {
  s = await createTestServer();
}, 240_000);
afterAll(async () => {
  await s?.close();
});

/** Operations that may end or replace the caller's session (or onetime token): they get fresh credentials. */
const ENDS_SESSION = new Set(['logout', 'removeUser', 'unboundUserDevice', 'multiDeviceSwitchSetting', 'updateUserAccountInfo']);
const sessions = new Map<string, string>();

async function sessionToken(email: string, fresh: boolean): Promise<string> {
  const known = sessions.get(email);
  if (known && !fresh) return known;
  const { token } = await persona(s.app, email);
  if (!fresh) sessions.set(email, token);
  return token;
}

async function authFor(op: Operation): Promise<Record<string, string>> {
  // Wrong passwords sent to session operations count with the login's failures; the logins here need none counted.
  await s.handle.db.delete(loginFailures);
  if (needsOnetime(op)) return { onetimeToken: (await login(s.app, 'new@demo.test')).data.onetimeToken };
  if (usesRefreshHeader(op)) return { refreshToken: (await login(s.app, 'investor@demo.test')).data.refreshToken };
  if (op.security.some((alt) => alt.includes('token'))) {
    return { token: await sessionToken(op.tags.includes('partner') ? 'partner@demo.test' : 'investor@demo.test', ENDS_SESSION.has(op.id)) };
  }
  return {};
}

function arbValidValues(op: Operation): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const p of op.params) {
    if (p.in === 'header') continue;
    fields[p.name] = arbValid(p.schema);
    if (p.required) required.push(p.name);
  }
  // The body as a whole, so object-level rules (minProperties, maxProperties) hold.
  const body = op.body ? arbValid(op.body) : fc.constant(undefined);
  return fc.tuple(fc.record(fields, { requiredKeys: required }), body).map(([query, b]) => ({ ...query, __body: b }));
}

function validReq(op: Operation, values: Record<string, unknown>, headers: Record<string, string>): Req {
  const query = op.params
    .filter((p) => p.in === 'query' && values[p.name] !== undefined)
    .flatMap((p) => {
      const v = values[p.name];
      return (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(x))}`);
    });
  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(values[k])));
  const body = values.__body as Record<string, unknown> | undefined;
  const payload = body && 'password' in body ? { ...body, ...SAFE } : body;
  return { method: op.method, url: `/api${path}${query.length ? `?${query.join('&')}` : ''}`, headers, payload };
}

function expectSafe(op: Operation, req: Req, a: Answer) {
  const where = `${op.id} ${req.method} ${req.url} ${JSON.stringify(req.payload)} → ${a.status} ${a.raw.slice(0, 200)}`;
  expect(a.status < 500, where).toBe(true);
  expect(a.raw, where).not.toMatch(LEAK);
  if (a.json) {
    expect(Number.isInteger(a.code), where).toBe(true);
    expect(typeof a.msg, where).toBe('string');
  }
}

const stats = { valid: 0, invalid: 0 };

describe.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
  it('schema-valid requests: never a 5xx, never a leak, never refused as invalid', async () => {
    const auth = await authFor(op);
    await fc.assert(
      fc.asyncProperty(arbValidValues(op), fc.constantFrom(...LANGS), async (values, lang) => {
        const req = validReq(op, values, {
          ...auth,
          ...(lang ? { 'accept-language': lang } : {}),
        });
        const a = await send(s.app, req);
        stats.valid++;
        expectSafe(op, req, a);
        // A shared session that died would hide every later operation behind 3008-3010.
        if (needsSession(op) && !ENDS_SESSION.has(op.id)) expect([3008, 3009, 3010], `${op.id}: session lost`).not.toContain(a.code);
        expect(a.status, `${op.id} ${req.url} ${JSON.stringify(req.payload)}: ${a.msg}`).not.toBe(400);
      }),
      { numRuns: RUNS, seed: 8 },
    );
  });

  const breakage = arbBreakage(op);
  if (!breakage) return;
  it('requests broken in one field: HTTP 400 / 4000 in the request language', async () => {
    const auth = await authFor(op);
    await fc.assert(
      fc.asyncProperty(breakage, fc.constantFrom('zh_CN', 'en_US', undefined), async (b, lang) => {
        const headers = { ...auth, ...(lang ? { 'accept-language': lang } : {}) };
        const req = broken(op, b, SAFE, headers);
        const a = await send(s.app, req);
        stats.invalid++;
        expectSafe(op, req, a);
        const where = `${op.id} ${JSON.stringify(b)} → ${a.status} ${a.raw}`;
        expect(a.status, where).toBe(400);
        expect(a.code, where).toBe(4000);
        expect(a.data, where).toBeNull();
        expect(a.msg, where).toMatch(lang === 'en_US' ? /^Invalid request/ : /^请求参数不正确/);
      }),
      { numRuns: RUNS, seed: 9 },
    );
  });
});

it('covered every operation of the contract', () => {
  console.info(
    `fuzz: ${operations.length} operations, ${stats.valid} valid and ${stats.invalid} invalid requests`,
  );
  expect(stats.valid).toBeGreaterThanOrEqual(operations.length * RUNS);
});
