/**
 * Account settings (/user/info): profile and password, contact changes that wait for review, devices (a device is
 * a browser, devices.ts), WeChat accounts, notification switches, and deregistration in one transaction.
 */
import { and, asc, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  CAPTCHA_AFTER_FAILED_LOGINS,
  FAILED_LOGIN_WINDOW_MS,
  IDENTITY_TYPE,
  MAX_FAILED_LOGINS_PER_HOUR,
  RESULT_CODE,
  type LanguageType,
} from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import {
  contactChangeRequests,
  loginFailures,
  outbox,
  passwordTickets,
  sessions,
  userDevices,
  userPreferences,
  users,
  wechatAccounts,
} from '../db/schema.ts';
import { maskOf, parseAccount } from './accounts.ts';
import { checkAdmitted, clearFailures, reserveAttempt } from './attempts.ts';
import { codeError, consumeCode } from './codes.ts';
import { deviceName, familyDeviceIdOf } from './devices.ts';
import { AppError, forbidden, tokenInvalid } from './errors.ts';
import { identityTypeMapOf, mayUse, type UserRow } from './identity.ts';
import { failureKeyOf } from './login.ts';
import { hashPassword } from './passwords.ts';
import { newToken, sha256 } from './secrets.ts';
import { changingSessions, otherDevicesOf, revokeSessions, revokeSessionsIn, type SessionRow } from './sessions.ts';
import { maskAccount } from './user-info.ts';
import { invalid, notFound, pick } from './client-access.ts';

type S = Schemas;

export const PASSWORD_TICKET_TTL_MS = 5 * 60_000;
const PASSWORD_CHECK_MAX_FAILURES = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

const conflict = (key: 'previousRequestPending' | 'deleteDevicesFirst' | 'unbindWechatFirst') => new AppError(RESULT_CODE.conflict, key);
const passwordIncorrect = () => new AppError(RESULT_CODE.wrongCredentials, 'passwordIncorrect');

async function userOf({ db }: AppContext, session: SessionRow): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw tokenInvalid();
  return user;
}

async function preferencesOf({ db }: AppContext, userId: number) {
  await db.insert(userPreferences).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

/** The device a session belongs to: its browser's, or (a session started before devices were browsers) its family's. */
const deviceOfSession = (session: SessionRow) => session.deviceId ?? familyDeviceIdOf(session.familyId);

/** The session's device is seen again when settings are opened from it (listed, if it was not). */
export async function touchDevice(ctx: AppContext, session: SessionRow, userAgent?: string, systemSide?: string) {
  const now = new Date(ctx.clock.now());
  await ctx.db
    .insert(userDevices)
    .values({
      id: deviceOfSession(session),
      userId: session.userId,
      familyId: session.deviceId ? null : session.familyId,
      name: deviceName(userAgent, systemSide),
      lastSeenAt: now,
    })
    .onConflictDoUpdate({ target: userDevices.id, set: { lastSeenAt: now } });
}

const contact = (c: { name: string; nameEn: string; mobile: string; email: string } | null, lang: LanguageType): S['Contact'] | null =>
  c ? { name: pick(lang, c.name, c.nameEn), mobile: c.mobile, email: c.email } : null;

export async function accountSettings(ctx: AppContext, session: SessionRow, lang: LanguageType): Promise<S['UserSettings']> {
  const user = await userOf(ctx, session);
  const prefs = await preferencesOf(ctx, user.id);
  const [devices, wechats, pending, map] = await Promise.all([
    ctx.db.select().from(userDevices).where(eq(userDevices.userId, user.id)).orderBy(desc(userDevices.lastSeenAt)),
    ctx.db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, user.id)).orderBy(asc(wechatAccounts.boundAt)),
    ctx.db.select().from(contactChangeRequests).where(eq(contactChangeRequests.userId, user.id)).orderBy(desc(contactChangeRequests.id)).limit(10),
    identityTypeMapOf(ctx, user),
  ]);
  const partner = map.userRelationList.find((r) => r.identityType === IDENTITY_TYPE.partner);
  return {
    userName: pick(lang, user.name, user.nameEn || user.name),
    account: maskAccount(user.email, user.mobile),
    email: user.email ? maskAccount(user.email, null) : '',
    mobile: user.mobile ? maskAccount(null, user.mobile) : '',
    fontSize: user.fontSize as S['FontSize'],
    languageType: user.languageType as S['LanguageType'],
    notifications: { sms: prefs.notifySms, email: prefs.notifyEmail, wechat: prefs.notifyWechat },
    allowMultipleDevices: prefs.allowMultipleDevices,
    devices: devices.map((d) => ({ deviceId: d.id, name: d.name, lastSeenAt: d.lastSeenAt.toISOString(), current: d.id === deviceOfSession(session) })),
    wechatAccounts: wechats.map((w) => ({ wechatId: w.id, nickname: w.nickname, boundAt: w.boundAt.toISOString() })),
    relationshipManager: contact(prefs.relationshipManager, lang),
    partnerName: partner?.name ?? null,
    institution: session.currentIdType === IDENTITY_TYPE.institution ? contact(prefs.institutionContact, lang) : null,
    pendingChanges: pending.map(changeView),
    currentIdType: session.currentIdType as S['IdentityType'],
  };
}

