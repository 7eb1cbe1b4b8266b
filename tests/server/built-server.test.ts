/**
 * The server as `npm start` runs it: built to plain JavaScript (build/build-server.ts) and started with plain
 * `node` on a fresh PGlite directory, it prepares the database in its child (prepare-child.mjs: created, migrated,
 * seeded; server/db/fresh-pglite.ts; a staging directory left by a preparation cut short is replaced), then opens it
 * and answers a demo login (and a second server, started on the port it holds or on its directory, says which is in
 * use and exits); the build leaves no TypeScript import
 * behind for Node to trip over. The browser journeys' starter (tests/e2e/support/server.ts) starts it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer, removeOrphanBuilds } from '../../build/build-server.ts';
import { SERVER_ENV, YOUNG_GENERATION_MB, serverNodeFlags } from '../../build/server-node-flags.ts';
import { spawnServer } from '../../tools/spawn-server.ts';
import { freePort, startServer, type PrivateServer } from '../e2e/support/server';
import { stagingDirOf } from '../../server/db/fresh-pglite';

const dataDir = mkdtempSync(join(tmpdir(), 'hl-built-'));
// The server keeps its report PDFs here (its environment is this process's): none is rendered yet.
const reportCache = join(dataDir, 'reports');
const previousReportCache = process.env.REPORT_CACHE_DIR;
process.env.REPORT_CACHE_DIR = reportCache;
let server: PrivateServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (previousReportCache === undefined) delete process.env.REPORT_CACHE_DIR;
  else process.env.REPORT_CACHE_DIR = previousReportCache;
});

describe('the built server', () => {
  it("removes the temporary builds of processes that have gone (a vitest worker ends without its 'exit' event)", () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const orphan = mkdtempSync(join(tmpdir(), `hl-server-${gone}-`));
    const ours = mkdtempSync(join(tmpdir(), `hl-server-${process.pid}-`));
    removeOrphanBuilds();
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(ours)).toBe(true);
    rmSync(ours, { recursive: true });
  });

  it('imports no TypeScript file: every module of ours is in the bundle', async () => {
    const dir = dirname(await builtServer());
    for (const file of ['main.mjs', 'prepare-child.mjs', 'demo-video-worker.mjs', 'report-pdf-child.mjs']) {
      expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    }
  });

  it('starts with plain node on a fresh PGlite directory, seeds the demo data and logs the investor in', async () => {
    const pgliteDir = join(dataDir, 'pglite');
    // What a preparation cut short leaves behind: it is thrown away and the directory prepared again.
    mkdirSync(stagingDirOf(pgliteDir));
    writeFileSync(join(stagingDirOf(pgliteDir), 'PG_VERSION'), '17\n');
    server = await startServer(pgliteDir, await freePort());
    const answer = await fetch(`${server.url}/api/sys/users/loginV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'investor@demo.test', password: 'Demo1234' }),
    });
    const body = (await answer.json()) as { code: number; data: { token?: string } };
    expect(body.code, server.log()).toBe(1000);
    expect(body.data.token).toEqual(expect.any(String));
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(stagingDirOf(pgliteDir))).toBe(false);
  }, 250_000);

  it('renders a report PDF in a child process of its own, keeps it on disk, and is no larger after', async () => {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server!.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
    const login = (await (await post('/sys/users/loginV2', { account: 'investor@demo.test', password: 'Demo1234' })).json()) as { data: { token: string; userId: string } };
    const { token, userId } = login.data;
    expect(((await (await post('/sys/users/getInfo', { userId, currentIdType: 1 }, token)).json()) as { code: number }).code).toBe(1000);
    const reports = (await (await fetch(`${server!.url}/api/asset/getFundReport?fundCode=HL001&type=quarterly`, { headers: { token } })).json()) as {
      data: { list: { fileId: string }[] };
    };
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server!.pid}/status`, 'utf8'))![1]) / 1024;
    const before = rss();
    const pdf = await fetch(`${server!.url}/api/file/preview?fileId=${reports.data.list[0].fileId}`, { headers: { token } });
    expect(pdf.status, server!.log()).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile3 /);
    expect(readdirSync(reportCache).filter((n) => n.endsWith('.pdf'))).toHaveLength(1);
    // The fonts (two 8 MB files, and what parsing them takes) stayed in the child, which has exited.
    expect(rss() - before).toBeLessThan(30);
  }, 120_000);

  it("runs as node itself, with npm start's options for PGlite and its environment (the start script's shell is gone)", () => {
    const argv = readFileSync(`/proc/${server!.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(argv[0]).toMatch(/(^|\/)node$/);
    expect(argv).toEqual(expect.arrayContaining(serverNodeFlags(undefined)));
    expect(argv).toContain(`--max-semi-space-size=${YOUNG_GENERATION_MB.pglite}`);
    const environment = readFileSync(`/proc/${server!.pid}/environ`, 'utf8').split('\0');
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(environment).toContain(`${name}=${value}`);
  });

  /**
   * Starts a second server beside the first one and waits for it to give up: what it printed, with its exit code
   * (the starter's "exited early" message). It must exit, not answer: an answer would fail the test here.
   */
  async function secondServer(port: number, pgliteDir: string): Promise<string> {
    const started = spawnServer({
      env: { PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: pgliteDir, DATABASE_URL: '' },
      ready: async () => false,
      timeoutMs: 120_000,
    });
    return started.then(
      () => 'it answered',
      (error: Error) => error.message,
    );
  }

  it('started on a port already in use, says so and what to do, without a stack trace', async () => {
    const busyPort = Number(new URL(server!.url).port);
    const output = await secondServer(busyPort, join(dataDir, 'second'));
    expect(output).toMatch(/^server exited early \(exit code 1\)/);
    expect(output).toContain(`port ${busyPort} on 127.0.0.1 is already in use: stop what holds it, or start with PORT=<another port>`);
    expect(output).not.toMatch(/\n\s+at /);
  }, 250_000);

  it('started on a database it cannot reach, or with half of the HTTPS settings, says which and why, without a stack trace', async () => {
    const start = (env: Record<string, string>) =>
      spawnServer({ env: { PORT: '0', HOST: '127.0.0.1', ...env }, ready: async () => false, timeoutMs: 120_000 }).then(
        () => 'it answered',
        (error: Error) => error.message,
      );
    const unreachable = await start({ DATABASE_URL: 'postgres://someone:secret@127.0.0.1:1/harbourline' });
    expect(unreachable).toMatch(/^server exited early \(exit code 1\)/);
    expect(unreachable).toContain('cannot open the PostgreSQL database 127.0.0.1:1/harbourline: connect ECONNREFUSED');
    expect(unreachable).not.toContain('secret');
    expect(unreachable).not.toMatch(/\n\s+at /);
    const halfTls = await start({ DATABASE_URL: '', PGLITE_DIR: 'memory://', TLS_CERT_FILE: join(dataDir, 'cert.pem') });
    expect(halfTls).toContain('TLS_CERT_FILE and TLS_KEY_FILE go together: set both for HTTPS, or neither');
    expect(halfTls).not.toMatch(/\n\s+at /);
  }, 250_000);

  it('refuses to open a PGlite directory another server is running on, and that server keeps serving', async () => {
    const pgliteDir = join(dataDir, 'pglite');
    const output = await secondServer(await freePort(), pgliteDir);
    expect(output).toMatch(/^server exited early \(exit code 1\)/);
    expect(output).toMatch(new RegExp(`the PGlite directory ${pgliteDir} is in use by process \\d+ \\(another server\\)`));
    expect(output).not.toMatch(/\n\s+at /);
    const answer = await fetch(`${server!.url}/api/sys/users/loginV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'investor@demo.test', password: 'Demo1234' }),
    });
    expect(((await answer.json()) as { code: number }).code).toBe(1000);
  }, 250_000);
});
