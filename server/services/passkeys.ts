/**
 * Passkeys (WebAuthn, @simplewebauthn/server): an investor registers them while signed in (security centre), and
 * signs in with one either as the second step of a password login (loginV2's 2013 lists `passkey`) or alone, without
 * an account typed (discoverable credentials). login.ts turns a verified assertion into the login's answer.
 *
 * Every ceremony's challenge is stored as its hash with its purpose, is spent by the first answer that names it
 * (right or wrong) and ends after PASSKEY_CEREMONY_MS. The relying party is the site's public origin (PUBLIC_URL) or
 * else the origin the request came to (behind TRUST_PROXY, the proxy's forwarded protocol and host). An assertion
 * whose signature counter does not move forward is refused: the sign of a copied authenticator.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { RESULT_CODE } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext, ServerConfig } from '../context.ts';
import type { Db } from '../db/client.ts';
import { passkeys, recoveryCodes, users, webauthnChallenges } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { challengeEnded, confirmedSecret, endChallenges, openChallengeOf, passkeyRefused, replaceRecoveryCodes } from './second-factor.ts';
import { sha256 } from './secrets.ts';
import type { SessionRow } from './sessions.ts';

/** How long a ceremony's challenge waits for the browser's answer (the options' timeout says the same). */
export const PASSKEY_CEREMONY_MS = 5 * 60_000;
/** Passkeys one account may hold. */
export const PASSKEY_MAX_PER_ACCOUNT = 10;
/** The name the browser shows when it asks to create or use a passkey. */
const RP_NAME = 'Harbourline';

export interface RelyingParty {
  /** The WebAuthn relying party id: the site's host name. */
  id: string;
  /** The origin the browser's answers must name. */
  origin: string;
}

/** The relying party of a request: PUBLIC_URL's origin where set, else `requestOrigin` (protocol and host). */
export function relyingPartyOf(config: Pick<ServerConfig, 'publicUrl'>, requestOrigin: string): RelyingParty {
  const url = new URL(config.publicUrl ?? requestOrigin);
  return { id: url.hostname, origin: url.origin };
}

type Purpose = 'register' | 'secondStep' | 'signIn';
type PasskeyRow = typeof passkeys.$inferSelect;

const limitReached = () => new AppError(RESULT_CODE.conflict, 'passkeyLimit');

export const passkeysOf = (db: Db, userId: number): Promise<PasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt), desc(passkeys.id));

export async function hasPasskey(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return (row?.n ?? 0) > 0;
}

const transportsOf = (row: PasskeyRow) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

const shown = (row: PasskeyRow): Schemas['Passkey'] => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

async function openCeremony(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  purpose: Purpose,
  challenge: string,
  owner: { userId?: number; secondStepId?: number } = {},
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.insert(webauthnChallenges).values({
    challengeHash: sha256(challenge),
    purpose,
    userId: owner.userId ?? null,
    secondStepId: owner.secondStepId ?? null,
    createdAt: new Date(now),
    expiresAt: new Date(now + PASSKEY_CEREMONY_MS),
  });
  // Ended ceremonies of anyone go with each new one.
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now - PASSKEY_CEREMONY_MS)));
}

/** The challenge the browser signed, as clientDataJSON names it; undefined when it names none. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

export interface Ceremony {
  challenge: string;
  userId: number | null;
  secondStepId: number | null;
}

/**
 * Spends the ceremony of `purpose` whose challenge the browser signed, in one conditional update (of two answers
 * racing with it only one gets it); 4012 when it is unknown, spent, ended or of another purpose.
 */
export async function spendCeremony(ctx: Pick<AppContext, 'db' | 'clock'>, clientDataJSON: string, purpose: Purpose): Promise<Ceremony> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) throw challengeEnded();
  const now = new Date(ctx.clock.now());
  const [row] = await ctx.db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challengeHash, sha256(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: webauthnChallenges.userId, secondStepId: webauthnChallenges.secondStepId });
  if (!row) throw challengeEnded();
  return { challenge, ...row };
}

export async function passkeyList(ctx: AppContext, session: SessionRow): Promise<Schemas['PasskeyList']> {
  return { passkeys: (await passkeysOf(ctx.db, session.userId)).map(shown) };
}

