/**
 * `npm run backup` and `npm run restore` on the embedded PGlite database, as an operator runs them: a backup lands in
 * data/backups beside the database, a restore while the server holds the directory or over a database without
 * --clean is refused with what to do, and a restore brings back every table as it was at the backup, undoing what
 * happened since (a sign-in, a mistaken delete), while the replaced database is kept beside it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESULT_CODE } from '../../src/constants.ts';
import { openDb, type DbHandle } from '../../server/db/client.ts';
import { lockPgliteDir } from '../../server/db/pglite-lock.ts';
import { migrateAndSeed } from '../../server/seed/seed.ts';
import { changeAfterBackup, investorFunds, npmRun, serverOn, tableContents } from './backup-support.ts';

const root = mkdtempSync(join(tmpdir(), 'hl-backup-'));
const dataDir = join(root, 'data', 'pglite');
const env = { PGLITE_DIR: dataDir };

/** Opens the directory, runs `work`, closes it again: the commands need it closed, as they need the server stopped. */
async function withDatabase<T>(work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDb({ dataDir });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  mkdirSync(join(root, 'data'));
  // The seeded template of global-setup when there is one (PGlite runs), else a database seeded here.
  const template = inject('pgliteTemplate');
  const handle = await openDb({ dataDir, loadDataDir: template ? new Blob([readFileSync(template)]) : undefined });
  await migrateAndSeed(handle, true);
  await handle.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Each command is a process of its own opening PGlite (a few seconds each on a busy machine, several per test).
describe('backup and restore of the PGlite database', { timeout: 180_000 }, () => {
  it('restores every table as it was at the backup, undoing a sign-in and a mistaken delete since', async () => {
    const before = await withDatabase(async (handle) => {
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
    expect(backups).toEqual([expect.stringMatching(/^harbourline-pglite-\d{8}T\d{6}Z\.tar\.gz$/)]);
    const file = join(root, 'data', 'backups', backups[0]);
    expect(backup.stdout).toContain(file);

    const token = await withDatabase(async (handle) => {
      const t = await changeAfterBackup(handle);
      const app = await serverOn(handle);
      try {
        expect((await investorFunds(app, t)).funds).toEqual([]);
      } finally {
        await app.close();
      }
      expect(await tableContents(handle)).not.toEqual(before.contents);
      return t;
    });

    // Over a database, only when asked to replace it.
    const refused = await npmRun('restore', [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/holds a database: pass --clean to replace it/);

    const restored = await npmRun('restore', [file, '--clean'], env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/restored .* \d+ migrations, 9 users/);
    const kept = /kept in (\S+):/.exec(restored.stdout)?.[1];
    expect(kept && existsSync(join(kept, 'PG_VERSION'))).toBe(true);

    await withDatabase(async (handle) => {
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
  });

  it('refuses while a server holds the directory, naming its process, and leaves the database as it was', async () => {
    const earlier = join(root, 'earlier.tar.gz');
    expect((await npmRun('backup', [earlier], env)).code).toBe(0);
    const file = join(root, 'held.tar.gz');
    const release = lockPgliteDir(dataDir);
    try {
      const backup = await npmRun('backup', [file], env);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(`needs the server stopped: the PGlite directory ${dataDir} is in use by process ${process.pid}`);
      expect(existsSync(file)).toBe(false);
      expect(existsSync(`${file}.partial`)).toBe(false);
      const restore = await npmRun('restore', [earlier, '--clean'], env);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`needs the server stopped: the PGlite directory ${dataDir} is in use by process ${process.pid}`);
    } finally {
      release();
    }
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('says what a file is when it is not a PGlite backup', async () => {
    const notBackup = join(root, 'notes.txt');
    writeFileSync(notBackup, 'not a backup\n');
    const r = await npmRun('restore', [notBackup, '--clean'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not a backup made by npm run backup/);
    const missing = await npmRun('restore', [join(root, 'nothing.tar.gz')], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no such backup file/);
    const usage = await npmRun('restore', [], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/restore needs the backup file/);
  });
});
