/**
 * Playwright Test with the journeys' fixtures (playwright.config.ts):
 * - `server` (per worker): the real server the worker's tests and helpers talk to (support/browser.ts baseUrl, and
 *   Playwright's own `baseURL`). Normally the worker's shared server (support/global-setup.ts): one worker runs one
 *   test at a time on it, so tests that change a persona's settings, and put them back, never meet. A file that uses
 *   up demo data for good (a successful bind ties a record to one account) or stops its server says
 *   `test.use({ ownServer: '<its name>' })`: its workers then start a server of their own, on a database of their
 *   own, which they may stop and start again.
 * - `lang`: the language of the project the test runs in (its `locale`, playwright.config.ts).
 * - When a test fails, what its server logged during the test is attached to its report.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { setBaseUrl, type Lang } from './browser';
import { distReady } from './global-setup';
import { freePort, SERVER_LOG_DIR, startServer } from './server';

export { expect } from '@playwright/test';

export interface JourneyServer {
  url: string;
  logFile: string;
  /** SIGTERM; the data stays. Only a server of the file's own. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and database. Only a server of the file's own. */
  start: () => Promise<void>;
}

interface WorkerFixtures {
  ownServer: string | null;
  server: JourneyServer;
  helpersOnServer: void;
}

interface TestFixtures {
  lang: Lang;
  serverLogOnFailure: void;
}

const shared = async (): Promise<never> => {
  throw new Error('the shared server is not stopped or started by a test: test.use({ ownServer: … }) gives a file its own');
};

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownServer: [null, { scope: 'worker', option: true }],
  server: [
    async ({ ownServer }, provide, workerInfo) => {
      if (!ownServer) {
        const urls = JSON.parse(process.env.E2E_SERVER_URLS ?? '[]') as string[];
        const url = urls[workerInfo.parallelIndex];
        if (!url) throw new Error(`no shared server for worker ${workerInfo.parallelIndex}: support/global-setup.ts starts them`);
        await provide({ url, logFile: join(SERVER_LOG_DIR, `${new URL(url).port}.log`), stop: shared, start: shared });
        return;
      }
      distReady();
      const dataDir = mkdtempSync(join(tmpdir(), `hl-e2e-${ownServer}-`));
      const port = await freePort();
      let current = await startServer(dataDir, port);
      try {
        await provide({
          url: current.url,
          logFile: current.logFile,
          stop: () => current.stop(),
          start: async () => {
            current = await startServer(dataDir, port);
          },
        });
      } finally {
        await current.dispose();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // A server's first start migrates and seeds its database: on a busy 2-core machine that takes a while.
    { scope: 'worker', timeout: 300_000 },
  ],
  helpersOnServer: [
    async ({ server }, provide) => {
      setBaseUrl(server.url);
      await provide();
      setBaseUrl(null);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ server }, provide) => {
    await provide(server.url);
  },
  lang: async ({ locale }, provide) => {
    await provide((locale ?? 'zh-CN') as Lang);
  },
  serverLogOnFailure: [
    async ({ server }, provide, testInfo) => {
      const from = sizeOf(server.logFile);
      await provide();
      if (testInfo.status === testInfo.expectedStatus) return;
      let said = '';
      try {
        said = readFileSync(server.logFile).subarray(from).toString('utf8');
      } catch {
        // nothing logged
      }
      if (said) await testInfo.attach('server log', { body: said, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});
