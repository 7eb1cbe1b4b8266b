/**
 * SMS/e-mail verification codes: 6 random digits from the CSPRNG, single use, VERIFICATION_CODE_TTL_MS,
 * bound to their purpose and address, a resend voids the older code, VERIFICATION_CODE_MAX_TRIES wrong tries kill
 * the code; one request per VERIFICATION_CODE_RESEND_MS and VERIFICATION_CODE_MAX_PER_HOUR per address. Each message
 * costs money, so the codes sent also have hourly caps per signed-in user, per client address and over the whole site
 * (config.codeCaps), and SMS go only to the country codes served (config.smsCountryCodes).
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  RESULT_CODE,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_PER_HOUR,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_RESEND_MS,
  VERIFICATION_CODE_TTL_MS,
  type LanguageType,
} from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext, ServerConfig } from '../context.ts';
import { verificationCodes } from '../db/schema.ts';
import { findUser, maskOf, parseAccount, type Account } from './accounts.ts';
import { addressLimit } from './address-limits.ts';
import { consumeCaptcha } from './captcha.ts';
import { AppError, tokenInvalid } from './errors.ts';
import { codeMessage, type CodePurpose } from './flow-templates.ts';
import { deliver } from './mailer.ts';
import { hitAll } from './rate-limit.ts';
import { sha256 } from './secrets.ts';
import type { SessionRow } from './sessions.ts';

const hashCode = (purpose: string, account: string, code: string) => sha256(`${purpose}:${account}:${code.trim()}`);

const PUBLIC_SCENES: readonly string[] = ['register', 'forgotPassword'];

/** Only the holder of the address learns anything: the answer is the same whether an account exists or not. */
/** Whether SMS may go to this (normalised) mobile: a bare number is mainland China's (+86). */
export function smsServed(config: Pick<ServerConfig, 'smsCountryCodes'>, mobile: string): boolean {
  const international = mobile.startsWith('+') ? mobile.slice(1) : `86${mobile}`;
  return config.smsCountryCodes.some((code) => international.startsWith(code));
}

/** `address`: the client's, for the per-address cap. */
export async function requestCode(
  ctx: AppContext,
  input: Schemas['MsgCodeRequest'],
  session: SessionRow | undefined,
  lang: LanguageType,
  address: string,
): Promise<Schemas['MsgCodeSent']> {
  const purpose: CodePurpose = input.scene;
  const account = parseAccount(input.account);
  if (account.kind === 'sms' && !smsServed(ctx.config, account.value)) throw new AppError(RESULT_CODE.invalidInput, 'smsCountryNotServed');
  let userId: number | undefined;
  let send = true;
  if (PUBLIC_SCENES.includes(purpose)) {
    if (!input.captchaKey || !input.captchaCode) throw new AppError(RESULT_CODE.captchaRequired, 'captchaRequired');
    if (!(await consumeCaptcha(ctx, input.captchaKey, input.captchaCode, `code:${account.value}`))) {
      throw new AppError(RESULT_CODE.captchaRequired, 'captchaWrong');
    }
    if (purpose === 'forgotPassword') {
      userId = (await findUser(ctx, account))?.id;
      send = userId !== undefined;
    }
  } else {
    if (!session) throw tokenInvalid();
    // The code goes to the NEW address, which must be of the kind being changed.
    if ((purpose === 'changeEmail') !== (account.kind === 'email')) throw new AppError(RESULT_CODE.invalidInput, 'accountInvalid');
    userId = session.userId;
  }
  // Counted whether a message goes out or not (an unknown account's reset): the caps answer alike for both.
  const caps = ctx.config.codeCaps;
  const byAddress = addressLimit(ctx.config, 'code', address, caps.perAddress);
  await hitAll(ctx, [
    { key: `code:${account.value}`, minIntervalMs: VERIFICATION_CODE_RESEND_MS, maxPerHour: VERIFICATION_CODE_MAX_PER_HOUR },
    ...(session && !PUBLIC_SCENES.includes(purpose) ? [{ key: `codes:user:${session.userId}`, maxPerHour: caps.perUser }] : []),
    ...(byAddress ? [byAddress] : []),
    { key: 'codes:all', maxPerHour: caps.total },
  ]);

  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ voidedAt: new Date(now) })
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.account, account.value),
          isNull(verificationCodes.usedAt),
          isNull(verificationCodes.voidedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      purpose,
      account: account.value,
      userId: userId ?? null,
      codeHash: send ? hashCode(purpose, account.value, code) : null,
      createdAt: new Date(now),
      expiresAt: new Date(now + VERIFICATION_CODE_TTL_MS),
    });
  });
  if (send) await deliver(ctx, { kind: account.kind, to: account.value, ...codeMessage(purpose, code, lang), secret: code });
  return { sentTo: maskOf(account), expiresIn: VERIFICATION_CODE_TTL_MS, resendAfter: VERIFICATION_CODE_RESEND_MS };
}

export type CodeCheck = { ok: true; userId: number | null } | { ok: false; reason: 'wrong' | 'tooManyTries' };

/**
 * Checks and, when right, uses up the newest live code for this purpose and address. A wrong guess counts; the
 * VERIFICATION_CODE_MAX_TRIES-th kills the code (the holder must request a new one).
 */
export async function consumeCode(
  { db, clock }: AppContext,
  purpose: CodePurpose,
  account: Account,
  code: string,
): Promise<CodeCheck> {
  const now = new Date(clock.now());
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.account, account.value),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now) return { ok: false, reason: 'wrong' };
  if (row.voidedAt) return { ok: false, reason: row.failedTries >= VERIFICATION_CODE_MAX_TRIES ? 'tooManyTries' : 'wrong' };
  if (row.codeHash !== null && row.codeHash === hashCode(purpose, account.value, code)) {
    // The guarded update makes the code single use even when two requests race.
    const [used] = await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt), isNull(verificationCodes.voidedAt)))
      .returning({ userId: verificationCodes.userId });
    return used ? { ok: true, userId: used.userId } : { ok: false, reason: 'wrong' };
  }
  const [counted] = await db
    .update(verificationCodes)
    .set({
      failedTries: sql`${verificationCodes.failedTries} + 1`,
      voidedAt: sql`case when ${verificationCodes.failedTries} + 1 >= ${VERIFICATION_CODE_MAX_TRIES} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.voidedAt)))
    .returning({ failedTries: verificationCodes.failedTries });
  const tries = counted?.failedTries ?? VERIFICATION_CODE_MAX_TRIES;
  return { ok: false, reason: tries >= VERIFICATION_CODE_MAX_TRIES ? 'tooManyTries' : 'wrong' };
}

/** The error a failed check answers with where the contract uses codes (4000 wrong or expired, 4029 too many tries). */
export const codeError = (check: { reason: 'wrong' | 'tooManyTries' }) =>
  check.reason === 'tooManyTries'
    ? new AppError(RESULT_CODE.tooManyRequests, 'codeTooManyTries')
    : new AppError(RESULT_CODE.invalidInput, 'codeWrong');

