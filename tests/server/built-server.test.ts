/**
 * The server as `npm start` runs it: built to plain JavaScript (scripts/build-server.mjs) and started with plain
 * `node` on a fresh PGlite directory, it prepares the database in its child (prepare-child.mjs: created, migrated,
 * seeded; server/db/fresh-pglite.ts), then opens it and answers a demo login; the build leaves no TypeScript import
 * behind for Node to trip over. The browser journeys' starter (tests/e2e/support/server.ts) starts it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from '../../scripts/build-server.mjs';
import { freePort, startServer, type PrivateServer } from '../e2e/support/server';

const dataDir = mkdtempSync(join(tmpdir(), 'hl-built-'));
let server: PrivateServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('imports no TypeScript file: every module of ours is in the bundle', async () => {
    const dir = dirname(await builtServer());
    for (const file of ['main.mjs', 'prepare-child.mjs']) {
      expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    }
  });

  it('starts with plain node on a fresh PGlite directory, seeds the demo data and logs the investor in', async () => {
    server = await startServer(join(dataDir, 'pglite'), await freePort());
    const answer = await fetch(`${server.url}/api/sys/users/loginV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'investor@demo.test', password: 'Demo1234' }),
    });
    const body = (await answer.json()) as { code: number; data: { token?: string } };
    expect(body.code, server.log()).toBe(1000);
    expect(body.data.token).toEqual(expect.any(String));
  }, 250_000);
});
