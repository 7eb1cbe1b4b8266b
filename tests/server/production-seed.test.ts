/**
 * What an empty database gets: the demo personas and their data in demo mode only; in production the client area's
 * menu and nothing else, unless the operator asks for the demo data (SEED_DEMO_DATA=1).
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/client.ts';
import { funds, menuColumns, users } from '../../server/db/schema.ts';
import { demoDataWanted, migrateAndSeed } from '../../server/seed/seed.ts';
import { call } from './support.ts';

describe('seeding an empty database', () => {
  it('wants the demo data in demo mode, and in production only when the operator asks', () => {
    expect(demoDataWanted('development', undefined)).toBe(true);
    expect(demoDataWanted(undefined, undefined)).toBe(true);
    expect(demoDataWanted('production', undefined)).toBe(false);
    expect(demoDataWanted('production', '0')).toBe(false);
    expect(demoDataWanted('production', '1')).toBe(true);
  });

  it('in production: no persona, no fund, the published demo password signs nobody in; the menu is there', async () => {
    const handle = await openDb({ dataDir: 'memory://' });
    try {
      expect(await migrateAndSeed(handle, false)).toBe(false);
      const rows = async (table: typeof users | typeof funds | typeof menuColumns) => (await handle.db.select({ n: count() }).from(table))[0]?.n;
      expect(await rows(users)).toBe(0);
      expect(await rows(funds)).toBe(0);
      expect(await rows(menuColumns)).toBeGreaterThan(0);
      // A second start writes nothing more.
      const menus = await rows(menuColumns);
      await migrateAndSeed(handle, false);
      expect(await rows(menuColumns)).toBe(menus);

      const app = await buildApp({ db: handle.db, config: { demo: false } });
      const res = await call(app, 'POST', '/api/sys/users/loginV2', { body: { account: 'investor@demo.test', password: 'Demo1234' } });
      expect(res.code).not.toBe(1000);
      await app.close();
    } finally {
      await handle.close();
    }
    // A fresh cluster (initdb and every migration, in WebAssembly) rather than the suite's seeded template.
  }, 240_000);
});
