/**
 * Settings → security centre → authenticator app: set-up (a secret, then its first code turns the second step on
 * and hands out the recovery codes once), status, new recovery codes and turning it off (a current code or the
 * password). Codes typed here count with the login's like the second step's (second-factor.ts).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { RESULT_CODE } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { recoveryCodes, totpFactors, users } from '../db/schema.ts';
import { invalid } from './client-access.ts';
import { checkSessionPassword } from './client-settings.ts';
import { AppError } from './errors.ts';
import { hasPasskey } from './passkeys.ts';
import { failureKeyOf } from './login.ts';
import { sealSecret } from './second-factor-key.ts';
import {
  acceptCode,
  checkSecondStep,
  confirmedSecret,
  endChallenges,
  newSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  codeWrong,
} from './second-factor.ts';
import type { SessionRow } from './sessions.ts';

const alreadyOn = () => new AppError(RESULT_CODE.conflict, 'totpAlreadyOn');
const off = () => new AppError(RESULT_CODE.conflict, 'totpOff');

export async function totpStatus(ctx: AppContext, session: SessionRow): Promise<Schemas['TotpStatus']> {
  const enabled = (await confirmedSecret(ctx.db, session.userId)) !== undefined;
  return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx.db, session.userId) : 0 };
}

/** A new secret for the caller, replacing a set-up not yet confirmed; 4009 when the second step is on. */
export async function totpStart(ctx: AppContext, session: SessionRow): Promise<Schemas['TotpSetup']> {
  if (await confirmedSecret(ctx.db, session.userId)) throw alreadyOn();
  const [user] = await ctx.db.select({ email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, session.userId));
  const { secret: plain, setup } = newSecret(user?.email ?? user?.mobile ?? String(session.userId));
  // Stored sealed: the database never holds the secret the app is given.
  const secret = sealSecret(ctx.config.secondFactorKey, session.userId, plain);
  const now = new Date(ctx.clock.now());
  await ctx.db
    .insert(totpFactors)
    .values({ userId: session.userId, secret, createdAt: now })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, createdAt: now, lastStep: null, confirmedAt: null } });
  return setup;
}

/** The first code of a set-up turns the second step on; the recovery codes are answered this once. */
export async function totpConfirm(ctx: AppContext, session: SessionRow, code: string): Promise<Schemas['RecoveryCodes']> {
  const [row] = await ctx.db.select().from(totpFactors).where(eq(totpFactors.userId, session.userId));
  if (!row) throw new AppError(RESULT_CODE.conflict, 'totpNotStarted');
  if (row.confirmedAt) throw alreadyOn();
  if (!(await acceptCode(ctx, session.userId, row.secret, code))) throw codeWrong();
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date(now) })
      .where(eq(totpFactors.userId, session.userId));
    return { codes: await replaceRecoveryCodes(tx, session.userId, now) };
  });
}

/** A current code replaces the recovery codes. */
export async function totpNewRecoveryCodes(ctx: AppContext, session: SessionRow, code: string): Promise<Schemas['RecoveryCodes']> {
  if (!(await confirmedSecret(ctx.db, session.userId))) throw off();
  await checkSecondStep(ctx, session.userId, failureKeyOf(session.userId, ''), { code }, false);
  return { codes: await replaceRecoveryCodes(ctx.db, session.userId, ctx.clock.now()) };
}

/**
 * A current code or the password turns the app off: its secret and open challenges go, and the recovery codes unless
 * a passkey is still the account's second step (they stand in for it too).
 */
export async function totpDisable(ctx: AppContext, session: SessionRow, input: Schemas['TotpDisableRequest']): Promise<void> {
  if ((input.code === undefined) === (input.password === undefined)) throw invalid();
  if (!(await confirmedSecret(ctx.db, session.userId))) throw off();
  if (input.code !== undefined) {
    await checkSecondStep(ctx, session.userId, failureKeyOf(session.userId, ''), { code: input.code }, false);
  } else {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
    await checkSessionPassword(ctx, user, input.password!);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(and(eq(totpFactors.userId, session.userId), isNotNull(totpFactors.confirmedAt)));
    if (!(await hasPasskey(tx, session.userId))) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.userId));
    await endChallenges(tx, session.userId, ctx.clock.now());
  });
}
