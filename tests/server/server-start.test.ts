/**
 * How the server is started: `npm start` and every script or test that starts one (the bench, the soak, the crash
 * tests, the browser journeys; tools/spawn-server.ts) go through scripts/start-server.sh, which runs node with the
 * options and environment build/server-node-flags.ts chooses for the database in use (memory):
 * - the C allocator's fixed mmap threshold stays below argon2's memory block, or each login thread's arena would keep a
 *   19 MiB block resident again;
 * - PGlite's WebAssembly runs on Liftoff alone, or V8's background threads keep 35-55 MB after optimising it;
 * - the young generation is 16 MB on PostgreSQL (its reads' speed) and 8 MB on PGlite (its memory).
 * The built server's own process is checked in built-server.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, YOUNG_GENERATION_MB, serverNodeFlags } from '../../build/server-node-flags.ts';
import { ARGON2_OPTIONS } from '../../server/services/passwords';

const start: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts.start;
const flagsScript = new URL('../../build/server-node-flags.ts', import.meta.url).pathname;

/** What scripts/start-server.sh runs for this DATABASE_URL (undefined: not set). */
function commandFor(databaseUrl: string | undefined): string[] {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl !== undefined) env.DATABASE_URL = databaseUrl;
  return execFileSync(process.execPath, [flagsScript], { env, encoding: 'utf8' }).trim().split(' ');
}

const POSTGRES_URL = 'postgres://root@127.0.0.1:5432/test';
// Each one run once: every test reads the same three command lines.
const onPostgres = commandFor(POSTGRES_URL);
const onPglite = commandFor(undefined);
const onEmptyUrl = commandFor('');

describe('how the server is started', () => {
  it('npm start becomes the built server through the start script, so a SIGTERM to npm reaches the server', () => {
    // exec: the shell npm runs the script in is replaced, and the start script execs node in turn.
    expect(start.split('&&').at(-1)!.trim()).toBe('exec sh scripts/start-server.sh');
  });

  it('gives PostgreSQL a 16 MB young generation and PGlite (no DATABASE_URL, or an empty one) an 8 MB one', () => {
    expect(onPostgres).toContain(`--max-semi-space-size=${YOUNG_GENERATION_MB.postgres}`);
    expect(YOUNG_GENERATION_MB.postgres).toBe(16);
    for (const pglite of [onPglite, onEmptyUrl]) {
      expect(pglite).toContain(`--max-semi-space-size=${YOUNG_GENERATION_MB.pglite}`);
      expect(pglite).not.toContain(`--max-semi-space-size=${YOUNG_GENERATION_MB.postgres}`);
    }
    expect(YOUNG_GENERATION_MB.pglite).toBe(8);
  });

  it('runs node with the environment, a bounded old generation and WebAssembly on Liftoff alone, on both databases', () => {
    for (const [databaseUrl, command] of [[undefined, onPglite], [POSTGRES_URL, onPostgres]] as const) {
      const node = command.indexOf('node');
      expect(Object.fromEntries(command.slice(0, node).map((word) => word.split('=')))).toEqual(SERVER_ENV);
      expect(command.slice(node + 1)).toEqual(serverNodeFlags(databaseUrl));
      expect(command.slice(node + 1)).toEqual(expect.arrayContaining(['--max-old-space-size=160', '--liftoff-only']));
    }
  });

  it("maps argon2's memory block on its own, so that it is returned when the hash ends", () => {
    const threshold = Number(SERVER_ENV.MALLOC_MMAP_THRESHOLD_);
    expect(Number.isInteger(threshold)).toBe(true);
    // glibc's largest fixed threshold is 32 MiB; below 128 KiB every small buffer would be a system call.
    expect(threshold).toBeGreaterThanOrEqual(128 * 1024);
    expect(threshold).toBeLessThan(ARGON2_OPTIONS.memoryCost * 1024);
  });
});
