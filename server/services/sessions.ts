/**
 * Server-side sessions: short tokens (accessimeout), refresh tokens (failureTime) with rotation and reuse
 * detection, idle expiry and an absolute lifetime. All state is in the database, so instances can share it.
 */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCESS_TOKEN_GRACE_MS,
  INACTIVITY_LIMIT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  ONETIME_TOKEN_LIFETIME_MS,
  REFRESH_REUSE_GRACE_MS,
  SESSION_ABSOLUTE_LIFETIME_MS,
} from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { perDb } from '../db/prepared.ts';
import { onetimeTokens, sessions, userDevices, userPreferences } from '../db/schema.ts';
import { audit } from './audit.ts';
import { deviceIdOf, type DeviceLogin } from './devices.ts';
import { tokenExpired, tokenInvalid, tokenRevoked } from './errors.ts';
import { derivedToken, newId, newToken, sha256 } from './secrets.ts';
import { forgetSessions, sessionLookups } from './session-cache.ts';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Refreshes of one generation within this long of each other, with the same refresh token, answer the same tokens:
 * the calls a page or several tabs make at once. Later, a getToken is a new renewal, and a rotated refresh token is
 * refused (revoking its family after REFRESH_REUSE_GRACE_MS).
 */
export const REFRESH_SHARE_MS = 5_000;

export interface TokenPair extends Pick<Schemas['TokenSet'], 'token' | 'refreshToken'> {
  session: SessionRow;
}

const stepFor = (currentIdType: number) => (currentIdType === 0 ? 'unfinished' : 'complete');

/**
 * Every change to an existing session goes through `changingSessions` (eslint.config.js refuses an update or delete of
 * the sessions table anywhere else): `write` runs, alone or as a transaction with other tables, and once it has ended
 * (committed, or failed) this instance forgets the session rows it keeps for a second (session-cache.ts), so it sees
 * a logout, rotation or revocation at once. Forgetting inside a transaction would be too early: a lookup between the
 * forgetting and the commit would read, and keep, the row as it was.
 */
export async function changingSessions<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetSessions(db);
  }
}

/** Why a session was revoked (sessions.revoked_reason). */
export type RevokedReason =
  | 'logout'
  | 'reuse'
  | 'rotated'
  | 'passwordReset'
  | 'passwordChanged'
  | 'deviceUnbound'
  | 'otherDevice'
  | 'unused'
  /** Signed out by the account's owner from another session (the security centre). */
  | 'signedOutByOwner';

/**
 * Revokes the live sessions `where` selects, through `db` or a transaction of a `changingSessions` write. A missing
 * condition is refused: it would revoke every session of every user.
 */
export async function revokeSessionsIn(db: Db, where: SQL | undefined, reason: RevokedReason, at: Date): Promise<void> {
  if (!where) throw new Error('revokeSessionsIn: no condition');
  await db.update(sessions).set({ revokedAt: at, revokedReason: reason }).where(and(where, isNull(sessions.revokedAt)));
}

/** Revokes the live sessions `where` selects, now, on its own. */
export async function revokeSessions(ctx: Pick<AppContext, 'db' | 'clock'>, where: SQL | undefined, reason: RevokedReason): Promise<void> {
  await changingSessions(ctx.db, () => revokeSessionsIn(ctx.db, where, reason, new Date(ctx.clock.now())));
}

/** The user's live sessions started on any device but `deviceId` (or on none). */
export const otherDevicesOf = (userId: number, deviceId: string) =>
  and(eq(sessions.userId, userId), or(isNull(sessions.deviceId), ne(sessions.deviceId, deviceId)));

/**
 * A new login: a new family, new tokens. From a browser (`device`), the family belongs to that browser's device,
 * which is listed (or seen again); when the user does not allow multiple devices, the login ends the sessions of
 * every other device and takes their place in the list: one device at a time, the latest. Decided under a per-user
 * lock, so two devices logging in at once cannot both stay.
 */