const changeView = (c: typeof contactChangeRequests.$inferSelect): S['ChangeRequest'] => ({
  requestId: String(c.id),
  field: c.field as 'email' | 'mobile',
  value: c.field === 'email' ? maskAccount(c.value, null) : maskAccount(null, c.value),
  status: c.status as S['ChangeRequest']['status'],
  createdAt: c.createdAt.toISOString(),
});

export async function assetBindingInfo(ctx: AppContext, session: SessionRow, lang: LanguageType): Promise<S['AssetBindingInfo']> {
  const user = await userOf(ctx, session);
  const map = await identityTypeMapOf(ctx, user, session.currentIdType);
  const prefs = await preferencesOf(ctx, user.id);
  const types = [IDENTITY_TYPE.individual, IDENTITY_TYPE.institution, IDENTITY_TYPE.partner] as const;
  return {
    currentIdType: session.currentIdType as S['IdentityType'],
    relations: map.userRelationList,
    applyList: map.applyList,
    partnerName: map.userRelationList.find((r) => r.identityType === IDENTITY_TYPE.partner)?.name ?? null,
    institution: map.userRelationList.some((r) => r.identityType === IDENTITY_TYPE.institution) ? contact(prefs.institutionContact, lang) : null,
    switchableIdTypes: types.filter((t) => mayUse(map, t)),
  };
}

/**
 * A password typed in a signed-in session (the old one of a change, deregistration's) counts with the login's failures
 * of the account, reserved before the check like the login's: a stolen session guesses no more than a login would.
 * Where the login would ask for a captcha, which these operations have no field for, or the hourly cap is reached,
 * the answer is 4029 without a check; every wrong password here makes the login ask for the captcha sooner.
 */
export async function checkSessionPassword(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  const key = failureKeyOf(user.id, '');
  const now = ctx.clock.now();
  const attempt = await reserveAttempt(ctx, key, {
    decide: async (failuresSince) =>
      (await failuresSince(now - HOUR_MS)) >= MAX_FAILED_LOGINS_PER_HOUR ||
      (await failuresSince(now - FAILED_LOGIN_WINDOW_MS)) >= CAPTCHA_AFTER_FAILED_LOGINS
        ? 'tooMany'
        : 'admit',
  });
  if (!attempt.admitted) throw new AppError(RESULT_CODE.tooManyRequests, 'tooManyRequests');
  if (!(await checkAdmitted(ctx, attempt, user.passwordHash, password))) throw passwordIncorrect();
  await clearFailures(ctx, key);
}

