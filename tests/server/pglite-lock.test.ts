/**
 * One server per PGlite directory (server/db/pglite-lock.ts): a second server on the same directory would write the
 * same files blind to the first one's buffers. The whole server refusing to start is walked in built-server.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf, lockPgliteDir } from '../../server/db/pglite-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'hl-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The id of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the lock of a PGlite directory', () => {
  it('is held by one process: a second holder is refused, naming the directory and the process; released, it can be taken again', () => {
    const dir = join(root, 'db');
    const release = lockPgliteDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8').trim()).toBe(String(process.pid));
    // Another live process holds it: the parent of this test process stands in for a running server.
    writeFileSync(lockFileOf(dir), `${process.ppid}\n`);
    expect(() => lockPgliteDir(dir)).toThrow(
      `the PGlite directory ${dir} is in use by process ${process.ppid} (another server): stop it, or set PGLITE_DIR to another directory`,
    );
    // Its release leaves another process's lock alone.
    release();
    expect(readFileSync(lockFileOf(dir), 'utf8').trim()).toBe(String(process.ppid));
    rmSync(lockFileOf(dir));
    const again = lockPgliteDir(dir);
    again();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('is taken over from a process that has gone (a server killed), and from this process id (a restarted container)', () => {
    const dir = join(root, 'stale');
    writeFileSync(lockFileOf(dir), `${deadPid()}\n`);
    const release = lockPgliteDir(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8').trim()).toBe(String(process.pid));
    release();
    writeFileSync(lockFileOf(dir), `${process.pid}\n`);
    lockPgliteDir(dir)();
    writeFileSync(lockFileOf(dir), 'not a process id\n');
    lockPgliteDir(dir)();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });
});
