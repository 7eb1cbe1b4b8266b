/**
 * The portfolio insight and a fund's returns. The splits of an investor's portfolio add up to the cent to what
 * fundAsset answers (an individual and an institution, CNY and USD apart), and so does the value over time on its last
 * day; a year's return is the compound of its months'; the drawdown is never above 0 and is 0 at each new high; every
 * fund of the seed has a benchmark series; access follows the detail page's (held funds, or partners' products).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUND_SPECS } from '../../server/seed/client-funds.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { FUND_STRATEGIES, portfolioInsight } from '../../server/services/portfolio-insight.ts';
import { persona, type Persona } from './client-support.ts';
import { createTestServer, type S, type TestServer } from './support.ts';

let s: TestServer;
let investor: Persona;
let institution: Persona;
let partner: Persona;
beforeAll(async () => {
  s = await createTestServer();
  investor = await persona(s.app, 'investor@demo.test');
  institution = await persona(s.app, 'institution@demo.test');
  partner = await persona(s.app, 'partner@demo.test');
}, 240_000);
afterAll(async () => {
  await s?.close();
});

const cents = (v: number) => Math.round(v * 100);
const sumCents = (rows: readonly { marketValue: number }[]) => rows.reduce((a, r) => a + cents(r.marketValue), 0);

describe('portfolio insight', () => {
  for (const who of ['investor', 'institution'] as const) {
    it(`splits ${who}'s market value by fund and by strategy, each adding up to fundAsset's total of its currency`, async () => {
      const p = who === 'investor' ? investor : institution;
      const [summary, insight, holdings] = await Promise.all([
        p.get<S['AssetSummary']>('/asset/fundAsset'),
        p.get<S['PortfolioInsight']>('/asset/portfolioInsight'),
        p.get<S['FundHoldingWithBatches'][]>('/asset/fundListAndState'),
      ]);
      expect(insight.code).toBe(1000);
      const data = insight.data!;
      expect(data.netValueDate).toBe(summary.data!.netValueDate);
      expect(data.currencies.map((c) => c.currency)).toEqual(summary.data!.currencies.map((c) => c.currency));
      for (const c of data.currencies) {
        const total = summary.data!.currencies.find((x) => x.currency === c.currency)!;
        expect(c.marketValue).toBe(total.marketValue);
        expect(sumCents(c.byFund)).toBe(cents(total.marketValue));
        expect(sumCents(c.byStrategy)).toBe(cents(total.marketValue));
        // Each fund's part is the market value My assets shows on its card.
        for (const row of c.byFund) {
          const h = holdings.data!.find((x) => x.fundCode === row.key)!;
          expect(row.marketValue).toBe(h.marketValue);
          expect(row.label).toBe(h.fundName);
        }
        // The weights are basis points adding up to 100.00 %.
        for (const split of [c.byFund, c.byStrategy]) {
          expect(split.reduce((a, r) => a + Math.round(r.weight * 10_000), 0)).toBe(10_000);
          for (const r of split) expect(r.label).not.toBe('');
        }
        expect(c.byStrategy.reduce((a, r) => a + (r.fundCount ?? 0), 0)).toBe(c.byFund.length);
        // The value over time ends at the market value of today's holdings, and is a value, not a return.
        const last = c.history.at(-1)!;
        expect(last.date).toBe(data.netValueDate);
        expect(cents(last.value)).toBe(cents(total.marketValue));
        const dates = c.history.map((h) => h.date);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        for (const h of c.history) expect(h.value).toBeGreaterThanOrEqual(0);
      }
    });
  }

  it('labels the strategies in the language asked for', async () => {
    const [zh, en] = await Promise.all([
      investor.get<S['PortfolioInsight']>('/asset/portfolioInsight', 'zh_CN'),
      investor.get<S['PortfolioInsight']>('/asset/portfolioInsight', 'en_US'),
    ]);
    const labels = (d: S['PortfolioInsight']) => d.currencies.flatMap((c) => c.byStrategy.map((r) => [r.key, r.label]));
    for (const [key, label] of labels(zh.data!)) expect(label).toBe(FUND_STRATEGIES.find(([k]) => k === key)![1]);
    for (const [key, label] of labels(en.data!)) expect(label).toBe(FUND_STRATEGIES.find(([k]) => k === key)![2]);
    // The investor holds long-only funds and a balanced one.
    expect(labels(en.data!).map(([k]) => k).sort()).toEqual(['balanced', 'equityLong']);
  });

  it('shows subscriptions and redemptions as changes of value, beside the net amount paid in', async () => {
    const c = (await investor.get<S['PortfolioInsight']>('/asset/portfolioInsight')).data!.currencies[0];
    // investor@demo.test first buys HL001 on 2016-03-15 (2,000,000) and redeems HL002 on 2021-07-15.
    expect(c.history[0].date >= '2016-03-15').toBe(true);
    expect(c.history[0].netInvested).toBe(2_000_000);
    const before = c.history.filter((h) => h.date < '2021-07-15').at(-1)!;
    const after = c.history.find((h) => h.date >= '2021-07-15')!;
    expect(after.netInvested).toBeLessThan(before.netInvested);
  });

  it('answers an account without holdings with no currencies, and refuses partners', async () => {
    const [user] = await s.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'new@demo.test'));
    expect(await portfolioInsight(s.app.ctx, user.id, 'en_US')).toEqual({ netValueDate: '1970-01-01', currencies: [] });
    expect((await partner.get('/asset/portfolioInsight')).code).toBe(4003);
  });
});

describe('fund returns', () => {
  it('compounds each year from its months and matches the maximum drawdown indicator', async () => {
    const [r, indicators] = await Promise.all([
      investor.get<S['FundReturns']>('/indicator/fundReturns?fundCode=HL001'),
      investor.get<S['IndicatorValue'][]>('/asset/listAssetIndicatorValues?fundCode=HL001'),
    ]);
    expect(r.code).toBe(1000);
    const data = r.data!;
    expect(data.benchmark).not.toBe('');
    expect(data.years.length).toBeGreaterThan(5);
    for (const y of data.years) {
      expect(y.months).toHaveLength(12);
      const compound = y.months.reduce<number>((a, m) => a * (1 + (m ?? 0)), 1) - 1;
      expect(compound).toBeCloseTo(y.total, 4);
      expect(y.benchmarkTotal).not.toBeNull();
    }
    // The whole life compounds from the years too.
    const life = data.years.reduce((a, y) => a * (1 + y.total), 1) - 1;
    expect(life).toBeCloseTo(data.points.at(-1)!.fund, 4);
    const maxDd = indicators.data!.find((i) => i.indicatorCode === 'maxDrawdown')!.value!;
    expect(data.maxDrawdown).toBeCloseTo(maxDd, 6);
    expect(-Math.min(...data.points.map((p) => p.drawdown))).toBeCloseTo(maxDd, 5);
  });

  it('keeps the drawdown at or below 0, and at 0 on each new high', async () => {
    const data = (await investor.get<S['FundReturns']>('/indicator/fundReturns?fundCode=HL003')).data!;
    let peak = -Infinity;
    for (const p of data.points) {
      expect(p.drawdown).toBeLessThanOrEqual(0);
      if (p.fund >= peak) {
        peak = p.fund;
        expect(p.drawdown).toBe(0);
      } else expect(p.drawdown).toBeLessThan(0);
    }
    expect(data.points[0]).toMatchObject({ fund: 0, benchmark: 0, drawdown: 0 });
  });

  it('has a benchmark series for every fund of the seed, named in both languages', async () => {
    const codes = FUND_SPECS.filter((f) => f.partnerOffered).map((f) => f.code);
    for (const code of codes) {
      const [zh, en] = await Promise.all([
        partner.get<S['FundReturns']>(`/indicator/fundReturns?fundCode=${code}`, 'zh_CN'),
        partner.get<S['FundReturns']>(`/indicator/fundReturns?fundCode=${code}`, 'en_US'),
      ]);
      expect(zh.code, code).toBe(1000);
      expect(zh.data!.benchmark).not.toBe(en.data!.benchmark);
      const moves = new Set(en.data!.points.map((p) => p.benchmark));
      expect(moves.size, code).toBeGreaterThan(10);
    }
  });

  it('follows the detail page: a held fund for investors, an offered product for partners, nothing else', async () => {
    expect((await investor.get('/indicator/fundReturns?fundCode=HL002')).code).toBe(1000); // held, redeemed
    expect((await investor.get('/indicator/fundReturns?fundCode=HL004')).code).toBe(4004); // not theirs
    expect((await partner.get('/indicator/fundReturns?fundCode=HLT01')).code).toBe(4004); // not offered
  });
});