export async function updateAccount(ctx: AppContext, session: SessionRow, input: S['AccountInfoUpdate']): Promise<void> {
  if ((input.oldPassword === undefined) !== (input.newPassword === undefined)) throw invalid('passwordPairRequired');
  const user = await userOf(ctx, session);
  const set: Partial<UserRow> = {};
  if (input.userName !== undefined) Object.assign(set, { name: input.userName.trim(), nameEn: input.userName.trim() });
  if (input.fontSize !== undefined) set.fontSize = input.fontSize;
  if (input.oldPassword !== undefined && input.newPassword !== undefined) {
    await checkSessionPassword(ctx, user, input.oldPassword);
    set.passwordHash = await hashPassword(input.newPassword);
  }
  await changingSessions(ctx.db, () =>
    ctx.db.transaction(async (tx) => {
      if (Object.keys(set).length > 0) await tx.update(users).set(set).where(eq(users.id, user.id));
      if (set.passwordHash) {
        // Whoever else knew the old password is logged out everywhere else.
        const others = and(eq(sessions.userId, user.id), ne(sessions.familyId, session.familyId));
        await revokeSessionsIn(tx, others, 'passwordChanged', new Date(ctx.clock.now()));
      }
    }),
  );
}

export async function issuePasswordTicket(ctx: AppContext, session: SessionRow, password: string): Promise<S['PasswordTicket']> {
  const user = await userOf(ctx, session);
  const key = `verify:${user.id}`;
  const now = ctx.clock.now();
  // Counted before the check, under the key's lock: parallel re-checks get no more than the limit between them.
  const attempt = await reserveAttempt(ctx, key, {
    decide: async (failuresSince) =>
      (await failuresSince(now - PASSWORD_CHECK_WINDOW_MS)) >= PASSWORD_CHECK_MAX_FAILURES ? 'tooMany' : 'admit',
  });
  if (!attempt.admitted) throw new AppError(RESULT_CODE.tooManyRequests, 'tooManyRequests');
  if (!(await checkAdmitted(ctx, attempt, user.passwordHash, password))) throw passwordIncorrect();
  await clearFailures(ctx, key);
  const ticket = newToken();
  await ctx.db.insert(passwordTickets).values({ hash: sha256(ticket), userId: user.id, expiresAt: new Date(now + PASSWORD_TICKET_TTL_MS) });
  return { passwordTicket: ticket, expiresIn: PASSWORD_TICKET_TTL_MS };
}

export async function requestContactChange(ctx: AppContext, session: SessionRow, input: S['ContactChangeRequest']): Promise<S['ChangeRequest']> {
  if ((input.email === undefined) === (input.mobile === undefined)) throw invalid('oneContactOnly');
  const field = input.email !== undefined ? 'email' : 'mobile';
  const account = parseAccount((input.email ?? input.mobile)!);
  const now = new Date(ctx.clock.now());
  const [pending] = await ctx.db
    .select({ id: contactChangeRequests.id })
    .from(contactChangeRequests)
    .where(and(eq(contactChangeRequests.userId, session.userId), eq(contactChangeRequests.status, 'pending')));
  if (pending) throw conflict('previousRequestPending');
  const [ticket] = await ctx.db
    .update(passwordTickets)
    .set({ usedAt: now })
    .where(and(eq(passwordTickets.hash, sha256(input.passwordTicket)), eq(passwordTickets.userId, session.userId), isNull(passwordTickets.usedAt), gt(passwordTickets.expiresAt, now)))
    .returning({ hash: passwordTickets.hash });
  if (!ticket) throw new AppError(RESULT_CODE.forbidden, 'passwordTicketInvalid');
  const check = await consumeCode(ctx, field === 'email' ? 'changeEmail' : 'changeMobile', account, input.verificationCode);
  if (!check.ok) throw codeError(check);
  try {
    const [row] = await ctx.db
      .insert(contactChangeRequests)
      .values({ userId: session.userId, field, value: account.value, status: 'pending', createdAt: now })
      .returning();
    return { ...changeView(row), value: maskOf(account) };
  } catch (err) {
    // The partial unique index: a parallel request won the race.
    if ((err as { cause?: { code?: string }; code?: string }).cause?.code === '23505' || (err as { code?: string }).code === '23505') {
      throw conflict('previousRequestPending');
    }
    throw err;
  }
}

/**
 * The "allow multiple devices" switch. Off needs the other devices deleted first; once off, the user's sessions of
 * any other device end, and every later login from another device ends this one's (sessions.ts startSession).
 */
