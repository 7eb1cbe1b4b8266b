/**
 * Global setup of the browser journeys (playwright.config.ts): one real server per worker slot, each on a fresh
 * database (support/server.ts), started once for the whole run. A worker takes the server of its slot
 * (support/fixtures.ts), so no two files ever run on the same server at once, and a worker that Playwright starts
 * anew (another project, or after a failure) goes on with its slot's server instead of starting one.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort, SERVER_LOG_DIR, startServer } from './server';

/**
 * Where a run keeps its servers' URLs for its workers, one per worker slot: named after the process that runs the
 * global setup and starts the workers (a worker's parent), so runs side by side keep to their own servers.
 */
export function serversFile(runnerPid: number): string {
  return join(SERVER_LOG_DIR, `servers-${runnerPid}.json`);
}

export default async function globalSetup(config: FullConfig) {
  const distDir = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`npm run build\` first`);
  const dataDirs = Array.from({ length: Math.max(1, config.workers) }, () => mkdtempSync(join(tmpdir(), 'hl-e2e-')));
  const servers = await Promise.all(dataDirs.map(async (dataDir) => startServer(dataDir, await freePort())));
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  writeFileSync(serversFile(process.pid), JSON.stringify(servers.map((s) => s.url)));
  return async () => {
    rmSync(serversFile(process.pid), { force: true });
    await Promise.all(servers.map((s) => s.dispose()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
}
