/** getInfo: selects the session's identity type and answers the user, their menu and their settings. */
import { asc, eq } from 'drizzle-orm';
import { IDENTITY_TYPE, type LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { menuColumns, users } from '../db/schema.ts';
import { forbidden, tokenInvalid } from './errors.ts';
import { identityTypeMapOf, mayUse } from './identity.ts';
import { selectIdentity, type SessionRow } from './sessions.ts';

export async function menuFor(
  { db }: AppContext,
  identityType: number,
  lang: LanguageType,
): Promise<Schemas['MenuColumn'][]> {
  const rows = await db
    .select()
    .from(menuColumns)
    .where(eq(menuColumns.identityType, identityType))
    .orderBy(asc(menuColumns.sort));
  return rows.map((r) => ({
    columnId: String(r.columnId),
    title: lang === 'en_US' ? r.titleEn : r.titleZh,
    content: r.content,
  }));
}

/** inv***@demo.test, 138****0001: enough for the user to recognise, useless to a shoulder-surfer. */
export function maskAccount(email: string | null, mobile: string | null): string {
  if (email) {
    const [local, domain] = email.split('@');
    return `${local.slice(0, 3)}***@${domain}`;
  }
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '';
}

export async function userInfo(
  ctx: AppContext,
  session: SessionRow,
  body: Schemas['GetInfoRequest'],
  lang: LanguageType,
): Promise<Schemas['UserInfo']> {
  // Ids in a body are never trusted: the token decides whose data this is.
  if (body.userId !== String(session.userId)) throw forbidden();
  const wanted = body.currentIdType === IDENTITY_TYPE.none ? IDENTITY_TYPE.individual : body.currentIdType;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw tokenInvalid();
  const identityTypeMap = await identityTypeMapOf(ctx, user, wanted);
  if (!mayUse(identityTypeMap, wanted)) throw forbidden();
  await selectIdentity(ctx, session, wanted);
  if (user.firstLogin) await ctx.db.update(users).set({ firstLogin: false }).where(eq(users.id, user.id));
  return {
    userName: lang === 'en_US' && user.nameEn ? user.nameEn : user.name,
    userId: String(user.id),
    avatar: '',
    roles: ['admin'],
    cmsColumnList: await menuFor(ctx, wanted, lang),
    identityTypeMap,
    fontSize: user.fontSize as Schemas['FontSize'],
    languageType: user.languageType as Schemas['LanguageType'],
    userAccount: maskAccount(user.email, user.mobile),
    isActive: user.firstLogin ? 0 : 1,
    resourceList: [],
  };
}
