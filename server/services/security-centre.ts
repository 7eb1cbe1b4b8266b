/**
 * The security centre (Settings): the account's own sign-in history, its open sessions with "sign out that device",
 * and the alert (e-mail, or SMS when the account has no e-mail) the first time the account signs in from a device
 * not seen before. A device is a browser, known by its device cookie (devices.ts); a sign-in that carries no device
 * is known by a hash of its User-Agent.
 */
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { INACTIVITY_LIMIT_MS, RESULT_CODE, SESSION_ABSOLUTE_LIFETIME_MS, type LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { knownDevices, sessions, signIns, users } from '../db/schema.ts';
import { logSideFailure } from './audit.ts';
import { notFound } from './client-access.ts';
import { deviceIdOf, type DeviceLogin } from './devices.ts';
import { AppError } from './errors.ts';
import { newDeviceMessage } from './flow-templates.ts';
import { deliver } from './mailer.ts';
import { sha256 } from './secrets.ts';
import { revokeSessions, type SessionRow } from './sessions.ts';

export type SignInOutcome = Schemas['SignIn']['outcome'];

/** How long an account's sign-in history is kept (the page says so: src/security-centre.ts, tested equal). */
export const SIGN_IN_HISTORY_RETENTION_MS = 180 * 24 * 60 * 60_000;
/** How much of a User-Agent header a sign-in keeps. */
export const USER_AGENT_MAX_LENGTH = 300;

/** Where an attempt came from: the client's address (req.ip, behind the proxies TRUST_PROXY names) and its browser. */
export interface SignInOrigin {
  ip: string;
  device?: DeviceLogin;
}

const userAgentOf = (origin: SignInOrigin) => (origin.device?.userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH);

/** The device of an attempt: its browser's device id, or (no device cookie in play) a hash of its User-Agent. */
export const signInDeviceOf = (userId: number, origin: SignInOrigin) =>
  origin.device ? deviceIdOf(userId, origin.device.key) : `ua-${sha256(`${userId}:${userAgentOf(origin)}`).slice(0, 20)}`;

/**
 * Records one attempt on the account `userId`, and drops the account's attempts older than
 * SIGN_IN_HISTORY_RETENTION_MS. Never fails the sign-in it describes: a broken write is logged.
 */
export async function recordSignIn(
  ctx: AppContext,
  userId: number,
  outcome: SignInOutcome,
  origin: SignInOrigin,
  familyId?: string,
): Promise<void> {
  const now = ctx.clock.now();
  try {
    await ctx.db.insert(signIns).values({
      userId,
      at: new Date(now),
      outcome,
      deviceId: signInDeviceOf(userId, origin),
      familyId: familyId ?? null,
      userAgent: userAgentOf(origin),
      ip: origin.ip || null,
    });
    await ctx.db.delete(signIns).where(and(eq(signIns.userId, userId), lt(signIns.at, new Date(now - SIGN_IN_HISTORY_RETENTION_MS))));
  } catch (err) {
    logSideFailure(err, 'sign-in history write failed');
  }
}

/**
 * After a successful sign-in: the device joins the account's known devices, and when it is new (and not the account's
 * first device, which has nothing to be told apart from) the alert goes out, once: the known-devices key decides, so
 * two instances signing the same new device in at once send one alert. A failed delivery is logged, the sign-in stands.
 */
export async function noteDevice(ctx: AppContext, userId: number, origin: SignInOrigin): Promise<void> {
  const now = new Date(ctx.clock.now());
  try {
    const deviceId = signInDeviceOf(userId, origin);
    const [{ known }] = await ctx.db.select({ known: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
    const added = await ctx.db
      .insert(knownDevices)
      .values({ userId, deviceId, firstSeenAt: now })
      .onConflictDoNothing()
      .returning({ deviceId: knownDevices.deviceId });
    if (added.length === 0 || known === 0) return;
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    const to = user?.email ? { kind: 'email' as const, to: user.email } : user?.mobile ? { kind: 'sms' as const, to: user.mobile } : null;
    if (!user || !to) return;
    // The browser as the device list in Settings names it (devices.ts).
    const text = newDeviceMessage(now, origin.device?.name ?? null, origin.ip, user.languageType as LanguageType);
    await deliver(ctx, { ...to, ...text });
  } catch (err) {
    logSideFailure(err, 'new-device alert failed');
  }
}

/** The caller's sign-in history, newest first, a page at a time. */
export async function signInHistory(
  ctx: AppContext,
  session: SessionRow,
  page: number,
  limit: number,
): Promise<Schemas['SignInPage']> {
  const mine = eq(signIns.userId, session.userId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(signIns)
      .where(mine)
      .orderBy(desc(signIns.at), desc(signIns.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(signIns).where(mine),
  ]);
  return {
    list: rows.map((r) => ({
      at: r.at.toISOString(),
      outcome: r.outcome as SignInOutcome,
      userAgent: r.userAgent,
      ip: r.ip ?? '',
      thisDevice: session.deviceId !== null && r.deviceId === session.deviceId,
    })),
    total,
    page,
    limit,
  };
}

/** The id an open session is named by: derived from its family, so the list hands out nothing the server keys on. */
const sessionIdOf = (familyId: string) => `ses-${sha256(`session:${familyId}`).slice(0, 24)}`;

/** The caller's live generations: one per open session (a family has one unrevoked generation at a time). */
async function liveSessionsOf(ctx: AppContext, userId: number): Promise<SessionRow[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.filter(
    (r) => now - r.loginAt.getTime() <= SESSION_ABSOLUTE_LIFETIME_MS && now - r.lastSeenAt.getTime() <= INACTIVITY_LIMIT_MS,
  );
}

export async function openSessions(ctx: AppContext, session: SessionRow): Promise<Schemas['OpenSessionList']> {
  const live = await liveSessionsOf(ctx, session.userId);
  const families = live.map((r) => r.familyId);
  const started = families.length
    ? await ctx.db
        .select()
        .from(signIns)
        .where(and(eq(signIns.userId, session.userId), inArray(signIns.familyId, families)))
    : [];
  const byFamily = new Map(started.map((r) => [r.familyId, r]));
  // A session a binding or the data-processing notice opened has no sign-in of its own: the latest successful one of
  // its device, before it, says where it came from.
  const successes = await ctx.db
    .select()
    .from(signIns)
    .where(and(eq(signIns.userId, session.userId), eq(signIns.outcome, 'success' satisfies SignInOutcome)))
    .orderBy(desc(signIns.at))
    .limit(200);
  const originOf = (r: SessionRow) =>
    byFamily.get(r.familyId) ??
    successes.find((s) => r.deviceId !== null && s.deviceId === r.deviceId && s.at.getTime() <= r.loginAt.getTime());
  return {
    list: live
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
      .map((r) => {
        const origin = originOf(r);
        return {
          sessionId: sessionIdOf(r.familyId),
          signedInAt: r.loginAt.toISOString(),
          lastActiveAt: r.lastSeenAt.toISOString(),
          userAgent: origin?.userAgent ?? '',
          ip: origin?.ip ?? '',
          current: r.familyId === session.familyId,
        };
      }),
  };
}

/**
 * Signs one of the caller's other open sessions out: its family is revoked through revokeSessions, so this instance
 * forgets the rows it keeps at once (session-cache.ts) and the next call with its tokens answers 3010. Only the
 * caller's open sessions are looked at: another account's id, like an unknown one, is not found (4004).
 */
export async function signOutSession(ctx: AppContext, session: SessionRow, sessionId: string): Promise<void> {
  const target = (await liveSessionsOf(ctx, session.userId)).find((r) => sessionIdOf(r.familyId) === sessionId);
  if (!target) throw notFound();
  if (target.familyId === session.familyId) throw new AppError(RESULT_CODE.conflict, 'currentSession');
  await revokeSessions(ctx, and(eq(sessions.userId, session.userId), eq(sessions.familyId, target.familyId)), 'signedOutByOwner');
}
