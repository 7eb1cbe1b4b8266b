/** getInfo: selects the session's identity type and answers the user, their menu and their settings. */
import { eq, sql } from 'drizzle-orm';
import { IDENTITY_TYPE, type LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { perDb, qualified } from '../db/prepared.ts';
import { applyList, menuColumns, userRelations, users } from '../db/schema.ts';
import { forbidden, tokenInvalid } from './errors.ts';
import { identityTypeMapFrom, mayUse, partnerExpired, PENDING, type RelationRow } from './identity.ts';
import { selectIdentity, type SessionRow } from './sessions.ts';

type MenuRow = Pick<typeof menuColumns.$inferSelect, 'columnId' | 'titleZh' | 'titleEn' | 'content'>;

const menuView = (rows: MenuRow[], lang: LanguageType): Schemas['MenuColumn'][] =>
  rows.map((r) => ({
    columnId: String(r.columnId),
    title: lang === 'en_US' ? r.titleEn : r.titleZh,
    content: r.content,
  }));

/** inv***@demo.test, 138****0001: enough for the user to recognise, useless to a shoulder-surfer. */
export function maskAccount(email: string | null, mobile: string | null): string {
  if (email) {
    const [local, domain] = email.split('@');
    return `${local.slice(0, 3)}***@${domain}`;
  }
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '';
}

/**
 * Everything getInfo reads, in one statement: the user, their relations (id order), their pending applications
 * (id order) and the menu of the wanted identity type (menu order), the lists as JSON. It was four queries.
 */
const infoStatement = perDb((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      nameEn: users.nameEn,
      email: users.email,
      mobile: users.mobile,
      fontSize: users.fontSize,
      languageType: users.languageType,
      firstLogin: users.firstLogin,
      partnerExpiry: users.partnerExpiry,
      operatingDataProcessing: users.operatingDataProcessing,
      relations: sql<RelationRow[]>`(select coalesce(json_agg(json_build_object(
          'relationType', ${qualified(userRelations.relationType)}, 'identityType', ${qualified(userRelations.identityType)}, 'name', ${qualified(userRelations.name)}
        ) order by ${qualified(userRelations.id)}), '[]'::json) from ${userRelations} where ${qualified(userRelations.userId)} = ${qualified(users.id)})`,
      applications: sql<{ id: number; identityType: number; status: number; createdAt: string }[]>`(select coalesce(json_agg(json_build_object(
          'id', ${qualified(applyList.id)}, 'identityType', ${qualified(applyList.identityType)}, 'status', ${qualified(applyList.status)}, 'createdAt', ${qualified(applyList.createdAt)}
        ) order by ${qualified(applyList.id)}), '[]'::json) from ${applyList} where ${qualified(applyList.userId)} = ${qualified(users.id)} and ${qualified(applyList.status)} = ${sql.raw(String(PENDING))})`,
      menu: sql<MenuRow[]>`(select coalesce(json_agg(json_build_object(
          'columnId', ${qualified(menuColumns.columnId)}, 'titleZh', ${qualified(menuColumns.titleZh)}, 'titleEn', ${qualified(menuColumns.titleEn)}, 'content', ${qualified(menuColumns.content)}
        ) order by ${qualified(menuColumns.sort)}), '[]'::json) from ${menuColumns} where ${qualified(menuColumns.identityType)} = ${sql.placeholder('identityType')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('hl_get_info'),
);

export async function userInfo(
  ctx: AppContext,
  session: SessionRow,
  body: Schemas['GetInfoRequest'],
  lang: LanguageType,
): Promise<Schemas['UserInfo']> {
  // Ids in a body are never trusted: the token decides whose data this is.
  if (body.userId !== String(session.userId)) throw forbidden();
  const wanted = body.currentIdType === IDENTITY_TYPE.none ? IDENTITY_TYPE.individual : body.currentIdType;
  const [user] = await infoStatement(ctx.db).execute({ userId: session.userId, identityType: wanted });
  if (!user) throw tokenInvalid();
  const applications = user.applications.map((a) => ({ ...a, createdAt: new Date(a.createdAt) }));
  const identityTypeMap = identityTypeMapFrom(ctx, user, user.relations, applications, wanted);
  if (!mayUse(identityTypeMap, wanted)) throw forbidden();
  // The login judged the expiry of the type it chose; this is the type asked for now.
  if (wanted === IDENTITY_TYPE.partner && identityTypeMap.partnerExpiryFlag) throw partnerExpired();
  // The session row was read by this request's authentication: when it already has this identity type (and so its
  // step), the write would change nothing. Usually so: login chose the type, getInfo confirms it.
  if (session.currentIdType !== wanted) await selectIdentity(ctx, session, wanted);
  if (user.firstLogin) await ctx.db.update(users).set({ firstLogin: false }).where(eq(users.id, user.id));
  return {
    userName: lang === 'en_US' && user.nameEn ? user.nameEn : user.name,
    userId: String(user.id),
    avatar: '',
    roles: ['admin'],
    cmsColumnList: menuView(user.menu, lang),
    identityTypeMap,
    fontSize: user.fontSize as Schemas['FontSize'],
    languageType: user.languageType as Schemas['LanguageType'],
    userAccount: maskAccount(user.email, user.mobile),
    isActive: user.firstLogin ? 0 : 1,
    resourceList: [],
  };
}
