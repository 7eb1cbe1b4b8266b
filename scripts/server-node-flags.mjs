/**
 * How the production server is started, the one home of its options: `npm start` runs scripts/start-server.sh, which
 * runs this module for the command line and then replaces itself with node; scripts/spawn-server.mjs starts every
 * server of the bench, the soak, the crash tests, the browser journeys and the server tests through the same script,
 * so they measure the server as it runs. `node scripts/server-node-flags.mjs` prints the command line for the database in the
 * environment (DATABASE_URL set: PostgreSQL; not set or empty: PGlite, as server/main.ts decides).
 *
 * serverNodeFlags(), node's options (all of them V8's). The heap flags, measured (issue 7): without them the heap grows
 * lazily to 170-210 MB under load and the process to 330 MB; with them 188 MB at most over the whole bench, at the same
 * throughput. The live heap under load is about 55 MB.
 * The young generation (--max-semi-space-size, MB) decides how often V8 stops to collect it: at 4 it collected so
 * often that the bench's p99 was 53-63 ms and the one-query route ran 6,930 req/s; at 16, 41-57 ms and 8,400-9,500
 * req/s, the process at 215 MB at most; at 32 every read's p99 is 22-31 ms, but the process reaches 248 MB, too near
 * issue 7's 250 (session 6, `BENCH_NODE_ARGS=--max-semi-space-size=N BENCH_DB=postgres npm run bench`).
 * On PGlite the young generation is 8 MB: its reads are bound by PGlite's one connection, not by V8's pauses, and 8
 * instead of 16 keeps the server 17-27 MB smaller (the bench's maximum 221-227 MB in five runs against 243-248, the
 * reads as fast within the host's spread; session 22). V8 reads the flag only when the process starts
 * (`v8.setFlagsFromString` later leaves the young generation as it is), so the start chooses it by database.
 * --liftoff-only: WebAssembly runs on V8's baseline compiler (Liftoff) alone, never tiered up to its optimising one
 * (TurboFan). The only WebAssembly the server runs is PGlite's 9 MB module: TurboFan compiled its hot functions in V8's
 * background threads, whose C allocator arenas kept 35-55 MB after (7-8 MB with Liftoff alone). The bench's PGlite
 * maximum fell from 264-273 MB to 243-248 (with PGlite's 8 MB of shared buffers, server/db/client.ts), at the cost of
 * 9-20 % of PGlite's read throughput (medians of 5 and 12 runs; PGlite has no throughput target, PostgreSQL has) and
 * ~2 s more for a first start (initdb and the seed run in a child started with the same options). PostgreSQL runs no
 * WebAssembly, so the flag changes nothing there. V8 lists the flag as one for testing; `--no-wasm-dynamic-tiering
 * --no-wasm-tier-up` has the same effect (242 MB), should it go (session 22).
 *
 * SERVER_ENV, the environment the server runs with: MALLOC_MMAP_THRESHOLD_ (glibc) keeps the C allocator from
 * holding on to argon2's 19 MiB blocks. By default glibc raises its mmap threshold to the size of the first large
 * block freed, so every later hash's 19 MiB comes from the arena of the libuv thread that ran it and stays resident
 * after the hash: ten logins one after another left the server 41 MB larger (session 21). Fixed at 4 MiB, blocks that
 * large are mapped for each hash and returned when it ends; the bench's login rate is unchanged. Ignored by other C
 * libraries.
 */
import { fileURLToPath } from 'node:url';

/** The young generation's semi-space (--max-semi-space-size, MB) by database. */
export const YOUNG_GENERATION_MB = { postgres: 16, pglite: 8 };

/** @param {string | undefined} databaseUrl the server's DATABASE_URL */
export function serverNodeFlags(databaseUrl) {
  const young = databaseUrl ? YOUNG_GENERATION_MB.postgres : YOUNG_GENERATION_MB.pglite;
  return ['--max-old-space-size=160', `--max-semi-space-size=${young}`, '--liftoff-only'];
}

export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304' };

/** `NAME=value … node --option …`, for `env` in scripts/start-server.sh and for the bench's report. */
export function serverCommand(databaseUrl) {
  return [...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`), 'node', ...serverNodeFlags(databaseUrl)].join(' ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(serverCommand(process.env.DATABASE_URL));
