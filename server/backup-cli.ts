/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE [--clean]` (server/backup.ts): the database DATABASE_URL
 * names (PostgreSQL), or else the embedded PGlite database in PGLITE_DIR (./data/pglite), as the server chooses.
 * Backups go to FILE, or by default to ./data/backups/ (beside the PGlite directory). Exit codes: 0 done, 1 failed,
 * 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { backup, BackupError, describeTarget, restore, type Target } from './backup.ts';
import { DEFAULT_PGLITE_DIR } from './db/client.ts';

const USAGE = `usage:
  npm run backup [-- FILE]            a backup of the database into FILE (default: ./data/backups/harbourline-…)
  npm run restore -- FILE [--clean]   restores FILE; --clean replaces what the database holds

The database is DATABASE_URL's (PostgreSQL: pg_dump and pg_restore), or else the embedded PGlite database in
PGLITE_DIR (${DEFAULT_PGLITE_DIR}). PGlite: stop the server first (it holds the directory). PostgreSQL: a backup runs
beside the servers; a restore needs them stopped, and an empty database unless --clean.`;

const usage = (problem?: string): never => {
  if (problem) console.error(`${problem}\n`);
  (problem ? console.error : console.log)(USAGE);
  process.exit(problem ? 2 : 0);
};

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { clean: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
} catch (error) {
  usage((error as Error).message);
}
const { values, positionals } = args!;
if (values.help) usage();
const [command, file, ...extra] = positionals;
if (command !== 'backup' && command !== 'restore') usage(`unknown command ${command ?? '(none)'}: backup or restore`);
if (extra.length > 0) usage(`one file only, not ${[file, ...extra].join(' ')}`);
if (command === 'backup' && values.clean) usage('--clean is an option of restore');
if (command === 'restore' && !file) usage('restore needs the backup file: npm run restore -- FILE');

const target: Target = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR };
if (target.dataDir.startsWith('memory://')) usage('PGLITE_DIR=memory:// is a database that lives only in its server: nothing to back up or restore');

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

try {
  if (command === 'backup') {
    const result = await backup(target, file);
    console.log(`backup of ${describeTarget(target)}: ${result.file} (${mb(result.bytes)}, ${seconds()})`);
  } else {
    const result = await restore(target, file!, { clean: values.clean });
    console.log(`restored ${file} into ${describeTarget(target)} (${seconds()}): ${result.migrations} migrations, ${result.users} users`);
    if (result.replacedKeptAt) console.log(`the database it replaced is kept in ${result.replacedKeptAt}: delete it once the restored one serves`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`${command}: ${error.message}`);
  process.exit(1);
}
