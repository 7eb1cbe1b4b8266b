/** Seeds the fictional demo data once, when the users table is empty; the same rows on every machine. */
import { count, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbHandle } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { applyList, menuColumns, userRelations, users } from '../db/schema.ts';
import { utcDate } from '../dates.ts';
import { hashPassword } from '../services/passwords.ts';
import { seedClientArea } from './client-area.ts';
import { seedClientRecords } from './client-records.ts';
import { menuRows } from './menus.ts';
import { DEMO_PASSWORD, PERSONAS } from './personas.ts';

const SEEDED_AT = utcDate('2024-01-02T01:00:00').toDate();

/**
 * Whether an empty database gets the demo data: in demo mode (any NODE_ENV but production), or in production when
 * the operator asks for it with SEED_DEMO_DATA=1 (the benchmarks measure a production server on the demo data).
 * A production database otherwise holds no persona and no published password.
 */
export function demoDataWanted(nodeEnv = process.env.NODE_ENV, seedDemoData = process.env.SEED_DEMO_DATA): boolean {
  return nodeEnv !== 'production' || seedDemoData === '1';
}

/**
 * Brings the schema up to date, then seeds what an empty database needs; true when it seeded the demo data. One
 * instance at a time (handle.exclusive): several starting together on one database never migrate or seed at once.
 */
export async function migrateAndSeed(handle: DbHandle, demo = demoDataWanted()): Promise<boolean> {
  return handle.exclusive(async () => {
    await handle.migrate();
    return demo ? seedIfEmpty(handle.db) : seedProductData(handle.db);
  });
}

/** The client area's menu: the product's own structure, not demo data; written once into an empty table. */
async function seedProductData(db: Db): Promise<false> {
  const [row] = await db.select({ n: count() }).from(menuColumns);
  if ((row?.n ?? 0) === 0) await db.insert(menuColumns).values(menuRows());
  return false;
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  // Any user at all: one row read, where a count read every user on each start (seconds at millions of investors,
  // under the schema lock every starting instance waits on).
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return false;
  const hashes = await Promise.all(PERSONAS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    for (const [i, p] of PERSONAS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          email: p.email,
          mobile: p.mobile,
          name: p.name,
          nameEn: p.nameEn,
          passwordHash: hashes[i],
          currentIdType: p.currentIdType,
          partnerExpiry: p.partnerExpiry ?? null,
          operatingDataProcessing: p.operatingDataProcessing ?? false,
          createdAt: SEEDED_AT,
        })
        .returning({ id: users.id });
      if (p.relations.length > 0) {
        await tx.insert(userRelations).values(p.relations.map((r) => ({ ...r, userId: user.id, createdAt: SEEDED_AT })));
      }
      for (const identityType of p.pendingApplications ?? []) {
        await tx.insert(applyList).values({ userId: user.id, identityType, status: 0, createdAt: SEEDED_AT });
      }
    }
    const [menus] = await tx.select({ n: count() }).from(menuColumns);
    if ((menus?.n ?? 0) === 0) await tx.insert(menuColumns).values(menuRows());
    await seedClientArea(tx);
    await seedClientRecords(tx, SEEDED_AT);
  });
  // Planner statistics and the visibility map now rather than at the first autovacuum, a minute or more later: until
  // then a count of ten years of NAV reads every row from the table instead of the index alone (and plans are guesses).
  const tables = Object.values(schema).filter((t) => is(t, PgTable));
  await db.execute(sql`vacuum (analyze) ${sql.join(tables, sql`, `)}`);
  return true;
}
