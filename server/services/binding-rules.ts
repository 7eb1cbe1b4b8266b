/** The checks every binding form goes through, and the application that a bind becomes when staff must look. */
import { eq } from 'drizzle-orm';
import { IDENTITY_TYPE, RELATION_TYPE, RESULT_CODE } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { applyList, bindApplications, users } from '../db/schema.ts';
import type { OnetimeAuth } from '../context.ts';
import { normalizeMobile } from './accounts.ts';
import { AppError, forbidden, tokenInvalid } from './errors.ts';
import { idCardBirthday, normalizeIdNumber } from './id-card.ts';
import { identityTypeMapOf, type IdentityTypeMap, type UserRow } from './identity.ts';

export type BindForm = Schemas['BindRequest'] & Partial<Pick<Schemas['ApplyRequest'], 'productName' | 'purchaseChannel' | 'additionalInformation'>>;
export type BindOutcome = Schemas['BindOutcome'];

/** Onetime purposes (login outcomes, or 'binding' after registration) that may open a session by binding. */
export const SESSION_BIND_PURPOSES = ['binding', 'applying'];
/**
 * A binding token whose bind opened a session: it still binds more records in the same run ("continue adding") and
 * reads the identity it shows, but opens no second session. Logout revokes it.
 */
export const BOUND_PURPOSE = 'bound';
/** Onetime purposes that may use the binding operations. */
const BIND_PURPOSES = [...SESSION_BIND_PURPOSES, BOUND_PURPOSE];

export async function onetimeUser({ db }: AppContext, onetime: OnetimeAuth | undefined, purposes?: string[]): Promise<UserRow> {
  if (!onetime) throw tokenInvalid();
  if (purposes && !purposes.includes(onetime.purpose)) throw forbidden();
  const [user] = await db.select().from(users).where(eq(users.id, onetime.userId));
  if (!user) throw tokenInvalid();
  return user;
}

export const binderOf = (ctx: AppContext, onetime: OnetimeAuth | undefined) => onetimeUser(ctx, onetime, BIND_PURPOSES);

const invalid = (key: 'idNumberInvalid' | 'birthdayMismatch' | 'enterpriseEmailRequired' | 'relationTypeInvalid') =>
  new AppError(RESULT_CODE.invalidInput, key);

/** Form rules of SPEC.md section 5 that the schema cannot say; answers the normalised form. */
export function checkForm<T extends BindForm>(form: T): T {
  const partner = form.identityType === IDENTITY_TYPE.partner;
  if (partner !== (form.relationType === RELATION_TYPE.partnership)) throw invalid('relationTypeInvalid');
  if (partner && !form.enterpriseEmail) throw invalid('enterpriseEmailRequired');
  const idNumber = normalizeIdNumber(form.idNumber);
  if (form.idType === 'idCard') {
    const birthday = idCardBirthday(idNumber);
    if (!birthday) throw invalid('idNumberInvalid');
    if (birthday !== form.birthday) throw invalid('birthdayMismatch');
  }
  // The firm's records keep mainland numbers bare, as accounts.ts spells every mobile.
  return { ...form, idNumber, mobile: normalizeMobile(form.mobile), email: form.email.trim().toLowerCase() };
}

/** Refusals that follow from what the user already has, whatever the records say. */
export function stateRefusal(map: IdentityTypeMap, form: BindForm): BindOutcome | undefined {
  if (map.applyList.length > 0) return 'alreadySubmitted';
  const relations = map.userRelationList;
  if (relations.some((r) => r.relationType === RELATION_TYPE.partnership)) return 'alreadyPartner';
  if (form.identityType === IDENTITY_TYPE.individual) {
    const other = form.relationType === RELATION_TYPE.internal ? RELATION_TYPE.overseas : RELATION_TYPE.internal;
    if (relations.some((r) => r.relationType === other)) return 'domesticAndOffshore';
  }
  return undefined;
}

export async function userStateRefusal(ctx: AppContext, user: UserRow, form: BindForm) {
  return stateRefusal(await identityTypeMapOf(ctx, user), form);
}

/** A pending application (the user's applyList) with what it asked for; staff answer by SMS within 5 business days. */
export async function createApplication(
  ctx: AppContext,
  user: UserRow,
  form: BindForm,
  reason: 'manual' | 'review' | 'contactChange',
  recordId: number | null = null,
): Promise<Schemas['BindResponse']> {
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const [apply] = await tx
      .insert(applyList)
      .values({ userId: user.id, identityType: form.identityType, status: 0, createdAt: now })
      .returning({ id: applyList.id });
    await tx.insert(bindApplications).values({
      applyId: apply.id,
      reason,
      recordId,
      relationType: form.relationType,
      idType: form.idType,
      idNumber: form.idNumber,
      birthday: form.birthday,
      mobile: form.mobile,
      email: form.email,
      enterpriseEmail: form.enterpriseEmail ?? null,
      productName: form.productName ?? '',
      purchaseChannel: form.purchaseChannel ?? '',
      additionalInformation: form.additionalInformation ?? '',
      createdAt: now,
    });
  });
  return { outcome: 'underReview', userLoginTokenVO: null };
}

