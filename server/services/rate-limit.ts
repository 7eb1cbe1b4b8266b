/**
 * Rate limits kept in the database (rate_events), so every server instance counts the same events. An advisory
 * lock per key makes check-and-record atomic: two parallel requests cannot both slip under the limit.
 */
import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import { RESULT_CODE } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { rateEvents } from '../db/schema.ts';
import { AppError } from './errors.ts';

const HOUR_MS = 60 * 60_000;

export interface Limit {
  /** At most one event per this many ms. */
  minIntervalMs?: number;
  /** At most this many events per hour. */
  maxPerHour: number;
}

export const tooManyRequests = () => new AppError(RESULT_CODE.tooManyRequests, 'tooManyRequests');

/** Records one event for key, or throws 4029 when the limit is reached (nothing recorded then). */
export async function hit({ db, clock }: AppContext, key: string, limit: Limit): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [row] = await tx
      .select({ n: count(), last: max(rateEvents.at) })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, key), gt(rateEvents.at, new Date(now - HOUR_MS))));
    const last = row?.last ? new Date(row.last).getTime() : undefined;
    if ((row?.n ?? 0) >= limit.maxPerHour) throw tooManyRequests();
    if (limit.minIntervalMs && last !== undefined && now - last < limit.minIntervalMs) throw tooManyRequests();
    await tx.insert(rateEvents).values({ key, at: new Date(now) });
    // Old events only slow the count down; each key sweeps its own.
    await tx.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.at, new Date(now - HOUR_MS))));
  });
}
