/**
 * The scripts that start a server for measurement (the bench, the soak, the crash tests, the browser journeys) start
 * it as `npm start` does: the same node options and the same environment, both read from package.json's start
 * command (scripts/server-node-flags.mjs). The C allocator's fixed mmap threshold there must stay below the size of
 * argon2's memory block, or each login thread's arena would keep a 19 MiB block resident again (issue 7's memory);
 * and PGlite's WebAssembly must run on Liftoff alone, or V8's background threads would keep 40-55 MB after optimising it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { ARGON2_OPTIONS } from '../../server/services/passwords';

const start: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts.start;

describe('how the server is started', () => {
  it('reads the node options and the environment off the command npm start runs the server with', () => {
    const serverCommand = start.split('&&').at(-1)!.trim();
    expect(serverCommand.endsWith('dist-server/main.mjs')).toBe(true);
    for (const flag of SERVER_NODE_FLAGS) expect(serverCommand).toContain(` ${flag} `);
    expect(SERVER_NODE_FLAGS).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-old-space-size=\d+$/), expect.stringMatching(/^--max-semi-space-size=\d+$/), '--liftoff-only']));
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(serverCommand.startsWith(`${name}=${value} `) || serverCommand.includes(` ${name}=${value} `)).toBe(true);
  });

  it("maps argon2's memory block on its own, so that it is returned when the hash ends", () => {
    const threshold = Number(SERVER_ENV.MALLOC_MMAP_THRESHOLD_);
    expect(Number.isInteger(threshold)).toBe(true);
    // glibc's largest fixed threshold is 32 MiB; below 128 KiB every small buffer would be a system call.
    expect(threshold).toBeGreaterThanOrEqual(128 * 1024);
    expect(threshold).toBeLessThan(ARGON2_OPTIONS.memoryCost * 1024);
  });
});
