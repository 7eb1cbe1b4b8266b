/**
 * A fresh PGlite directory is created, migrated and seeded in a child process (server/db/fresh-pglite.ts), so the
 * server never carries that work's memory (issue 7): the directory the server then opens holds the demo data, and
 * a child that fails makes the start fail with the directory's name instead of a server on an empty database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/client.ts';
import { isFreshPgliteDir, prepareFreshPglite } from '../../server/db/fresh-pglite.ts';
import { users } from '../../server/db/schema.ts';

// Under vitest this process has no TypeScript loader of its own; the server is started with tsx.
const TSX = ['--import', 'tsx'];
const root = mkdtempSync(join(tmpdir(), 'hl-fresh-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a fresh PGlite directory', () => {
  it('is prepared in a child process: the server then opens a migrated database with the demo accounts', async () => {
    const dir = join(root, 'fresh');
    expect(isFreshPgliteDir(dir)).toBe(true);
    await expect(prepareFreshPglite(dir, TSX)).resolves.toBe(true);
    expect(isFreshPgliteDir(dir)).toBe(false);

    const handle = await openDb({ dataDir: dir });
    try {
      await handle.migrate();
      const [investor] = await handle.db.select({ email: users.email }).from(users).where(eq(users.email, 'investor@demo.test'));
      expect(investor?.email).toBe('investor@demo.test');
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('is not prepared again once it holds a cluster, and an in-memory database never is', () => {
    expect(isFreshPgliteDir(join(root, 'fresh'))).toBe(false);
    expect(isFreshPgliteDir('memory://')).toBe(false);
  });

  it('makes the start fail, naming the directory, when the child cannot prepare it', async () => {
    const notADir = join(root, 'a-file');
    writeFileSync(notADir, 'not a database');
    await expect(prepareFreshPglite(notADir, TSX)).rejects.toThrow(`preparing the PGlite directory ${notADir} failed`);
  }, 60_000);
});
