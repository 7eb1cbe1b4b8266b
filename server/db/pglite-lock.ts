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

/**
 * Takes the lock of `dataDir` for this process, or throws, naming the directory and the process holding it.
 * Returns the release, which also runs when the process exits.
 */
export function lockPgliteDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      } catch {
        // Gone meanwhile, or unreadable: try again once.
      }
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new Error(
          `the PGlite directory ${dataDir} is in use by process ${holder} (another server): stop it, or set PGLITE_DIR to another directory`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    try {
      if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
