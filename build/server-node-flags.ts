/**
 * How the production server is started, the one home of its options: `npm start` runs scripts/start-server.sh, which
 * runs this module for the command line and then replaces itself with node; tools/spawn-server.ts starts every
 * server of the bench, the soak, the crash tests, the browser journeys and the server tests through the same script,
 * so they measure the server as it runs. `node --import tsx build/server-node-flags.ts` prints the command line for the database in the
 * environment (DATABASE_URL set: PostgreSQL; not set or empty: PGlite, as server/main.ts decides).
 *
 * serverNodeFlags(), node's options (all of them V8's). The heap flags keep the server under its 250 MB memory
 * target: without them the heap grows lazily under load far beyond the live heap it needs, at no gain in throughput.
 * The young generation (--max-semi-space-size, MB) decides how often V8 stops to collect it: a small one collects so
 * often that the bench's p99 suffers, a large one (32) brings the process too near the 250 MB; 16 on PostgreSQL
 * (`BENCH_NODE_ARGS=--max-semi-space-size=N BENCH_DB=postgres npm run bench` compares sizes).
 * On PGlite the young generation is 8 MB: its reads are bound by PGlite's one connection, not by V8's pauses, and 8
 * instead of 16 keeps the server smaller with reads as fast. V8 reads the flag only when the process starts
 * (`v8.setFlagsFromString` later leaves the young generation as it is), so the start chooses it by database.
 * --liftoff-only: WebAssembly runs on V8's baseline compiler (Liftoff) alone, never tiered up to its optimising one
 * (TurboFan). The only WebAssembly the server runs is PGlite's module: TurboFan compiles its hot functions in V8's
 * background threads, whose C allocator arenas keep tens of MB after, which Liftoff alone does not. That keeps the
 * server on PGlite under its memory target (with PGlite's 8 MB of shared buffers, server/db/client.ts), at the cost
 * of some of PGlite's read throughput (PGlite has no throughput target, PostgreSQL has) and a slower first start
 * (initdb and the seed run in a child started with the same options). PostgreSQL runs no
 * WebAssembly, so the flag changes nothing there. V8 lists the flag as one for testing; `--no-wasm-dynamic-tiering
 * --no-wasm-tier-up` has the same effect, should it go.
 *
 * SERVER_ENV, the environment the server runs with: MALLOC_MMAP_THRESHOLD_ (glibc) keeps the C allocator from
 * holding on to argon2's 19 MiB blocks. By default glibc raises its mmap threshold to the size of the first large
 * block freed, so every later hash's 19 MiB comes from the arena of the libuv thread that ran it and stays resident
 * after the hash: a run of logins leaves the server tens of MB larger. Fixed at 4 MiB, blocks that large are mapped
 * for each hash and returned when it ends, at no cost to the login rate. Ignored by other C libraries.
 */
import { fileURLToPath } from 'node:url';

/** The young generation's semi-space (--max-semi-space-size, MB) by database. */
export const YOUNG_GENERATION_MB = { postgres: 16, pglite: 8 };

/** Node's options for a server on this DATABASE_URL (undefined or empty: PGlite). */
export function serverNodeFlags(databaseUrl: string | undefined): string[] {
  const young = databaseUrl ? YOUNG_GENERATION_MB.postgres : YOUNG_GENERATION_MB.pglite;
  return ['--max-old-space-size=160', `--max-semi-space-size=${young}`, '--liftoff-only'];
}

export const SERVER_ENV: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: '4194304' };

/** `NAME=value … node --option …`, for `env` in scripts/start-server.sh and for the bench's report. */
export function serverCommand(databaseUrl: string | undefined): string {
  return [...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`), 'node', ...serverNodeFlags(databaseUrl)].join(' ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(serverCommand(process.env.DATABASE_URL));
