/**
 * bindIdentityType, saveRegisterApply and coverClientMsg: match a binding form against the firm's client records
 * (server/seed/README.md lists the demo ID numbers and the outcome each gives).
 */
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { IDENTITY_TYPE, ONETIME_TOKEN_LIFETIME_MS, PARTNER_RENEWAL_MS, RELATION_TYPE, RESULT_CODE } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext, OnetimeAuth } from '../context.ts';
import { clientRecords, onetimeTokens, pendingBinds, userRelations, users } from '../db/schema.ts';
import {
  BOUND_PURPOSE,
  SESSION_BIND_PURPOSES,
  binderOf,
  checkForm,
  createApplication,
  userStateRefusal,
  type BindForm,
  type BindOutcome,
} from './binding-rules.ts';
import { addressLimit } from './address-limits.ts';
import { audit } from './audit.ts';
import type { DeviceLogin } from './devices.ts';
import { AppError } from './errors.ts';
import type { UserRow } from './identity.ts';
import { hitAll } from './rate-limit.ts';
import { startSession } from './sessions.ts';

type ClientRecord = typeof clientRecords.$inferSelect;
type BindResponse = Schemas['BindResponse'];

const refusal = (outcome: BindOutcome): BindResponse => ({ outcome, userLoginTokenVO: null });

/**
 * Binding attempts per account an hour, from any address (the binding of a signed-in session included). Its
 * outcomes tell a record's state apart, so guesses at ID numbers are slow: this many per account, and the
 * per-address limit (address-limits.ts) over all the accounts of one client.
 */
export const BIND_ATTEMPTS_PER_HOUR = 20;

/**
 * Counts one binding attempt of user from address, or throws 4029 past either limit; both outcomes go to the audit
 * log (the outcome of an admitted attempt with it, by `audited`), never what was typed.
 */
async function limitAttempt(ctx: AppContext, user: UserRow, address: string): Promise<void> {
  const byAddress = addressLimit(ctx.config, 'binding', address);
  try {
    await hitAll(ctx, [{ key: `bind:user:${user.id}`, maxPerHour: BIND_ATTEMPTS_PER_HOUR }, ...(byAddress ? [byAddress] : [])]);
  } catch (error) {
    await audit(ctx, { kind: 'bind.limited', userId: user.id, code: RESULT_CODE.tooManyRequests });
    throw error;
  }
}

async function audited(ctx: AppContext, user: UserRow, attempt: () => Promise<BindResponse>): Promise<BindResponse> {
  const answer = await attempt();
  await audit(ctx, { kind: 'bind.attempt', userId: user.id, detail: { outcome: answer.outcome } });
  return answer;
}

const regionOf = (relationType: number) => (relationType === RELATION_TYPE.overseas ? 'offshore' : 'domestic');

async function findRecord({ db }: AppContext, user: UserRow, form: BindForm): Promise<ClientRecord | undefined> {
  const [record] = await db
    .select()
    .from(clientRecords)
    .where(and(eq(clientRecords.idType, form.idType), eq(clientRecords.idNumber, form.idNumber)));
  // A wrong birthday or a record another account holds look exactly like no record: nothing to learn by guessing.
  if (!record || record.birthday !== form.birthday) return undefined;
  if (record.boundUserId !== null && record.boundUserId !== user.id) return undefined;
  return record;
}

/** What the record says about this form, before the contact is compared. */
function recordRefusal(record: ClientRecord, form: BindForm): BindOutcome | undefined {
  if (record.kind === 'partner' && form.identityType === IDENTITY_TYPE.individual) return 'alreadyPartner';
  if (record.kind !== 'partner' && form.identityType === IDENTITY_TYPE.partner) return 'noMatch';
  if (record.state === 'submitted') return 'alreadySubmitted';
  if (record.kind === 'partner') return undefined;
  const regions = new Set(record.products.map((p) => p.region));
  if (regions.size > 1) return 'domesticAndOffshore';
  if (!regions.has(regionOf(form.relationType))) return 'hasOtherRegionProducts';
  return undefined;
}

/**
 * Whether the account's own mobile is the record's. users.mobile is proved: registration by mobile sets it only
 * after an SMS code to it, and a change of mobile goes through a code and staff review (contactChangeRequests).
 */
