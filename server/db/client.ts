/**
 * One database API over two engines: embedded PGlite by default (data under ./data/pglite, or in memory for
 * tests) and PostgreSQL through a pg Pool when a URL is given. Both run the same drizzle migrations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` as the only one of its kind on this database: on PostgreSQL under a session advisory lock, so
   * instances starting together migrate and seed one after the other (the later ones find the work done); on
   * PGlite directly, as one process alone opens its directory (server/db/pglite-lock.ts).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of schema work (migrations and the first seed): hashtext of a fixed name. */
const SCHEMA_LOCK = 'harbourline:schema';

export interface OpenDbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** PGlite: start from this dump (`dumpDataDir()`) instead of an empty cluster (tests: a seeded template). */
  loadDataDir?: Blob;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How many migrations this build carries (the journal drizzle's migrators read). */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';
const PGLITE_SHARED_BUFFERS = '8MB';

export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection (database restart) must not crash the process; the pool reconnects.
    pool.on('error', () => {});
    // A client in use when the database goes away emits 'error' too; unhandled, it would end the process.
    // The query it was running fails and is answered 500; the pool replaces the client.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusive(work) {
        // A connection of its own holds the lock while the work runs on the pool's others.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [SCHEMA_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock(hashtext($1))', [SCHEMA_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // Loaded only when used: importing PGlite alone adds ~45 MB of resident memory, for nothing on PostgreSQL.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite(options.dataDir ?? DEFAULT_PGLITE_DIR, {
    // PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory and end up resident: ~110 MB
    // more than 16 MB, for a demo database whose files stay in the operating system's cache anyway. 8 MB keeps less
    // resident than 16, with the bench's reads as fast.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
