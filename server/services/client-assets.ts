/**
 * Holdings, NAV history, transactions, estimates and reports. Every read is scoped by the token's user (investors)
 * or by the partner product range; lists are paginated and each is one indexed query (plus a count).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { fundNavs, fundReports, funds, holdings, transactions } from '../db/schema.ts';
import { fundName, money, pageOf, paging, pick, ratio, type FundRow, type PageQuery } from './client-access.ts';
import type { SessionRow } from './sessions.ts';

type HoldingRow = typeof holdings.$inferSelect;
type S = Schemas;

/** Whose funds: an investor's holdings or the partner product range. */
export type Scope = { kind: 'investor'; userId: number } | { kind: 'partner' };
export const scopeOf = (s: SessionRow): Scope =>
  s.currentIdType === 3 ? { kind: 'partner' } : { kind: 'investor', userId: s.userId };

export const weeklyReturn = (f: FundRow) => ratio(f.lastNav / f.weekAgoNav - 1);
const currency = (f: FundRow) => f.currency as S['Currency'];

export function holdingView(f: FundRow, h: HoldingRow, lang: LanguageType): S['FundHolding'] {
  const live = h.state === 'holding' && !h.trusteeData;
  const marketValue = live ? money(h.shares * f.lastNav) : 0;
  const gainLoss = live || h.state === 'redeemed' ? money(marketValue + h.realized - h.investmentCost) : 0;
  return {
    fundCode: f.code,
    fundName: fundName(f, lang),
    currency: currency(f),
    shareNetValue: f.lastNav,
    netValueDate: f.lastNavDate,
    shares: h.trusteeData ? 0 : h.shares,
    marketValue,
    gainLoss,
    returnRate: h.investmentCost > 0 && gainLoss !== 0 ? ratio(gainLoss / h.investmentCost) : 0,
    investmentCost: h.investmentCost,
    weeklyReturn: h.state === 'holding' ? weeklyReturn(f) : null,
    state: h.state as S['FundHolding']['state'],
    trusteeData: h.trusteeData,
  };
}

async function heldRows({ db }: AppContext, userId: number, state?: string) {
  return db
    .select({ fund: funds, holding: holdings })
    .from(holdings)
    .innerJoin(funds, eq(funds.id, holdings.fundId))
    .where(and(eq(holdings.userId, userId), state ? eq(holdings.state, state) : undefined))
    .orderBy(asc(funds.sort));
}

export async function holdingList(ctx: AppContext, userId: number, lang: LanguageType, state?: string) {
  return (await heldRows(ctx, userId, state)).map((r) => holdingView(r.fund, r.holding, lang));
}

export async function heldBriefs(ctx: AppContext, userId: number, lang: LanguageType): Promise<S['FundBrief'][]> {
  return (await heldRows(ctx, userId)).map(({ fund }) => brief(fund, lang));
}

export const brief = (f: FundRow, lang: LanguageType): S['FundBrief'] => ({
  fundCode: f.code,
  fundName: fundName(f, lang),
  currency: currency(f),
});

export async function assetSummary(ctx: AppContext, userId: number, lang: LanguageType): Promise<S['AssetSummary']> {
  const rows = await heldRows(ctx, userId);
  const byCurrency = new Map<string, S['CurrencyAsset'] & { weekBase: number; weekGain: number }>();
  let netValueDate = '';
  for (const { fund, holding } of rows) {
    if (holding.state !== 'holding' || holding.trusteeData) continue;
    const v = holdingView(fund, holding, lang);
    if (fund.lastNavDate > netValueDate) netValueDate = fund.lastNavDate;
    const c = byCurrency.get(v.currency) ?? { currency: v.currency, marketValue: 0, investmentCost: 0, gainLoss: 0, returnRate: 0, weeklyReturn: 0, weekBase: 0, weekGain: 0 };
    c.marketValue += v.marketValue;
    c.investmentCost += v.investmentCost;
    c.gainLoss += v.gainLoss;
    c.weekBase += holding.shares * fund.weekAgoNav;
    c.weekGain += holding.shares * (fund.lastNav - fund.weekAgoNav);
    byCurrency.set(v.currency, c);
  }
  const currencies = [...byCurrency.values()].map(({ weekBase, weekGain, ...c }) => ({
    ...c,
    marketValue: money(c.marketValue),
    investmentCost: money(c.investmentCost),
    gainLoss: money(c.gainLoss),
    returnRate: c.investmentCost > 0 ? ratio(c.gainLoss / c.investmentCost) : 0,
    weeklyReturn: weekBase > 0 ? ratio(weekGain / weekBase) : null,
  }));
  return {
    netValueDate: netValueDate || (rows[0]?.fund.lastNavDate ?? '1970-01-01'),
    currencies,
    holdingCount: rows.filter((r) => r.holding.state === 'holding').length,
  };
}

