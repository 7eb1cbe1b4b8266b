/**
 * A fresh PGlite directory is created, migrated and seeded in a child process, not in the server's own.
 *
 * Why (issue 7, memory): PGlite runs PostgreSQL in the server's process as WebAssembly, whose memory only grows.
 * Creating the cluster (initdb) and seeding ten years of NAV grow it, and keep it resident, by ~280 MB that serving
 * never uses again: the bench's server (through tsx) held 522 MB after start when it seeded its fresh directory
 * itself, 301 MB when this child did (`BENCH_DB=pglite npm run bench`; session 20). The child's memory goes back to
 * the system when it exits.
 * It costs the first start a second opening of the database (about a second).
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The child's entry: beside this module in the sources, or beside the built server (scripts/build-server.mjs). */
export const PREPARE_CHILD = new URL(import.meta.url.endsWith('.ts') ? './prepare-child.ts' : './prepare-child.mjs', import.meta.url);

/** True when `dataDir` holds no PostgreSQL cluster yet (PGlite writes PG_VERSION when it creates one). */
export function isFreshPgliteDir(dataDir: string): boolean {
  return !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * This process's Node flags, its TypeScript loader included, for the child; not a watcher's or a debugger's, which
 * would keep the child alive or fight over the debugger's port (`npm run dev:server` runs `node --watch`).
 */
function childFlags(): string[] {
  return process.execArgv.filter((flag) => !/^--(watch|inspect)/.test(flag));
}

/**
 * Creates, migrates and seeds the cluster in `dataDir` in a child process started with `execArgv` (by default this
 * process's own flags); resolves once it is ready (a fresh cluster always gets the demo data), rejects when the
 * child fails (its errors are printed on this process's stderr). Forked, so the child sees this process go away.
 */
export function prepareFreshPglite(dataDir: string, execArgv: string[] = childFlags()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(PREPARE_CHILD, [dataDir], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the PGlite directory ${dataDir} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
