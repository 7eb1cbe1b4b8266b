/**
 * loginV2: failure counting per account (captcha after 3 wrong passwords in 15 minutes, a cap per hour past which
 * each address gets only a few captcha-gated tries), no user enumeration (unknown account and wrong password answer
 * alike, in similar time), then tokens per outcome.
 */
import { and, eq, or } from 'drizzle-orm';
import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  FAILED_LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS_PER_HOUR,
  RESULT_CODE,
} from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { loginFailures, onetimeTokens, users } from '../db/schema.ts';
import { normalizeAccount } from './accounts.ts';
import { checkAdmitted, clearFailures, reserveAttempt } from './attempts.ts';
import { audit, unknownSubject } from './audit.ts';
import { consumeCaptcha } from './captcha.ts';
import type { DeviceLogin } from './devices.ts';
import { invalid } from './client-access.ts';
import { AppError, forbidden, wrongCredentials } from './errors.ts';
import { hasSession, identityTypeMapOf, outcomeOf } from './identity.ts';
import { checkPassword, refuseWhenLineFull } from './passwords.ts';
import {
  challengeEnded,
  checkSecondStep,
  confirmedSecret,
  endChallenges,
  guardedSecondStep,
  openChallenge,
  openChallengeOf,
  passkeyRefused,
  recoveryCodesLeft,
  spendChallenge,
} from './second-factor.ts';
import { hasPasskey, spendCeremony, verifiedPasskey, type RelyingParty } from './passkeys.ts';
import { takeWithin } from './rate-limit.ts';
import { noteDevice, recordSignIn, type SignInOrigin } from './security-centre.ts';
import { issueOnetime, startSession } from './sessions.ts';

export type LoginInput = Schemas['LoginRequest'];

/** loginV2's answer for an account with the second step on: no session yet, a challenge for loginSecondStep. */
export interface SecondStepAnswer {
  secondStep: Schemas['SecondStepChallenge'];
}

const HOUR_MS = 60 * 60_000;

/**
 * Past the hourly cap an account is not locked for its owner: an attempt with a solved captcha is still checked,
 * but each client address gets this many such checks an hour. The addresses that guessed the account to the cap
 * have spent theirs after a few more; the owner, from an address of their own, gets in with the right password.
 */
export const PAST_CAP_TRIES_PER_ADDRESS = 3;


/** Failures count per person: e-mail and mobile of one user share a key; unknown accounts count by what was typed. */
export const failureKeyOf = (userId: number | undefined, account: string) =>
  userId === undefined ? `account:${normalizeAccount(account)}` : `user:${userId}`;

/** `address`: the client's, by which the tries past the hourly cap are counted. */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  address: string,
  device?: DeviceLogin,
): Promise<Schemas['LoginResponse'] | SecondStepAnswer> {
  const { db, clock } = ctx;
  const account = normalizeAccount(input.account);
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, account), eq(users.mobile, account)));
  const accountKey = failureKeyOf(user?.id, account);
  const now = clock.now();
  // A full line of password checks refuses at once, before a captcha is spent or a failure counted.
  refuseWhenLineFull();

  // Decided under the account's lock and counted before the password is checked: a burst of parallel attempts gets
  // no more checks than the captcha threshold, the hourly cap and the tries past it allow.
  const attempt = await reserveAttempt(ctx, accountKey, {
    async decide(failuresSince, tx) {
      const pastCap = (await failuresSince(now - HOUR_MS)) >= MAX_FAILED_LOGINS_PER_HOUR;
      if (!pastCap && (await failuresSince(now - FAILED_LOGIN_WINDOW_MS)) < CAPTCHA_AFTER_FAILED_LOGINS) return 'admit';
      if (!input.captchaKey || !input.captchaCode) return 'captchaRequired' as const;
      // Spent whatever the answer, with the decision: one guess per captcha.
      const solved = await consumeCaptcha({ db: tx, clock }, input.captchaKey, input.captchaCode, accountKey);
      if (!solved) return 'captchaWrong' as const;
      if (!pastCap) return 'admit';
      const tryLeft = await takeWithin(tx, now, [{ key: `pastCap:${accountKey}:${address}`, maxPerHour: PAST_CAP_TRIES_PER_ADDRESS }]);
      return tryLeft ? 'admit' : ('locked' as const);
    },
  });
  const origin: SignInOrigin = { ip: address, device };
  if (!attempt.admitted) {
    // The account's owner sees the refusal in their history (a captcha asked for is the sign of guessing).
    if (user) await recordSignIn(ctx, user.id, attempt.refusal, origin);
    if (attempt.refusal !== 'locked') throw new AppError(RESULT_CODE.captchaRequired, attempt.refusal);
    // This address's tries past the cap are spent for the hour: answer exactly like a wrong password, after the
    // same work.
    await checkPassword(undefined, input.password);
    await audit(ctx, { kind: 'login.locked', userId: user?.id, subject: user ? undefined : unknownSubject(account) });
    throw wrongCredentials();
  }

  if (!(await checkAdmitted(ctx, attempt, user?.passwordHash, input.password)) || !user) {
    // The attempt was recorded as a failure when it was admitted.
    await audit(ctx, { kind: 'login.failure', userId: user?.id, subject: user ? undefined : unknownSubject(account) });
    if (user) await recordSignIn(ctx, user.id, 'wrongPassword', origin);
    throw wrongCredentials();
  }
  const methods: Schemas['SecondStepChallenge']['methods'] = [];
  if (await confirmedSecret(ctx.db, user.id)) methods.push('totp');
  if (await hasPasskey(ctx.db, user.id)) methods.push('passkey');
  // A recovery code stands in for either while the account has unused ones.
  if (methods.length > 0 && (await recoveryCodesLeft(ctx.db, user.id)) > 0) methods.push('recovery');
  if (methods.length > 0) {
    // The right password takes back its own reservation; the account's earlier failures stay until the second step
    // is passed, so a password alone never resets the count that bounds the guessing of codes.
    await ctx.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    return { secondStep: await openChallenge(ctx, user.id, methods) };
  }
  await clearFailures(ctx, accountKey);

  return answerFor(ctx, user, device, origin);
}

