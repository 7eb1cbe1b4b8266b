/**
 * The V8 heap flags the production server runs with, read from `npm start` in package.json (their one home), so the
 * bench and the soak measure the server as it is started. Measured (issue 7): without them the heap grows lazily to
 * 170-210 MB under load and the process to 330 MB; with them 188 MB at most over the whole bench, at the same
 * throughput. The live heap under load is about 55 MB.
 * The young generation (--max-semi-space-size, MB) decides how often V8 stops to collect it: at 4 it collected so
 * often that the bench's p99 was 53-63 ms and the one-query route ran 6,930 req/s; at 16, 41-57 ms and 8,400-9,500
 * req/s, the process at 215 MB at most; at 32 every read's p99 is 22-31 ms, but the process reaches 248 MB, too near
 * issue 7's 250 (session 6, `BENCH_NODE_ARGS=--max-semi-space-size=N BENCH_DB=postgres npm run bench`).
 */
import { readFileSync } from 'node:fs';

const start = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
export const SERVER_NODE_FLAGS = start.match(/--max-[a-z-]+=\d+/g) ?? [];
