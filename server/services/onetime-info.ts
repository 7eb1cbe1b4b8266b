/** onetimeGetIdentityInfo and getUserIdentityData: what the binding, applying and partner pages show and prefill. */
import { and, desc, eq } from 'drizzle-orm';
import type { Schemas } from '../api-types.ts';
import type { AppContext, OnetimeAuth } from '../context.ts';
import { applyList, bindApplications, clientRecords } from '../db/schema.ts';
import { binderOf, onetimeUser } from './binding-rules.ts';
import { identityTypeMapOf } from './identity.ts';
import { maskAccount } from './user-info.ts';

const maskId = (id: string) => `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 7))}${id.slice(-4)}`;

export async function partnerRecordOf({ db }: AppContext, userId: number) {
  const [record] = await db
    .select()
    .from(clientRecords)
    .where(and(eq(clientRecords.boundUserId, userId), eq(clientRecords.kind, 'partner')));
  return record;
}

export async function identityInfo(ctx: AppContext, onetime: OnetimeAuth | undefined): Promise<Schemas['OnetimeIdentityInfo']> {
  const user = await onetimeUser(ctx, onetime);
  const partner = await partnerRecordOf(ctx, user.id);
  return {
    userId: String(user.id),
    userName: user.name,
    account: maskAccount(user.email, user.mobile),
    identityTypeMap: await identityTypeMapOf(ctx, user),
    ...(partner?.enterpriseEmail ? { enterpriseEmail: maskAccount(partner.enterpriseEmail, null) } : {}),
    ...(partner?.partnerName ? { partnerName: partner.partnerName } : {}),
  };
}

/** The user's own contact (proved at registration or login) and, if they applied before, the ID they gave. */
export async function prefill(
  ctx: AppContext,
  onetime: OnetimeAuth | undefined,
  input: Schemas['UserIdentityDataRequest'],
): Promise<Schemas['UserIdentityData']> {
  const user = await binderOf(ctx, onetime);
  const [last] = await ctx.db
    .select({ idType: bindApplications.idType, idNumber: bindApplications.idNumber, enterpriseEmail: bindApplications.enterpriseEmail })
    .from(bindApplications)
    .innerJoin(applyList, eq(applyList.id, bindApplications.applyId))
    .where(and(eq(applyList.userId, user.id), eq(applyList.identityType, input.identityType)))
    .orderBy(desc(bindApplications.id))
    .limit(1);
  return {
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    idType: (last?.idType as Schemas['UserIdentityData']['idType']) ?? 'idCard',
    ...(last ? { idNumberMasked: maskId(last.idNumber) } : {}),
    ...(last?.enterpriseEmail ? { enterpriseEmail: last.enterpriseEmail } : {}),
  };
}