/** Options for a new discoverable passkey of the caller; their own passkeys are excluded. */
export async function passkeyRegisterOptions(ctx: AppContext, session: SessionRow, rp: RelyingParty): Promise<Schemas['PasskeyOptions']> {
  const mine = await passkeysOf(ctx.db, session.userId);
  if (mine.length >= PASSKEY_MAX_PER_ACCOUNT) throw limitReached();
  const [user] = await ctx.db
    .select({ email: users.email, mobile: users.mobile, name: users.name })
    .from(users)
    .where(eq(users.id, session.userId));
  const account = user?.email ?? user?.mobile ?? String(session.userId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: account,
    userDisplayName: user?.name || account,
    // The user handle names the account without saying anything about its owner.
    userID: new TextEncoder().encode(`u${session.userId}`),
    timeout: PASSKEY_CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: mine.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await openCeremony(ctx, 'register', options.challenge, { userId: session.userId });
  return { options: { ...options } };
}

/** Verifies the browser's answer to passkeyRegisterOptions and keeps the passkey under `name`. */
export async function passkeyRegister(
  ctx: AppContext,
  session: SessionRow,
  rp: RelyingParty,
  input: Schemas['PasskeyRegisterRequest'],
): Promise<Schemas['PasskeyAdded']> {
  const ceremony = await spendCeremony(ctx, input.credential.response.clientDataJSON, 'register');
  if (ceremony.userId !== session.userId) throw challengeEnded();
  const verification = await verifyRegistrationResponse({
    response: input.credential as RegistrationResponseJSON,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) throw passkeyRefused();
  const { credential } = verification.registrationInfo;
  const before = (await passkeysOf(ctx.db, session.userId)).length;
  if (before >= PASSKEY_MAX_PER_ACCOUNT) throw limitReached();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: session.userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? input.credential.response.transports ?? []).join(','),
        name: input.name.trim() || RP_NAME,
        createdAt: new Date(ctx.clock.now()),
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw new AppError(RESULT_CODE.conflict, 'passkeyKnown');
    // The account's first second step: its recovery codes, answered this once (with the app on, it has them already).
    const first = before === 0 && !(await confirmedSecret(tx, session.userId));
    return { ...shown(row), recoveryCodes: first ? await replaceRecoveryCodes(tx, session.userId, ctx.clock.now()) : [] };
  });
}

/**
 * Removes one of the caller's passkeys; 4004 when they have no such passkey. With the last one gone and the app off,
 * the account has no second step left: its recovery codes and open challenges go too.
 */
export async function passkeyRemove(ctx: AppContext, session: SessionRow, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, session.userId)))
      .returning({ id: passkeys.id });
    if (gone.length === 0) throw new AppError(RESULT_CODE.notFound, 'notFound');
    if (!(await hasPasskey(tx, session.userId)) && !(await confirmedSecret(tx, session.userId))) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.userId));
      await endChallenges(tx, session.userId, ctx.clock.now());
    }
  });
}

/** Options for the second step of the login whose 2013 challenge is `token`: the account's passkeys. */
export async function passkeySecondStepOptions(ctx: AppContext, rp: RelyingParty, token: string): Promise<Schemas['PasskeyOptions']> {
  const challenge = await openChallengeOf(ctx, token);
  const mine = await passkeysOf(ctx.db, challenge.userId);
  if (mine.length === 0) throw challengeEnded();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: mine.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    timeout: PASSKEY_CEREMONY_MS,
    userVerification: 'preferred',
  });
  await openCeremony(ctx, 'secondStep', options.challenge, { userId: challenge.userId, secondStepId: challenge.id });
  return { options: { ...options } };
}

/** Options for signing in with a passkey alone: no account named, the browser offers the passkeys it holds. */
export async function passkeySignInOptions(ctx: AppContext, rp: RelyingParty): Promise<Schemas['PasskeyOptions']> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: PASSKEY_CEREMONY_MS, userVerification: 'required' });
  await openCeremony(ctx, 'signIn', options.challenge);
  return { options: { ...options } };
}

/**
 * The passkey whose assertion `credential` is right for `challenge` (one of `userId`'s where given), its counter moved
 * forward and its last use noted; undefined when the assertion is refused. Of two assertions racing with the same
 * counter only one moves it.
 */
export async function verifiedPasskey(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  rp: RelyingParty,
  credential: Schemas['PasskeyAssertion'],
  challenge: string,
  options: { userId?: number; requireUserVerification: boolean },
): Promise<PasskeyRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credential.id), options.userId === undefined ? undefined : eq(passkeys.userId, options.userId)));
  if (!row) return undefined;
  const verification = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: transportsOf(row),
    },
    requireUserVerification: options.requireUserVerification,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  const { newCounter } = verification.authenticationInfo;
  const [moved] = await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date(ctx.clock.now()) })
    .where(and(eq(passkeys.id, row.id), newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter)))
    .returning();
  return moved;
}
