/**
 * The V8 heap flags the production server runs with, read from `npm start` in package.json (their one home), so the
 * bench and the soak measure the server as it is started. Measured (issue 7): without them the heap grows lazily to
 * 170-210 MB under load and the process to 330 MB; with them 188 MB at most over the whole bench, at the same
 * throughput. The live heap under load is about 55 MB.
 */
import { readFileSync } from 'node:fs';

const start = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
export const SERVER_NODE_FLAGS = start.match(/--max-[a-z-]+=\d+/g) ?? [];
