/**
 * Operators read the security audit log: `node --import tsx server/audit-cli.ts [--kind K] [--user ID]
 * [--since ISO] [--until ISO] [--limit N] [--json]`. Reads DATABASE_URL (PostgreSQL) or PGLITE_DIR / ./data/pglite;
 * an embedded PGlite directory can be opened by one process at a time: the CLI takes the server's lock on it, and
 * refuses, naming the server, while one runs.
 */
import { parseArgs } from 'node:util';
import { utcDate } from './dates.ts';
import { DEFAULT_PGLITE_DIR, openDb } from './db/client.ts';
import { lockPgliteDir } from './db/pglite-lock.ts';
import { readAudit, type AuditKind } from './services/audit.ts';

const KINDS: AuditKind[] = ['login.success', 'login.failure', 'login.locked', 'access.denied', 'refresh.reuse', 'bind.attempt', 'bind.limited'];

const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    user: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    limit: { type: 'string', default: '100' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`usage: audit-cli [--kind ${KINDS.join('|')}] [--user ID] [--since ISO] [--until ISO] [--limit N] [--json]`);
  process.exit(0);
}
if (values.kind && !KINDS.includes(values.kind as AuditKind)) {
  console.error(`unknown kind ${values.kind}; one of ${KINDS.join(', ')}`);
  process.exit(2);
}
const date = (v: string | undefined) => {
  if (v === undefined) return undefined;
  const d = utcDate(v);
  if (!d.isValid()) {
    console.error(`not a date: ${v}`);
    process.exit(2);
  }
  return d.toDate();
};

const url = process.env.DATABASE_URL || undefined;
const dataDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
let release = () => {};
if (!url) {
  try {
    release = lockPgliteDir(dataDir);
  } catch (error) {
    console.error(`reading the audit log of ${dataDir} needs the server stopped: ${(error as Error).message}`);
    process.exit(1);
  }
}
const handle = await openDb({ url, dataDir });
try {
  const rows = await readAudit(handle.db, {
    kind: values.kind as AuditKind | undefined,
    userId: values.user === undefined ? undefined : Number(values.user),
    since: date(values.since),
    until: date(values.until),
    limit: Number(values.limit),
  });
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else {
    for (const r of rows) {
      const who = r.userId !== null ? `user ${r.userId}` : (r.subject ?? '-');
      console.log([r.at.toISOString(), r.kind.padEnd(14), who.padEnd(26), r.ip ?? '-', r.operation ?? '-', r.detail ? JSON.stringify(r.detail) : ''].join('  '));
    }
    console.log(`${rows.length} entr${rows.length === 1 ? 'y' : 'ies'}`);
  }
} finally {
  await handle.close();
  release();
}
