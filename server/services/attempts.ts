/**
 * Password attempts, counted per key in login_failures and decided one at a time per key. Under an advisory lock on
 * the key, the caller's rule reads the counts and either refuses the attempt or admits it; an admitted attempt is
 * recorded as a failure at once, before its password is checked (the reservation). So a burst of parallel attempts
 * sees every earlier attempt of the burst counted: no more passwords are checked than the rule allows, whatever the
 * timing. A right password then clears the key's failures, its own reservation with them.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
import { checkPassword } from './passwords.ts';

export interface AttemptRule<Refusal> {
  /**
   * Reads the counts with `failuresSince` and answers 'admit' or a refusal. Runs inside the key's transaction: what
   * it writes through `db` (a captcha spent) commits with the decision, whichever it is.
   */
  decide(failuresSince: (sinceMs: number) => Promise<number>, db: Db): Promise<'admit' | Refusal>;
}

export type Attempt<Refusal> = { admitted: true; id: number } | { admitted: false; refusal: Refusal };

/** Decides one attempt for key; an admitted attempt counts as a failure until clearFailures. */
export async function reserveAttempt<Refusal>(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  key: string,
  rule: AttemptRule<Refusal>,
): Promise<Attempt<Refusal>> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attempt:${key}`}))`);
    const failuresSince = async (sinceMs: number) => {
      const [row] = await tx
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.accountKey, key), gt(loginFailures.at, new Date(sinceMs))));
      return row?.n ?? 0;
    };
    const verdict = await rule.decide(failuresSince, tx);
    if (verdict !== 'admit') return { admitted: false, refusal: verdict };
    const [row] = await tx.insert(loginFailures).values({ accountKey: key, at: new Date(now) }).returning({ id: loginFailures.id });
    return { admitted: true, id: row.id };
  });
}

/**
 * Checks the password of an admitted attempt. When the line of argon2 verifications is full (4029, nothing
 * checked), the attempt's reservation is taken back before the refusal goes out: an attempt that was never checked
 * counts for nothing.
 */
export async function checkAdmitted(
  ctx: Pick<AppContext, 'db'>,
  attempt: { id: number },
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    return await checkPassword(storedHash, password);
  } catch (error) {
    await ctx.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    throw error;
  }
}

/** A right password: the key's failures go, the reservation of the attempt that had it included. */
export async function clearFailures({ db }: Pick<AppContext, 'db'>, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}
