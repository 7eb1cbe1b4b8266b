/**
 * `node --import tsx server/main.ts`, or built (`npm run build:server`, then `sh scripts/start-server.sh`, which runs
 * `node dist-server/main.mjs` with the options for the database, as `npm start` does): opens the database (PGlite
 * under ./data/pglite, or PostgreSQL when DATABASE_URL is set), migrates, seeds the demo data on first start, seals
 * any authenticator secret stored in the clear (SECOND_FACTOR_KEY), serves the API and the built SPA on PORT.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { DEFAULT_PGLITE_DIR, openDb } from './db/client.ts';
import { isFreshPgliteDir, prepareFreshPglite } from './db/fresh-pglite.ts';
import { lockPgliteDir } from './db/pglite-lock.ts';
import { requestLogOptions } from './logging.ts';
import { secondFactorKeyFrom } from './services/second-factor-key.ts';
import { sealPlainSecrets } from './services/second-factor.ts';
import { demoDataWanted, migrateAndSeed } from './seed/seed.ts';

const production = process.env.NODE_ENV === 'production';
// The authenticator secrets' key is checked before anything is opened: malformed, or unset in production, the start
// stops here and says what to set.
const secondFactorKey = (() => {
  try {
    return secondFactorKeyFrom(process.env.SECOND_FACTOR_KEY, production);
  } catch (error) {
    return refuseToStart((error as Error).message);
  }
})();
const port = Number(process.env.PORT ?? 8080);
// 'localhost' binds both 127.0.0.1 and ::1; a production container needs every interface.
const host = process.env.HOST ?? (production ? '0.0.0.0' : 'localhost');
const databaseUrl = process.env.DATABASE_URL || undefined;
// PGLITE_DIR lets browser tests start a server on a fresh embedded database beside the developer's one.
const dataDir = process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR;

if (!databaseUrl && !dataDir.startsWith('memory://')) {
  // The directory's lock and, on a first start, its staging directory are made beside it; the child's rename makes it.
  mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  // One server per embedded database: a second one would write the same files blind to this one's buffers.
  try {
    lockPgliteDir(dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
// A fresh embedded database is created, migrated and seeded in a child process, whose memory is returned when it
// exits; any other database is brought up to date here.
const fresh = !databaseUrl && isFreshPgliteDir(dataDir);
if (fresh) {
  await prepareFreshPglite(dataDir).catch((error: Error) => {
    // The child printed its own error above; this says which directory, without a stack of ours.
    console.error(error.message);
    process.exit(1);
  });
}
/** Stops the start with what went wrong and what to do, without a stack trace. */
function refuseToStart(reason: string): never {
  console.error(reason);
  process.exit(1);
}

/** The database a URL names, without its password. */
function databaseOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return refuseToStart('DATABASE_URL is not a URL: postgres://user[:password]@host[:port]/database');
  }
}

const openedDb = await (async () => {
  const where = databaseUrl ? `the PostgreSQL database ${databaseOf(databaseUrl)}` : `the PGlite database in ${dataDir}`;
  try {
    const opened = await openDb({ url: databaseUrl, dataDir });
    const seeded = fresh ? demoDataWanted() : await migrateAndSeed(opened);
    // Authenticator secrets stored in the clear (before they were sealed, or from such a backup) are sealed now.
    await sealPlainSecrets(opened.db, secondFactorKey);
    return { handle: opened, seeded };
  } catch (error) {
    return refuseToStart(`cannot open ${where}: ${(error as Error).message}`);
  }
})();
const { handle, seeded } = openedDb;

// TLS_CERT_FILE and TLS_KEY_FILE (PEM): HTTPS with HTTP/2, as a browser reaches the site in production.
const certFile = process.env.TLS_CERT_FILE || undefined;
const keyFile = process.env.TLS_KEY_FILE || undefined;
if (Boolean(certFile) !== Boolean(keyFile)) refuseToStart('TLS_CERT_FILE and TLS_KEY_FILE go together: set both for HTTPS, or neither');
const readTls = (file: string) => {
  try {
    return readFileSync(file);
  } catch (error) {
    return refuseToStart(`cannot read ${file} for HTTPS: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
};
const tls = certFile && keyFile ? { cert: readTls(certFile), key: readTls(keyFile) } : undefined;

/** What a production start without these settings does that a firm would not want, said once at start. */
function productionWarnings(): string[] {
  if (!production) return [];
  const warnings: string[] = [];
  if (!databaseUrl) warnings.push(`DATABASE_URL is unset: the data lives in the embedded PGlite database in ${dataDir}, one process, no replica`);
  if (!process.env.PUBLIC_URL) warnings.push("PUBLIC_URL is unset: links in e-mails start with the Host header the client sent");
  if (!process.env.TRUST_PROXY) warnings.push("TRUST_PROXY is unset: behind a proxy, every client counts as the proxy's address in the per-address limits and the audit log");
  if (databaseUrl && !process.env.SIGNED_URL_KEY) warnings.push('SIGNED_URL_KEY is unset: a video or file address signed by this instance fails on the others');
  return warnings;
}

// Logs are JSON lines for a log collector; a person at a terminal in development reads them through pino-pretty.
const pretty = !production && process.stdout.isTTY ? (await import('pino-pretty')).default({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) : undefined;

const app = await buildApp({
  db: handle.db,
  tls,
  config: {
    demo: !production,
    secondFactorKey,
    // DIST_DIR serves another build (a parallel worktree's, say); ./dist by default.
    distDir: process.env.DIST_DIR || './dist',
    // No token or link code reaches a log line (server/logging.ts).
    logger: requestLogOptions(process.env.LOG_LEVEL ?? 'info', pretty),
  },
});
app.log.info(`database: ${handle.kind}${seeded ? ' (demo data seeded)' : ''}; demo mode ${production ? 'off' : 'on'}`);
for (const warning of productionWarnings()) app.log.warn(warning);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  try {
    await app.close();
    await handle.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  // The usual trouble of a first `npm start`, said as what to do instead of Node's stack.
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
  app.log.fatal(
    code === 'EADDRINUSE'
      ? `port ${port} on ${host} is already in use: stop what holds it, or start with PORT=<another port>`
      : `no permission to listen on port ${port}: start with PORT=<a port above 1023>`,
  );
  await handle.close();
  process.exit(1);
}