const BUY_TYPES = ['subscribe', 'purchase'];

export async function holdingDetail(
  ctx: AppContext,
  fund: FundRow,
  holding: HoldingRow,
  lang: LanguageType,
): Promise<S['HoldingDetail']> {
  const buys = await ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, holding.userId), eq(transactions.fundId, fund.id), inArray(transactions.type, BUY_TYPES)))
    .orderBy(asc(transactions.tradeDate), asc(transactions.id));
  const live = holding.state === 'holding' && !holding.trusteeData;
  return {
    ...holdingView(fund, holding, lang),
    subscriptionDate: holding.subscriptionDate,
    batches: buys.map((t) => {
      const shares = live ? t.shares : 0;
      const marketValue = money(shares * fund.lastNav);
      const gainLoss = live ? money(marketValue - t.cashAmount) : 0;
      return {
        batchDate: t.confirmDate ?? t.tradeDate,
        subscriptionDate: t.tradeDate,
        shares,
        investmentCost: t.cashAmount,
        marketValue,
        gainLoss,
        returnRate: live ? ratio(gainLoss / t.cashAmount) : 0,
      };
    }),
    benchmark: pick(lang, fund.benchmarkZh, fund.benchmarkEn),
    estimatedNav: fund.estimatedNav,
    estimatedNavDate: fund.estimatedNavDate,
  };
}

const navRange = (fundId: number, startDate?: string, endDate?: string) =>
  and(eq(fundNavs.fundId, fundId), startDate ? gte(fundNavs.date, startDate) : undefined, endDate ? lte(fundNavs.date, endDate) : undefined);