export async function startSession(ctx: AppContext, userId: number, currentIdType: number, device?: DeviceLogin): Promise<TokenPair> {
  const now = new Date(ctx.clock.now());
  const base = { userId, familyId: newId(), currentIdType, loginAt: now, lastSeenAt: now };
  if (!device) return insertGeneration(ctx, base);
  const deviceId = deviceIdOf(userId, device.key);
  return changingSessions(ctx.db, () =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`devices:${userId}`}))`);
      await tx
        .insert(userDevices)
        .values({ id: deviceId, userId, familyId: null, name: device.name, lastSeenAt: now })
        .onConflictDoUpdate({ target: userDevices.id, set: { name: device.name, lastSeenAt: now } });
      const [prefs] = await tx
        .select({ allowMultipleDevices: userPreferences.allowMultipleDevices })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      if (prefs && !prefs.allowMultipleDevices) {
        await revokeSessionsIn(tx, otherDevicesOf(userId, deviceId), 'otherDevice', now);
        await tx.delete(userDevices).where(and(eq(userDevices.userId, userId), ne(userDevices.id, deviceId)));
      }
      return insertGeneration({ db: tx, clock: ctx.clock }, { ...base, deviceId });
    }),
  );
}

async function insertGeneration(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  base: Pick<SessionRow, 'userId' | 'familyId' | 'currentIdType' | 'loginAt' | 'lastSeenAt'> & Partial<Pick<SessionRow, 'deviceId'>>,
  tokens: { token: string; refreshToken: string } = { token: newToken(), refreshToken: newToken() },
): Promise<TokenPair> {
  const { token, refreshToken } = tokens;
  const now = new Date(clock.now());
  const [session] = await db
    .insert(sessions)
    .values({
      userId: base.userId,
      familyId: base.familyId,
      deviceId: base.deviceId ?? null,
      currentIdType: base.currentIdType,
      loginAt: base.loginAt,
      lastSeenAt: base.lastSeenAt,
      id: newId(),
      accessHash: sha256(token),
      accessIssuedAt: now,
      refreshHash: sha256(refreshToken),
      refreshIssuedAt: now,
      step: stepFor(base.currentIdType),
      createdAt: now,
    })
    .returning();
  return { token, refreshToken, session };
}

function assertAlive(row: SessionRow, now: number): void {
  if (row.revokedAt) throw tokenRevoked();
  if (now - row.loginAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS) throw tokenExpired();
  if (now - row.lastSeenAt.getTime() > INACTIVITY_LIMIT_MS) throw tokenExpired();
}

/**
 * The session a short token belongs to. Besides the current token: the token getToken last replaced, and the token
 * of a generation getLongToken just rotated, each for ACCESS_TOKEN_GRACE_MS (requests already on their way when the
 * refresh answered). The common case is one indexed lookup.
 */
const byAccessHash = perDb((db) =>
  db.select().from(sessions).where(eq(sessions.accessHash, sql.placeholder('hash'))).prepare('hl_session_by_access'),
);

async function findByAccess(ctx: AppContext, hash: string, now: number): Promise<SessionRow | undefined> {
  // Prepared (SQL built once, parsed once per connection): this runs on every authenticated request. Kept for a
  // second on this instance (session-cache.ts): the calls a page sends at once share one read.
  const row = await sessionLookups(ctx.db).find(hash, now, async () => (await byAccessHash(ctx.db).execute({ hash }))[0]);
  if (row) {
    const justRotated = row.revokedReason === 'rotated' && row.revokedAt && now - row.revokedAt.getTime() <= ACCESS_TOKEN_GRACE_MS;
    if (!justRotated) return row;
    const [next] = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.familyId, row.familyId), isNull(sessions.revokedAt)));
    return next ?? row;
  }
  const [previous] = await ctx.db.select().from(sessions).where(eq(sessions.prevAccessHash, hash));
  if (previous?.prevAccessUntil && now <= previous.prevAccessUntil.getTime()) return previous;
  return undefined;
}

/** The `token` header: valid, unexpired, unrevoked, not idle. Counts as activity. */
export async function authenticateAccess(ctx: AppContext, token: string | undefined): Promise<SessionRow> {
  if (!token) throw tokenInvalid();
  const now = ctx.clock.now();
  const hash = sha256(token);
  const row = await findByAccess(ctx, hash, now);
  if (!row) throw tokenInvalid();
  assertAlive(row, now);
  if (now - row.accessIssuedAt.getTime() > ctx.config.accessTimeoutMs) throw tokenExpired();
  // Every read would otherwise be a durable write; a few seconds of slack on a 20-minute idle limit is harmless.
  if (now - row.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return row;
  const [touched] = await ctx.db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.id, row.id))
    .returning();
  // Only this row's activity changed: the other kept rows stay.
  if (touched && touched.accessHash === hash) sessionLookups(ctx.db).replace(hash, touched);
  return touched ?? row;
}

async function revokeFamily(ctx: AppContext, familyId: string, reason: RevokedReason): Promise<void> {
  await revokeSessions(ctx, eq(sessions.familyId, familyId), reason);
}

/** The generation a refresh token was issued to, whatever its state. */
async function sessionByRefresh(ctx: AppContext, refreshToken: string): Promise<SessionRow> {
  const [row] = await ctx.db.select().from(sessions).where(eq(sessions.refreshHash, sha256(refreshToken)));
  if (!row) throw tokenInvalid();
  return row;
}

/** A live generation's refresh token. A rotated token shown again after the grace window revokes its whole family. */
async function checkRefresh(ctx: AppContext, row: SessionRow): Promise<SessionRow> {
  const now = ctx.clock.now();
  if (row.revokedAt && row.revokedReason === 'rotated' && now - row.revokedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
    await revokeFamily(ctx, row.familyId, 'reuse');
    await audit(ctx, { kind: 'refresh.reuse', userId: row.userId, detail: { family: row.familyId.slice(0, 8) } });
  }
  assertAlive(row, now);
  if (now - row.refreshIssuedAt.getTime() > ctx.config.refreshLifetimeMs) throw tokenExpired();
  return row;
}

/** Within REFRESH_SHARE_MS of `at`, by the clock of the server. */
const sharedMoment = (at: Date, now: number) => now >= at.getTime() && now - at.getTime() <= REFRESH_SHARE_MS;

/**
 * The short token a getToken of this generation issued a moment ago: derived from the same refresh token and the
 * row's nonce, so a racing call answers it again instead of replacing it (which left the other callers' tokens dead).
 */
function sharedAccess(row: SessionRow, refreshToken: string, now: number): string | undefined {
  if (!row.issueNonce || !sharedMoment(row.accessIssuedAt, now)) return undefined;
  const token = derivedToken(refreshToken, row.issueNonce, 'access');
  return sha256(token) === row.accessHash ? token : undefined;
}

/** getToken: a new short token for the same generation; the refresh token stays. */
export async function renewAccess(
  ctx: AppContext,
  refreshToken: string | undefined,
): Promise<{ token: string; session: SessionRow }> {
  if (!refreshToken) throw tokenInvalid();
  // Two rounds at most: a renewal that loses the race to another one reads the row again and shares its token.
  for (let round = 0; round < 2; round++) {
    const row = await checkRefresh(ctx, await sessionByRefresh(ctx, refreshToken));
    const now = ctx.clock.now();
    const shared = sharedAccess(row, refreshToken, now);
    if (shared) return { token: shared, session: row };
    const nonce = newToken();
    const token = derivedToken(refreshToken, nonce, 'access');
    const [updated] = await changingSessions(ctx.db, () =>
      ctx.db
        .update(sessions)
        .set({
          prevAccessHash: sql`${sessions.accessHash}`,
          prevAccessUntil: new Date(now + ACCESS_TOKEN_GRACE_MS),
          accessHash: sha256(token),
          accessIssuedAt: new Date(now),
          issueNonce: nonce,
        })
        // Only over the token this call read: a renewal that got there first is shared, not replaced.
        .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt), eq(sessions.accessHash, row.accessHash)))
        .returning(),
    );
    if (updated) return { token, session: updated };
  }
  throw tokenRevoked();
}

/**
 * getUserTokens: the token set the caller already holds, never a new one. A short token alone must not buy a refresh
 * token: a stolen one would become a session of its own, rotated up to the absolute lifetime while the owner, whose
 * generation the rotation ended, is cut off. So the answer is the presented short token when it is the session's
 * current one (empty when it is a replaced token still served for a moment), no refresh token (the server keeps only
 * hashes, and only login, binding and getLongToken hand refresh tokens out), and the time each has left.
 */
export function heldTokens(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  row: SessionRow,
  token: string | undefined,
): Schemas['TokenSet'] {
  const now = ctx.clock.now();
  const current = token !== undefined && sha256(token) === row.accessHash;
  return {
    token: current ? token : '',
    refreshToken: '',
    failureTime: Math.max(0, row.refreshIssuedAt.getTime() + ctx.config.refreshLifetimeMs - now),
    accessimeout: current ? Math.max(0, row.accessIssuedAt.getTime() + ctx.config.accessTimeoutMs - now) : 0,
  };
}

/**
 * The pair a rotation of this generation issued a moment ago, for a caller presenting the same refresh token: the
 * next generation's tokens are derived from it and the nonce kept on the rotated row. Only while that generation is
 * alive and still holds the derived short token; otherwise nothing (the caller is refused as before).
 */
async function sharedRotation(ctx: AppContext, row: SessionRow, refreshToken: string): Promise<TokenPair | undefined> {
  const now = ctx.clock.now();
  if (row.revokedReason !== 'rotated' || !row.revokedAt || !row.issueNonce || !sharedMoment(row.revokedAt, now)) return undefined;
  const token = derivedToken(refreshToken, row.issueNonce, 'access');
  const next = derivedToken(refreshToken, row.issueNonce, 'refresh');
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.refreshHash, sha256(next)), eq(sessions.familyId, row.familyId), isNull(sessions.revokedAt)));
  if (!session || session.accessHash !== sha256(token)) return undefined;
  assertAlive(session, now);
  return { token, refreshToken: next, session };
}

/**
 * Replaces a generation by the next one, with tokens derived from the refresh token presented (see sharedRotation).
 * Of several concurrent rotations of a generation one writes; the others get undefined and share its pair.
 */
async function rotate(ctx: AppContext, row: SessionRow, refreshToken: string): Promise<TokenPair | undefined> {
  const nonce = newToken();
  return changingSessions(ctx.db, () =>
    ctx.db.transaction(async (tx) => {
      const [old] = await tx
        .update(sessions)
        .set({ revokedAt: new Date(ctx.clock.now()), revokedReason: 'rotated' satisfies RevokedReason, issueNonce: nonce })
        .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
        .returning();
      if (!old) return undefined;
      return insertGeneration({ db: tx, clock: ctx.clock }, old, {
        token: derivedToken(refreshToken, nonce, 'access'),
        refreshToken: derivedToken(refreshToken, nonce, 'refresh'),
      });
    }),
  );
}

/**
 * getLongToken: rotates by refresh token. Concurrent rotations with one refresh token (a page's calls, several tabs)
 * answer the same live pair for REFRESH_SHARE_MS; the rotated token shown later is refused, and after
 * REFRESH_REUSE_GRACE_MS it revokes the family (theft).
 */
export async function rotateByRefresh(ctx: AppContext, refreshToken: string | undefined): Promise<TokenPair> {
  if (!refreshToken) throw tokenInvalid();
  const found = await sessionByRefresh(ctx, refreshToken);
  const earlier = await sharedRotation(ctx, found, refreshToken);
  if (earlier) return earlier;
  const pair = await rotate(ctx, await checkRefresh(ctx, found), refreshToken);
  if (pair) return pair;
  // Another rotation of this generation committed first: its pair is this call's answer too.
  const winner = await sharedRotation(ctx, await sessionByRefresh(ctx, refreshToken), refreshToken);
  if (winner) return winner;
  throw tokenRevoked();
}

/** Logout: the session's family, and every onetime token of the user still open (a binding token kept after its bind). */
export async function endSession(ctx: AppContext, row: SessionRow): Promise<void> {
  await revokeFamily(ctx, row.familyId, 'logout');
  await ctx.db
    .update(onetimeTokens)
    .set({ revokedAt: new Date(ctx.clock.now()) })
    .where(and(eq(onetimeTokens.userId, row.userId), isNull(onetimeTokens.revokedAt)));
}

export async function selectIdentity(ctx: AppContext, row: SessionRow, currentIdType: number): Promise<void> {
  await changingSessions(ctx.db, () =>
    ctx.db.update(sessions).set({ currentIdType, step: stepFor(currentIdType) }).where(eq(sessions.id, row.id)),
  );
}

export async function issueOnetime(ctx: AppContext, userId: number, purpose: string): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(onetimeTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + ONETIME_TOKEN_LIFETIME_MS),
  });
  return token;
}

export async function authenticateOnetime(ctx: AppContext, token: string | undefined) {
  if (!token) throw tokenInvalid();
  const [row] = await ctx.db.select().from(onetimeTokens).where(eq(onetimeTokens.tokenHash, sha256(token)));
  if (!row) throw tokenInvalid();
  if (row.revokedAt) throw tokenRevoked();
  if (ctx.clock.now() > row.expiresAt.getTime()) throw tokenExpired();
  return { userId: row.userId, purpose: row.purpose, id: row.id };
}
