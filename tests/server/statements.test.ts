/**
 * Statements and exports of an investor's own account: the list of monthly and quarterly statements, a statement as a
 * PDF in the investor's language (CJK text embedded), holdings and transactions as CSV that Excel opens in Chinese.
 * Their totals are those of the My assets screen: the statement of the latest period and the holdings export add up
 * to what fundAsset answers, for an individual and an institution.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFonts } from '../../server/services/report-pdf.ts';
import type { StatementModel } from '../../server/services/statement-model.ts';
import { renderStatementPdf } from '../../server/services/statement-pdf.ts';
import { csvFile, maskedAccount } from '../../server/services/statements.ts';
import { as, persona, type Persona } from './client-support.ts';
import { readPdf } from './pdf-text.ts';
import { createTestServer, type S, type TestServer } from './support.ts';

let s: TestServer;
let investor: Persona;
let institution: Persona;
beforeAll(async () => {
  s = await createTestServer();
  investor = await persona(s.app, 'investor@demo.test');
  institution = await persona(s.app, 'institution@demo.test');
}, 240_000);
afterAll(async () => {
  await s?.close();
});

const CJK = /[\u3400-\u9fff]/;
const BOM = '\uFEFF';

/** A file operation's answer: status, headers and raw bytes. */
async function file(who: Persona, url: string, lang = 'zh_CN') {
  const res = await s.app.inject({ method: 'GET', url: `/api${url}`, headers: { token: who.token, 'accept-language': lang } });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), disposition: String(res.headers['content-disposition'] ?? ''), body: res.rawPayload };
}

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The CSV's bytes as Excel sees them: a BOM, then UTF-8; every line ended by CRLF, no bare LF. */
function readCsv(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  // No field of these files holds a line break: every one is a row's end.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return parseCsv(text.slice(1));
}

