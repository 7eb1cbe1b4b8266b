/**
 * The server as `npm start` runs it: built to plain JavaScript (scripts/build-server.mjs) and started with plain
 * `node` on a fresh PGlite directory, it prepares the database in its child (prepare-child.mjs: created, migrated,
 * seeded; server/db/fresh-pglite.ts), then opens it and answers a demo login; the build leaves no TypeScript import
 * behind for Node to trip over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIn } from '../../scripts/build-server.mjs';

let temp: string;
let main: string;
let server: ChildProcess | undefined;
let output = '';

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'hl-built-'));
  main = await buildServerIn(temp);
});
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(temp, { recursive: true, force: true });
});

describe('the built server', () => {
  it('imports no TypeScript file: every module of ours is in the bundle', () => {
    for (const file of ['main.mjs', 'prepare-child.mjs']) {
      const code = readFileSync(join(temp, 'server', file), 'utf8');
      expect(code).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    }
  });

  it('starts with plain node on a fresh PGlite directory, seeds the demo data and logs the investor in', async () => {
    const port = await freePort();
    server = spawn('node', [main], {
      cwd: temp,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: join(temp, 'pglite'), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    const login = () =>
      fetch(`http://127.0.0.1:${port}/api/sys/users/loginV2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'investor@demo.test', password: 'Demo1234' }),
      });
    const deadline = Date.now() + 150_000;
    let answer: Response | undefined;
    while (!answer && Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the built server exited:\n${output}`);
      answer = await login().catch(() => undefined);
      if (!answer) await new Promise((r) => setTimeout(r, 250));
    }
    expect(answer, output).toBeDefined();
    const body = (await answer!.json()) as { code: number; data: { token?: string } };
    expect(body.code).toBe(1000);
    expect(body.data.token).toEqual(expect.any(String));
  }, 180_000);
});
