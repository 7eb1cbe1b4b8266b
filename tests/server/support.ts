/**
 * A server on a fresh database per test file: PGlite in memory by default, started from the seeded template that
 * tests/server/global-setup.ts dumped; with TEST_DATABASE_URL, a new PostgreSQL database t_<random> created through
 * that connection and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { buildApp } from '../../server/app.ts';
import type { Handlers } from '../../server/routes/respond.ts';
import { createTestClock, type TestClock } from '../../server/clock.ts';
import { defaultConfig, type ServerConfig } from '../../server/context.ts';
import { openDb, type DbHandle } from '../../server/db/client.ts';
import { migrateAndSeed } from '../../server/seed/seed.ts';

export { DEMO_PASSWORD, PERSONAS } from '../../server/seed/personas.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestServer {
  app: App;
  clock: TestClock;
  handle: DbHandle;
  close(): Promise<void>;
}

async function freshPostgres(adminUrl: string): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  return {
    handle,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The seeded PGlite dump of global-setup, read once per file; undefined outside vitest's server project. */
function seededTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * The tests' own calls come from inject's 127.0.0.1 and are left out of the per-address limits, as the browser
 * journeys' and the benches' servers leave out loopback; tests of those limits call from other addresses.
 */
const TEST_ADDRESS_LIMIT: ServerConfig['addressLimit'] = { ...defaultConfig().addressLimit, exempt: ['127.0.0.1'] };

export async function createTestServer(
  config: Partial<ServerConfig> & { distDir?: string } = {},
  extraHandlers: Handlers = {},
): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await freshPostgres(adminUrl) : undefined;
  const handle = pgDb?.handle ?? (await openDb({ dataDir: 'memory://', loadDataDir: seededTemplate() }));
  // A no-op on the seeded template; on PostgreSQL it builds the database.
  await migrateAndSeed(handle);
  const clock = createTestClock();
  const app = await buildApp({ db: handle.db, clock, config: { demo: true, addressLimit: TEST_ADDRESS_LIMIT, ...config }, extraHandlers });
  await app.ready();
  return {
    app,
    clock,
    handle,
    async close() {
      await app.close();
      await handle.close();
      await pgDb?.drop();
    },
  };
}

export type S = Schemas;

/** T is the data of a 1000 answer; other codes carry data null. */
export interface Envelope<T = null> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Record<string, unknown>;
  raw: string;
}

export async function call<T = null>(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Envelope<T>> {
  const res = await app.inject({ method, url, headers: options.headers, payload: options.body as object });
  const json = res.body ? JSON.parse(res.body) : {};
  return { status: res.statusCode, ...json, headers: res.headers, raw: res.body };
}

export const login = (app: App, account: string, password = 'Demo1234', extra: Record<string, string> = {}) =>
  call<S['LoginResponse']>(app, 'POST', '/api/sys/users/loginV2', { body: { account, password, ...extra } });

export const getInfo = (app: App, token: string, userId: string, currentIdType: number, lang?: string) =>
  call<S['UserInfo']>(app, 'POST', '/api/sys/users/getInfo', {
    headers: { token, ...(lang ? { 'accept-language': lang } : {}) },
    body: { userId, currentIdType },
  });