const cents = (v: string | number) => Math.round(Number(v) * 100);
const grouped = (v: number) => {
  const [int, frac] = Math.abs(v).toFixed(2).split('.');
  return `${v < 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

describe('the list of statements', () => {
  it('has every month and quarter from the first trade to the latest NAV, newest first, titled in the request’s language', async () => {
    const monthly = await investor.get<S['StatementPage']>('/asset/statementList?type=monthly&limit=100');
    expect(monthly.code).toBe(1000);
    const [latest] = monthly.data.list;
    const summary = await investor.get<S['AssetSummary']>('/asset/fundAsset');
    expect(latest).toMatchObject({ period: '2026-10', type: 'monthly', from: '2026-10-01', to: '2026-10-31', asOf: summary.data.netValueDate, title: '2026年10月对账单' });
    // The month ends on a Saturday after its last NAV: it is over.
    expect(latest.complete).toBe(true);
    // investor@demo.test's first trade: 15 March 2016.
    expect(monthly.data.total).toBe((2026 - 2016) * 12 + 10 - 2);
    const last = await investor.get<S['StatementPage']>(`/asset/statementList?type=monthly&limit=10&page=${Math.ceil(monthly.data.total / 10)}`);
    expect(last.data.list[last.data.list.length - 1]).toMatchObject({ period: '2016-03', from: '2016-03-01', to: '2016-03-31' });

    const quarterly = await investor.get<S['StatementPage']>('/asset/statementList?type=quarterly', 'en_US');
    expect(quarterly.data.list[0]).toMatchObject({ period: '2026Q4', title: 'Fourth quarter 2026 statement', from: '2026-10-01', to: '2026-12-31', asOf: summary.data.netValueDate, complete: false });
    expect(quarterly.data.list[1]).toMatchObject({ period: '2026Q3', complete: true, asOf: '2026-09-30' });

    const both = await investor.get<S['StatementPage']>('/asset/statementList?limit=3');
    expect(both.data.list.map((x) => x.period)).toEqual(['2026Q4', '2026-10', '2026Q3']);
    expect(both.data.total).toBe(monthly.data.total + quarterly.data.total);
  });

  it('is the caller’s own: the institution’s starts at its own first trade; partners are refused', async () => {
    const list = await institution.get<S['StatementPage']>('/asset/statementList?type=quarterly&limit=100');
    expect(list.data.list[list.data.list.length - 1].period).toBe('2015Q3');
    const partner = await persona(s.app, 'partner@demo.test');
    expect((await partner.get('/asset/statementList')).code).toBe(4003);
    expect((await file(partner, '/asset/statement?period=2026-10')).status).toBe(200);
    expect(JSON.parse((await file(partner, '/asset/statement?period=2026-10')).body.toString()).code).toBe(4003);
    expect((await as(s.app, 'not-a-token').get('/asset/statementList')).code).toBe(3008);
  });
});

describe('a statement', () => {
  it.each([
    ['investor@demo.test', '2026-10'],
    ['institution@demo.test', '2026Q4'],
  ])('of the latest period totals what My assets shows (%s, %s), in Chinese set in an embedded CJK font', async (email, period) => {
    const who = email === 'investor@demo.test' ? investor : institution;
    const summary = (await who.get<S['AssetSummary']>('/asset/fundAsset')).data;
    const res = await file(who, `/asset/statement?period=${period}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toMatch(/^attachment; .*filename\*=UTF-8''/);
    expect(decodeURIComponent(res.disposition.split("UTF-8''")[1])).toMatch(/对账单\.pdf$/);
    const pdf = readPdf(res.body);
    const text = pdf.text.flat();
    expect(pdf.fonts.every((f) => f.fontFile !== undefined)).toBe(true);
    expect(text.join('')).not.toContain('\uFFFD');
    expect(text.some((x) => CJK.test(x))).toBe(true);
    expect(text).toContain('资产总览');
    expect(summary.currencies.length).toBeGreaterThan(0);
    for (const c of summary.currencies) {
      // The overview's box and the totals rows of the holdings and gains tables.
      for (const v of [c.marketValue, c.investmentCost, c.unrealizedGain, c.realizedGain, c.gainLoss]) {
        expect(text.filter((x) => x === grouped(v)).length, `${c.currency} ${v}`).toBeGreaterThanOrEqual(2);
      }
      expect(text).toContain(`${(c.returnRate * 100).toFixed(2)}%`);
      expect(text).toContain(`合计（${c.currency}）`);
    }
  });

  it('is in English for an English request, with the same figures', async () => {
    const summary = (await investor.get<S['AssetSummary']>('/asset/fundAsset')).data;
    const res = await file(investor, '/asset/statement?period=2026Q4', 'en_US');
    const text = readPdf(res.body).text.flat();
    expect(text).toContain('Fourth quarter 2026 statement');
    expect(text).toContain('Overview');
    expect(text.filter((x) => CJK.test(x))).toEqual([]);
    for (const c of summary.currencies) expect(text).toContain(grouped(c.marketValue));
    // The period runs past the latest NAV: the statement says so.
    expect(text.some((x) => x.startsWith('The period has not ended'))).toBe(true);
  });

  it('of a past period is valued at its end: the fund redeemed in it, its realised gain, its transactions', async () => {
    // HL002 was redeemed on 15 July 2021; HL009 was first bought in April 2020, HL011 in October 2026.
    const text = readPdf((await file(investor, '/asset/statement?period=2021-07', 'en_US')).body).text.flat();
    const names = (await investor.get<S['FundHolding'][]>('/asset/fundListAndState', 'en_US')).data;
    expect(text).toContain('July 2021 statement');
    expect(text).toContain(names.find((h) => h.fundCode === 'HL002')!.fundName);
    expect(text).toContain('HL002 · CNY · not in the totals');
    expect(text).toContain('Redeemed');
    expect(text).toContain('Redemption');
    expect(text.some((x) => x.includes('HL011'))).toBe(false);
    // Valued at the last NAV of July 2021, not today's: HL001's NAV on the statement is the history's.
    const nav = (await investor.get<S['NavPointPage']>('/asset/netWorthHistory?fundCode=HL001&endDate=2021-07-31&limit=1')).data.list[0];
    expect(nav.date.startsWith('2021-07')).toBe(true);
    expect(text).toContain(nav.nav.toFixed(4));
    const before = readPdf((await file(investor, '/asset/statement?period=2016-03', 'en_US')).body).text.flat();
    expect(before.some((x) => x.includes('HL002') || x.includes('HL009'))).toBe(false);
  });

  it('is only one of the caller’s periods: another one answers 4004, a malformed one 400', async () => {
    const early = await file(investor, '/asset/statement?period=2015-06');
    expect(JSON.parse(early.body.toString())).toMatchObject({ code: 4004, data: null });
    const future = await file(investor, '/asset/statement?period=2027Q1');
    expect(JSON.parse(future.body.toString()).code).toBe(4004);
    expect((await file(investor, '/asset/statement?period=2026-13')).status).toBe(400);
    expect((await file(investor, '/asset/statement')).status).toBe(400);
  });
});

