/**
 * The authenticator app's second step (TOTP, RFC 6238, otplib) and its one-time recovery codes. A login whose
 * password is right and whose account has the second step on (the app, or a passkey: passkeys.ts) gets a challenge
 * instead of a session (loginV2's 2013); loginSecondStep (login.ts) takes the challenge with a code,
 * loginSecondStepPasskey with a passkey.
 *
 * Guessing is bounded twice: every wrong code (or refused passkey) counts under the account's own second-step key (SECOND_STEP_MAX_FAILURES
 * within FAILED_LOGIN_WINDOW_MS, then 4029 without a check) and, like a wrong password, under the login's key of the
 * account, so the login soon asks for a captcha and the hourly cap applies. A right password does not clear the
 * second-step key: only a passed second step does.
 *
 * The secret is stored sealed with the server's key (second-factor-key.ts) and opened only to check a code: whether
 * the second step is on, and a recovery code, need no key. A stored secret that does not open (another key, an altered
 * value) is the server's fault, not the investor's: the code answers 5000 and counts for nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, notLike, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  FAILED_LOGIN_WINDOW_MS,
  RECOVERY_CODE_COUNT,
  RESULT_CODE,
  SECOND_STEP_MAX_FAILURES,
  SECOND_STEP_TTL_MS,
  TOTP_PERIOD_S,
} from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { loginFailures, recoveryCodes, secondStepChallenges, totpFactors } from '../db/schema.ts';
import { clearFailures, reserveAttempt } from './attempts.ts';
import { AppError, ServerFault } from './errors.ts';
import { openSecret, sealSecret } from './second-factor-key.ts';
import { newToken, sha256 } from './secrets.ts';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Harbourline';

export const codeWrong = () => new AppError(RESULT_CODE.codeWrong, 'secondStepCodeWrong');
/** A passkey's answer that does not verify (same code as a wrong code: it counts alike). */
export const passkeyRefused = () => new AppError(RESULT_CODE.codeWrong, 'passkeyRefused');
export const challengeEnded = () => new AppError(RESULT_CODE.challengeEnded, 'challengeEnded');
const tooManyCodes = () => new AppError(RESULT_CODE.tooManyRequests, 'secondStepTooMany');

/** The stored (sealed) secret of a confirmed second step, or undefined when the account has it off. */
export async function confirmedSecret(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: totpFactors.secret })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row?.secret;
}

/** A new secret for a set-up: the otpauth:// address and the secret in groups of four. */
export function newSecret(account: string): { secret: string; setup: Schemas['TotpSetup'] } {
  const secret = generateSecret();
  return {
    secret,
    setup: {
      otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: account, secret, period: TOTP_PERIOD_S }),
      secretGroups: secret.match(/.{1,4}/g)!.join(' '),
    },
  };
}

/**
 * Secrets stored in the clear, before they were sealed, are sealed with `key`: run at each start, after the
 * migrations (server/main.ts), so that none is left once a server with the key has started, a backup taken earlier and
 * restored included. Each row is written only if it still holds the secret it was read with, so instances starting
 * together seal each once. Answers how many it sealed.
 */
export async function sealPlainSecrets(db: Db, key: Buffer): Promise<number> {
  const rows = await db.select({ userId: totpFactors.userId, secret: totpFactors.secret }).from(totpFactors).where(notLike(totpFactors.secret, 'v1:%'));
  let sealed = 0;
  for (const row of rows) {
    const written = await db
      .update(totpFactors)
      .set({ secret: sealSecret(key, row.userId, row.secret) })
      .where(and(eq(totpFactors.userId, row.userId), eq(totpFactors.secret, row.secret)))
      .returning({ userId: totpFactors.userId });
    sealed += written.length;
  }
  return sealed;
}

/** The secret `stored` seals for `userId`; a ServerFault (5000, logged without the value) when it does not open. */
function openedSecret(ctx: Pick<AppContext, 'config'>, userId: number, stored: string): string {
  const secret = openSecret(ctx.config.secondFactorKey, userId, stored);
  if (secret === undefined) {
    throw new ServerFault(`the authenticator app's secret of user ${userId} does not open with SECOND_FACTOR_KEY: it was sealed with another key, or altered`);
  }
  return secret;
}

/**
 * Whether `code` is the app's code for the secret `sealed` holds now, one step either way, and of a later step than the
 * last code accepted for `userId`. An accepted code moves last_step in one conditional update, so of two requests
 * racing with the same code only one gets in.
 */
export async function acceptCode(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, userId: number, sealed: string, code: string): Promise<boolean> {
  const secret = openedSecret(ctx, userId, sealed);
  const [row] = await ctx.db.select({ lastStep: totpFactors.lastStep }).from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!row) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(ctx.clock.now() / 1000),
    epochTolerance: TOTP_PERIOD_S,
    period: TOTP_PERIOD_S,
    ...(row.lastStep === null ? {} : { afterTimeStep: row.lastStep }),
  }).catch(() => ({ valid: false as const }));
  // A TOTP answer names the step the code belongs to (an HOTP one would not).
  if (!result.valid || !('timeStep' in result)) return false;
  const moved = await ctx.db
    .update(totpFactors)
    .set({ lastStep: result.timeStep })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, result.timeStep))))
    .returning({ userId: totpFactors.userId });
  return moved.length === 1;
}

