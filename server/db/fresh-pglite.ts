/**
 * A fresh PGlite directory is created, migrated and seeded in a child process, not in the server's own.
 *
 * Why (memory): PGlite runs PostgreSQL in the server's process as WebAssembly, whose memory only grows.
 * Creating the cluster (initdb) and seeding ten years of NAV grow it, and keep it resident, by hundreds of MB that
 * serving never uses again (`BENCH_DB=pglite npm run bench` shows the server's memory). The child's memory goes back
 * to the system when it exits.
 * It costs the first start a second opening of the database (about a second).
 *
 * The child prepares the cluster in a staging directory beside the data directory (`<dir>.preparing`), which is
 * renamed to the data directory once the demo data is in: a preparation cut short (the process killed, the machine
 * stopped) leaves no directory that passes for a database. The next start removes the staging directory and
 * prepares it again.
 */
import { fork } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The child's entry: beside this module in the sources, or beside the built server (build/build-server.ts). */
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

/** Where the cluster of `dataDir` is prepared before it is renamed to `dataDir` (a sibling: the rename is atomic). */
export const stagingDirOf = (dataDir: string): string => `${resolve(dataDir)}.preparing`;

/**
 * Creates, migrates and seeds the cluster of `dataDir` in a child process started with `execArgv` (by default this
 * process's own flags), in its staging directory, then renames that to `dataDir`; resolves once it is ready (a fresh
 * cluster always gets the demo data). Rejects, naming the directory, when `dataDir` holds anything (it is then left
 * as it is) or the child fails (its errors are printed on this process's stderr; its staging directory is removed).
 * Forked, so the child sees this process go away.
 */
export async function prepareFreshPglite(dataDir: string, execArgv: string[] = childFlags()): Promise<void> {
  const failed = (why: string) => new Error(`preparing the PGlite directory ${dataDir} failed (${why})`);
  const exists = existsSync(dataDir);
  if (exists && !statSync(dataDir).isDirectory()) throw failed('it is not a directory');
  if (exists && readdirSync(dataDir).length > 0) {
    throw failed('it holds files but no database, PG_VERSION missing: move them away or set PGLITE_DIR to another directory');
  }
  const staging = stagingDirOf(dataDir);
  // Left by a preparation that was cut short.
  rmSync(staging, { recursive: true, force: true });
  try {
    await new Promise<void>((done, reject) => {
      const child = fork(PREPARE_CHILD, [staging], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      child.once('error', reject);
      child.once('exit', (code, signal) => (code === 0 ? done() : reject(failed(signal ?? `exit code ${code}`))));
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // An empty directory made for it beforehand (checked empty above) gives way to the prepared one.
  if (exists) rmdirSync(dataDir);
  renameSync(staging, dataDir);
}