/**
 * The account's own login (a mobile or an e-mail proved by its code at registration or at a change) is the record's
 * contact: only then does a bind open the record's holdings at once. Knowing an ID number, a birthday and the recorded
 * mobile proves nothing by itself, so every other match becomes an application that staff check.
 */
const ownsRecordContact = (user: UserRow, record: ClientRecord) =>
  (user.mobile !== null && user.mobile === record.mobile) || (record.email !== '' && user.email === record.email);

/**
 * Binds the record to the user and answers a real session of the bound identity type, once per onetime token: the
 * bind that opens the session spends the token's power to open one (its purpose becomes 'bound', in the same
 * transaction), so a replayed or parallel bind with it answers success without a second session.
 */
async function complete(
  ctx: AppContext,
  onetime: OnetimeAuth | undefined,
  user: UserRow,
  record: ClientRecord,
  form: Pick<BindForm, 'identityType' | 'relationType'>,
  device: DeviceLogin | undefined,
): Promise<BindResponse> {
  const partner = form.identityType === IDENTITY_TYPE.partner;
  const name = partner
    ? (record.partnerName ?? record.name)
    : (record.products.find((p) => p.region === regionOf(form.relationType))?.name ?? record.name);
  const now = new Date(ctx.clock.now());
  const bound = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(clientRecords)
      .set({ boundUserId: user.id, updatedAt: now })
      .where(and(eq(clientRecords.id, record.id), or(isNull(clientRecords.boundUserId), eq(clientRecords.boundUserId, user.id))))
      .returning({ id: clientRecords.id });
    if (!claimed) return undefined;
    // The row lock of this update orders parallel binds with one token: only the first still finds its purpose.
    const spent =
      onetime?.id === undefined
        ? [{ id: 0 }]
        : await tx
            .update(onetimeTokens)
            .set({ purpose: BOUND_PURPOSE })
            .where(and(eq(onetimeTokens.id, onetime.id), inArray(onetimeTokens.purpose, SESSION_BIND_PURPOSES)))
            .returning({ id: onetimeTokens.id });
    // Read again inside the transaction, after the row lock: a double-submitted bind that waited on the lock
    // sees the relation the first one committed and adds no second one.
    const [existing] = await tx
      .select({ id: userRelations.id })
      .from(userRelations)
      .where(and(eq(userRelations.userId, user.id), eq(userRelations.identityType, form.identityType), eq(userRelations.relationType, form.relationType)));
    if (!existing) {
      await tx.insert(userRelations).values({ userId: user.id, relationType: form.relationType, identityType: form.identityType, name, createdAt: now });
    }
    await tx
      .update(users)
      .set({ currentIdType: form.identityType, ...(partner ? { partnerExpiry: new Date(now.getTime() + PARTNER_RENEWAL_MS) } : {}) })
      .where(eq(users.id, user.id));
    await tx.update(pendingBinds).set({ resolvedAt: now }).where(and(eq(pendingBinds.userId, user.id), isNull(pendingBinds.resolvedAt)));
    return { opensSession: spent.length > 0 };
  });
  if (!bound) return refusal('noMatch');
  const answer = { outcome: 'success' as const, ...(partner ? { partnerName: name } : {}) };
  if (!bound.opensSession) return { ...answer, userLoginTokenVO: null };
  const { token, refreshToken } = await startSession(ctx, user.id, form.identityType, device);
  return {
    ...answer,
    userLoginTokenVO: { token, refreshToken, failureTime: ctx.config.refreshLifetimeMs, accessimeout: ctx.config.accessTimeoutMs },
  };
}

/**
 * `address`: the client's, for the per-address limit; `device`: the browser whose session a successful bind opens
 * (none for the binding inside a session).
 */
export async function bind(
  ctx: AppContext,
  onetime: OnetimeAuth | undefined,
  input: Schemas['BindRequest'],
  address: string,
  device?: DeviceLogin,
): Promise<BindResponse> {
  const user = await binderOf(ctx, onetime);
  const form = checkForm<BindForm>(input);
  await limitAttempt(ctx, user, address);
  return audited(ctx, user, () => bindChecked(ctx, onetime, user, form, device));
}

