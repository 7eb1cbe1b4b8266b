// node [flags] scripts/zz-pgmem.mjs <dataDir> [initialMemoryMB]
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const rss = () => Number(readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\s+(\d+) kB/)[1]) / 1024;
const t0 = Date.now();
const init = process.argv[3] ? { initialMemory: Number(process.argv[3]) * 1024 * 1024 } : {};
const db = new PGlite(process.argv[2], { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'], ...init });
await db.waitReady;
const ready = rss();
let max = 0;
const t1 = Date.now();
for (let i = 0; i < 3000; i++) {
  await db.query('select f.id, count(*), max(n.nav) from fund_navs n join funds f on f.id = n.fund_id group by f.id order by 2 desc limit 5').catch(async () => db.query('select count(*) from pg_class'));
  if (i % 100 === 0) max = Math.max(max, rss());
}
console.log(JSON.stringify({ flags: process.execArgv.join(' '), initialMB: process.argv[3] ?? 'default', readyMs: t1 - t0, rssReady: Math.round(ready), rssMax: Math.round(Math.max(max, rss())), queriesMs: Date.now() - t1 }));
await db.close();
