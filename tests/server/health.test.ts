/**
 * What a proxy asks of an instance (server/health.ts): /healthz while the process runs, /readyz while the database
 * answers with every migration applied; and load shedding: past the event loop's
 * delay limit, requests are answered at once with 503, Retry-After and the "busy" envelope, while /healthz answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { migrationCount, openDb, type DbHandle } from '../../server/db/client.ts';
import { migrateAndSeed } from '../../server/seed/seed.ts';
import type { HealthOptions } from '../../server/health.ts';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!.close();
});

async function instance(migrated: boolean, health: HealthOptions = { maxEventLoopDelayMs: 0, retryAfterS: 5 }) {
  const handle: DbHandle = await openDb({ dataDir: 'memory://' });
  if (migrated) await migrateAndSeed(handle);
  const app = await buildApp({ db: handle.db, config: { demo: true }, health });
  await app.ready();
  open.push({ close: () => handle.close() });
  return app;
}

describe('probes', () => {
  it('a migrated instance is alive and ready; it says how many migrations it has', async () => {
    const app = await instance(true);
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', migrations: migrationCount() }]);
    expect(ready.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('an instance whose database has no migrations yet is alive but not ready', async () => {
    const app = await instance(false);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'migrating', applied: 0, expected: migrationCount() });
    expect(ready.statusCode).toBe(503);
    await app.close();
  });
});

describe('load shedding', () => {
  it('past the event loop delay limit, calls get 503 with Retry-After and the busy envelope at once; /healthz still answers', async () => {
    const app = await instance(true, { maxEventLoopDelayMs: 100, retryAfterS: 7, sampleIntervalMs: 200 });
    // Building the instance (migrations, seed) held the loop too: wait for a calm sample first.
    let before = await app.inject({ method: 'GET', url: '/api/sys/users/verifyCodeImage' });
    for (let i = 0; i < 40 && before.statusCode === 503; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      before = await app.inject({ method: 'GET', url: '/api/sys/users/verifyCodeImage' });
    }
    expect(before.statusCode).not.toBe(503);
    // The event loop is held for 3 s, as a CPU-bound flood would hold it: the sampled mean delay (this one delay over
    // a sampling interval of 10 ms ticks) is then well past the limit, whatever else the machine is doing.
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      /* busy */
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [shed, live] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/sys/users/verifyCodeImage' }),
      app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.json()).toMatchObject({ code: 5030, msg: 'busy' });
    expect(live.statusCode).toBe(200);
    await app.close();
  });
});
