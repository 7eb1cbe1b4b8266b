/**
 * `npm run backup` and `npm run restore` on PostgreSQL (pg_dump and pg_restore), as an operator runs them, on
 * databases of their own created on TEST_DATABASE_URL's server and dropped afterwards: a backup lands in data/backups;
 * a restore is refused while a server is connected and over a database without --clean, each saying what to do; with
 * --clean, or into an empty database, every table is as it was at the backup, and what happened since (a sign-in, a
 * mistaken delete) is undone. `TEST_DATABASE_URL=… npx vitest run --project server-pg`, as .ci/run does.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODE } from '../../src/constants.ts';
import { freshDatabase } from '../../tools/fresh-database.ts';
import { openDb, type DbHandle } from '../../server/db/client.ts';
import { migrateAndSeed } from '../../server/seed/seed.ts';
import { changeAfterBackup, investorFunds, npmRun, serverOn, tableContents } from './backup-support.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL names the PostgreSQL these tests create their databases in');

const root = mkdtempSync(join(tmpdir(), 'hl-backup-pg-'));
// Backups without a file named go beside the PGlite directory: here, under root, not the project's ./data.
const pgliteDir = join(root, 'data', 'pglite');
const databases: { url: string; drop(): Promise<void> }[] = [];

async function database() {
  const db = await freshDatabase('t_backup', adminUrl!);
  databases.push(db);
  return db.url;
}

async function withDatabase<T>(url: string, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDb({ url });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

async function sqlOn(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<{ n: number }>(text);
  } finally {
    await client.end();
  }
}

let source: string;
beforeAll(async () => {
  source = await database();
  await withDatabase(source, (handle) => migrateAndSeed(handle, true));
});
afterAll(async () => {
  await Promise.all(databases.map((db) => db.drop()));
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of a PostgreSQL database', () => {
  it('restores every table as it was at the backup, over the database with --clean and into an empty one', async () => {
    const env = { DATABASE_URL: source, PGLITE_DIR: pgliteDir };
    const before = await withDatabase(source, async (handle) => {
      const app = await serverOn(handle);
      try {
        return { funds: await investorFunds(app), contents: await tableContents(handle) };
      } finally {
        await app.close();
      }
    });
    expect(before.funds.funds.length).toBeGreaterThan(0);

    const backup = await npmRun('backup', [], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const backups = readdirSync(join(root, 'data', 'backups'));
    const name = new URL(source).pathname.slice(1);
    expect(backups).toEqual([`harbourline-postgres-${name}-${/\d{8}T\d{6}Z/.exec(backups[0])?.[0]}.dump`]);
    const file = join(root, 'data', 'backups', backups[0]);

    let token = '';
    await withDatabase(source, async (handle) => {
      token = await changeAfterBackup(handle);
      expect(await tableContents(handle)).not.toEqual(before.contents);
      // A server still connected: the restore would drop the tables under it.
      const busy = await npmRun('restore', [file, '--clean'], env);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/other connection\(s\) to the PostgreSQL database .*: stop the servers using it, then restore/);
    });

    const notEmpty = await npmRun('restore', [file], env);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toMatch(/is not empty .*: restore into an empty database \(createdb\), or pass --clean/);

    const restored = await npmRun('restore', [file, '--clean'], env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/restored .* \d+ migrations, 9 users/);

    const empty = await database();
    const intoEmpty = await npmRun('restore', [file], { ...env, DATABASE_URL: empty });
    expect(intoEmpty.stderr).toBe('');
    expect(intoEmpty.code).toBe(0);

    for (const url of [source, empty]) {
      await withDatabase(url, async (handle) => {
        expect(await tableContents(handle)).toEqual(before.contents);
        const app = await serverOn(handle);
        try {
          // The session started after the backup does not exist in the restored database; the holdings are back.
          expect((await investorFunds(app, token)).code).toBe(RESULT_CODE.tokenInvalid);
          expect(await investorFunds(app)).toEqual(before.funds);
        } finally {
          await app.close();
        }
      });
    }
  });

  it('says which database to restore a backup of the other kind into, and when a database does not exist', async () => {
    const env = { DATABASE_URL: source, PGLITE_DIR: pgliteDir };
    const file = join(root, 'a.dump');
    expect((await npmRun('backup', [file], env)).code).toBe(0);
    const again = await npmRun('backup', [file], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already: name another file/);

    const intoPglite = await npmRun('restore', [file], { PGLITE_DIR: pgliteDir });
    expect(intoPglite.code).toBe(1);
    expect(intoPglite.stderr).toMatch(/is a PostgreSQL backup \(pg_dump\): set DATABASE_URL to the database to restore it into/);

    const missing = new URL(source);
    missing.pathname = `${missing.pathname}_missing`;
    const noDatabase = await npmRun('restore', [file], { ...env, DATABASE_URL: missing.toString() });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toMatch(/does not exist: create it first \(createdb\)/);
  });

  it("refuses another database's dump before restoring anything", async () => {
    const foreign = await database();
    await sqlOn(foreign, 'create table ledger (id int primary key, note text)');
    const file = join(root, 'foreign.dump');
    expect((await npmRun('backup', [file], { DATABASE_URL: foreign, PGLITE_DIR: pgliteDir })).code).toBe(0);
    const target = await database();
    const refused = await npmRun('restore', [file], { DATABASE_URL: target, PGLITE_DIR: pgliteDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not a backup of this product; nothing was restored/);
    const tables = await sqlOn(target, "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    expect(tables.rows[0].n).toBe(0);
  });
});
