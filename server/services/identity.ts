/** A user's identityTypeMap and the login outcome it leads to (SPEC.md section 4). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { IDENTITY_TYPE, RELATION_TYPE, RESULT_CODE } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { perDb } from '../db/prepared.ts';
import { applyList, userRelations, users } from '../db/schema.ts';
import type { Schemas } from '../api-types.ts';
import { AppError } from './errors.ts';

export type UserRow = typeof users.$inferSelect;

export type IdentityTypeMap = Schemas['IdentityTypeMap'];
export type LoginOutcome = Schemas['LoginOutcome'];
type IdType = Schemas['IdentityType'];

/** apply_list.status of an application still waiting for a decision. */
export const PENDING = 0;
const APPLY_STATUS = ['pending', 'rejected'] as const;

export type RelationRow = Pick<typeof userRelations.$inferSelect, 'relationType' | 'identityType' | 'name'>;
export type ApplicationRow = Pick<typeof applyList.$inferSelect, 'id' | 'identityType' | 'status' | 'createdAt'>;

export async function identityTypeMapOf(
  ctx: AppContext,
  user: UserRow,
  currentIdType = user.currentIdType,
): Promise<IdentityTypeMap> {
  const { db } = ctx;
  const relations = await db
    .select()
    .from(userRelations)
    .where(eq(userRelations.userId, user.id))
    .orderBy(asc(userRelations.id));
  const applications = await db
    .select()
    .from(applyList)
    .where(and(eq(applyList.userId, user.id), eq(applyList.status, PENDING)))
    .orderBy(asc(applyList.id));
  return identityTypeMapFrom(ctx, user, relations, applications, currentIdType);
}

/**
 * The map from rows already read: the user's relations in id order and their pending (status 0) applications in
 * id order (getInfo reads them in the same statement as the user).
 */
export function identityTypeMapFrom(
  { clock }: Pick<AppContext, 'clock'>,
  user: Pick<UserRow, 'partnerExpiry' | 'operatingDataProcessing'>,
  relations: RelationRow[],
  applications: ApplicationRow[],
  currentIdType: number,
): IdentityTypeMap {
  return {
    currentIdType: currentIdType as IdType,
    userRelationList: relations.map((r) => ({
      relationType: r.relationType as Schemas['RelationType'],
      identityType: r.identityType as IdType,
      name: r.name,
    })),
    applyList: applications.map((a) => ({
      applyId: String(a.id),
      identityType: a.identityType as IdType,
      status: APPLY_STATUS[a.status] ?? 'pending',
      createdAt: a.createdAt.toISOString(),
    })),
    partnerExpiryFlag: partnershipLapsed(user.partnerExpiry, clock.now()),
    operatingDataProcessing: user.operatingDataProcessing,
  };
}

/** A partnership without an end date does not lapse. */
export const partnershipLapsed = (partnerExpiry: Date | null, now: number) => partnerExpiry !== null && partnerExpiry.getTime() <= now;

/** SPEC.md's partner-invalid outcome inside a session: 4003, "partner validation failed". */
export const partnerExpired = () => new AppError(RESULT_CODE.forbidden, 'partnerExpired');

const partnerExpiryStatement = perDb((db) =>
  db.select({ partnerExpiry: users.partnerExpiry }).from(users).where(eq(users.id, sql.placeholder('userId'))).prepare('hl_partner_expiry'),
);

/**
 * Whether the user's partnership has lapsed, now. Judged on each call of a partner session (server/app.ts), not only
 * at login: a partnership can lapse while its session lives, and a user with another relation may ask getInfo for
 * type 3 after logging in as something else.
 */
export async function partnerLapsedNow(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number): Promise<boolean> {
  const [row] = await partnerExpiryStatement(ctx.db).execute({ userId });
  return !row || partnershipLapsed(row.partnerExpiry, ctx.clock.now());
}

export function outcomeOf(map: IdentityTypeMap): LoginOutcome {
  if (map.currentIdType === IDENTITY_TYPE.partner && map.partnerExpiryFlag) return 'partnerExpired';
  if (map.currentIdType !== IDENTITY_TYPE.none) return 'success';
  if (map.userRelationList.length === 1) return 'halfSuccess';
  if (map.userRelationList.length > 1) return 'loginAfter';
  if (map.applyList.length > 0) return 'applying';
  if (map.operatingDataProcessing) return 'operatingDataProcessing';
  return 'binding';
}

/** Outcomes that get a (possibly unfinished) session; the others only get a onetime token. */
export const hasSession = (outcome: LoginOutcome) =>
  outcome === 'success' || outcome === 'halfSuccess' || outcome === 'loginAfter';

/** Whether the user may act as this identity type; internal and overseas relations both make an individual. */
export function mayUse(map: IdentityTypeMap, identityType: number): boolean {
  return map.userRelationList.some(
    (r) =>
      r.identityType === identityType ||
      (identityType === IDENTITY_TYPE.individual &&
        (r.relationType === RELATION_TYPE.internal || r.relationType === RELATION_TYPE.overseas)),
  );
}
