/**
 * What a proxy or an orchestrator asks of an instance, outside the contract's /api:
 * - GET /healthz: the process is up and answers (no database call; a liveness check must not fail for the
 *   database's sake, or every instance would be restarted at once when it is slow);
 * - GET /readyz: the database answers and every migration of this build is applied; 503 otherwise. While the
 *   instance closes (SIGTERM), Fastify answers every new request on its open connections 503 (return503OnClosing),
 *   the probe included, so the proxy stops sending it requests before it exits.
 * And load shedding: when the event loop lags past `maxEventLoopDelayMs` (or the heap past its limit), requests are
 * answered at once with 503, Retry-After and the envelope's "busy" message instead of queueing for ever.
 */
import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { migrationCount } from './db/client.ts';

export interface HealthOptions {
  /** Event-loop delay past which requests are shed, ms (env SHED_EVENT_LOOP_DELAY_MS; 0 switches shedding off). */
  maxEventLoopDelayMs: number;
  /** Seconds a shed client is told to wait (Retry-After). */
  retryAfterS: number;
  /** How often the event loop's delay is sampled, ms (the plugin's default, 1000, unless a test asks otherwise). */
  sampleIntervalMs?: number;
}

export const RESULT_BUSY = 5030;

/**
 * SHED_EVENT_LOOP_DELAY_MS (default 2000; 0 switches shedding off, as the test and bench harnesses do, whose loaded
 * 2-core machines would otherwise shed their own journeys) and SHED_RETRY_AFTER_S (default 5).
 */
export function healthOptionsFromEnv(): HealthOptions {
  const delay = Number(process.env.SHED_EVENT_LOOP_DELAY_MS ?? 2_000);
  const retry = Number(process.env.SHED_RETRY_AFTER_S ?? 5);
  return { maxEventLoopDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : 2_000, retryAfterS: Number.isFinite(retry) && retry > 0 ? retry : 5 };
}

export async function registerHealth(app: FastifyInstance, db: Db, options: HealthOptions): Promise<void> {
  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: options.retryAfterS,
      ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
      // The probes answer for themselves: a loaded instance is still alive, and says so.
      exposeStatusRoute: false,
      pressureHandler: (req, reply) => {
        if (req.url === '/healthz') return;
        void reply
          .code(503)
          .header('Retry-After', String(options.retryAfterS))
          .header('Cache-Control', 'no-store')
          .send({ code: RESULT_BUSY, msg: 'busy', data: null });
      },
    });
  }

  const expected = migrationCount();
  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      // A database no migration has reached yet has no journal table: nothing is applied.
      const rows = async <T,>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const [journal] = await rows<{ present: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
      const applied = journal?.present ? Number((await rows<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`))[0]?.applied ?? 0) : 0;
      if (applied < expected) return reply.code(503).send({ status: 'migrating', applied, expected });
      return reply.send({ status: 'ready', migrations: applied });
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
}