/** Newest first; one range scan of the (fund_id, date) primary key with the total from a window count. */
export async function navPage(ctx: AppContext, fundId: number, q: PageQuery & { startDate?: string; endDate?: string }) {
  const p = paging(q);
  const rows = await ctx.db
    .select({ date: fundNavs.date, nav: fundNavs.nav, accumulatedNav: fundNavs.accNav, estimatedNav: fundNavs.estimatedNav, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(fundNavs)
    .where(navRange(fundId, q.startDate, q.endDate))
    .orderBy(desc(fundNavs.date))
    .limit(p.limit)
    .offset(p.offset);
  const total = rows[0]?.total ?? (await navCount(ctx, fundId, q.startDate, q.endDate));
  return { rows, total, p };
}

async function navCount(ctx: AppContext, fundId: number, startDate?: string, endDate?: string) {
  const [row] = await ctx.db.select({ n: count() }).from(fundNavs).where(navRange(fundId, startDate, endDate));
  return row?.n ?? 0;
}

export async function navHistory(ctx: AppContext, fundId: number, q: PageQuery & { startDate?: string; endDate?: string }): Promise<S['NavPointPage']> {
  const { rows, total, p } = await navPage(ctx, fundId, q);
  return pageOf(rows.map(({ date, nav, accumulatedNav }) => ({ date, nav, accumulatedNav })), total, p);
}

/** Oldest first, whole range: for charts. */
export async function navSeries(ctx: AppContext, fundId: number, startDate?: string, endDate?: string) {
  return ctx.db
    .select({ date: fundNavs.date, nav: fundNavs.nav, accNav: fundNavs.accNav, benchmark: fundNavs.benchmark })
    .from(fundNavs)
    .where(navRange(fundId, startDate, endDate))
    .orderBy(asc(fundNavs.date));
}

export async function navOn(ctx: AppContext, fundId: number, date?: string) {
  const [row] = await ctx.db
    .select({ date: fundNavs.date, nav: fundNavs.nav, accumulatedNav: fundNavs.accNav })
    .from(fundNavs)
    .where(and(eq(fundNavs.fundId, fundId), date ? eq(fundNavs.date, date) : undefined))
    .orderBy(desc(fundNavs.date))
    .limit(1);
  return row;
}

export const TRANSACTION_TYPES: [string, string, string][] = [
  ['subscribe', '认购', 'Subscription'],
  ['purchase', '申购', 'Purchase'],
  ['redeem', '赎回', 'Redemption'],
  ['dividend', '现金分红', 'Cash dividend'],
  ['reinvest', '红利再投', 'Dividend reinvestment'],
];
export const typeOptions = (list: [string, string, string][], lang: LanguageType): S['Option'][] =>
  list.map(([value, zh, en]) => ({ value, label: pick(lang, zh, en) }));

export interface TransactionQuery extends PageQuery {
  fundId?: number;
  startDate?: string;
  endDate?: string;
  type?: string;
}

export async function transactionPage(ctx: AppContext, userId: number, q: TransactionQuery, lang: LanguageType): Promise<S['TransactionPage']> {
  const p = paging(q);
  const where: SQL | undefined = and(
    eq(transactions.userId, userId),
    q.fundId !== undefined ? eq(transactions.fundId, q.fundId) : undefined,
    q.startDate ? gte(transactions.tradeDate, q.startDate) : undefined,
    q.endDate ? lte(transactions.tradeDate, q.endDate) : undefined,
    q.type ? eq(transactions.type, q.type) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ t: transactions, code: funds.code, nameZh: funds.nameZh, nameEn: funds.nameEn, currency: funds.currency })
      .from(transactions)
      .innerJoin(funds, eq(funds.id, transactions.fundId))
      .where(where)
      .orderBy(desc(transactions.tradeDate), desc(transactions.id))
      .limit(p.limit)
      .offset(p.offset),
    ctx.db.select({ n: count() }).from(transactions).where(where),
  ]);
  const labels = new Map(TRANSACTION_TYPES.map(([v, zh, en]) => [v, pick(lang, zh, en)]));
  return pageOf(
    rows.map(({ t, ...f }) => ({
      id: String(t.id),
      fundCode: f.code,
      fundName: pick(lang, f.nameZh, f.nameEn),
      tradeDate: t.tradeDate,
      confirmDate: t.confirmDate,
      type: t.type,
      typeLabel: labels.get(t.type) ?? t.type,
      cashAmount: t.cashAmount,
      shares: t.shares,
      nav: t.nav,
      fee: t.fee,
      currency: f.currency as S['Currency'],
    })),
    n,
    p,
  );
}

export function fundElement(f: FundRow, lang: LanguageType): S['FundElement'] {
  return {
    fundCode: f.code,
    fundName: fundName(f, lang),
    currency: currency(f),
    inceptionDate: f.inceptionDate,
    benchmark: pick(lang, f.benchmarkZh, f.benchmarkEn),
    aum: f.aum,
    aumDate: f.aumDate,
    terms: f.terms.map((t) => {
      const [label, value] = lang === 'en_US' ? t.en : t.zh;
      return { label, value };
    }),
    sectorExposure: sectorsOf(f, lang),
  };
}

export const sectorsOf = (f: FundRow, lang: LanguageType): S['SectorWeight'][] =>
  f.sectors.map((s) => ({ sector: pick(lang, s.zh, s.en), weight: s.weight, benchmarkWeight: s.benchmarkWeight }));

