/** The investor's screens: holdings, summary, detail, NAV history, transactions, estimates, reports, indicators. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchmarkSeries, FUND_SPECS, marketIndices } from '../../server/seed/client-funds.ts';
import { performanceFigures } from '../../server/services/client-indicators.ts';
import { as, persona, qs, type Persona } from './client-support.ts';
import { readPdf } from './pdf-text.ts';
import { createTestServer, type S, type TestServer } from './support.ts';

let s: TestServer;
let investor: Persona;
let institution: Persona;
beforeAll(async () => {
  s = await createTestServer();
  investor = await persona(s.app, 'investor@demo.test');
  institution = await persona(s.app, 'institution@demo.test');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Page<T> = { list: T[]; total: number; page: number; limit: number };

describe('holdings', () => {
  it('lists the investor’s funds with the fields of SPEC.md section 3, in both languages', async () => {
    const zh = await investor.get<S['FundHolding'][]>('/asset/fundListAndState');
    expect(zh.code).toBe(1000);
    expect(zh.data.map((h) => h.fundCode)).toEqual(['HL001', 'HL002', 'HL003', 'HL005', 'HL009', 'HL011', 'HLT01']);
    const hl001 = zh.data.find((h) => h.fundCode === 'HL001')!;
    expect(hl001).toMatchObject({ fundName: '泓岸价值精选一号私募证券投资基金', currency: 'CNY', state: 'holding', trusteeData: false });
    for (const key of ['shareNetValue', 'shares', 'marketValue', 'gainLoss', 'returnRate', 'investmentCost', 'weeklyReturn'] as const) {
      expect(typeof hl001[key]).toBe('number');
    }
    expect(hl001.netValueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(hl001.marketValue).toBeCloseTo(hl001.shares * hl001.shareNetValue, 0);
    const en = await investor.get<S['FundHolding'][]>('/asset/fundListAndState', 'en_US');
    expect(en.data[0].fundName).toBe('Harbourline Value Select Fund No.1');
  });

  it('shows the trust plan with zero shares (trustee data), the pending subscription and the redeemed fund', async () => {
    const { data } = await investor.get<S['FundHolding'][]>('/asset/fundListAndState');
    expect(data.find((h) => h.fundCode === 'HLT01')).toMatchObject({ shares: 0, trusteeData: true, marketValue: 0 });
    expect(data.find((h) => h.fundCode === 'HL011')).toMatchObject({ state: 'pending', shares: 0 });
    expect(data.find((h) => h.fundCode === 'HL002')).toMatchObject({ state: 'redeemed', shares: 0 });
    const redeemed = await investor.get<S['FundHolding'][]>(`/asset/fundListAndState?state=redeemed`);
    expect(redeemed.data.map((h) => h.fundCode)).toEqual(['HL002']);
  });

  it('sums live holdings per currency: the institution has a CNY/USD split', async () => {
    const mine = await investor.get<S['AssetSummary']>('/asset/fundAsset');
    expect(mine.data.currencies.map((c) => c.currency)).toEqual(['CNY']);
    const list = await investor.get<S['FundHolding'][]>('/asset/fundListAndState?state=holding');
    const live = list.data.filter((h) => !h.trusteeData);
    expect(mine.data.currencies[0].marketValue).toBeCloseTo(live.reduce((a, h) => a + h.marketValue, 0), 1);
    const inst = await institution.get<S['AssetSummary']>('/asset/fundAsset');
    expect(inst.data.currencies.map((c) => c.currency).sort()).toEqual(['CNY', 'USD']);
    expect(inst.data.holdingCount).toBe(3);
  });

  it('lists each holding with the same batches and first subscription as its detail (one call for /myAssets)', async () => {
    const { data: list } = await investor.get<S['FundHoldingWithBatches'][]>('/asset/fundListAndState', 'en_US');
    expect(list.some((h) => h.batches.length > 1)).toBe(true);
    for (const h of list) {
      const d = await investor.get<S['HoldingDetail']>(`/asset/fundAssetDetail?fundCode=${h.fundCode}`, 'en_US');
      expect({ subscriptionDate: h.subscriptionDate, batches: h.batches }).toEqual({ subscriptionDate: d.data.subscriptionDate, batches: d.data.batches });
    }
  });

  it('details a holding with its batches, benchmark and estimate', async () => {
    const d = await investor.get<S['HoldingDetail']>('/asset/fundAssetDetail?fundCode=HL003', 'en_US');
    expect(d.code).toBe(1000);
    expect(d.data.batches).toHaveLength(2);
    expect(d.data.batches.reduce((a, b) => a + b.shares, 0)).toBeCloseTo(d.data.shares, 1);
    expect(d.data.subscriptionDate).toBe(d.data.batches[0].subscriptionDate);
    expect(d.data.benchmark).toContain('Jade Ridge A-Share Large Cap Index');
    expect(d.data.estimatedNav).toBeGreaterThan(0);
    expect(d.data.estimatedNavDate! > d.data.netValueDate).toBe(true);
  });
});

/** Money in whole cents, as the screens show it. */
const cents = (value: number) => Math.round(value * 100);
const sumCents = <T>(items: readonly T[], read: (item: T) => number) => items.reduce((a, x) => a + cents(read(x)), 0);

