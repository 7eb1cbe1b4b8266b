/**
 * The real server for browser tests, as `npm start` runs it (tools/spawn-server.ts: built to plain JavaScript from
 * the current sources, once per test process), on a free loopback port with its own PGlite directory (migrated
 * and seeded on first start), serving DIST_DIR (default ./dist). Used by the global setup (a shared server per
 * worker) and by the `server` fixture for the files that need one of their own (support/fixtures.ts).
 *
 * With E2E_DATABASE_URL (a PostgreSQL server; CI sets it) each server gets a database of its own instead, named
 * after its data directory, so a restart on the same directory finds its data again; `dispose` drops it. PGlite
 * runs PostgreSQL in WebAssembly inside the server process: in CI's browser journeys that process used more CPU than
 * Chromium, and on a slow host the journeys are most of CI's 30 minutes.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { freePort, spawnServer } from '../../../tools/spawn-server.ts';

const POSTGRES = process.env.E2E_DATABASE_URL || undefined;

/**
 * Each server's output (warnings and errors: LOG_LEVEL=warn) is also written to artifacts/e2e-servers/<port>.log, so a
 * failure seen only in CI shows what the server said (scripts/test-e2e.sh prints these files when a journey fails, and
 * a failed test's report carries what its server said during the test, support/fixtures.ts).
 */
export const SERVER_LOG_DIR = 'artifacts/e2e-servers';

/** The database of a data directory: hl_e2e_ and the directory's unique name (mkdtemp). */
export function databaseName(dataDir: string): string {
  return `hl_e2e_${basename(dataDir).toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

async function onPostgres<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The server's DATABASE_URL: its own database on E2E_DATABASE_URL's server (created if new), or none (PGlite). */
async function databaseFor(dataDir: string): Promise<string> {
  if (!POSTGRES) return '';
  const name = databaseName(dataDir);
  await onPostgres(async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

export { freePort };

export interface PrivateServer {
  url: string;
  /** Where its output is kept (SERVER_LOG_DIR). */
  logFile: string;
  /** The server's process (node itself: the start script replaces its shell). */
  pid: number;
  stop: () => Promise<void>;
  /** Stops the server and drops its PostgreSQL database, if it has one (the caller removes the data directory). */
  dispose: () => Promise<void>;
  log: () => string;
}

export async function startServer(dataDir: string, port: number): Promise<PrivateServer> {
  const databaseUrl = await databaseFor(dataDir);
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  const logFile = join(SERVER_LOG_DIR, `${port}.log`);
  const url = `http://127.0.0.1:${port}`;
  const { child, log, stop } = await spawnServer({
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DIST_DIR: process.env.DIST_DIR || 'dist',
      LOG_LEVEL: 'warn',
    },
    ready: async () => (await fetch(`${url}/api/sys/users/verifyCodeImage`)).ok,
    timeoutMs: 240_000,
    onOutput: (chunk) => appendFileSync(logFile, chunk),
  });
  return {
    url,
    logFile,
    pid: child.pid!,
    log,
    stop,
    dispose: async () => {
      await stop();
      if (databaseUrl) await onPostgres((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName(dataDir)} WITH (FORCE)`));
    },
  };
}
