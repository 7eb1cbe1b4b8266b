/**
 * `node --import tsx server/main.ts`, or built (`npm run build:server`, then `sh scripts/start-server.sh`, which runs
 * `node dist-server/main.mjs` with the options for the database, as `npm start` does): opens the database (PGlite
 * under ./data/pglite, or PostgreSQL when DATABASE_URL is set), migrates, seeds the demo data on first start, serves
 * the API and the built SPA on PORT.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { DEFAULT_PGLITE_DIR, openDb } from './db/client.ts';
import { isFreshPgliteDir, prepareFreshPglite } from './db/fresh-pglite.ts';
import { lockPgliteDir } from './db/pglite-lock.ts';
import { requestLogOptions } from './logging.ts';
import { demoDataWanted, migrateAndSeed } from './seed/seed.ts';

const production = process.env.NODE_ENV === 'production';
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
const handle = await openDb({ url: databaseUrl, dataDir });
const seeded = fresh ? demoDataWanted() : await migrateAndSeed(handle);

// TLS_CERT_FILE and TLS_KEY_FILE (PEM): HTTPS with HTTP/2, as a browser reaches the site in production.
const tlsFiles = process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE ? { cert: process.env.TLS_CERT_FILE, key: process.env.TLS_KEY_FILE } : null;

// Logs are JSON lines for a log collector; a person at a terminal in development reads them through pino-pretty.
const pretty = !production && process.stdout.isTTY ? (await import('pino-pretty')).default({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) : undefined;

const app = await buildApp({
  db: handle.db,
  tls: tlsFiles ? { cert: readFileSync(tlsFiles.cert), key: readFileSync(tlsFiles.key) } : undefined,
  config: {
    demo: !production,
    // DIST_DIR serves another build (a parallel worktree's, say); ./dist by default.
    distDir: process.env.DIST_DIR || './dist',
    // No token or link code reaches a log line (server/logging.ts).
    logger: requestLogOptions(process.env.LOG_LEVEL ?? 'info', pretty),
  },
});
app.log.info(`database: ${handle.kind}${seeded ? ' (demo data seeded)' : ''}; demo mode ${production ? 'off' : 'on'}`);

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
