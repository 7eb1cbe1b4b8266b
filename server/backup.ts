/**
 * Backups of either database, and their restore (`npm run backup`, `npm run restore`: server/backup-cli.ts).
 *
 * PostgreSQL (DATABASE_URL): pg_dump's custom format, taken while the servers run (pg_dump reads one consistent
 * snapshot); pg_restore in one transaction, into an empty database, or with `clean` over the objects the backup holds.
 * A restore refuses while anything else is connected to the database: a server serving it would answer from tables
 * being dropped and recreated under it.
 *
 * PGlite (the embedded database, PGLITE_DIR): PGlite's own dump of its data directory (`dumpDataDir()`, a gzipped
 * tarball) after a checkpoint. The directory is opened by one process alone (server/db/pglite-lock.ts), so both the
 * backup and the restore take its lock, and refuse while a server holds it. A restore unpacks into a staging directory
 * beside it (`<dir>.restoring`), opens it to check it is this product's database, and only then puts it in place;
 * with `clean`, the database it replaces is kept beside it as `<dir>.replaced-<time>`.
 *
 * Every file is written under a temporary name and renamed once complete: a backup cut short leaves no file that
 * passes for one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { lockPgliteDir } from './db/pglite-lock.ts';

/** A failure the operator can act on: the CLI prints its message alone, without a stack. */
export class BackupError extends Error {}

export type BackupKind = 'pglite' | 'postgres';

