/**
 * Global setup of the browser journeys (playwright.config.ts): one real server per worker, each on a fresh database
 * (support/server.ts), started once for the whole run and stopped after it. Their addresses reach the workers in
 * E2E_SERVER_URLS (a worker's environment is the runner's after this setup); a worker takes the one of its
 * parallelIndex (support/fixtures.ts), so no two workers share a server, and a worker started anew (another project,
 * or after a failure) goes on with the server of the one it replaces.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort, SERVER_LOG_DIR, startServer } from './server';

export function distReady(): void {
  const distDir = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`npm run build\` first`);
}

export default async function globalSetup(config: FullConfig) {
  distReady();
  // The servers' logs of this run only (support/summary-reporter.ts prints them after a failure).
  rmSync(SERVER_LOG_DIR, { recursive: true, force: true });
  const dataDirs = Array.from({ length: Math.max(1, config.workers) }, () => mkdtempSync(join(tmpdir(), 'hl-e2e-')));
  const started = await Promise.allSettled(dataDirs.map(async (dataDir) => startServer(dataDir, await freePort())));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.dispose()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    throw failed.reason;
  }
  process.env.E2E_SERVER_URLS = JSON.stringify(servers.map((s) => s.url));
  return async () => {
    await Promise.all(servers.map((s) => s.dispose()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
}
