/**
 * Run by `prepareFreshPglite` (./fresh-pglite.ts) in a process of its own: creates the PGlite cluster in the
 * directory given as its argument, migrates it and seeds the demo data, closes it, and exits with 0.
 */
import { openDb } from './client.ts';
import { migrateAndSeed } from '../seed/seed.ts';

// The server that started this process went away: nobody will open the directory, so stop at once.
process.on('disconnect', () => process.exit(1));

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: forked by prepareFreshPglite with the PGlite data directory as its argument');
  process.exit(2);
}
const handle = await openDb({ dataDir });
await migrateAndSeed(handle);
await handle.close();
// Done: the channel to the parent would keep this process alive.
process.exit(0);