/**
 * The second step of a login (loginV2 answered 2013): the challenge with the app's code or a recovery code. Passed,
 * it answers as loginV2 does for the account (outcome, tokens, device, history, new-device alert); a wrong code goes
 * into the account's history and counts with its failures; past the limit the challenge ends.
 */
export async function loginSecondStep(
  ctx: AppContext,
  input: Schemas['SecondStepRequest'],
  address: string,
  device?: DeviceLogin,
): Promise<Schemas['LoginResponse']> {
  if ((input.code === undefined) === (input.recoveryCode === undefined)) throw invalid();
  return finishSecondStep(ctx, input.challenge, { ip: address, device }, async (user, loginKey) => {
    await checkSecondStep(ctx, user.id, loginKey, input, true);
  });
}

/**
 * The second step of a login with a passkey: the challenge of the 2013 answer and the browser's assertion for the
 * options passkeySecondStepOptions gave for it. Passed, refused and limited exactly as loginSecondStep is; a refused
 * assertion counts as a wrong code.
 */
export async function loginSecondStepPasskey(
  ctx: AppContext,
  input: Schemas['PasskeySecondStepRequest'],
  rp: RelyingParty,
  address: string,
  device?: DeviceLogin,
): Promise<Schemas['LoginResponse']> {
  return finishSecondStep(ctx, input.challenge, { ip: address, device }, async (user, loginKey, challengeId) => {
    const ceremony = await spendCeremony(ctx, input.credential.response.clientDataJSON, 'secondStep');
    if (ceremony.secondStepId !== challengeId) throw challengeEnded();
    await guardedSecondStep(ctx, loginKey, async () =>
      Boolean(await verifiedPasskey(ctx, rp, input.credential, ceremony.challenge, { userId: user.id, requireUserVerification: false })),
      passkeyRefused,
    );
  });
}

/**
 * The second step's frame: the open challenge `token` and its user, `check` (which throws 4011 or 4029), the history
 * of a wrong or limited one (past the limit the challenge ends), then the challenge spent and the login's answer.
 */
async function finishSecondStep(
  ctx: AppContext,
  token: string,
  origin: SignInOrigin,
  check: (user: UserRow, loginKey: string, challengeId: number) => Promise<void>,
): Promise<Schemas['LoginResponse']> {
  const challenge = await openChallengeOf(ctx, token);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user) throw challengeEnded();
  const loginKey = failureKeyOf(user.id, '');
  try {
    await check(user, loginKey, challenge.id);
  } catch (error) {
    if (error instanceof AppError && error.code === RESULT_CODE.codeWrong) await recordSignIn(ctx, user.id, 'wrongCode', origin);
    if (error instanceof AppError && error.code === RESULT_CODE.tooManyRequests) {
      await recordSignIn(ctx, user.id, 'locked', origin);
      await endChallenges(ctx.db, user.id, ctx.clock.now());
    }
    throw error;
  }
  if (!(await spendChallenge(ctx, challenge.id))) throw challengeEnded();
  await clearFailures(ctx, loginKey);
  return answerFor(ctx, user, origin.device, origin);
}

