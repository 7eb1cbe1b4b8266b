/**
 * One server per PGlite directory. PGlite runs PostgreSQL inside the server's process, with its own buffers and
 * write-ahead log and no lock of its own on the directory: a second server on the same directory (a second
 * `npm start` on another port, `npm run dev` beside `npm start`) opened it and served, each process writing the same
 * files blind to the other's buffers, which loses writes and can corrupt the database. The server now holds
 * `<dir>.lock` (its process id) while it runs, as PostgreSQL holds postmaster.pid.
 *
 * A lock whose process is gone (the server was killed) is stale and taken over; so is one holding this process's own
 * id, which a container restarted with the same process id finds.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

export const lockFileOf = (dataDir: string): string => `${resolve(dataDir)}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id a lock file names, or NaN when it is gone or holds something else. */
function holderOf(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/** Creates the lock file with this process's id; throws EEXIST when there is one. */
function create(file: string): void {
  const fd = openSync(file, 'wx');
  writeSync(fd, `${process.pid}\n`);
  closeSync(fd);
}

/**
 * Takes the lock of `dataDir` for this process, or throws, naming the directory and the process holding it.
 * Returns the release, which also runs when the process exits.
 */
export function lockPgliteDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  try {
    create(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = holderOf(file);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
      throw new Error(
        `the PGlite directory ${dataDir} is in use by process ${holder} (another server): stop it, or set PGLITE_DIR to another directory`,
        { cause: error },
      );
    }
    // Stale: its process is gone, or it is this process's own id.
    rmSync(file, { force: true });
    create(file);
  }
  const release = () => {
    process.off('exit', release);
    // Another process's lock (this one's was taken over) is left alone.
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}
