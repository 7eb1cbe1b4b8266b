/**
 * The database away (robustness; the live restart is tools/pg-restart-test.sh): every call that needs it
 * answers HTTP 500 / 5000 without internals — and a token check that could not run is a system failure, not an
 * invalid token (3008 would make the SPA drop a valid session during a database blip).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/client.ts';
import { LEAK } from './support-security.ts';

const down = () => {
  throw new Error('Connection terminated unexpectedly (ECONNREFUSED 127.0.0.1:5432)');
};
/** A database whose every query fails, as when PostgreSQL is restarting. */
const deadDb = new Proxy({}, { get: () => () => new Proxy(down, { get: () => down, apply: down }) }) as unknown as Db;

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({ db: deadDb, config: { demo: true } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

it.each([
  ['a session call', { method: 'GET' as const, url: '/api/asset/fundList', headers: { token: 'some-token' } }],
  ['a refresh', { method: 'GET' as const, url: '/api/sys/users/token', headers: { refreshToken: 'some-refresh-token' } }],
  ['a onetime call', { method: 'GET' as const, url: '/api/sys/onetime/getIdentityInfo', headers: { onetimeToken: 'x' } }],
  ['a login', { method: 'POST' as const, url: '/api/sys/users/loginV2', headers: {}, payload: { account: 'investor@demo.test', password: 'Demo1234' } }],
] as [string, { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: object }][])('%s answers 500 / 5000, not a token or input error', async (_name, req) => {
  const res = await app.inject({ ...req, headers: { ...req.headers, 'accept-language': 'en_US' } });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ code: 5000, msg: 'system failed, please try again', data: null });
  expect(res.body).not.toMatch(LEAK);
  expect(res.body).not.toContain('ECONNREFUSED');
  expect(res.headers['cache-control']).toBe('no-store');
});

it('a call without a token is still refused as such (3008), and bad input is still 400 / 4000', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/asset/fundList' })).json().code).toBe(3008);
  const bad = await app.inject({ method: 'POST', url: '/api/sys/users/loginV2', payload: { account: 'x' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().code).toBe(4000);
});
