/**
 * Holdings, NAV history, transactions, estimates and reports. Every read is scoped by the token's user (investors)
 * or by the partner product range; lists are paginated and each is one indexed query (plus a count).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { perDb, qualified } from '../db/prepared.ts';
import { fundNavs, fundReports, funds, holdings, transactions } from '../db/schema.ts';
import { navPages } from './nav-pages.ts';
import { fundName, notFound, pageOf, paging, pick, ratio, type FundRow, type PageQuery } from './client-access.ts';
import type { SessionRow } from './sessions.ts';

type HoldingRow = typeof holdings.$inferSelect;
type S = Schemas;

/** Whose funds: an investor's holdings or the partner product range. */
export type Scope = { kind: 'investor'; userId: number } | { kind: 'partner' };
export const scopeOf = (s: SessionRow): Scope =>
  s.currentIdType === 3 ? { kind: 'partner' } : { kind: 'investor', userId: s.userId };

export const weeklyReturn = (f: FundRow) => ratio(f.lastNav / f.weekAgoNav - 1);
const currency = (f: FundRow) => f.currency as S['Currency'];

type TradeRow = typeof transactions.$inferSelect;

const BUY_TYPES = ['subscribe', 'purchase'];
/** The trades that value a holding: buys, cash dividends and redemptions. */
const VALUED_TYPES = [...BUY_TYPES, 'dividend', 'redeem'];
type Figures = Pick<S['FundHolding'], 'marketValue' | 'investmentCost' | 'realizedGain' | 'unrealizedGain' | 'gainLoss'>;

/**
 * A holding valued from its trades, batch by batch. Money is counted in cents (integers) while it is split and summed,
 * so each of the holding's figures is exactly the sum of its batches' and every total is realized + unrealized:
 * - a batch is one subscription or purchase: its shares and its cost (the cash paid, fees included);
 * - a cash dividend is split over the batches bought before its date, by shares;
 * - a redemption takes shares from the oldest batches first; each batch's realized gain is its part of the cash
 *   (split by shares) less the part of its cost that left with them;
 * - the market value (shares held × last NAV) is split over the batches by shares; the unrealized gain of a batch
 *   is its market value less the cost of the shares it still holds.
 * realized gain = dividends + redemption cash − cost of the redeemed shares. A pending subscription (not confirmed)
 * and a trust plan (the trustee keeps the register) are not valued: their figures are 0 but the cost.
 */
export function valueHolding(fund: FundRow, holding: HoldingRow, trades: readonly TradeRow[]): { holding: Figures & { shares: number }; batches: S['HoldingBatch'][] } {
  const valued = holding.state !== 'pending' && !holding.trusteeData;
  const ordered = [...trades].sort((a, b) => (a.tradeDate < b.tradeDate ? -1 : a.tradeDate > b.tradeDate ? 1 : a.id - b.id));
  const batches = ordered
    .filter((t) => BUY_TYPES.includes(t.type))
    .map((t) => ({ trade: t, shares: cents(t.shares), cost: cents(t.cashAmount), heldCost: cents(t.cashAmount), realized: 0, marketValue: 0 }));
  if (valued) {
    for (const t of ordered) {
      if (t.type === 'dividend') {
        const eligible = batches.filter((b) => b.trade.tradeDate < t.tradeDate && b.shares > 0);
        apportion(cents(t.cashAmount), eligible.map((b) => b.shares)).forEach((part, k) => (eligible[k].realized += part));
      } else if (t.type === 'redeem') {
        let left = cents(-t.shares);
        const taken = batches.map((b) => {
          const q = Math.min(left, b.shares);
          left -= q;
          return q;
        });
        const cash = apportion(cents(t.cashAmount), taken);
        batches.forEach((b, k) => {
          if (taken[k] === 0) return;
          const costOut = taken[k] === b.shares ? b.heldCost : Math.round((b.heldCost * taken[k]) / b.shares);
          b.realized += cash[k] - costOut;
          b.heldCost -= costOut;
          b.shares -= taken[k];
        });
      }
    }
    if (holding.state === 'holding') {
      const held = batches.reduce((a, b) => a + b.shares, 0);
      // Shares are kept to the cent of a share: shares × 100 × NAV is the market value in cents.
      apportion(Math.round(held * fund.lastNav), batches.map((b) => b.shares)).forEach((part, k) => (batches[k].marketValue = part));
    }
  }
  const rows = batches.map((b) => {
    const unrealized = valued && holding.state === 'holding' ? b.marketValue - b.heldCost : 0;
    return { b, unrealized, total: b.realized + unrealized };
  });
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + f(r), 0);
  const cost = sum((r) => r.b.cost);
  const total = sum((r) => r.total);
  return {
    holding: {
      shares: fromCents(sum((r) => (valued ? r.b.shares : 0))),
      marketValue: fromCents(sum((r) => r.b.marketValue)),
      investmentCost: fromCents(cost),
      realizedGain: fromCents(sum((r) => r.b.realized)),
      unrealizedGain: fromCents(sum((r) => r.unrealized)),
      gainLoss: fromCents(total),
    },
    batches: rows.map(({ b, unrealized, total: gain }) => ({
      batchDate: b.trade.confirmDate ?? b.trade.tradeDate,
      subscriptionDate: b.trade.tradeDate,
      shares: valued ? fromCents(b.shares) : 0,
      investmentCost: fromCents(b.cost),
      marketValue: fromCents(b.marketValue),
      realizedGain: fromCents(b.realized),
      unrealizedGain: fromCents(unrealized),
      gainLoss: fromCents(gain),
      returnRate: valued && b.cost > 0 ? ratio(gain / b.cost) : 0,
    })),
  };
}

