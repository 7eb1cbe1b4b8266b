/**
 * Baselines for `npm run bench` (tools/bench/run.ts), registered only when BENCH_ROUTES=1: a route that answers
 * a constant envelope (the cost of Fastify, the hooks and compression) and one that runs a single indexed query
 * (plus the database driver's round trip). Every API operation is measured beside these two in the same run.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from './db/schema.ts';

const CONSTANT = { code: 1000, msg: 'ok', data: null };

export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get('/bench/constant', async () => CONSTANT);
  // What the resident memory is made of (the bench prints it after each operation): V8 heap, outside it, buffers.
  app.get('/bench/memory', async () => {
    const m = process.memoryUsage();
    return { code: 1000, msg: 'ok', data: { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers } };
  });
  app.get('/bench/query', async () => {
    // A primary-key lookup of a row every database has (the first demo persona).
    const [row] = await app.ctx.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, 1));
    return { code: 1000, msg: 'ok', data: row ?? null };
  });
}