export interface Target {
  /** PostgreSQL connection string; absent: the PGlite directory `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

const kindOf = (target: Target): BackupKind => (target.databaseUrl ? 'postgres' : 'pglite');

/** 2026-11-29T10:15:00.123Z → 20261129T101500Z: sorts by time, and is a file name everywhere. */
const stamp = (now: Date) => now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');

/** Where backups go unless a file is named: `backups/` beside the PGlite directory (./data/backups by default). */
export function defaultBackupDir(target: Target): string {
  return join(dirname(resolve(target.dataDir)), 'backups');
}

/** The file a backup of `target` taken at `now` is written to when none is named. */
export function defaultBackupFile(target: Target, now = new Date()): string {
  if (target.databaseUrl) {
    const database = decodeURIComponent(new URL(target.databaseUrl).pathname.slice(1)) || 'postgres';
    return join(defaultBackupDir(target), `harbourline-postgres-${database}-${stamp(now)}.dump`);
  }
  return join(defaultBackupDir(target), `harbourline-pglite-${stamp(now)}.tar.gz`);
}

/** What a backup file holds, by its first bytes: pg_dump's custom format, PGlite's tarball (gzipped or not), or neither. */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(512);
  const fd = openSync(file, 'r');
  let n: number;
  try {
    n = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (n >= 5 && head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (n >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (n >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  return undefined;
}

/** Which database the error messages name: the URL without its password, or the directory. */
export function describeTarget(target: Target): string {
  if (!target.databaseUrl) return `the PGlite database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  if (url.password) url.password = '***';
  return `the PostgreSQL database ${url.toString()}`;
}

export interface BackupResult {
  file: string;
  bytes: number;
  kind: BackupKind;
}

/** Takes a backup of `target` into `file` (by default defaultBackupFile), creating its directory. */
export async function backup(target: Target, file = defaultBackupFile(target)): Promise<BackupResult> {
  const out = resolve(file);
  if (existsSync(out)) throw new BackupError(`${file} exists already: name another file, or move it away first`);
  mkdirSync(dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.databaseUrl) await pgDump(target.databaseUrl, partial);
    else await pgliteDump(target.dataDir, partial);
    renameSync(partial, out);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file: out, bytes: statSync(out).size, kind: kindOf(target) };
}

export interface RestoreOptions {
  /** Replace what the database holds: pg_restore --clean on PostgreSQL; on PGlite the directory is replaced. */
  clean?: boolean;
}

export interface RestoreResult {
  kind: BackupKind;
  /** Migrations applied in the restored database, and its users: what an operator checks first. */
  migrations: number;
  users: number;
  /** PGlite with `clean`: where the database it replaced was moved. */
  replacedKeptAt?: string;
}

/** Restores `file` (a backup of the same kind of database) into `target`. */
export async function restore(target: Target, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file}: no such backup file`);
  const kind = backupKindOf(file);
  if (!kind) throw new BackupError(`${file} is not a backup made by npm run backup (neither pg_dump's custom format nor PGlite's tarball)`);
  if (kind !== kindOf(target)) {
    throw new BackupError(
      kind === 'pglite'
        ? `${file} is a backup of the embedded PGlite database: restore it with DATABASE_URL unset (PGLITE_DIR names the directory to restore into)`
        : `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into`,
    );
  }
  return target.databaseUrl ? pgRestore(target.databaseUrl, file, options) : pgliteRestore(target.dataDir, file, options);
}

// ---------------------------------------------------------------------------------------------------------- PostgreSQL

/**
 * Runs a PostgreSQL client program and answers what it printed on stdout; rejects with what it printed on stderr when
 * it fails, or when it is not installed.
 */
function run(program: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new BackupError(`${program} is not installed: apt-get install postgresql-client (its major version at least the server's)`)
          : error,
      ),
    );
    child.once('close', (code, signal) => {
      if (code === 0) done(stdout);
      else fail(new BackupError(`${program} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
}

async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/**
 * Refuses a dump that is not of this product (no migrations table or no users table in its table of contents)
 * before anything is restored: pg_restore's one transaction commits whatever the dump holds.
 */
async function checkProductDump(file: string): Promise<void> {
  const contents = await run('pg_restore', ['--list', file]);
  const hasTable = (schema: string, table: string) => new RegExp(`\\bTABLE ${schema} ${table}\\b`).test(contents);
  if (!hasTable('drizzle', '__drizzle_migrations') || !hasTable('public', 'users')) {
    throw new BackupError(`${file} holds no migrations table or no users table: not a backup of this product; nothing was restored`);
  }
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    const e = error as Error & { code?: string };
    const target = describeTarget({ databaseUrl, dataDir: '' });
    throw new BackupError(
      e.code === '3D000'
        ? `${target} does not exist: create it first (createdb), then restore into it`
        : `cannot connect to ${target}: ${e.message}`,
    );
  }
  return client;
}

/** The client connections to the database besides `client`'s own: the servers, psql sessions. */
async function otherConnections(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ who: string }>(
    `select coalesce(nullif(application_name, ''), 'a client') || ' from ' || coalesce(host(client_addr), 'a local socket') as who
       from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return rows.map((r) => r.who);
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function objectCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S')
        and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%' and s.nspname not like 'pg\\_temp%'`,
  );
  return rows[0].n;
}

/** The restored database's migrations and users, read through `query`; a database without them is not this product's. */
async function summary(query: (sql: string) => Promise<{ rows: { n: number }[] }>): Promise<{ migrations: number; users: number }> {
  try {
    const migrations = (await query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
    const users = (await query('select count(*)::int as n from users')).rows[0].n;
    return { migrations, users };
  } catch (error) {
    throw new BackupError(`the restored database has no migrations table or no users table: not a backup of this product (${(error as Error).message})`);
  }
}

async function pgRestore(databaseUrl: string, file: string, { clean = false }: RestoreOptions): Promise<RestoreResult> {
  const client = await connect(databaseUrl);
  try {
    const target = describeTarget({ databaseUrl, dataDir: '' });
    const others = await otherConnections(client);
    if (others.length > 0) {
      throw new BackupError(
        `${others.length} other connection(s) to ${target} (${[...new Set(others)].join(', ')}): stop the servers using it, then restore`,
      );
    }
    await checkProductDump(file);
    const objects = await objectCount(client);
    if (objects > 0 && !clean) {
      throw new BackupError(
        `${target} is not empty (${objects} tables, views and sequences): restore into an empty database (createdb), or pass --clean to replace what the backup holds`,
      );
    }
    // One transaction: a restore that fails part-way changes nothing. --no-owner: the restoring role owns what it
    // creates, whichever role owned it where the backup was taken.
    await run('pg_restore', ['--single-transaction', '--no-owner', ...(clean ? ['--clean', '--if-exists'] : []), `--dbname=${databaseUrl}`, file]).catch(
      (error: Error) => {
        throw new BackupError(`${error.message}\nnothing was restored (pg_restore runs in one transaction)`);
      },
    );
    return { kind: 'postgres', ...(await summary((sql) => client.query(sql))) };
  } finally {
    await client.end();
  }
}

// -------------------------------------------------------------------------------------------------------------- PGlite

const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** The lock of `dataDir`, or a BackupError naming the server holding it. */
function lockFor(dataDir: string, what: string): () => void {
  try {
    return lockPgliteDir(dataDir);
  } catch (error) {
    throw new BackupError(`${what} needs the server stopped: ${(error as Error).message}`);
  }
}

type PGliteInstance = InstanceType<(typeof import('@electric-sql/pglite'))['PGlite']>;

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGliteInstance> {
  // Loaded only here: PostgreSQL backups never need it.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  await db.waitReady;
  return db;
}

async function pgliteDump(dataDir: string, file: string): Promise<void> {
  if (!hasDatabase(dataDir)) throw new BackupError(`no PGlite database in ${dataDir} (no PG_VERSION there): nothing to back up; PGLITE_DIR names the directory`);
  const release = lockFor(dataDir, 'a backup of the PGlite database');
  try {
    const db = await openPglite(dataDir);
    try {
      // Every change in the data files rather than only in the write-ahead log: the restored copy starts without
      // replaying it.
      await db.exec('CHECKPOINT');
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

async function pgliteRestore(dataDir: string, file: string, { clean = false }: RestoreOptions): Promise<RestoreResult> {
  const dir = resolve(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const release = lockFor(dataDir, 'a restore of the PGlite database');
  try {
    const occupied = existsSync(dir) && readdirSync(dir).length > 0;
    if (occupied && !hasDatabase(dir)) {
      throw new BackupError(`${dataDir} holds files but no database (no PG_VERSION): move them away, then restore`);
    }
    if (occupied && !clean) {
      throw new BackupError(`${dataDir} holds a database: pass --clean to replace it (it is kept beside it, as ${basename(dir)}.replaced-<time>)`);
    }
    const staging = `${dir}.restoring`;
    // Left by a restore cut short.
    rmSync(staging, { recursive: true, force: true });
    let result: { migrations: number; users: number };
    try {
      const db = await openPglite(staging, new Blob([readFileSync(file)]));
      try {
        result = await summary((sql) => db.query<{ n: number }>(sql));
      } finally {
        await db.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${file} could not be opened as a PGlite database: ${(error as Error).message}`);
    }
    let replacedKeptAt: string | undefined;
    if (existsSync(dir)) {
      if (occupied) {
        replacedKeptAt = `${dir}.replaced-${stamp(new Date())}`;
        renameSync(dir, replacedKeptAt);
      } else rmSync(dir, { recursive: true });
    }
    renameSync(staging, dir);
    return { kind: 'pglite', ...result, replacedKeptAt };
  } finally {
    release();
  }
}
