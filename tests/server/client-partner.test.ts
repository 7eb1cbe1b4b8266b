/** The partner's screens: product list with follow / unfollow, product data; and the identity-type gates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { persona, qs, type Persona } from './client-support.ts';
import { createTestServer, type S, type TestServer } from './support.ts';

let s: TestServer;
let partner: Persona;
let investor: Persona;
beforeAll(async () => {
  s = await createTestServer();
  partner = await persona(s.app, 'partner@demo.test');
  investor = await persona(s.app, 'investor@demo.test');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Page<T> = { list: T[]; total: number; page: number; limit: number };
const followedCodes = async (p: Persona) =>
  (await p.get<Page<S['PartnerFund']>>('/partner/fundList?followed=true&limit=100')).data.list.map((f) => f.fundCode);

describe('product list', () => {
  it('lists the products offered to partners, paginated, with the followed flag', async () => {
    const r = await partner.get<Page<S['PartnerFund']>>('/partner/fundList?limit=5');
    expect(r.code).toBe(1000);
    expect(r.data.total).toBe(18);
    expect(r.data.list).toHaveLength(5);
    expect(r.data.list[0]).toMatchObject({ fundCode: 'HL001', followed: true, currency: 'CNY' });
    const all = await partner.get<Page<S['PartnerFund']>>('/partner/fundList?limit=100');
    expect(all.data.list.map((f) => f.fundCode)).not.toContain('HLT01');
    expect(await followedCodes(partner)).toEqual(['HL001', 'HL003', 'HLF01']);
    const notFollowed = await partner.get<Page<S['PartnerFund']>>('/partner/fundList?followed=false&limit=100');
    expect(notFollowed.data.total).toBe(15);
  });

  it('searches by name or code in either language', async () => {
    const zh = await partner.get<Page<S['PartnerFund']>>(`/partner/fundList?${qs({ keyword: '医疗' })}`);
    expect(zh.data.list.map((f) => f.fundCode)).toEqual(['HL005', 'HLF03']);
    const en = await partner.get<Page<S['PartnerFund']>>(`/partner/fundList?${qs({ keyword: 'Greater China' })}`, 'en_US');
    expect(en.data.list.map((f) => f.fundCode)).toContain('HLF01');
    const wildcard = await partner.get<Page<S['PartnerFund']>>(`/partner/fundList?${qs({ keyword: '%' })}`);
    expect(wildcard.data.total).toBe(0);
  });

  it('follows and unfollows, idempotently, and the change persists for the next session', async () => {
    expect((await partner.post('/partner/followFund', { fundCode: 'HL005' })).code).toBe(1000);
    expect((await partner.post('/partner/followFund', { fundCode: 'HL005' })).code).toBe(1000);
    expect((await partner.post('/partner/cancelFollowFund', { fundCode: 'HL001' })).code).toBe(1000);
    expect((await partner.post('/partner/cancelFollowFund', { fundCode: 'HL001' })).code).toBe(1000);
    // A restarted server (a new app on the same database) sees the same follows.
    const restarted = await buildApp({ db: s.handle.db, clock: s.clock, config: { demo: true } });
    const again = await persona(restarted, 'partner@demo.test');
    expect(await followedCodes(again)).toEqual(['HL003', 'HL005', 'HLF01']);
    await restarted.close();
    const est = await partner.get<S['EstimatedNav'][]>('/partner/estimatedNetWorth?followed=true');
    expect(est.data.map((e) => e.fundCode)).toEqual(['HL003', 'HL005', 'HLF01']);
  });

  it('refuses to follow what is not offered to partners, like an unknown code', async () => {
    const trust = await partner.post('/partner/followFund', { fundCode: 'HLT01' });
    const unknown = await partner.post('/partner/followFund', { fundCode: 'NOPE' });
    expect(trust.code).toBe(4004);
    expect(unknown.code).toBe(4004);
    expect(trust.msg).toBe(unknown.msg);
  });
});

describe('product data', () => {
  it('answers NAV history, single NAVs and a capped unpaginated series', async () => {
    const h = await partner.get<Page<S['NavPoint']>>('/partner/netWorthHistory?fundCode=HL001&limit=3');
    expect(h.data.list).toHaveLength(3);
    const single = await partner.get<S['NavPoint']>(`/partner/netWorthHistorySingle?fundCode=HL001&date=${h.data.list[1].date}`);
    expect(single.data).toEqual(h.data.list[1]);
    expect((await partner.get('/partner/netWorthHistorySingle?fundCode=HL001&date=2015-06-06')).code).toBe(4004);
    const list = await partner.get<S['NavPoint'][]>('/partner/netWorthHistorySingleList?fundCode=HL001&startDate=2021-01-01&endDate=2025-12-31');
    expect(list.data[0].date < list.data.at(-1)!.date).toBe(true);
    expect(list.data.length).toBeGreaterThan(1200);
    const tooLong = await partner.get('/partner/netWorthHistorySingleList?fundCode=HL001&startDate=2015-06-01&endDate=2025-12-31', 'en_US');
    expect(tooLong.code).toBe(4000);
    expect(tooLong.msg).toMatch(/5 years/);
  });

  it('answers elements, estimates, indicators and reports, with a PDF', async () => {
    expect((await partner.get<S['FundElement']>('/partner/fundElement?fundCode=HLF01')).data.currency).toBe('USD');
    const d = await partner.get<S['EstimatedNavDetail']>('/partner/estimatedNetWorthDetail?fundCode=HLF01');
    expect(d.data.history.total).toBeGreaterThan(1000);
    expect((await partner.get<S['IndicatorValue'][]>('/partner/listAssetIndicatorValues?fundCode=HL002')).data.length).toBeGreaterThan(5);
    expect((await partner.get<S['IndicatorDef'][]>('/partner/listIndicator', 'en_US')).data[0].name).toBe('Cumulative return');
    expect((await partner.get<S['Option'][]>('/partner/listFundReportType')).data.map((o) => o.value)).toContain('quarterly');
    const reports = await partner.get<Page<S['Report']>>('/partner/getFundReport?fundCode=HL014&type=quarterly');
    expect(reports.data.list[0].fundCode).toBe('HL014');
    const res = await s.app.inject({ method: 'GET', url: `/api/file/preview?fileId=${reports.data.list[0].fileId}`, headers: { token: partner.token } });
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const portfolio = await partner.get<S['PortfolioData']>('/portfolio/dataShow?fundCode=HLF02');
    expect(portfolio.data.mainPortfolioShare).toBeGreaterThan(0.8);
    expect(portfolio.data.themes).toHaveLength(3);
    expect((await partner.get<S['Rationale'][]>('/rationale/getTop5Rationales?fundCode=HLF02')).data).toHaveLength(5);
  });
});

describe('identity-type gates', () => {
  it('partners’ operations refuse investors, investors’ operations refuse partners', async () => {
    for (const url of ['/partner/fundList', '/partner/estimatedNetWorth', '/partner/fundElement?fundCode=HL001', '/partner/listIndicator']) {
      expect((await investor.get(url)).code, url).toBe(4003);
    }
    expect((await investor.post('/partner/followFund', { fundCode: 'HL001' })).code).toBe(4003);
    for (const url of ['/asset/fundList', '/asset/fundAsset', '/asset/fundElement?fundCode=HL001', '/asset/listIndicator']) {
      expect((await partner.get(url)).code, url).toBe(4003);
    }
  });

  it('a partner sees only offered products in shared operations; an investor only held funds', async () => {
    expect((await partner.get('/indicator/listIndustryIndicator?fundCode=HLT01')).code).toBe(4004);
    expect((await partner.get('/indicator/listIndustryIndicator?fundCode=HL014')).code).toBe(1000);
    expect((await investor.get('/indicator/listIndustryIndicator?fundCode=HL014')).code).toBe(4004);
    const mine = await investor.get<S['FundBrief'][]>('/portfolio/fundConfig/list');
    expect(mine.data.map((f) => f.fundCode)).toEqual(['HL001', 'HL003', 'HL005', 'HL009', 'HL011']);
  });
});