export async function setMultiDevice(ctx: AppContext, session: SessionRow, allow: boolean): Promise<void> {
  const current = deviceOfSession(session);
  if (!allow) {
    const others = await ctx.db
      .select({ id: userDevices.id })
      .from(userDevices)
      .where(and(eq(userDevices.userId, session.userId), ne(userDevices.id, current)))
      .limit(1);
    if (others.length > 0) throw conflict('deleteDevicesFirst');
  }
  await preferencesOf(ctx, session.userId);
  await ctx.db.update(userPreferences).set({ allowMultipleDevices: allow }).where(eq(userPreferences.userId, session.userId));
  if (!allow) {
    const elsewhere = session.deviceId
      ? otherDevicesOf(session.userId, session.deviceId)
      : and(eq(sessions.userId, session.userId), ne(sessions.familyId, session.familyId));
    await revokeSessions(ctx, elsewhere, 'otherDevice');
  }
}

export async function unbind(ctx: AppContext, session: SessionRow, input: S['UnbindRequest']): Promise<void> {
  if (input.deviceId) {
    const [device] = await ctx.db
      .delete(userDevices)
      .where(and(eq(userDevices.id, input.deviceId), eq(userDevices.userId, session.userId)))
      .returning();
    if (!device) throw notFound();
    const started = device.familyId ? or(eq(sessions.deviceId, device.id), eq(sessions.familyId, device.familyId)) : eq(sessions.deviceId, device.id);
    await revokeSessions(ctx, and(started, eq(sessions.userId, session.userId)), 'deviceUnbound');
    return;
  }
  const [account] = await ctx.db
    .delete(wechatAccounts)
    .where(and(eq(wechatAccounts.id, input.wechatId ?? ''), eq(wechatAccounts.userId, session.userId)))
    .returning({ id: wechatAccounts.id });
  if (!account) throw notFound();
}

export async function setNotifications(ctx: AppContext, session: SessionRow, input: S['NotificationUpdate']): Promise<S['NotificationSettings']> {
  await preferencesOf(ctx, session.userId);
  const [row] = await ctx.db
    .update(userPreferences)
    .set({
      ...(input.sms === undefined ? {} : { notifySms: input.sms }),
      ...(input.email === undefined ? {} : { notifyEmail: input.email }),
      ...(input.wechat === undefined ? {} : { notifyWechat: input.wechat }),
    })
    .where(eq(userPreferences.userId, session.userId))
    .returning();
  return { sms: row.notifySms, email: row.notifyEmail, wechat: row.notifyWechat };
}

/**
 * Deregistration: password, then the WeChat rule, then everything of the user goes in one transaction (the user
 * row's ON DELETE CASCADE takes every per-user table, sessions included, so all tokens die with it).
 */
export async function removeUser(ctx: AppContext, session: SessionRow, input: S['DeregistrationRequest']): Promise<void> {
  const user = await userOf(ctx, session);
  await checkSessionPassword(ctx, user, input.password);
  const [wechat] = await ctx.db.select({ id: wechatAccounts.id }).from(wechatAccounts).where(eq(wechatAccounts.userId, user.id)).limit(1);
  if (wechat) throw conflict('unbindWechatFirst');
  const addresses = [user.email, user.mobile].filter((a): a is string => a !== null);
  // The user row's cascade takes the user's sessions: a change to sessions too.
  await changingSessions(ctx.db, () =>
    ctx.db.transaction(async (tx) => {
      if (addresses.length > 0) await tx.delete(outbox).where(inArray(outbox.to, addresses));
      await tx.delete(loginFailures).where(inArray(loginFailures.accountKey, [`user:${user.id}`, `verify:${user.id}`, ...addresses.map((a) => `account:${a}`)]));
      const [gone] = await tx.delete(users).where(eq(users.id, user.id)).returning({ id: users.id });
      if (!gone) throw forbidden();
    }),
  );
}

/** Closes a session whose tokens were never handed out (the logged-in binding of updateUserAssetBindingtInfo). */
export async function revokeUnused(ctx: AppContext, token: string): Promise<void> {
  await revokeSessions(ctx, eq(sessions.accessHash, sha256(token)), 'unused');
}