/** Every transaction of a persona, oldest first (pages of 100, the contract's largest). */
async function allTransactions(p: Persona): Promise<S['Transaction'][]> {
  const out: S['Transaction'][] = [];
  for (let page = 1; ; page++) {
    const r = await p.get<Page<S['Transaction']>>(`/asset/fundTransaction?${qs({ limit: 100, page })}`);
    out.push(...r.data.list);
    if (out.length >= r.data.total) break;
  }
  return out.sort((a, b) => a.tradeDate.localeCompare(b.tradeDate) || Number(a.id) - Number(b.id));
}

/**
 * A holding's figures recomputed here from its transactions and the fund's NAV history alone: shares and cost are
 * the sums of the trades, the market value is shares × the last published NAV, the unrealized gain is what the
 * shares still held are worth less their cost, the realized gain is the cash received (dividends, redemptions) less
 * the cost of the shares redeemed.
 */
async function expectedFigures(p: Persona, h: S['FundHolding'], trades: S['Transaction'][]) {
  const mine = trades.filter((t) => t.fundCode === h.fundCode);
  const buys = mine.filter((t) => t.type === 'subscribe' || t.type === 'purchase');
  const cost = sumCents(buys, (t) => t.cashAmount);
  const sharesCents = sumCents(mine, (t) => t.shares);
  const received = sumCents(mine.filter((t) => t.type === 'dividend' || t.type === 'redeem'), (t) => t.cashAmount);
  const redeemed = mine.some((t) => t.type === 'redeem');
  const [last] = (await p.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: h.fundCode, limit: 1 })}`)).data.list;
  // Not valued: a subscription not yet confirmed, a trust plan (its register is the trustee's).
  const valued = h.state !== 'pending' && h.fundType !== 'trust';
  const marketValue = valued && !redeemed ? Math.round(sharesCents * last.nav) : 0;
  const unrealizedGain = valued && !redeemed ? marketValue - cost : 0;
  const realizedGain = valued ? received - (redeemed ? cost : 0) : 0;
  return {
    buys,
    figures: {
      shares: valued ? sharesCents : 0,
      investmentCost: cost,
      marketValue,
      realizedGain,
      unrealizedGain,
      gainLoss: realizedGain + unrealizedGain,
    },
    lastNav: last,
  };
}

const FIGURES = ['shares', 'investmentCost', 'marketValue', 'realizedGain', 'unrealizedGain', 'gainLoss'] as const;
const inCents = (h: Pick<S['FundHolding'], (typeof FIGURES)[number]>) => Object.fromEntries(FIGURES.map((k) => [k, cents(h[k])]));

describe('holding figures reconcile with the transactions', () => {
  const HOLDERS = ['investor@demo.test', 'institution@demo.test', 'single@demo.test', 'multi@demo.test'];

  it.each(HOLDERS)('%s: every fund, every batch and the overview, to the cent', async (email) => {
    const p = await persona(s.app, email);
    const [{ data: list }, { data: summary }, trades] = await Promise.all([
      p.get<S['FundHoldingWithBatches'][]>('/asset/fundListAndState'),
      p.get<S['AssetSummary']>('/asset/fundAsset'),
      allTransactions(p),
    ]);
    expect(list.length).toBeGreaterThan(0);
    const live: { h: S['FundHolding']; figures: Record<string, number> }[] = [];
    for (const h of list) {
      const { buys, figures, lastNav } = await expectedFigures(p, h, trades);
      expect(h.shareNetValue).toBe(lastNav.nav);
      expect({ fund: h.fundCode, ...inCents(h) }).toEqual({ fund: h.fundCode, ...figures });
      expect(h.returnRate).toBeCloseTo(figures.investmentCost > 0 ? figures.gainLoss / figures.investmentCost : 0, 6);
      // The batches: one per buy, each realized + unrealized, and the holding's figures are their sums.
      expect(h.batches.map((b) => [b.subscriptionDate, b.investmentCost])).toEqual(buys.map((t) => [t.tradeDate, t.cashAmount]));
      for (const b of h.batches) expect(cents(b.gainLoss)).toBe(cents(b.realizedGain) + cents(b.unrealizedGain));
      for (const key of FIGURES) expect(sumCents(h.batches, (b) => b[key]), `${h.fundCode} ${key}`).toBe(cents(h[key]));
      if (h.state === 'holding' && h.fundType !== 'trust') live.push({ h, figures });
    }
    // The overview: per currency, the holdings held now and valued, nothing else.
    const currencies = [...new Set(live.map((x) => x.h.currency))].sort();
    expect(summary.currencies.map((c) => c.currency).sort()).toEqual(currencies);
    for (const c of summary.currencies) {
      const mine = live.filter((x) => x.h.currency === c.currency);
      const sum = (k: string) => mine.reduce((a, x) => a + x.figures[k], 0);
      expect({ currency: c.currency, ...inCents({ ...c, shares: 0 }), shares: 0 }).toEqual({
        currency: c.currency,
        shares: 0,
        investmentCost: sum('investmentCost'),
        marketValue: sum('marketValue'),
        realizedGain: sum('realizedGain'),
        unrealizedGain: sum('unrealizedGain'),
        gainLoss: sum('gainLoss'),
      });
      expect(cents(c.unrealizedGain)).toBe(cents(c.marketValue) - cents(c.investmentCost));
    }
  });

  it('pays each dividend on the shares held before it, at the dividend per share of the NAV history', async () => {
    for (const email of HOLDERS) {
      const p = await persona(s.app, email);
      const trades = await allTransactions(p);
      for (const d of trades.filter((t) => t.type === 'dividend')) {
        const around = await p.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: d.fundCode, endDate: d.tradeDate, limit: 2 })}`);
        const [day, before] = around.data.list;
        expect(day.date).toBe(d.tradeDate);
        const perShare = day.accumulatedNav - day.nav - (before.accumulatedNav - before.nav);
        expect(perShare).toBeCloseTo(0.05, 4);
        const held = trades.filter((t) => t.fundCode === d.fundCode && t.tradeDate < d.tradeDate).reduce((a, t) => a + t.shares, 0);
        expect(d.cashAmount).toBeCloseTo(held * perShare, 1);
      }
    }
  });

  it('names each fund’s type from the fund data: the trust plan only is a trust', async () => {
    const { data } = await investor.get<S['FundHolding'][]>('/asset/fundListAndState');
    expect(Object.fromEntries(data.map((h) => [h.fundCode, h.fundType]))).toEqual({
      HL001: 'domestic', HL002: 'domestic', HL003: 'domestic', HL005: 'domestic', HL009: 'domestic', HL011: 'domestic', HLT01: 'trust',
    });
    const inst = await institution.get<S['FundHolding'][]>('/asset/fundListAndState');
    expect(inst.data.find((h) => h.fundCode === 'HLF02')?.fundType).toBe('offshore');
  });
});