const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

/**
 * Splits whole cents by weights (largest remainder): the parts add up to the total exactly, each within a cent of
 * its share.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, p) => a + p, 0);
  const byRemainder = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

export function holdingView(f: FundRow, h: HoldingRow, trades: readonly TradeRow[], lang: LanguageType): S['FundHolding'] & { batches: S['HoldingBatch'][] } {
  const { holding: v, batches } = valueHolding(f, h, trades);
  return {
    fundCode: f.code,
    fundName: fundName(f, lang),
    fundType: f.kind as S['FundType'],
    currency: currency(f),
    shareNetValue: f.lastNav,
    netValueDate: f.lastNavDate,
    shares: v.shares,
    marketValue: v.marketValue,
    realizedGain: v.realizedGain,
    unrealizedGain: v.unrealizedGain,
    gainLoss: v.gainLoss,
    returnRate: v.investmentCost > 0 && v.gainLoss !== 0 ? ratio(v.gainLoss / v.investmentCost) : 0,
    investmentCost: v.investmentCost,
    weeklyReturn: h.state === 'holding' ? weeklyReturn(f) : null,
    state: h.state as S['FundHolding']['state'],
    trusteeData: h.trusteeData,
    batches,
  };
}

const heldStatements = perDb((db) => {
  const held = (where: SQL | undefined) =>
    db
      .select({ fund: funds, holding: holdings })
      .from(holdings)
      .innerJoin(funds, eq(funds.id, holdings.fundId))
      .where(where)
      .orderBy(asc(funds.sort));
  const byUser = eq(holdings.userId, sql.placeholder('userId'));
  return {
    all: held(byUser).prepare('hl_held_rows'),
    inState: held(and(byUser, eq(holdings.state, sql.placeholder('state')))).prepare('hl_held_rows_state'),
    briefs: db
      .select({ fundCode: funds.code, nameZh: funds.nameZh, nameEn: funds.nameEn, currency: funds.currency })
      .from(holdings)
      .innerJoin(funds, eq(funds.id, holdings.fundId))
      .where(byUser)
      .orderBy(asc(funds.sort))
      .prepare('hl_held_briefs'),
  };
});

/** The user's holdings with their funds, in the funds' order (all, or in one state). */
export async function heldRows({ db }: AppContext, userId: number, state?: string) {
  const statements = heldStatements(db);
  return state ? statements.inState.execute({ userId, state }) : statements.all.execute({ userId });
}

/** The holdings with their batches: the user's buys in one query, grouped by fund (not a query per holding). */
export async function holdingList(ctx: AppContext, userId: number, lang: LanguageType, state?: string): Promise<S['FundHoldingWithBatches'][]> {
  const rows = await heldRows(ctx, userId, state);
  if (rows.length === 0) return [];
  const trades = await tradesOf(ctx, userId, rows.map((r) => r.fund.id));
  return rows.map(({ fund, holding }) => ({
    ...holdingView(fund, holding, trades.filter((t) => t.fundId === fund.id), lang),
    subscriptionDate: holding.subscriptionDate,
  }));
}

export async function heldBriefs({ db }: AppContext, userId: number, lang: LanguageType): Promise<S['FundBrief'][]> {
  const rows = await heldStatements(db).briefs.execute({ userId });
  return rows.map((f) => ({ fundCode: f.fundCode, fundName: fundName(f, lang), currency: f.currency as S['Currency'] }));
}

