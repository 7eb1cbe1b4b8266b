/**
 * Partner renewal (SPEC.md section 4 "Partner expiry"): an expired partner asks for an e-mail to the business
 * address on record; its link /validEmail?authCode=... is single use, expires, and a resend voids older links.
 * Validating it renews the partnership, after which the partner logs in normally.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  PARTNER_AUTH_CHECKS_PER_HOUR,
  PARTNER_AUTH_LINK_TTL_MS,
  PARTNER_AUTH_MAIL_MAX_PER_HOUR,
  PARTNER_RENEWAL_MS,
  RESULT_CODE,
  VERIFICATION_CODE_RESEND_MS,
  type LanguageType,
} from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext, OnetimeAuth } from '../context.ts';
import { onetimeTokens, partnerAuthLinks, users } from '../db/schema.ts';
import { onetimeUser } from './binding-rules.ts';
import { AppError } from './errors.ts';
import { partnerMail } from './flow-templates.ts';
import { deliver } from './mailer.ts';
import { partnerRecordOf } from './onetime-info.ts';
import { hit } from './rate-limit.ts';
import { newToken, sha256 } from './secrets.ts';
import { maskAccount } from './user-info.ts';

/**
 * Where links point: the SPA's /validEmail page, which reads authCode. Absolute, so a mail client can open it: from
 * PUBLIC_URL, or else from the origin the request came to (its Host header: set PUBLIC_URL in production).
 */
const linkFor = (origin: string, authCode: string) => `${origin.replace(/\/+$/, '')}/validEmail?authCode=${authCode}`;

/** `requestOrigin`: the origin the request came to (protocol and host), for links when PUBLIC_URL is not set. */
export async function sendRenewalMail(
  ctx: AppContext,
  onetime: OnetimeAuth | undefined,
  lang: LanguageType,
  requestOrigin: string,
): Promise<Schemas['MailSent']> {
  const user = await onetimeUser(ctx, onetime, ['partnerExpired']);
  const record = await partnerRecordOf(ctx, user.id);
  const email = record?.enterpriseEmail ?? user.email;
  if (!email) throw new AppError(RESULT_CODE.notFound, 'noPartnerEmail');
  await hit(ctx, `partnerMail:${user.id}`, { minIntervalMs: VERIFICATION_CODE_RESEND_MS, maxPerHour: PARTNER_AUTH_MAIL_MAX_PER_HOUR });

  const authCode = newToken();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(partnerAuthLinks)
      .set({ voidedAt: new Date(now) })
      .where(and(eq(partnerAuthLinks.userId, user.id), isNull(partnerAuthLinks.usedAt), isNull(partnerAuthLinks.voidedAt)));
    await tx.insert(partnerAuthLinks).values({
      userId: user.id,
      codeHash: sha256(authCode),
      email,
      createdAt: new Date(now),
      expiresAt: new Date(now + PARTNER_AUTH_LINK_TTL_MS),
    });
  });
  const greeting = lang === 'en_US' && user.nameEn ? user.nameEn : user.name;
  await deliver(ctx, { kind: 'email', to: email, ...partnerMail(linkFor(ctx.config.publicUrl ?? requestOrigin, authCode), greeting, lang), secret: authCode });
  return { sentTo: maskAccount(email, null), resendAfter: VERIFICATION_CODE_RESEND_MS };
}

/** Unknown, used, voided and expired links all answer valid: false (the failure page); nothing else is said. */
export async function checkRenewalLink(ctx: AppContext, authCode: string, clientAddress: string): Promise<Schemas['PartnerAuthCheck']> {
  await hit(ctx, `partnerCheck:${clientAddress}`, { maxPerHour: PARTNER_AUTH_CHECKS_PER_HOUR });
  const now = new Date(ctx.clock.now());
  const [link] = await ctx.db
    .update(partnerAuthLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(partnerAuthLinks.codeHash, sha256(authCode)),
        isNull(partnerAuthLinks.usedAt),
        isNull(partnerAuthLinks.voidedAt),
        gt(partnerAuthLinks.expiresAt, now),
      ),
    )
    .returning({ userId: partnerAuthLinks.userId });
  if (!link) return { valid: false };
  const [user] = await ctx.db.select().from(users).where(eq(users.id, link.userId));
  if (!user) return { valid: false };
  const from = Math.max(now.getTime(), user.partnerExpiry?.getTime() ?? 0);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ partnerExpiry: new Date(from + PARTNER_RENEWAL_MS) }).where(eq(users.id, user.id));
    // The "expired" onetime tokens have done their job.
    await tx
      .update(onetimeTokens)
      .set({ revokedAt: now })
      .where(and(eq(onetimeTokens.userId, user.id), eq(onetimeTokens.purpose, 'partnerExpired'), isNull(onetimeTokens.revokedAt)));
  });
  const record = await partnerRecordOf(ctx, user.id);
  return { valid: true, ...(record?.partnerName ? { partnerName: record.partnerName } : {}) };
}
