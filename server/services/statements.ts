/**
 * An investor's statements (a PDF per month or quarter) and exports (holdings and transactions as CSV), always of
 * the caller's own account. Every figure comes from the valuation the My assets screen shows (client-assets.ts:
 * valueHolding, holdingView, currencyTotals, transactionList), so a statement of the period of the latest NAV and the
 * holdings export total exactly what fundAsset answers.
 *
 * A past period is valued as it stood at its end: the trades up to that day, each fund at its last NAV on or before
 * it. Statements hold personal data: they are rendered for each request (in the reports' child process) and never
 * kept on disk.
 */
import { and, desc, eq, inArray, lte, max, min, sql } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { addDays, isoDay, isWeekend, utcDate } from '../dates.ts';
import { fundNavs, holdings, transactions, users } from '../db/schema.ts';
import { notFound, pageOf, paging, pick, type FundRow, type PageQuery } from './client-access.ts';
import { assetSummary, currencyTotals, heldRows, holdingList, holdingView, inOverview, tradesOf, transactionList, valueHolding, type TransactionQuery } from './client-assets.ts';
import { statementText } from './statement-text.ts';
import type { StatementFlows, StatementHolding, StatementModel, StatementTotals, StatementType } from './statement-model.ts';
import { periodRange } from './report-files.ts';
import type { SessionRow } from './sessions.ts';

type S = Schemas;
type Currency = S['Currency'];

const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

/**
 * Whether the firm values a holding (as the screens judge it): a subscription being confirmed has no shares yet, and a
 * trust plan's register is the trustee's; their value and gains are left blank rather than shown as 0.
 */
export const isValuedHolding = (h: { state: string; trusteeData?: boolean | null; fundType?: string }) =>
  h.state !== 'pending' && h.fundType !== 'trust' && h.trusteeData !== true;

// ---------------------------------------------------------------------------------------------------------------
// Periods

