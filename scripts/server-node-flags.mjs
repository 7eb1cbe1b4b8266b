/**
 * How the production server is started, read from `npm start` in package.json (their one home), so the bench, the soak
 * and the crash tests measure the server as it runs.
 *
 * SERVER_NODE_FLAGS, node's options (all of them V8's). The heap flags, measured (issue 7): without them the heap grows
 * lazily to 170-210 MB under load and the process to 330 MB; with them 188 MB at most over the whole bench, at the same
 * throughput. The live heap under load is about 55 MB.
 * The young generation (--max-semi-space-size, MB) decides how often V8 stops to collect it: at 4 it collected so
 * often that the bench's p99 was 53-63 ms and the one-query route ran 6,930 req/s; at 16, 41-57 ms and 8,400-9,500
 * req/s, the process at 215 MB at most; at 32 every read's p99 is 22-31 ms, but the process reaches 248 MB, too near
 * issue 7's 250 (session 6, `BENCH_NODE_ARGS=--max-semi-space-size=N BENCH_DB=postgres npm run bench`).
 * --liftoff-only: WebAssembly runs on V8's baseline compiler (Liftoff) alone, never tiered up to its optimising one
 * (TurboFan). The only WebAssembly the server runs is PGlite's 9 MB module: TurboFan compiled its hot functions in V8's
 * background threads, whose C allocator arenas kept 35-55 MB after (7-8 MB with Liftoff alone). The bench's PGlite
 * maximum fell from 264-273 MB to 243-248 (with PGlite's 8 MB of shared buffers, server/db/client.ts), at the cost of
 * 9-19 % of PGlite's read throughput (medians of 5 and 7 runs; PGlite has no throughput target, PostgreSQL has) and
 * ~2 s more for a first start (initdb and the seed run in a child started with the same options). PostgreSQL runs no
 * WebAssembly, so the flag changes nothing there. V8 lists the flag as one for testing; `--no-wasm-dynamic-tiering
 * --no-wasm-tier-up` has the same effect (242 MB), should it go (session 22).
 *
 * SERVER_ENV, the environment the start command sets: MALLOC_MMAP_THRESHOLD_ (glibc) keeps the C allocator from
 * holding on to argon2's 19 MiB blocks. By default glibc raises its mmap threshold to the size of the first large
 * block freed, so every later hash's 19 MiB comes from the arena of the libuv thread that ran it and stays resident
 * after the hash: ten logins one after another left the server 41 MB larger (session 21). Fixed at 4 MiB, blocks that
 * large are mapped for each hash and returned when it ends; the bench's login rate is unchanged. Ignored by other C
 * libraries.
 */
import { readFileSync } from 'node:fs';

const start = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
const command = start.slice(start.lastIndexOf('&&') + 2);

// `NAME=value … node --option … dist-server/main.mjs`
const words = command.trim().split(/\s+/);
const node = words.indexOf('node');

export const SERVER_NODE_FLAGS = words.slice(node + 1).filter((word) => word.startsWith('--'));
export const SERVER_ENV = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2)));