describe('benchmarks', () => {
  /** Every fund's accumulated NAV and benchmark series, from the database. */
  async function seriesOf(code: string) {
    const result = await s.handle.db.execute(sql`select date::text as date, acc_nav, benchmark from fund_navs
      where fund_id = (select id from funds where code = ${code}) order by date`);
    const rows = (result as unknown as { rows: { date: string; acc_nav: number; benchmark: number }[] }).rows;
    return {
      fund: rows.map((r) => ({ date: r.date, value: r.acc_nav })),
      benchmark: rows.map((r) => ({ date: r.date, value: r.benchmark })),
    };
  }

  it('draws the demo indices with the drift and volatility of their markets, the same on every run', () => {
    const m = marketIndices();
    const figures = (values: number[]) => performanceFigures(values.map((value, i) => ({ date: m.dates[i], value })))!;
    const aShares = figures(m.aShares);
    const bond = figures(m.bond);
    const greaterChina = figures(m.greaterChina);
    for (const equity of [aShares, greaterChina]) {
      expect(equity.annual).toBeGreaterThan(0);
      expect(equity.annual).toBeLessThan(0.12);
      expect(equity.volatility).toBeGreaterThan(0.15);
      expect(equity.volatility).toBeLessThan(0.3);
      expect(equity.maxDd).toBeGreaterThan(0.15);
      expect(equity.maxDd).toBeLessThan(0.5);
    }
    expect(bond.annual).toBeGreaterThan(0.02);
    expect(bond.annual).toBeLessThan(0.05);
    expect(bond.volatility).toBeLessThan(0.03);
    expect(bond.maxDd).toBeLessThan(0.05);
  });

  it('gives every fund a believable benchmark: annual return and maximum drawdown of a balanced equity index', async () => {
    for (const spec of FUND_SPECS) {
      const { benchmark } = await seriesOf(spec.code);
      const b = performanceFigures(benchmark)!;
      expect(b.annual, `${spec.code} annual`).toBeGreaterThan(-0.08);
      expect(b.annual, `${spec.code} annual`).toBeLessThan(0.15);
      expect(b.maxDd, `${spec.code} drawdown`).toBeGreaterThan(0.05);
      expect(b.maxDd, `${spec.code} drawdown`).toBeLessThan(0.45);
      // The stored benchmark is the index blend from the fund's inception.
      expect(benchmark.map((p) => p.value)).toEqual(benchmarkSeries(spec).map((v) => Math.round(v * 10_000) / 10_000));
    }
  });

  it('moves the benchmarks of funds with the same benchmark together: one market, not one per fund', async () => {
    const [a, b] = await Promise.all([seriesOf('HL001'), seriesOf('HL003')]);
    const start = b.benchmark[0].date;
    const fromA = a.benchmark.filter((p) => p.date >= start);
    expect(fromA.map((p) => p.date)).toEqual(b.benchmark.map((p) => p.date));
    const scale = fromA[0].value / b.benchmark[0].value;
    for (const [i, p] of fromA.entries()) expect(p.value / scale).toBeCloseTo(b.benchmark[i].value, 2);
  });

  it('computes the fund’s and the benchmark’s indicators with the same function, over the same dates', async () => {
    for (const code of ['HL001', 'HL003']) {
      const { fund, benchmark } = await seriesOf(code);
      const [f, b] = [performanceFigures(fund)!, performanceFigures(benchmark)!];
      const { data } = await investor.get<S['IndicatorValue'][]>(`/asset/listAssetIndicatorValues?fundCode=${code}`);
      const byCode = Object.fromEntries(data.map((v) => [v.indicatorCode, v]));
      for (const [indicator, read] of [
        ['totalReturn', (x: typeof f) => x.total],
        ['annualReturn', (x: typeof f) => x.annual],
        ['volatility', (x: typeof f) => x.volatility],
        ['maxDrawdown', (x: typeof f) => x.maxDd],
      ] as const) {
        expect(byCode[indicator].value, `${code} ${indicator}`).toBeCloseTo(read(f), 5);
        expect(byCode[indicator].benchmarkValue, `${code} ${indicator} benchmark`).toBeCloseTo(read(b), 5);
      }
    }
  });
});