export const brief = (f: FundRow, lang: LanguageType): S['FundBrief'] => ({
  fundCode: f.code,
  fundName: fundName(f, lang),
  currency: currency(f),
});

type Sums = Record<'marketValue' | 'investmentCost' | 'realizedGain' | 'unrealizedGain' | 'gainLoss', number>;
const SUMMED = ['marketValue', 'investmentCost', 'realizedGain', 'unrealizedGain', 'gainLoss'] as const;

/**
 * Per currency (CNY and USD are never added together, and the first holding of each comes first), the exact sums of
 * the holdings' figures, counted in cents, with the return on their cost: the overview's totals. The overview
 * (assetSummary) and the statements and exports (statements.ts) add up the same way, so their totals are equal.
 */
export function currencyTotals(views: readonly (Figures & { currency: S['Currency'] })[]): Omit<S['CurrencyAsset'], 'weeklyReturn'>[] {
  const byCurrency = new Map<S['Currency'], Sums>();
  for (const v of views) {
    const c = byCurrency.get(v.currency) ?? { marketValue: 0, investmentCost: 0, realizedGain: 0, unrealizedGain: 0, gainLoss: 0 };
    for (const key of SUMMED) c[key] += cents(v[key]);
    byCurrency.set(v.currency, c);
  }
  return [...byCurrency.entries()].map(([currency, c]) => ({
    currency,
    marketValue: fromCents(c.marketValue),
    investmentCost: fromCents(c.investmentCost),
    realizedGain: fromCents(c.realizedGain),
    unrealizedGain: fromCents(c.unrealizedGain),
    gainLoss: fromCents(c.gainLoss),
    returnRate: c.investmentCost > 0 ? ratio(c.gainLoss / c.investmentCost) : 0,
  }));
}

/** Whether a holding counts in the overview: held now and valued by the firm (not redeemed, pending or a trust plan). */
export const inOverview = (h: Pick<HoldingRow, 'state' | 'trusteeData'>) => h.state === 'holding' && !h.trusteeData;

/**
 * The overview: per currency (CNY and USD are never added together), the sums of the holdings held now and valued
 * by the firm (not redeemed, pending or trust plans), each figure the exact sum of the holdings' figures.
 */
export async function assetSummary(ctx: AppContext, userId: number, lang: LanguageType): Promise<S['AssetSummary']> {
  const { rows, live } = await overviewHoldings(ctx, userId, lang);
  const week = new Map<S['Currency'], { base: number; gain: number }>();
  let netValueDate = '';
  const views = live.map(({ fund, holding, view: v }) => {
    if (fund.lastNavDate > netValueDate) netValueDate = fund.lastNavDate;
    const w = week.get(v.currency) ?? { base: 0, gain: 0 };
    w.base += holding.shares * fund.weekAgoNav;
    w.gain += holding.shares * (fund.lastNav - fund.weekAgoNav);
    week.set(v.currency, w);
    return v;
  });
  const currencies = currencyTotals(views).map((c) => {
    const w = week.get(c.currency)!;
    return { ...c, weeklyReturn: w.base > 0 ? ratio(w.gain / w.base) : null };
  });
  return {
    netValueDate: netValueDate || (rows[0]?.fund.lastNavDate ?? '1970-01-01'),
    currencies,
    holdingCount: rows.filter((r) => r.holding.state === 'holding').length,
  };
}

/**
 * The holdings the overview adds up (inOverview), each with its valuation (holdingView), beside all the user's
 * holdings: assetSummary's totals and the portfolio insight's splits (portfolio-insight.ts) are sums of these views.
 */
export async function overviewHoldings(ctx: AppContext, userId: number, lang: LanguageType) {
  const rows = await heldRows(ctx, userId);
  const liveRows = rows.filter((r) => inOverview(r.holding));
  const trades = liveRows.length > 0 ? await tradesOf(ctx, userId, liveRows.map((r) => r.fund.id)) : [];
  const live = liveRows.map(({ fund, holding }) => ({
    fund,
    holding,
    view: holdingView(fund, holding, trades.filter((t) => t.fundId === fund.id), lang),
  }));
  return { rows, live };
}

/** A user's trades of these funds that value holdings, oldest first (one indexed query for all the funds). */
export function tradesOf({ db }: AppContext, userId: number, fundIds: number[]) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.fundId, fundIds), inArray(transactions.type, VALUED_TYPES)))
    .orderBy(asc(transactions.tradeDate), asc(transactions.id));
}

