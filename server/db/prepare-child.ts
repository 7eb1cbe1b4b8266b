/**
 * Run by `prepareFreshPglite` (./fresh-pglite.ts) in a process of its own: creates the PGlite cluster in the
 * directory given as its argument, migrates it, seeds the demo data, closes it, and reports whether it seeded.
 */
import { openDb } from './client.ts';
import { seedIfEmpty } from '../seed/seed.ts';

// The server that started this process went away: nobody will open the directory, so stop at once.
process.on('disconnect', () => process.exit(1));

const dataDir = process.argv[2];
if (!dataDir || !process.send) {
  console.error('usage: forked by prepareFreshPglite with the PGlite data directory as its argument');
  process.exit(2);
}
const handle = await openDb({ dataDir });
await handle.migrate();
const seeded = await seedIfEmpty(handle.db);
await handle.close();
process.send({ seeded }, () => process.exit(0));
