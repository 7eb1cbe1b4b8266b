/** The partner product list (identity type 3): search, follow / unfollow, and single NAV look-ups. */
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { isoDay, MEAN_YEAR_MS, utcDate } from '../dates.ts';
import { fundFollows, funds } from '../db/schema.ts';
import { fundName, invalid, pageOf, paging, pick, ratio, type FundRow, type PageQuery } from './client-access.ts';
import { estimateOf, weeklyReturn } from './client-assets.ts';

const followedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${fundFollows} where ${fundFollows.userId} = ${userId} and ${fundFollows.fundId} = ${funds.id})`;

// LIKE wildcards typed by the user are matched literally.
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function partnerWhere(userId: number, followed?: boolean, keyword?: string) {
  const k = keyword?.trim();
  return and(
    eq(funds.partnerOffered, true),
    followed === undefined ? undefined : followed ? followedBy(userId) : sql`not ${followedBy(userId)}`,
    k ? or(ilike(funds.code, likeOf(k)), ilike(funds.nameZh, likeOf(k)), ilike(funds.nameEn, likeOf(k))) : undefined,
  );
}

export async function partnerFunds(
  ctx: AppContext,
  userId: number,
  q: PageQuery & { followed?: boolean; keyword?: string },
  lang: LanguageType,
): Promise<Schemas['PartnerFundPage']> {
  const p = paging(q);
  const where = partnerWhere(userId, q.followed, q.keyword);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ f: funds, followed: followedBy(userId).mapWith(Boolean) })
      .from(funds)
      .where(where)
      .orderBy(asc(funds.sort))
      .limit(p.limit)
      .offset(p.offset),
    ctx.db.select({ n: count() }).from(funds).where(where),
  ]);
  return pageOf(
    rows.map(({ f, followed }) => ({
      fundCode: f.code,
      fundName: fundName(f, lang),
      currency: f.currency as Schemas['Currency'],
      shareNetValue: f.lastNav,
      netValueDate: f.lastNavDate,
      weeklyReturn: weeklyReturn(f),
      returnRate: ratio(f.lastAccNav - 1),
      aum: f.aum,
      benchmark: pick(lang, f.benchmarkZh, f.benchmarkEn),
      followed,
    })),
    n,
    p,
  );
}

export async function setFollow(ctx: AppContext, userId: number, fund: FundRow, follow: boolean): Promise<void> {
  if (follow) {
    await ctx.db.insert(fundFollows).values({ userId, fundId: fund.id, createdAt: new Date(ctx.clock.now()) }).onConflictDoNothing();
  } else {
    await ctx.db.delete(fundFollows).where(and(eq(fundFollows.userId, userId), eq(fundFollows.fundId, fund.id)));
  }
}

export async function partnerEstimates(ctx: AppContext, userId: number, followed: boolean | undefined, lang: LanguageType) {
  const rows = await ctx.db.select().from(funds).where(partnerWhere(userId, followed)).orderBy(asc(funds.sort));
  return rows.map((f) => estimateOf(f, lang));
}

export const SINGLE_LIST_MAX_YEARS = 5;

/** The range of netWorthHistorySingleList: defaults to the last year of data, at most five years. */
export function singleListRange(f: FundRow, startDate?: string, endDate?: string) {
  const end = endDate ?? f.lastNavDate;
  const start = startDate ?? isoDay(utcDate(end).subtract(MEAN_YEAR_MS, 'millisecond'));
  if (start > end) throw invalid('dateRangeInvalid');
  if (utcDate(end).diff(utcDate(start)) > SINGLE_LIST_MAX_YEARS * MEAN_YEAR_MS) throw invalid('rangeTooLong');
  return { start, end };
}