/** Recovery codes are compared without case, spaces or dashes. */
const normalRecovery = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Spends one unused recovery code of `userId`; false when it is not one. */
async function spendRecoveryCode(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number, code: string): Promise<boolean> {
  const used = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: new Date(ctx.clock.now()) })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(normalRecovery(code))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A recovery code: 10 characters from an alphabet without look-alikes (50 bits), shown as XXXXX-XXXXX. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces every recovery code of `userId` with RECOVERY_CODE_COUNT new ones; answers them, keeps their hashes. */
export async function replaceRecoveryCodes(db: Db, userId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normalRecovery(c)), createdAt: new Date(now) })));
  return codes;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export type SecondStepProof = Omit<Schemas['SecondStepRequest'], 'challenge'>;

const secondStepKey = (loginKey: string) => `second:${loginKey}`;

/**
 * Checks a code (or, where `allowRecovery`, a recovery code) of `userId` against the limits of guardedSecondStep. A
 * recovery code stands in for the app or a passkey, so it needs no app: any unused one of the account passes.
 */
export async function checkSecondStep(
  ctx: AppContext,
  userId: number,
  loginKey: string,
  proof: SecondStepProof,
  allowRecovery: boolean,
): Promise<void> {
  await guardedSecondStep(ctx, loginKey, async () => {
    if (proof.code !== undefined) {
      const secret = await confirmedSecret(ctx.db, userId);
      return secret !== undefined && (await acceptCode(ctx, userId, secret, proof.code));
    }
    return allowRecovery && proof.recoveryCode !== undefined && (await spendRecoveryCode(ctx, userId, proof.recoveryCode));
  });
}

/**
 * Runs one second-step check (`check` answers whether the proof is right: a code, a recovery code or a passkey)
 * under the limits: refused with 4029 without a check past SECOND_STEP_MAX_FAILURES; a wrong proof answers 4011 and
 * counts under the second-step key and the login's key `loginKey`; a right one clears the second-step key; a check
 * that throws counts for nothing.
 */
export async function guardedSecondStep(
  ctx: AppContext,
  loginKey: string,
  check: () => Promise<boolean>,
  refusal: () => AppError = codeWrong,
): Promise<void> {
  const key = secondStepKey(loginKey);
  const now = ctx.clock.now();
  const attempt = await reserveAttempt(ctx, key, {
    decide: async (failuresSince) => ((await failuresSince(now - FAILED_LOGIN_WINDOW_MS)) >= SECOND_STEP_MAX_FAILURES ? 'tooMany' : 'admit'),
  });
  if (!attempt.admitted) throw tooManyCodes();
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    // A check that could not be made (a stored secret that does not open) takes its reservation back: it counts for
    // nothing, so recovery codes still work when the key is wrong.
    await ctx.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    throw error;
  }
  if (!right) {
    await ctx.db.insert(loginFailures).values({ accountKey: loginKey, at: new Date(now) });
    throw refusal();
  }
  await clearFailures(ctx, key);
}

/** The challenge of a 2013 answer: a token stored as its hash, single use, SECOND_STEP_TTL_MS. */
export async function openChallenge(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  methods: Schemas['SecondStepChallenge']['methods'],
): Promise<Schemas['SecondStepChallenge']> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(secondStepChallenges).values({
    userId,
    tokenHash: sha256(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + SECOND_STEP_TTL_MS),
  });
  // Expired challenges of anyone go with each new one.
  await ctx.db.delete(secondStepChallenges).where(lt(secondStepChallenges.expiresAt, new Date(now - SECOND_STEP_TTL_MS)));
  return { challenge: token, expiresIn: SECOND_STEP_TTL_MS, methods };
}

/** The open challenge `token` names: its id and user; 4012 when it is unknown, used or expired. */
export async function openChallengeOf(ctx: Pick<AppContext, 'db' | 'clock'>, token: string): Promise<{ id: number; userId: number }> {
  const [row] = await ctx.db
    .select({ id: secondStepChallenges.id, userId: secondStepChallenges.userId })
    .from(secondStepChallenges)
    .where(
      and(
        eq(secondStepChallenges.tokenHash, sha256(token)),
        isNull(secondStepChallenges.usedAt),
        gt(secondStepChallenges.expiresAt, new Date(ctx.clock.now())),
      ),
    );
  if (!row) throw challengeEnded();
  return row;
}

/** Spends a challenge; false when another request spent it first. */
export async function spendChallenge(ctx: Pick<AppContext, 'db' | 'clock'>, id: number): Promise<boolean> {
  const spent = await ctx.db
    .update(secondStepChallenges)
    .set({ usedAt: new Date(ctx.clock.now()) })
    .where(and(eq(secondStepChallenges.id, id), isNull(secondStepChallenges.usedAt)))
    .returning({ id: secondStepChallenges.id });
  return spent.length === 1;
}

/** Ends every open challenge of `userId` (too many wrong codes, the second step turned off). */
export async function endChallenges(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(secondStepChallenges)
    .set({ usedAt: new Date(now) })
    .where(and(eq(secondStepChallenges.userId, userId), isNull(secondStepChallenges.usedAt)));
}
