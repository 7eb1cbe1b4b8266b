/**
 * A fresh PGlite directory is created, migrated and seeded in a child process (server/db/fresh-pglite.ts), so the
 * server never carries that work's memory. The whole way, child included, is walked by the built server
 * (built-server.test.ts: a fresh directory, then a demo login); here, the sources' way, as `npm run dev` and the
 * browser journeys start the server through tsx: which directory is fresh, and a child that fails makes the start
 * fail with the directory's name instead of a server on an empty database, leaving the directory fresh for the next
 * start; a directory holding anything else is refused, not overwritten.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFreshPgliteDir, prepareFreshPglite, PREPARE_CHILD, stagingDirOf } from '../../server/db/fresh-pglite.ts';

// Under vitest this process has no TypeScript loader of its own; the server is started with tsx.
const TSX = ['--import', 'tsx'];
const root = mkdtempSync(join(tmpdir(), 'hl-fresh-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a fresh PGlite directory', () => {
  it('is one without a cluster (PGlite writes PG_VERSION when it creates one); an in-memory database never is', () => {
    const dir = join(root, 'dir');
    expect(isFreshPgliteDir(dir)).toBe(true);
    mkdirSync(dir);
    expect(isFreshPgliteDir(dir)).toBe(true);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(isFreshPgliteDir(dir)).toBe(false);
    expect(isFreshPgliteDir('memory://')).toBe(false);
  });

  it('makes the start fail, naming the directory, when the child (the TypeScript source, run by tsx) fails, and leaves the directory fresh', async () => {
    // The child started is the source beside the module, not the built one.
    expect(PREPARE_CHILD.pathname.endsWith('/server/db/prepare-child.ts')).toBe(true);
    expect(existsSync(PREPARE_CHILD)).toBe(true);
    const dir = join(root, 'child-fails');
    mkdirSync(dir);
    // A loader that does not exist: the child exits before it prepares anything.
    await expect(prepareFreshPglite(dir, ['--import', 'no-such-loader-hl'])).rejects.toThrow(`preparing the PGlite directory ${dir} failed (exit code`);
    expect(isFreshPgliteDir(dir)).toBe(true);
    expect(existsSync(stagingDirOf(dir))).toBe(false);
  }, 60_000);

  it('refuses a path that is a file, or a directory holding files but no database, and leaves them as they are', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a database');
    await expect(prepareFreshPglite(file, TSX)).rejects.toThrow(`preparing the PGlite directory ${file} failed (it is not a directory)`);
    expect(readFileSync(file, 'utf8')).toBe('not a database');
    const dir = join(root, 'has-files');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await expect(prepareFreshPglite(dir, TSX)).rejects.toThrow(/holds files but no database/);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });
});
