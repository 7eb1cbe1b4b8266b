/**
 * Playwright Test with the portal's fixtures:
 * - `server` (per worker): the real server of the worker's slot, started for the whole run on a fresh database
 *   (support/global-setup.ts), which `baseURL` and the helpers (support/browser.ts baseUrl) point at. Each slot runs
 *   its files one at a time on its own server, so files that change a persona's settings never meet another file
 *   doing the same.
 * - `ownServers` (per worker): servers a file starts for itself, on databases of their own, for journeys that use
 *   up demo data for good (binding a seeded record) or stop and start their server (journeys-restart.e2e.ts). A file
 *   disposes of its servers in afterAll; whatever is left is disposed of when the worker ends.
 * - `lang` (per project, playwright.config.ts): the language of the project the test runs in.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { setBaseUrl, type Lang } from './browser';
import { serversFile } from './global-setup';
import { freePort, startServer } from './server';

export { expect } from '@playwright/test';

/** A server of a file's own: it may be stopped and started again on the same port and database. */
export interface OwnServer {
  url: string;
  /** SIGTERM; the data stays. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and database. */
  start: () => Promise<void>;
  /** Stops it and removes its database. */
  dispose: () => Promise<void>;
}

interface WorkerFixtures {
  server: { url: string };
  ownServers: { start: (label: string) => Promise<OwnServer> };
}

interface TestFixtures {
  lang: Lang;
  helpersOnServer: void;
}

function distReady(): void {
  const distDir = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`npm run build\` first`);
}

async function freshServer(label: string) {
  distReady();
  const dataDir = mkdtempSync(join(tmpdir(), `hl-e2e-${label}-`));
  const port = await freePort();
  let server = await startServer(dataDir, port);
  return {
    get current() {
      return server;
    },
    restart: async () => {
      server = await startServer(dataDir, port);
    },
    dispose: async () => {
      await server.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      // The run's process started the servers (support/global-setup.ts) and this worker.
      const file = serversFile(process.ppid);
      const urls = JSON.parse(readFileSync(file, 'utf8')) as string[];
      const url = urls[workerInfo.parallelIndex];
      if (!url) throw new Error(`no server for worker slot ${workerInfo.parallelIndex} in ${file}`);
      await provide({ url });
    },
    { scope: 'worker' },
  ],
  ownServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const started: Array<() => Promise<void>> = [];
      await provide({
        start: async (label) => {
          const fresh = await freshServer(label);
          let disposed = false;
          const dispose = async () => {
            if (disposed) return;
            disposed = true;
            await fresh.dispose();
          };
          started.push(dispose);
          return {
            url: fresh.current.url,
            stop: () => fresh.current.stop(),
            start: fresh.restart,
            dispose,
          };
        },
      });
      for (const dispose of started) await dispose();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, provide) => {
    await provide(server.url);
  },
  lang: async ({ locale }, provide) => {
    await provide((locale ?? 'zh-CN') as Lang);
  },
  helpersOnServer: [
    async ({ server }, provide) => {
      setBaseUrl(server.url);
      await provide();
      setBaseUrl(null);
    },
    { auto: true },
  ],
});