describe('a long statement', () => {
  it('runs over as many pages as its transactions take, each table’s header repeated, every page numbered', async () => {
    const model: StatementModel = {
      kind: 'statement', lang: 'zh_CN', title: '2026年第三季度对账单', type: 'quarterly', period: '2026Q3', from: '2026-07-01', to: '2026-09-30',
      asOf: '2026-09-30', complete: true, issued: '2026-10-08', investor: { name: '林嘉言', account: 'inv***@demo.test', type: 1 },
      totals: [{ currency: 'CNY', marketValue: 1_234_567.89, investmentCost: 1_000_000, unrealizedGain: 234_567.89, realizedGain: 10_000, realizedInPeriod: 2_500, gainLoss: 244_567.89, returnRate: 0.2445679 }],
      holdings: [{
        fundCode: 'HL001', fundName: '泓岸价值精选一号私募证券投资基金', currency: 'CNY', state: 'holding', trust: false, valued: true, counted: true, shares: 600_000,
        nav: 2.0576, navDate: '2026-09-30', marketValue: 1_234_567.89, investmentCost: 1_000_000, unrealizedGain: 234_567.89, realizedGain: 10_000,
        realizedInPeriod: 2_500, gainLoss: 244_567.89, returnRate: 0.2445679,
      }],
      flows: [{ currency: 'CNY', subscriptions: 900_000, redemptions: 0, dividends: 2_500, fees: 9_000 }],
      transactions: Array.from({ length: 90 }, (_, i) => ({
        tradeDate: `2026-0${7 + Math.floor(i / 31)}-${String((i % 28) + 1).padStart(2, '0')}`, fundCode: 'HL001', fundName: '泓岸价值精选一号私募证券投资基金',
        typeLabel: '申购', currency: 'CNY' as const, cashAmount: 10_000, shares: 4_900.12, nav: 2.0205, fee: 100,
      })),
    };
    const pdf = readPdf(await renderStatementPdf(model, loadFonts()));
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    expect(pdf.title).toBe('2026年第三季度对账单');
    pdf.text.forEach((page, i) => expect(page).toContain(`第${i + 1}页 共${pdf.pages}页`));
    expect(pdf.text.flat().filter((x) => x === '本期交易（续）').length).toBe(pdf.pages - 2);
    expect(pdf.text.flat().filter((x) => x === '交易日期').length).toBe(pdf.pages - 1);
    expect(pdf.text.flat().filter((x) => x === 'CNY 10,000.00')).toHaveLength(90);
    expect(pdf.text.flat().join('')).not.toContain('\uFFFD');
  });
});