export async function holdingDetail(
  ctx: AppContext,
  fund: FundRow,
  holding: HoldingRow,
  lang: LanguageType,
): Promise<S['HoldingDetail']> {
  const trades = await tradesOf(ctx, holding.userId, [fund.id]);
  return {
    ...holdingView(fund, holding, trades, lang),
    subscriptionDate: holding.subscriptionDate,
    benchmark: pick(lang, fund.benchmarkZh, fund.benchmarkEn),
    estimatedNav: fund.estimatedNav,
    estimatedNavDate: fund.estimatedNavDate,
  };
}

const navRange = (fundId: number, startDate?: string, endDate?: string) =>
  and(eq(fundNavs.fundId, fundId), startDate ? gte(fundNavs.date, startDate) : undefined, endDate ? lte(fundNavs.date, endDate) : undefined);

type NavQuery = PageQuery & { startDate?: string; endDate?: string };
type NavPoint = S['NavPoint'] & { estimatedNav: number };

/**
 * A page of a fund's NAVs, newest first, and their total, in one statement: the page is a range scan of the
 * (fund_id, date) key that stops after offset + limit rows, the count two lookups of its ordinals. (A count(*) over()
 * beside the page made PostgreSQL read and keep every NAV of the range: ten years cost ~2 ms a request; a count(*)
 * of the range, an index-only scan of 2,610 entries, still ~0.4 ms.) An absent bound is open. The page comes back as
 * one JSON array.
 */
function navFields(fundId: typeof funds.id, page: 'rows' | 'pointsText' = 'rows') {
  const from = sql.placeholder('startDate');
  const to = sql.placeholder('endDate');
  const range = sql`${qualified(fundNavs.fundId)} = ${qualified(fundId)}
    and ${qualified(fundNavs.date)} >= coalesce(${from}::date, '-infinity'::date) and ${qualified(fundNavs.date)} <= coalesce(${to}::date, 'infinity'::date)`;
  // The count of the range is the difference of two ordinals (fund_navs.seq): the last NAV on or before the end,
  // less the last one before the start; two index lookups whatever the range's length.
  const ordinalUpTo = (bound: SQL, op: SQL) => sql`coalesce((select ${qualified(fundNavs.seq)} from ${fundNavs}
    where ${qualified(fundNavs.fundId)} = ${qualified(fundId)} and ${qualified(fundNavs.date)} ${op} ${bound}
    order by ${qualified(fundNavs.date)} desc limit 1), 0)`;
  return {
    total: sql<number>`greatest(${ordinalUpTo(sql`coalesce(${to}::date, 'infinity'::date)`, sql`<=`)}
      - ${ordinalUpTo(sql`coalesce(${from}::date, '-infinity'::date)`, sql`<`)}, 0)`.mapWith(Number),
    // The page's rows are the JSON objects themselves (json_agg of the row): cheaper than one object built per row.
    // As text (pointsText: only the fields of a NavPoint), the page goes into the response as PostgreSQL wrote it.
    list: sql`(select coalesce(json_agg(p order by p.date desc), '[]'::json)${page === 'pointsText' ? sql`::text` : sql``}
      from (select ${qualified(fundNavs.date)} as "date", ${qualified(fundNavs.nav)} as "nav",
          ${qualified(fundNavs.accNav)} as "accumulatedNav"${page === 'rows' ? sql`, ${qualified(fundNavs.estimatedNav)} as "estimatedNav"` : sql``}
        from ${fundNavs} where ${range}
        order by ${qualified(fundNavs.date)} desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p)`,
  };
}

const navStatements = perDb((db) => ({
  /** By fund id: one row when the fund exists. */
  byFund: db
    .select(navFields(funds.id))
    .from(funds)
    .where(eq(funds.id, sql.placeholder('fundId')))
    .prepare('hl_nav_page'),
  /** By fund id, the page as NavPoint JSON text. */
  points: db
    .select(navFields(funds.id, 'pointsText'))
    .from(funds)
    .where(eq(funds.id, sql.placeholder('fundId')))
    .prepare('hl_nav_points'),
  /**
   * By code, for an investor: the fund's id and NAV revision when they hold or held it (heldFund's check), no row
   * otherwise. One indexed join; the page itself comes from navPages or the points statement.
   */
  held: db
    .selectDistinct({ id: funds.id, navRevision: funds.navRevision })
    .from(funds)
    .innerJoin(holdings, and(eq(holdings.fundId, funds.id), eq(holdings.userId, sql.placeholder('userId'))))
    .where(eq(funds.code, sql.placeholder('code')))
    .prepare('hl_nav_fund_held'),
}));