describe('NAV history', () => {
  it('holds more than ten years of daily NAV for HL001, newest first, paginated', async () => {
    const first = await investor.get<Page<S['NavPoint']>>('/asset/netWorthHistory?fundCode=HL001&limit=100');
    expect(first.data.total).toBeGreaterThan(10 * 250);
    expect(first.data.list).toHaveLength(100);
    expect(first.data.list[0].date > first.data.list[99].date).toBe(true);
    const last = await investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', limit: 100, page: Math.ceil(first.data.total / 100) })}`);
    expect(last.data.list.at(-1)!.date).toBe('2015-06-01');
  });

  it('answers a date range only', async () => {
    const r = await investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', startDate: '2020-01-01', endDate: '2020-01-31', limit: 100 })}`);
    expect(r.data.total).toBe(23);
    expect(r.data.list.every((p) => p.date >= '2020-01-01' && p.date <= '2020-01-31')).toBe(true);
    const reversed = await investor.get(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', startDate: '2020-02-01', endDate: '2020-01-01' })}`);
    expect(reversed.code).toBe(4000);
  });

  it('keeps the total on a page past the end and on open bounds; a fund never held is not found, whatever the range', async () => {
    const all = await investor.get<Page<S['NavPoint']>>('/asset/netWorthHistory?fundCode=HL001&limit=10');
    const past = await investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', limit: 10, page: 10_000 })}`);
    expect(past.data).toEqual({ list: [], total: all.data.total, page: 10_000, limit: 10 });
    const since = await investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', startDate: '2020-01-01', limit: 1 })}`);
    const until = await investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', endDate: '2019-12-31', limit: 1 })}`);
    expect(since.data.total + until.data.total).toBe(all.data.total);
    expect(until.data.list[0].date).toBe('2019-12-31');
    expect(Object.keys(until.data.list[0]).sort()).toEqual(['accumulatedNav', 'date', 'nav']);
    const empty = await investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', startDate: '2000-01-01', endDate: '2000-12-31' })}`);
    expect(empty.data).toMatchObject({ list: [], total: 0 });
    // Held by the institution, not by this investor: 4004 like an unknown code, also where there is no NAV at all.
    const theirs = (await institution.get<S['FundHolding'][]>('/asset/fundListAndState')).data.map((h) => h.fundCode);
    const mine = (await investor.get<S['FundHolding'][]>('/asset/fundListAndState')).data.map((h) => h.fundCode);
    const notMine = theirs.find((c) => !mine.includes(c))!;
    for (const range of [{}, { startDate: '2000-01-01', endDate: '2000-12-31' }]) {
      expect((await investor.get(`/asset/netWorthHistory?${qs({ fundCode: notMine, ...range })}`)).code).toBe(4004);
    }
    expect((await institution.get(`/asset/netWorthHistory?${qs({ fundCode: notMine })}`)).code).toBe(1000);
  });

  it('counts right after NAVs are backfilled, appended and deleted (the ordinals the database keeps)', async () => {
    const total = async (range: { startDate?: string; endDate?: string }) =>
      (await investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', limit: 1, ...range })}`)).data.total;
    const counted = async (from: string, to: string) => {
      const result = await s.handle.db.execute(sql`select count(*)::int as n from fund_navs
        where fund_id = (select id from funds where code = 'HL001') and date between ${from}::date and ${to}::date`);
      return (result as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    const before = await total({});
    const jan = await total({ startDate: '2020-01-01', endDate: '2020-01-31' });
    // A Saturday in January 2020 (no NAV until now), one more at the end, then one weekday removed.
    await s.handle.db.execute(sql`insert into fund_navs (fund_id, date, nav, acc_nav, benchmark, estimated_nav)
      select id, d::date, 1, 1, 1, 1 from funds, (values ('2020-01-04'), ('2099-01-02')) v(d) where code = 'HL001'`);
    await s.handle.db.execute(sql`delete from fund_navs where date = '2020-01-06' and fund_id = (select id from funds where code = 'HL001')`);
    expect(await total({})).toBe(before + 1);
    expect(await total({ startDate: '2020-01-01', endDate: '2020-01-31' })).toBe(jan);
    expect(await total({ startDate: '2020-01-04', endDate: '2020-01-04' })).toBe(1);
    expect(await total({ startDate: '2020-01-05', endDate: '2020-01-07' })).toBe(await counted('2020-01-05', '2020-01-07'));
    expect(await total({ startDate: '2020-01-02' })).toBe(await counted('2020-01-02', '2100-01-01'));
    expect(await total({ endDate: '2020-01-06' })).toBe(await counted('1900-01-01', '2020-01-06'));
    // A NAV's date is not moved in place (its ordinal would be wrong): refused.
    await expect(s.handle.db.execute(sql`update fund_navs set date = '2099-01-03' where date = '2099-01-02'`)).rejects.toThrow();
    await s.handle.db.execute(sql`delete from fund_navs where date in ('2020-01-04', '2099-01-02')`);
    await s.handle.db.execute(sql`insert into fund_navs (fund_id, date, nav, acc_nav, benchmark, estimated_nav)
      select id, '2020-01-06', 1, 1, 1, 1 from funds where code = 'HL001'`);
    expect(await total({})).toBe(before);
  });

  it('answers a changed NAV at once, though the page was answered before (pages are kept by the fund’s NAV revision)', async () => {
    const page = () => investor.get<Page<S['NavPoint']>>(`/asset/netWorthHistory?${qs({ fundCode: 'HL001', limit: 3 })}`);
    const before = (await page()).data.list;
    expect((await page()).data.list).toEqual(before);
    const newest = before[0];
    // What a back office correcting a published NAV would run, outside the server.
    await s.handle.db.execute(sql`update fund_navs set nav = ${newest.nav + 1} where date = ${newest.date}::date
      and fund_id = (select id from funds where code = 'HL001')`);
    expect((await page()).data.list[0]).toEqual({ ...newest, nav: newest.nav + 1 });
    await s.handle.db.execute(sql`update fund_navs set nav = ${newest.nav} where date = ${newest.date}::date
      and fund_id = (select id from funds where code = 'HL001')`);
    expect((await page()).data.list).toEqual(before);
  });

  it('refuses limits above 100 (pagination has a maximum)', async () => {
    const r = await investor.get('/asset/netWorthHistory?fundCode=HL001&limit=5000');
    expect(r.status).toBe(400);
    expect(r.code).toBe(4000);
  });
});

describe('transactions', () => {
  it('pages the investor’s transactions newest first, filtered by fund, type and dates', async () => {
    const all = await investor.get<Page<S['Transaction']>>('/asset/fundTransaction?limit=10');
    expect(all.data.total).toBeGreaterThan(30);
    expect(all.data.list).toHaveLength(10);
    const dates = all.data.list.map((t) => t.tradeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await investor.get<Page<S['Transaction']>>('/asset/fundTransaction?limit=10&page=2');
    expect(page2.data.list.map((t) => t.id)).not.toContain(all.data.list[0].id);

    const redeem = await investor.get<Page<S['Transaction']>>('/asset/fundTransaction?type=redeem', 'en_US');
    expect(redeem.data.list).toEqual([expect.objectContaining({ fundCode: 'HL002', type: 'redeem', typeLabel: 'Redemption' })]);
    const hl003 = await investor.get<Page<S['Transaction']>>('/asset/fundTransaction?fundCode=HL003');
    expect(hl003.data.list.every((t) => t.fundCode === 'HL003')).toBe(true);
    const ranged = await investor.get<Page<S['Transaction']>>(`/asset/fundTransaction?${qs({ startDate: '2018-01-01', endDate: '2018-12-31', limit: 100 })}`);
    expect(ranged.data.list.length).toBeGreaterThan(0);
    expect(ranged.data.list.every((t) => t.tradeDate.startsWith('2018'))).toBe(true);
  });

  it('lists the transaction types in the request language', async () => {
    const zh = await investor.get<S['Option'][]>('/asset/transactionTypeList');
    expect(zh.data.find((o) => o.value === 'subscribe')?.label).toBe('认购');
    const en = await investor.get<S['Option'][]>('/asset/transactionTypeList', 'en_US');
    expect(en.data.find((o) => o.value === 'subscribe')?.label).toBe('Subscription');
  });
});

describe('estimates, elements, indicators', () => {
  it('lists estimates of held (not redeemed) funds and details one with sector exposure', async () => {
    const list = await investor.get<S['EstimatedNav'][]>('/asset/estimatedNetWorth');
    expect(list.data.map((e) => e.fundCode)).not.toContain('HL002');
    const d = await investor.get<S['EstimatedNavDetail']>('/asset/estimatedNetWorthDetail?fundCode=HL001&limit=5');
    expect(d.data.history.list).toHaveLength(5);
    expect(d.data.sectorExposure.reduce((a, x) => a + x.weight, 0)).toBeCloseTo(1, 2);
  });

  it('answers terms and key facts', async () => {
    const e = await investor.get<S['FundElement']>('/asset/fundElement?fundCode=HL001', 'en_US');
    expect(e.data.terms.map((t) => t.label)).toContain('Custodian');
    expect(e.data.inceptionDate).toBe('2015-06-01');
  });

  it('computes indicator values with benchmark values, and month-end series', async () => {
    const v = await investor.get<S['IndicatorValue'][]>('/asset/listAssetIndicatorValues?fundCode=HL001');
    const total = v.data.find((x) => x.indicatorCode === 'totalReturn')!;
    expect(typeof total.value).toBe('number');
    expect(typeof total.benchmarkValue).toBe('number');
    const chart = await investor.get<S['IndicatorSeries'][]>(`/indicator/listIndicatorLineChart?fundCode=HL001&indicatorCodes=totalReturn&indicatorCodes=maxDrawdown&startDate=2024-01-01&endDate=2024-12-31`);
    expect(chart.code).toBe(1000);
    expect(chart.data.map((c) => c.indicatorCode)).toEqual(['totalReturn', 'maxDrawdown']);
    expect(chart.data[0].points).toHaveLength(12);
    const dates = await investor.get<string[]>('/indicator/listEndDateByFundCode?fundCode=HL001');
    expect(dates.data.length).toBeGreaterThan(120);
    const sectors = await investor.get<S['SectorWeight'][]>('/indicator/listIndustryIndicator?fundCode=HL001', 'en_US');
    expect(sectors.data.map((x) => x.sector)).toContain('Financials');
  });

  it('saves the chosen indicators in order', async () => {
    expect((await investor.post('/indicator/addListUserIndicatorSetting', { indicatorCodes: ['sharpe', 'totalReturn'] })).code).toBe(1000);
    const mine = await investor.get<S['IndicatorDef'][]>('/indicator/listUserIndicator');
    expect(mine.data.map((d) => d.indicatorCode)).toEqual(['sharpe', 'totalReturn']);
    const settings = await investor.get<S['IndicatorSetting'][]>('/indicator/listSettingIndicator');
    expect(settings.data.find((x) => x.indicatorCode === 'sharpe')).toMatchObject({ selected: true, order: 1 });
    expect((await investor.post('/indicator/addListUserIndicatorSetting', { indicatorCodes: ['nope'] })).code).toBe(4000);
  });
});

describe('reports', () => {
  it('pages reports of held funds only, newest first, and downloads a generated PDF', async () => {
    const r = await investor.get<Page<S['Report']>>('/asset/getFundReport?limit=50');
    const held = ['HL001', 'HL002', 'HL003', 'HL005', 'HL009', 'HL011', 'HLT01'];
    expect(r.data.list.every((x) => held.includes(x.fundCode))).toBe(true);
    const q = await investor.get<Page<S['Report']>>('/asset/getFundReport?fundCode=HL001&type=quarterly', 'en_US');
    const report = q.data.list[0];
    expect(report.title).toContain('Quarterly report');
    const res = await s.app.inject({ method: 'GET', url: `/api/file/download?fileId=${report.fileId}`, headers: { token: investor.token, 'accept-language': 'en_US' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(readPdf(res.rawPayload).text.flat()).toContain('Harbourline Value Select Fund No.1');
    const preview = await s.app.inject({ method: 'GET', url: `/api/file/preview?fileId=${report.fileId}`, headers: { token: investor.token } });
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
  });
});

describe('identity types', () => {
  it('refuses /asset to partners and to unfinished sessions', async () => {
    const partner = await persona(s.app, 'partner@demo.test');
    expect((await partner.get('/asset/fundListAndState')).code).toBe(4003);
    const single = await (await import('./client-support.ts')).unfinished(s.app, 'single@demo.test');
    const r = await single.get('/asset/fundListAndState', 'en_US');
    expect(r.code).toBe(4003);
    expect(r.msg).toBe('Access denied');
    expect((await as(s.app, 'not-a-token').get('/asset/fundAsset')).code).toBe(3008);
  });
});
