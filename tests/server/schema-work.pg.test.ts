/**
 * Instances starting together on one empty PostgreSQL database: each migrates and seeds under the schema lock
 * (server/db/client.ts exclusive), so exactly one applies the migrations and seeds the demo data, the others find it
 * done, and none fails. PostgreSQL only (PGlite is opened by one process alone): `TEST_DATABASE_URL=…
 * npx vitest run --project server-pg`, as .ci/run does.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationCount, openDb, type DbHandle } from '../../server/db/client.ts';
import { migrateAndSeed } from '../../server/seed/seed.ts';
import { PERSONAS } from '../../server/seed/personas.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL names the PostgreSQL these tests create their database in');

const name = `t_race_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
const handles: DbHandle[] = [];

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('schema work on one database', () => {
  it('three instances starting together: one migrates and seeds, the others wait and find it done', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1) handles.push(await openDb({ url: url.toString() }));
    const seeded = await Promise.all(handles.map((handle) => migrateAndSeed(handle, true)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const migrations = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(migrations.rows[0].n).toBe(migrationCount());
      const users = await db.query<{ n: number }>('select count(*)::int as n from users');
      expect(users.rows[0].n).toBe(PERSONAS.length);
    } finally {
      await db.end();
    }
  });
});