const navParams = (q: NavQuery, p: ReturnType<typeof paging>) => ({
  startDate: q.startDate || null,
  endDate: q.endDate || null,
  limit: p.limit,
  offset: p.offset,
});

/** Newest first, with the total in the range. */
export async function navPage(ctx: AppContext, fundId: number, q: NavQuery) {
  const p = paging(q);
  const [row] = await navStatements(ctx.db).byFund.execute({ fundId, ...navParams(q, p) });
  return { rows: (row?.list as NavPoint[] | undefined) ?? [], total: row?.total ?? 0, p };
}

/**
 * A NAV history page as the JSON text of an S['NavPointPage'] (both audiences): the SPA reads a fund's whole life in
 * pages of 100 (its chart), and parsing and writing again 100 points per request would be most of this read's cost.
 * The list is PostgreSQL's own text (navFields 'pointsText').
 */
const navPageJson = (row: { list: unknown; total: number }, p: ReturnType<typeof paging>) =>
  `{"list":${row.list as string},"total":${Number(row.total)},"page":${Number(p.page)},"limit":${Number(p.limit)}}`;

/**
 * A fund's NAV history page (both audiences, the caller having checked access), as JSON text: kept by this instance
 * per fund and NAV revision (server/services/nav-pages.ts), so only a history that changed is read again.
 */
export async function navHistoryJson(
  ctx: AppContext,
  fund: { id: number; navRevision: number },
  q: NavQuery,
): Promise<string> {
  const p = paging(q);
  const params = navParams(q, p);
  return navPages(ctx.db).get({ fundId: fund.id, revision: fund.navRevision, ...params }, async () => {
    const [row] = await navStatements(ctx.db).points.execute({ fundId: fund.id, ...params });
    return navPageJson(row ?? { list: '[]', total: 0 }, p);
  });
}

/** The same of a fund the investor holds or held, found by code; any other code answers 4004 (as heldFund). */
export async function heldNavHistoryJson(ctx: AppContext, userId: number, fundCode: string, q: NavQuery): Promise<string> {
  const [fund] = await navStatements(ctx.db).held.execute({ userId, code: fundCode });
  if (!fund) throw notFound();
  return navHistoryJson(ctx, fund, q);
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

const transactionWhere = (userId: number, q: Omit<TransactionQuery, keyof PageQuery>) =>
  and(
    eq(transactions.userId, userId),
    q.fundId !== undefined ? eq(transactions.fundId, q.fundId) : undefined,
    q.startDate ? gte(transactions.tradeDate, q.startDate) : undefined,
    q.endDate ? lte(transactions.tradeDate, q.endDate) : undefined,
    q.type ? eq(transactions.type, q.type) : undefined,
  );

/** The user's transactions matching `where` with their funds, newest (or oldest) first; a page of them when asked. */
async function transactionRows(ctx: AppContext, where: SQL | undefined, lang: LanguageType, order: 'newest' | 'oldest', page?: { limit: number; offset: number }): Promise<S['Transaction'][]> {
  const by = order === 'newest' ? [desc(transactions.tradeDate), desc(transactions.id)] : [asc(transactions.tradeDate), asc(transactions.id)];
  const query = ctx.db
    .select({ t: transactions, code: funds.code, nameZh: funds.nameZh, nameEn: funds.nameEn, currency: funds.currency })
    .from(transactions)
    .innerJoin(funds, eq(funds.id, transactions.fundId))
    .where(where)
    .orderBy(...by);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const labels = new Map(TRANSACTION_TYPES.map(([v, zh, en]) => [v, pick(lang, zh, en)]));
  return rows.map(({ t, ...f }) => ({
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
  }));
}

export async function transactionPage(ctx: AppContext, userId: number, q: TransactionQuery, lang: LanguageType): Promise<S['TransactionPage']> {
  const p = paging(q);
  const where = transactionWhere(userId, q);
  const [list, [{ n }]] = await Promise.all([
    transactionRows(ctx, where, lang, 'newest', p),
    ctx.db.select({ n: count() }).from(transactions).where(where),
  ]);
  return pageOf(list, n, p);
}

/** Every transaction of the same filters as transactionPage's, without pages (exports and statements). */
export function transactionList(ctx: AppContext, userId: number, q: Omit<TransactionQuery, keyof PageQuery>, lang: LanguageType, order: 'newest' | 'oldest' = 'newest') {
  return transactionRows(ctx, transactionWhere(userId, q), lang, order);
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