describe('the holdings export', () => {
  it.each(['investor@demo.test', 'institution@demo.test'])('has a row per holding and totals equal to My assets’ (%s)', async (email) => {
    const who = email === 'investor@demo.test' ? investor : institution;
    const [holdings, summary] = await Promise.all([
      who.get<S['FundHoldingWithBatches'][]>('/asset/fundListAndState'),
      who.get<S['AssetSummary']>('/asset/fundAsset'),
    ]);
    const res = await file(who, '/asset/exportHoldings');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(res.disposition.split("UTF-8''")[1])).toBe(`持仓_${summary.data.netValueDate}.csv`);
    const [header, ...rest] = readCsv(res.body);
    expect(header).toEqual(['产品代码', '产品名称', '币种', '状态', '计入总览', '持有份额', '单位净值', '净值日期', '市值', '投资成本', '浮动收益', '已实现收益', '累计收益', '收益率（%）', '首次申购日期']);
    const col = (name: string) => header.indexOf(name);
    const rows = rest.filter((r) => r.length > 1 && r[0] !== '');
    const totals = rest.filter((r) => r.length > 1 && r[0] === '');
    expect(rows.map((r) => r[col('产品代码')])).toEqual(holdings.data.map((h) => h.fundCode));
    expect(rows.map((r) => r[col('产品名称')])).toEqual(holdings.data.map((h) => h.fundName));
    expect(totals).toHaveLength(summary.data.currencies.length);
    for (const c of summary.data.currencies) {
      const total = totals.find((r) => r[col('币种')] === c.currency)!;
      expect(total[col('产品名称')]).toBe(`合计（${c.currency}，计入总览的产品）`);
      for (const [name, value] of [['市值', c.marketValue], ['投资成本', c.investmentCost], ['浮动收益', c.unrealizedGain], ['已实现收益', c.realizedGain], ['累计收益', c.gainLoss]] as const) {
        expect(cents(total[col(name)]), `${c.currency} ${name}`).toBe(cents(value));
        // The rows marked as in the overview add up to it.
        const sum = rows.filter((r) => r[col('币种')] === c.currency && r[col('计入总览')] === '是').reduce((a, r) => a + cents(r[col(name)]), 0);
        expect(sum, `${c.currency} ${name} summed`).toBe(cents(value));
      }
      expect(Number(total[col('收益率（%）')])).toBeCloseTo(c.returnRate * 100, 2);
    }
  });

  it('is in English for an English request, and leaves what the firm does not value blank', async () => {
    const res = await file(investor, '/asset/exportHoldings', 'en_US');
    const [header, ...rest] = readCsv(res.body);
    expect(header.slice(0, 5)).toEqual(['Product code', 'Product name', 'Currency', 'Status', 'In overview']);
    const trust = rest.find((r) => r[0] === 'HLT01')!;
    expect(trust[header.indexOf('Status')]).toBe('Trust plan');
    expect(trust[header.indexOf('Market value')]).toBe('');
    expect(rest.find((r) => r[0] === 'HL011')![header.indexOf('Status')]).toBe('Being confirmed');
    expect(rest.find((r) => r[0] === 'HL002')![header.indexOf('In overview')]).toBe('No');
    expect(res.body.toString('utf8')).not.toMatch(CJK);
  });
});

describe('the transactions export', () => {
  it('holds every transaction of the filters, newest first, with the amounts fundTransaction answers', async () => {
    const page = await investor.get<S['TransactionPage']>('/asset/fundTransaction?fundCode=HL001&limit=100');
    const res = await file(investor, '/asset/exportTransactions?fundCode=HL001');
    const [header, ...rows] = readCsv(res.body);
    expect(header).toEqual(['交易日期', '确认日期', '产品代码', '产品名称', '交易类型', '币种', '金额', '份额', '确认净值', '费用']);
    expect(rows).toHaveLength(page.data.total);
    expect(rows.slice(0, page.data.list.length).map((r) => [r[0], r[4], cents(r[6])])).toEqual(page.data.list.map((x) => [x.tradeDate, x.typeLabel, cents(x.cashAmount)]));
    expect(rows.some((r) => r[4] === '现金分红')).toBe(true);
    const all = readCsv((await file(investor, '/asset/exportTransactions', 'en_US')).body);
    expect(all[0][0]).toBe('Trade date');
    expect(all.length - 1).toBe((await investor.get<S['TransactionPage']>('/asset/fundTransaction')).data.total);
    const ranged = readCsv((await file(investor, '/asset/exportTransactions?startDate=2021-07-01&endDate=2021-07-31')).body).slice(1);
    expect(ranged.every((r) => r[0] >= '2021-07-01' && r[0] <= '2021-07-31')).toBe(true);
  });

  it('refuses another investor’s fund like an unknown one', async () => {
    const res = await file(institution, '/asset/exportTransactions?fundCode=HLT01');
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 4004, data: null });
  });
});

describe('CSV fields', () => {
  it('quote commas, quotes and line breaks, keep numbers as numbers and text from running as a formula', () => {
    const text = csvFile([['a,b', 'say "hi"', 'two\nlines', '=1+1', '-cmd', ' padded', '泓岸']]).toString('utf8');
    expect(text).toBe(`${BOM}"a,b","say ""hi""","two\nlines",'=1+1,'-cmd," padded",泓岸\r\n`);
    expect(parseCsv(text.slice(1))).toEqual([['a,b', 'say "hi"', 'two\nlines', "'=1+1", "'-cmd", ' padded', '泓岸']]);
  });

  it('mask the account on a statement', () => {
    expect(maskedAccount({ email: 'investor@demo.test', mobile: '13800000001' })).toBe('inv***@demo.test');
    expect(maskedAccount({ email: null, mobile: '13800000001' })).toBe('138****0001');
  });
});