async function bindChecked(
  ctx: AppContext,
  onetime: OnetimeAuth | undefined,
  user: UserRow,
  form: BindForm,
  device: DeviceLogin | undefined,
): Promise<BindResponse> {
  const stateOutcome = await userStateRefusal(ctx, user, form);
  if (stateOutcome) return refusal(stateOutcome);
  const record = await findRecord(ctx, user, form);
  if (!record) return refusal('noMatch');
  // The contact first: what the record holds (both regions, the other region, a partnership, an application in
  // progress) is told only to someone who also typed its recorded mobile.
  if (record.mobile !== form.mobile) {
    await ctx.db.insert(pendingBinds).values({
      userId: user.id,
      recordId: record.id,
      identityType: form.identityType,
      relationType: form.relationType,
      mobile: form.mobile,
      email: form.email,
      enterpriseEmail: form.enterpriseEmail ?? null,
      createdAt: new Date(ctx.clock.now()),
    });
    return refusal('contactMismatch');
  }
  return decide(ctx, onetime, user, record, form, device);
}

/** The outcome for a form whose record and contact matched: a refusal the record gives, an application, or the bind. */
async function decide(
  ctx: AppContext,
  onetime: OnetimeAuth | undefined,
  user: UserRow,
  record: ClientRecord,
  form: BindForm,
  device: DeviceLogin | undefined,
): Promise<BindResponse> {
  const recordOutcome = recordRefusal(record, form);
  if (recordOutcome) return refusal(recordOutcome);
  if (record.state === 'review' || !ownsRecordContact(user, record)) return createApplication(ctx, user, form, 'review', record.id);
  return complete(ctx, onetime, user, record, form, device);
}

/** An application staff review; counted with the binding attempts (its outcomes tell the account's state). */
export async function apply(ctx: AppContext, onetime: OnetimeAuth | undefined, input: Schemas['ApplyRequest'], address: string): Promise<BindResponse> {
  const user = await binderOf(ctx, onetime);
  const form = checkForm<BindForm>(input);
  await limitAttempt(ctx, user, address);
  return audited(ctx, user, async () => {
    const stateOutcome = await userStateRefusal(ctx, user, form);
    return stateOutcome ? refusal(stateOutcome) : createApplication(ctx, user, form, 'manual');
  });
}

/**
 * The answer to "use this mobile number and overwrite the old one?". Overwriting the firm's record on the word of
 * someone who knows an ID number would hand over the account, so cover=true becomes an application that staff
 * check; cover=false binds at once only when the user's own login (proved at registration) is the record's contact.
 */
export async function cover(
  ctx: AppContext,
  onetime: OnetimeAuth | undefined,
  input: Schemas['CoverClientMsgRequest'],
  device?: DeviceLogin,
): Promise<BindResponse> {
  const user = await binderOf(ctx, onetime);
  const since = new Date(ctx.clock.now() - ONETIME_TOKEN_LIFETIME_MS);
  const [pending] = await ctx.db
    .select()
    .from(pendingBinds)
    .where(and(eq(pendingBinds.userId, user.id), isNull(pendingBinds.resolvedAt), gt(pendingBinds.createdAt, since)))
    .orderBy(desc(pendingBinds.id))
    .limit(1);
  const [record] = pending ? await ctx.db.select().from(clientRecords).where(eq(clientRecords.id, pending.recordId)) : [];
  if (!pending || !record) throw new AppError(RESULT_CODE.notFound, 'noPendingBind');
  const form: BindForm = {
    identityType: pending.identityType as BindForm['identityType'],
    relationType: pending.relationType as BindForm['relationType'],
    idType: record.idType as BindForm['idType'],
    idNumber: record.idNumber,
    birthday: record.birthday,
    mobile: pending.mobile,
    email: pending.email,
    ...(pending.enterpriseEmail ? { enterpriseEmail: pending.enterpriseEmail } : {}),
  };
  await ctx.db.update(pendingBinds).set({ resolvedAt: new Date(ctx.clock.now()) }).where(eq(pendingBinds.id, pending.id));
  if (!input.cover && ownsRecordContact(user, record)) {
    const stateOutcome = await userStateRefusal(ctx, user, form);
    return stateOutcome ? refusal(stateOutcome) : decide(ctx, onetime, user, record, form, device);
  }
  return createApplication(ctx, user, form, input.cover ? 'contactChange' : 'review', record.id);
}
