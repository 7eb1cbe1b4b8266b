/**
 * Starts the real server (built SPA + API) on a free port with a fresh embedded database, for the browser
 * journeys; stops it afterwards. The SPA must be built first (`npm run test:e2e` does it).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const distDir = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hl-e2e-'));
  const server = await startServer(dataDir, await freePort());
  project.provide('baseUrl', server.url);
  return async () => {
    await server.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