/** The month ("2026-09") or quarter ("2026Q3") a day falls in. */
export function periodOf(type: StatementType, day: string): string {
  return type === 'monthly' ? day.slice(0, 7) : `${day.slice(0, 4)}Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;
}

/** The type of a period as statementList writes it, or undefined for anything else. */
export function typeOfPeriod(period: string): StatementType | undefined {
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) return 'monthly';
  if (/^\d{4}Q[1-4]$/.test(period)) return 'quarterly';
  return undefined;
}

/** The periods of a type from the one of `first` to the one of `last`, newest first. */
function periodsBetween(type: StatementType, first: string, last: string): string[] {
  const out: string[] = [];
  const end = periodOf(type, last);
  for (let d = utcDate(`${first.slice(0, 7)}-01`); ; d = d.add(type === 'monthly' ? 1 : 3, 'month')) {
    const p = periodOf(type, isoDay(d));
    if (out[out.length - 1] !== p) out.push(p);
    if (p === end || out.length > 2000) break;
  }
  return out.reverse();
}

/** Whether a weekday lies after `day` up to `until`: a period is over (for its NAVs) when none does. */
function weekdayAfter(day: string, until: string): boolean {
  for (let d = addDays(day, 1); d <= until; d = addDays(d, 1)) if (!isWeekend(utcDate(d))) return true;
  return false;
}

/** "2026年9月对账单", "September 2026 statement"; "2026年第三季度对账单", "Third quarter 2026 statement". */
export const statementTitle = (type: StatementType, period: string, lang: LanguageType) => statementText(lang).title(type, period);

/**
 * Every statement of the investor, newest first (by the period's end; a quarter before the months that end with it):
 * the months and quarters from their first trade to the latest NAV of their funds. One query for the first trade and
 * one for the last NAV date of each month.
 */
async function statementsOf(ctx: AppContext, userId: number, lang: LanguageType): Promise<S['Statement'][]> {
  const held = ctx.db.select({ id: holdings.fundId }).from(holdings).where(eq(holdings.userId, userId));
  const month = sql<string>`to_char(${fundNavs.date}, 'YYYY-MM')`;
  const [[{ first }], monthEnds] = await Promise.all([
    ctx.db.select({ first: min(transactions.tradeDate) }).from(transactions).where(eq(transactions.userId, userId)),
    ctx.db.select({ month, last: max(fundNavs.date) }).from(fundNavs).where(inArray(fundNavs.fundId, held)).groupBy(month),
  ]);
  const lastNav = new Map(monthEnds.map((m) => [m.month, m.last ?? '']));
  const latest = [...lastNav.values()].reduce((a, b) => (b > a ? b : a), '');
  if (!first || !latest || first > latest) return [];
  const out: S['Statement'][] = [];
  for (const type of ['quarterly', 'monthly'] as const) {
    for (const period of periodsBetween(type, first, latest)) {
      const [from, to] = periodRange(type, period);
      let asOf = '';
      for (const [m, last] of lastNav) if (m >= from.slice(0, 7) && m <= to.slice(0, 7) && last > asOf) asOf = last;
      out.push({
        period,
        type,
        title: statementTitle(type, period, lang),
        from,
        to,
        asOf: asOf || (to < latest ? to : latest),
        complete: to <= latest || !weekdayAfter(latest, to),
      });
    }
  }
  return out.sort((a, b) => (a.to !== b.to ? (a.to < b.to ? 1 : -1) : a.type === b.type ? 0 : a.type === 'quarterly' ? -1 : 1));
}

export async function statementPage(ctx: AppContext, userId: number, q: PageQuery & { type?: string }, lang: LanguageType): Promise<S['StatementPage']> {
  const p = paging(q);
  const all = (await statementsOf(ctx, userId, lang)).filter((x) => !q.type || x.type === q.type);
  return pageOf(all.slice(p.offset, p.offset + p.limit), all.length, p);
}

// ---------------------------------------------------------------------------------------------------------------
// A statement

/** Each fund's last NAV on or before `day` (one indexed lookup per fund: an investor holds a handful). */
async function navsOn(ctx: AppContext, fundIds: number[], day: string): Promise<Map<number, { nav: number; date: string }>> {
  const found = await Promise.all(
    fundIds.map((fundId) =>
      ctx.db
        .select({ nav: fundNavs.nav, date: fundNavs.date })
        .from(fundNavs)
        .where(and(eq(fundNavs.fundId, fundId), lte(fundNavs.date, day)))
        .orderBy(desc(fundNavs.date))
        .limit(1)
        .then(([row]) => [fundId, row] as const),
    ),
  );
  return new Map(found.filter((e): e is readonly [number, { nav: number; date: string }] => e[1] !== undefined));
}

type Trade = Awaited<ReturnType<typeof tradesOf>>[number];
type HoldingRow = Awaited<ReturnType<typeof heldRows>>[number]['holding'];

/** A holding's state at the end of a past period: redeemed once a redemption has taken every share, else as now. */
function stateAt(holding: HoldingRow, upTo: readonly Trade[]): HoldingRow['state'] {
  if (holding.state === 'pending') return 'pending';
  const shares = upTo.reduce((a, t) => a + cents(t.shares), 0);
  return upTo.some((t) => t.type === 'redeem') && shares <= 0 ? 'redeemed' : 'holding';
}

/** "inv***@demo.test", "138****0001": enough for the investor to know the account, not enough to give it away. */
export function maskedAccount(user: { email: string | null; mobile: string | null }): string {
  if (user.email) {
    const [local, domain] = user.email.split('@');
    return `${local.slice(0, Math.min(3, Math.max(1, local.length - 1)))}***@${domain}`;
  }
  if (user.mobile) return `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`;
  return '';
}

/**
 * The statement of one of the investor's periods (4004 for any other). The holdings listed are those held or being
 * confirmed at the period's end and those redeemed in it; the totals add up the ones My assets adds up.
 */
export async function statementModel(ctx: AppContext, session: SessionRow, period: string, lang: LanguageType): Promise<StatementModel> {
  const userId = session.userId;
  const statement = (await statementsOf(ctx, userId, lang)).find((x) => x.period === period);
  if (!statement) throw notFound();
  const { from, to, type } = statement;
  const rows = await heldRows(ctx, userId);
  const fundIds = rows.map((r) => r.fund.id);
  const [trades, inPeriod, navs, [user]] = await Promise.all([
    tradesOf(ctx, userId, fundIds),
    transactionList(ctx, userId, { startDate: from, endDate: to }, lang, 'oldest'),
    navsOn(ctx, fundIds, to),
    ctx.db.select({ name: users.name, nameEn: users.nameEn, email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId)),
  ]);

  const listed: StatementHolding[] = [];
  const views: (ReturnType<typeof holdingView> & { counted: boolean; realizedInPeriod: number })[] = [];
  for (const { fund, holding } of rows) {
    const mine = trades.filter((t) => t.fundId === fund.id);
    const upTo = mine.filter((t) => t.tradeDate <= to);
    if (upTo.length === 0) continue;
    // The period of the fund's latest NAV is valued as My assets values it now: the same rows, the same code.
    const latest = to >= fund.lastNavDate;
    const state = latest ? holding.state : stateAt(holding, upTo);
    if (state === 'redeemed' && !upTo.some((t) => t.tradeDate >= from)) continue;
    const nav = navs.get(fund.id);
    const f: FundRow = latest || !nav ? fund : { ...fund, lastNav: nav.nav, lastNavDate: nav.date };
    const h = { ...holding, state };
    const v = holdingView(f, h, upTo, lang);
    const before = valueHolding(f, h, mine.filter((t) => t.tradeDate < from)).holding.realizedGain;
    const realizedInPeriod = fromCents(cents(v.realizedGain) - cents(before));
    const counted = inOverview(h);
    views.push({ ...v, counted, realizedInPeriod });
    listed.push({
      fundCode: v.fundCode,
      fundName: v.fundName,
      currency: v.currency,
      state: v.state,
      trust: h.trusteeData || fund.kind === 'trust',
      valued: isValuedHolding({ state, trusteeData: h.trusteeData, fundType: v.fundType }),
      counted,
      shares: v.shares,
      nav: f.lastNav,
      navDate: f.lastNavDate,
      marketValue: v.marketValue,
      investmentCost: v.investmentCost,
      unrealizedGain: v.unrealizedGain,
      realizedGain: v.realizedGain,
      realizedInPeriod,
      gainLoss: v.gainLoss,
      returnRate: v.returnRate,
    });
  }

  const counted = views.filter((v) => v.counted);
  const inPeriodByCurrency = new Map<Currency, number>();
  for (const v of counted) inPeriodByCurrency.set(v.currency, (inPeriodByCurrency.get(v.currency) ?? 0) + cents(v.realizedInPeriod));
  const totals: StatementTotals[] = currencyTotals(counted).map((c) => ({ ...c, realizedInPeriod: fromCents(inPeriodByCurrency.get(c.currency) ?? 0) }));

  const flows = new Map<Currency, StatementFlows>();
  for (const t of inPeriod) {
    const f = flows.get(t.currency) ?? { currency: t.currency, subscriptions: 0, redemptions: 0, dividends: 0, fees: 0 };
    if (t.type === 'subscribe' || t.type === 'purchase') f.subscriptions += cents(t.cashAmount);
    else if (t.type === 'redeem') f.redemptions += cents(t.cashAmount);
    else if (t.type === 'dividend') f.dividends += cents(t.cashAmount);
    f.fees += cents(t.fee ?? 0);
    flows.set(t.currency, f);
  }

  return {
    kind: 'statement',
    lang,
    title: statement.title,
    type,
    period,
    from,
    to,
    asOf: statement.asOf,
    complete: statement.complete,
    issued: isoDay(ctx.clock.now()),
    investor: {
      name: pick(lang, user?.name ?? '', user?.nameEn || user?.name || ''),
      account: user ? maskedAccount(user) : '',
      type: session.currentIdType === 2 ? 2 : 1,
    },
    totals,
    holdings: listed,
    flows: [...flows.values()].map((f) => ({ ...f, subscriptions: fromCents(f.subscriptions), redemptions: fromCents(f.redemptions), dividends: fromCents(f.dividends), fees: fromCents(f.fees) })),
    transactions: inPeriod.map((t) => ({
      tradeDate: t.tradeDate,
      fundCode: t.fundCode,
      fundName: t.fundName,
      typeLabel: t.typeLabel,
      currency: t.currency,
      cashAmount: t.cashAmount,
      shares: t.shares,
      nav: t.nav ?? null,
      fee: t.fee ?? null,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// CSV

/** A number written as it is (no formula guard, no separators): the spreadsheet reads it as a number. */
class Fixed {
  constructor(readonly text: string) {}
}
type Cell = string | Fixed | null | undefined;
const num = (value: number | null | undefined, decimals: number): Fixed | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : new Fixed(value.toFixed(decimals));

/**
 * One field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled. Text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe.
 */
function field(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Fixed) return cell.text;
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file as Excel opens it in any language: UTF-8 with a byte order mark (without it, Excel reads Chinese as the
 * system's code page), CRLF line ends, RFC 4180 quoting.
 */
export function csvFile(rows: readonly (readonly Cell[])[]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`, 'utf8');
}