export function estimateOf(f: FundRow, lang: LanguageType): S['EstimatedNav'] {
  return {
    fundCode: f.code,
    fundName: fundName(f, lang),
    currency: currency(f),
    estimatedNav: f.estimatedNav,
    estimatedNavDate: f.estimatedNavDate,
    estimatedChange: f.estimatedNav === null ? null : ratio(f.estimatedNav / f.lastNav - 1),
    shareNetValue: f.lastNav,
    netValueDate: f.lastNavDate,
    weeklyReturn: weeklyReturn(f),
  };
}

export async function estimateDetail(ctx: AppContext, f: FundRow, q: PageQuery & { startDate?: string; endDate?: string }, lang: LanguageType): Promise<S['EstimatedNavDetail']> {
  const { rows, total, p } = await navPage(ctx, f.id, q);
  return {
    ...estimateOf(f, lang),
    benchmark: pick(lang, f.benchmarkZh, f.benchmarkEn),
    sectorExposure: sectorsOf(f, lang),
    history: pageOf(rows.map((r) => ({ date: r.date, estimatedNav: r.estimatedNav, nav: r.nav })), total, p),
  };
}

/** Funds of a scope that have estimates: held (not redeemed) funds, or partner products (all or followed). */
export async function scopedFunds(ctx: AppContext, scope: Scope): Promise<FundRow[]> {
  if (scope.kind === 'partner') {
    return ctx.db.select().from(funds).where(eq(funds.partnerOffered, true)).orderBy(asc(funds.sort));
  }
  return (await heldRows(ctx, scope.userId)).filter((r) => r.holding.state !== 'redeemed').map((r) => r.fund);
}

export const REPORT_TYPES: [string, string, string][] = [
  ['quarterly', '季度报告', 'Quarterly report'],
  ['monthly', '月度报告', 'Monthly report'],
  ['annual', '年度报告', 'Annual report'],
];

export function reportTitle(f: Pick<FundRow, 'nameZh' | 'nameEn'>, type: string, period: string, lang: LanguageType) {
  const label = REPORT_TYPES.find(([v]) => v === type) ?? REPORT_TYPES[0];
  return lang === 'en_US' ? `${f.nameEn} ${label[2]} ${period}` : `${f.nameZh}${period}${label[1]}`;
}

export const reportFileId = (reportId: number) => `report-${reportId}`;

/** Reports of the scope's funds, newest first; the scope is part of the query, so no other fund's report leaks. */
export async function reportPage(ctx: AppContext, scope: Scope, q: PageQuery & { fundId?: number; type?: string }, lang: LanguageType): Promise<S['ReportPage']> {
  const p = paging(q);
  const scoped =
    scope.kind === 'partner'
      ? eq(funds.partnerOffered, true)
      : inArray(fundReports.fundId, ctx.db.select({ id: holdings.fundId }).from(holdings).where(eq(holdings.userId, scope.userId)));
  const where = and(scoped, q.fundId !== undefined ? eq(fundReports.fundId, q.fundId) : undefined, q.type ? eq(fundReports.type, q.type) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ r: fundReports, code: funds.code, nameZh: funds.nameZh, nameEn: funds.nameEn })
      .from(fundReports)
      .innerJoin(funds, eq(funds.id, fundReports.fundId))
      .where(where)
      .orderBy(desc(fundReports.date), desc(fundReports.id))
      .limit(p.limit)
      .offset(p.offset),
    ctx.db.select({ n: count() }).from(fundReports).innerJoin(funds, eq(funds.id, fundReports.fundId)).where(where),
  ]);
  const labels = new Map(REPORT_TYPES.map(([v, zh, en]) => [v, pick(lang, zh, en)]));
  return pageOf(
    rows.map(({ r, ...f }) => ({
      id: String(r.id),
      fundCode: f.code,
      fundName: pick(lang, f.nameZh, f.nameEn),
      type: r.type,
      typeLabel: labels.get(r.type) ?? r.type,
      title: reportTitle(f, r.type, r.period, lang),
      date: r.date,
      fileId: reportFileId(r.id),
    })),
    n,
    p,
  );
}
