/**
 * A fresh PGlite directory is created, migrated and seeded in a child process (server/db/fresh-pglite.ts), so the
 * server never carries that work's memory (issue 7). The whole way, child included, is walked by the built server
 * (built-server.test.ts: a fresh directory, then a demo login); here, the sources' way, as `npm run dev` and the
 * browser journeys start the server through tsx: which directory is fresh, and a child that fails makes the start
 * fail with the directory's name instead of a server on an empty database.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFreshPgliteDir, prepareFreshPglite, PREPARE_CHILD } from '../../server/db/fresh-pglite.ts';

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

  it('makes the start fail, naming the directory, when the child (the TypeScript source, run by tsx) cannot prepare it', async () => {
    // The child started is the source beside the module, not the built one (a missing file would fail the same way).
    expect(PREPARE_CHILD.pathname.endsWith('/server/db/prepare-child.ts')).toBe(true);
    expect(existsSync(PREPARE_CHILD)).toBe(true);
    const notADir = join(root, 'a-file');
    writeFileSync(notADir, 'not a database');
    await expect(prepareFreshPglite(notADir, TSX)).rejects.toThrow(`preparing the PGlite directory ${notADir} failed`);
  }, 60_000);
});