/**
 * Signing in with a passkey alone (discoverable credentials): the browser's assertion for the options of
 * passkeySignInOptions, with the user verified by the authenticator. Answers as loginV2 does for the passkey's
 * account (outcome, tokens, device, history, new-device alert) with no second step: the passkey is already the
 * device and the person. A refused assertion answers as a wrong password does (4001), saying the passkey was not accepted.
 */
export async function loginPasskey(
  ctx: AppContext,
  input: Schemas['PasskeySignInRequest'],
  rp: RelyingParty,
  address: string,
  device?: DeviceLogin,
): Promise<Schemas['LoginResponse']> {
  const ceremony = await spendCeremony(ctx, input.credential.response.clientDataJSON, 'signIn');
  const passkey = await verifiedPasskey(ctx, rp, input.credential, ceremony.challenge, { requireUserVerification: true });
  const [user] = passkey ? await ctx.db.select().from(users).where(eq(users.id, passkey.userId)) : [];
  if (!user) {
    await audit(ctx, { kind: 'login.failure', subject: unknownSubject(input.credential.id) });
    // 4001 as a wrong password, in words about the passkey: the person typed no account and no password.
    throw new AppError(RESULT_CODE.wrongCredentials, 'passkeyRefused');
  }
  return answerFor(ctx, user, device, { ip: address, device });
}

type UserRow = typeof users.$inferSelect;

/**
 * The login answer for a user whose credentials (or onetime token) were just checked: outcome and tokens. A session
 * started from a browser belongs to its device, whose id is the answer's equipmentId. A password sign-in (`signIn`)
 * goes into the account's history, naming the session it opened, and its device is noted (the new-device alert).
 * A passkey sign-in is one too.
 */
async function answerFor(
  ctx: AppContext,
  user: UserRow,
  device: DeviceLogin | undefined,
  signIn?: SignInOrigin,
): Promise<Schemas['LoginResponse']> {
  const { config } = ctx;
  const identityTypeMap = await identityTypeMapOf(ctx, user);
  const outcome = outcomeOf(identityTypeMap);
  await audit(ctx, { kind: 'login.success', userId: user.id, detail: { outcome } });
  const base = {
    userId: String(user.id),
    identityTypeMap,
    languageType: user.languageType as Schemas['LanguageType'],
    failureTime: config.refreshLifetimeMs,
    accessimeout: config.accessTimeoutMs,
    // The contract's LoginResponse.code names the outcome (the envelope's code says 1000).
    code: outcome,
  };
  if (hasSession(outcome)) {
    const { token, refreshToken, session } = await startSession(ctx, user.id, identityTypeMap.currentIdType, device);
    if (signIn) await signedIn(ctx, user.id, signIn, session.familyId);
    return { ...base, token, refreshToken, onetimeToken: '', equipmentId: session.deviceId ?? session.familyId };
  }
  const onetimeToken = await issueOnetime(ctx, user.id, outcome);
  if (signIn) await signedIn(ctx, user.id, signIn);
  return { ...base, token: '', refreshToken: '', onetimeToken, equipmentId: '' };
}

async function signedIn(ctx: AppContext, userId: number, origin: SignInOrigin, familyId?: string): Promise<void> {
  await recordSignIn(ctx, userId, 'success', origin, familyId);
  await noteDevice(ctx, userId, origin);
}

/**
 * The operatingDataProcessing outcome ends when the user accepts the notice: the acceptance is recorded, the
 * onetime token that showed the notice is spent, and the user gets the login answer that applies now.
 */
export async function acceptDataProcessing(
  ctx: AppContext,
  onetime: { userId: number; purpose: string } | undefined,
  device?: DeviceLogin,
): Promise<Schemas['LoginResponse']> {
  if (!onetime || onetime.purpose !== 'operatingDataProcessing') throw forbidden();
  const [user] = await ctx.db
    .update(users)
    .set({ operatingDataProcessing: false })
    .where(eq(users.id, onetime.userId))
    .returning();
  await ctx.db
    .update(onetimeTokens)
    .set({ revokedAt: new Date(ctx.clock.now()) })
    .where(and(eq(onetimeTokens.userId, onetime.userId), eq(onetimeTokens.purpose, 'operatingDataProcessing')));
  return answerFor(ctx, user, device);
}
