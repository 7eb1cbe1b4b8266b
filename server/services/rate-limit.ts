/**
 * Rate limits kept in the database (rate_events), so every server instance counts the same events. An advisory
 * lock per key makes check-and-record atomic: two parallel requests cannot both slip under the limit. Several
 * limits on one request (a destination, a user, an address, the whole site) are checked together and recorded
 * only when all of them allow it, so a refusal by one uses up nothing of the others.
 */
import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import { RESULT_CODE } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { rateEvents } from '../db/schema.ts';
import { AppError } from './errors.ts';

const HOUR_MS = 60 * 60_000;

export interface Limit {
  /** At most one event per this many ms. */
  minIntervalMs?: number;
  /** At most this many events per hour. */
  maxPerHour: number;
}

export interface Keyed extends Limit {
  key: string;
}

export const tooManyRequests = () => new AppError(RESULT_CODE.tooManyRequests, 'tooManyRequests');

/**
 * Inside the caller's transaction: takes the keys' locks (in one order, so two callers cannot wait on each other),
 * and records one event for every key when each is under its limit. Answers whether it did; nothing is recorded
 * when one limit is reached.
 */
export async function takeWithin(tx: Db, now: number, limits: readonly Keyed[]): Promise<boolean> {
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { key } of sorted) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  for (const limit of sorted) {
    const [row] = await tx
      .select({ n: count(), last: max(rateEvents.at) })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, limit.key), gt(rateEvents.at, new Date(now - HOUR_MS))));
    const last = row?.last ? new Date(row.last).getTime() : undefined;
    if ((row?.n ?? 0) >= limit.maxPerHour) return false;
    if (limit.minIntervalMs && last !== undefined && now - last < limit.minIntervalMs) return false;
  }
  for (const { key } of sorted) {
    await tx.insert(rateEvents).values({ key, at: new Date(now) });
    // Old events only slow the count down; each key sweeps its own.
    await tx.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.at, new Date(now - HOUR_MS))));
  }
  return true;
}

/** Records one event for every key, or throws 4029 when one of the limits is reached (nothing recorded then). */
export async function hitAll({ db, clock }: Pick<AppContext, 'db' | 'clock'>, limits: readonly Keyed[]): Promise<void> {
  if (limits.length === 0) return;
  const now = clock.now();
  const taken = await db.transaction((tx) => takeWithin(tx, now, limits));
  if (!taken) throw tooManyRequests();
}

/** Records one event for key, or throws 4029 when the limit is reached (nothing recorded then). */
export const hit = (ctx: Pick<AppContext, 'db' | 'clock'>, key: string, limit: Limit): Promise<void> => hitAll(ctx, [{ key, ...limit }]);