export interface CsvOut {
  name: string;
  body: Buffer;
}

/**
 * The holdings of fundListAndState, one row each, then a total row per currency: fundAsset's overview, which adds up
 * the rows marked as in it (held now and valued by the firm).
 */
export async function holdingsCsv(ctx: AppContext, userId: number, lang: LanguageType): Promise<CsvOut> {
  const t = statementText(lang).csv;
  const [list, summary] = await Promise.all([holdingList(ctx, userId, lang), assetSummary(ctx, userId, lang)]);
  const rows: Cell[][] = [t.holdingsHeader];
  for (const h of list) {
    const valued = isValuedHolding(h);
    const known = (v: number, decimals = 2) => (valued ? num(v, decimals) : null);
    rows.push([
      h.fundCode,
      h.fundName,
      h.currency,
      t.state(h),
      inOverview({ state: h.state, trusteeData: h.trusteeData ?? false }) ? t.yes : t.no,
      known(h.shares),
      num(h.shareNetValue, 4),
      h.netValueDate,
      known(h.marketValue),
      num(h.investmentCost, 2),
      known(h.unrealizedGain),
      known(h.realizedGain),
      known(h.gainLoss),
      valued ? num(h.returnRate * 100, 2) : null,
      h.subscriptionDate,
    ]);
  }
  if (summary.currencies.length > 0) rows.push([]);
  for (const c of summary.currencies) {
    rows.push(['', t.total(c.currency), c.currency, '', '', null, null, summary.netValueDate, num(c.marketValue, 2), num(c.investmentCost, 2), num(c.unrealizedGain, 2), num(c.realizedGain, 2), num(c.gainLoss, 2), num(c.returnRate * 100, 2), '']);
  }
  return { name: t.holdingsFile(summary.netValueDate), body: csvFile(rows) };
}

/** The transactions of fundTransaction's filters, all of them, newest first. */
export async function transactionsCsv(ctx: AppContext, userId: number, q: Omit<TransactionQuery, keyof PageQuery>, lang: LanguageType): Promise<CsvOut> {
  const t = statementText(lang).csv;
  const list = await transactionList(ctx, userId, q, lang);
  const rows: Cell[][] = [t.transactionsHeader];
  for (const x of list) {
    rows.push([x.tradeDate, x.confirmDate ?? '', x.fundCode, x.fundName, x.typeLabel, x.currency, num(x.cashAmount, 2), num(x.shares, 2), num(x.nav, 4), num(x.fee, 2)]);
  }
  return { name: t.transactionsFile(isoDay(ctx.clock.now())), body: csvFile(rows) };
}
