/**
 * How the production server is started, read from `npm start` in package.json (their one home), so the bench, the soak
 * and the crash tests measure the server as it runs.
 *
 * SERVER_NODE_FLAGS, the V8 heap flags. Measured (issue 7): without them the heap grows lazily to 170-210 MB under load
 * and the process to 330 MB; with them 188 MB at most over the whole bench, at the same throughput. The live heap
 * under load is about 55 MB.
 * The young generation (--max-semi-space-size, MB) decides how often V8 stops to collect it: at 4 it collected so
 * often that the bench's p99 was 53-63 ms and the one-query route ran 6,930 req/s; at 16, 41-57 ms and 8,400-9,500
 * req/s, the process at 215 MB at most; at 32 every read's p99 is 22-31 ms, but the process reaches 248 MB, too near
 * issue 7's 250 (session 6, `BENCH_NODE_ARGS=--max-semi-space-size=N BENCH_DB=postgres npm run bench`).
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

export const SERVER_NODE_FLAGS = command.match(/--max-[a-z-]+=\d+/g) ?? [];
export const SERVER_ENV = Object.fromEntries([...command.matchAll(/\b([A-Z][A-Z_]*)=(\S+)/g)].map((m) => [m[1], m[2]]));
