/**
 * The portfolio insight of My assets: an investor's market value split by fund and by strategy, per currency, and the
 * portfolio's value on every NAV day. The splits are sums of the holdings' valuations that fundAsset adds up
 * (client-assets.ts: overviewHoldings, currencyTotals), in cents, so each split adds up exactly to fundAsset's market
 * value of its currency; CNY and USD are never added together.
 */
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { pick, type FundRow } from './client-access.ts';
import { apportion, currencyTotals, navSeries, overviewHoldings, tradesOf } from './client-assets.ts';

type S = Schemas;
type Currency = S['Currency'];

/** The strategies a fund follows (funds.strategy): code, zh, en. */
export const FUND_STRATEGIES: [string, string, string][] = [
  ['equityLong', '股票多头', 'Long-only equity'],
  ['equityLongShort', '股票多空', 'Long-short equity'],
  ['balanced', '股债平衡', 'Balanced (equities and bonds)'],
];

export const strategyLabel = (code: string, lang: LanguageType) => {
  const found = FUND_STRATEGIES.find(([c]) => c === code);
  return found ? pick(lang, found[1], found[2]) : code;
};

const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

/** Basis points that add up to 10,000 (100.00 %) exactly, split by the parts' cents. */
const weightsOf = (parts: readonly number[]) => apportion(10_000, parts).map((bp) => bp / 10_000);

interface Part {
  key: string;
  label: string;
  cents: number;
  funds: number;
}

function rowsOf(parts: readonly Part[], withCount: boolean): S['AllocationRow'][] {
  const weights = weightsOf(parts.map((p) => p.cents));
  return parts.map((p, i) => ({
    key: p.key,
    label: p.label,
    marketValue: fromCents(p.cents),
    weight: weights[i],
    ...(withCount ? { fundCount: p.funds } : {}),
  }));
}

type Trade = Awaited<ReturnType<typeof tradesOf>>[number];
const BUYS = new Set(['subscribe', 'purchase']);

/**
 * The value of the funds' holdings on every NAV day from the first trade, oldest first: the shares held that day
 * (buys from their trade date, less redemptions, in cents of a share as valueHolding counts them) times that day's
 * NAV (the trade's own price before the fund's first NAV). A holding's value is rounded to the cent as valueHolding
 * rounds it, so the last day's value is the market value of the holdings held now.
 */
export function valueHistory(
  funds: readonly { fund: Pick<FundRow, 'id'>; redeemed: boolean; navs: readonly { date: string; nav: number }[] }[],
  trades: readonly Trade[],
): S['ValuePoint'][] {
  const start = trades.reduce((a, t) => (a === '' || t.tradeDate < a ? t.tradeDate : a), '');
  if (start === '') return [];
  const days = [...new Set(funds.flatMap((f) => f.navs.map((n) => n.date)).filter((d) => d >= start))].sort();
  const state = funds.map((f) => {
    const mine = trades.filter((t) => t.fundId === f.fund.id);
    return { ...f, mine, next: 0, shares: 0, nav: mine.find((t) => t.nav !== null)?.nav ?? 0, navAt: 0 };
  });
  const ordered = [...trades].sort((a, b) => (a.tradeDate < b.tradeDate ? -1 : a.tradeDate > b.tradeDate ? 1 : a.id - b.id));
  let invested = 0;
  let nextTrade = 0;
  return days.map((day) => {
    for (; nextTrade < ordered.length && ordered[nextTrade].tradeDate <= day; nextTrade++) {
      const t = ordered[nextTrade];
      if (BUYS.has(t.type)) invested += cents(t.cashAmount);
      else if (t.type === 'redeem') invested -= cents(t.cashAmount);
    }
    let value = 0;
    for (const f of state) {
      for (; f.next < f.mine.length && f.mine[f.next].tradeDate <= day; f.next++) {
        const t = f.mine[f.next];
        if (BUYS.has(t.type) || t.type === 'redeem') f.shares += cents(t.shares);
      }
      for (; f.navAt < f.navs.length && f.navs[f.navAt].date <= day; f.navAt++) f.nav = f.navs[f.navAt].nav;
      // A redeemed holding is worth nothing once its last redemption is in, whatever cents of a share are left.
      const gone = f.redeemed && f.next === f.mine.length;
      if (!gone && f.shares > 0) value += Math.round(f.shares * f.nav);
    }
    return { date: day, value: fromCents(value), netInvested: fromCents(invested) };
  });
}

/** The caller's portfolio insight (investors). */
export async function portfolioInsight(ctx: AppContext, userId: number, lang: LanguageType): Promise<S['PortfolioInsight']> {
  const { rows, live } = await overviewHoldings(ctx, userId, lang);
  const totals = currencyTotals(live.map((l) => l.view));
  let netValueDate = '';
  for (const l of live) if (l.fund.lastNavDate > netValueDate) netValueDate = l.fund.lastNavDate;
  // The value over time counts every holding the firm values (redeemed ones while they were held), not pending
  // subscriptions or trust plans, whose registers are not the firm's.
  const valued = rows.filter((r) => r.holding.state !== 'pending' && !r.holding.trusteeData);
  const [trades, navs] = await Promise.all([
    valued.length > 0 ? tradesOf(ctx, userId, valued.map((r) => r.fund.id)) : Promise.resolve([] as Trade[]),
    Promise.all(valued.map((r) => navSeries(ctx, r.fund.id))),
  ]);
  const currencies = totals.map((total): S['CurrencyInsight'] => {
    const currency = total.currency;
    const mine = live.filter((l) => l.view.currency === currency);
    const byFund: Part[] = mine.map((l) => ({ key: l.fund.code, label: l.view.fundName, cents: cents(l.view.marketValue), funds: 1 }));
    const strategies = new Map<string, Part>();
    for (const l of mine) {
      const code = l.fund.strategy;
      const part = strategies.get(code) ?? { key: code, label: strategyLabel(code, lang), cents: 0, funds: 0 };
      part.cents += cents(l.view.marketValue);
      part.funds += 1;
      strategies.set(code, part);
    }
    const byStrategy = [...strategies.values()].sort((a, b) => b.cents - a.cents || a.key.localeCompare(b.key));
    const inCurrency = valued.map((r, i) => ({ r, navs: navs[i] })).filter(({ r }) => (r.fund.currency as Currency) === currency);
    const ids = new Set(inCurrency.map(({ r }) => r.fund.id));
    const history = valueHistory(
      inCurrency.map(({ r, navs: n }) => ({ fund: r.fund, redeemed: r.holding.state === 'redeemed', navs: n })),
      trades.filter((t) => ids.has(t.fundId)),
    );
    return {
      currency,
      marketValue: total.marketValue,
      byFund: rowsOf(byFund, false),
      byStrategy: rowsOf(byStrategy, true),
      history,
    };
  });
  return { netValueDate: netValueDate || (rows[0]?.fund.lastNavDate ?? '1970-01-01'), currencies };
}
