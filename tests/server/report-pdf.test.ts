/**
 * Report PDFs: several pages in the report's language, the Chinese one set in an embedded subset of a CJK font
 * (its text read back through the font's ToUnicode map, "·" included), figures that agree with the API's, the same
 * bytes for the same report, and a size a download does not notice.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navFigures, periodRange } from '../../server/services/report-files.ts';
import { loadFonts, renderReportPdf } from '../../server/services/report-pdf.ts';
import type { ReportModel } from '../../server/services/report-model.ts';
import { persona, type Persona } from './client-support.ts';
import { readPdf } from './pdf-text.ts';
import { createTestServer, type S, type TestServer } from './support.ts';

let s: TestServer;
let investor: Persona;
const cache = mkdtempSync(join(tmpdir(), 'hl-report-cache-'));
const previousCache = process.env.REPORT_CACHE_DIR;

beforeAll(async () => {
  process.env.REPORT_CACHE_DIR = cache;
  s = await createTestServer();
  investor = await persona(s.app, 'investor@demo.test');
}, 240_000);
afterAll(async () => {
  await s?.close();
  if (previousCache === undefined) delete process.env.REPORT_CACHE_DIR;
  else process.env.REPORT_CACHE_DIR = previousCache;
  rmSync(cache, { recursive: true, force: true });
});

const MAX_BYTES = 300_000;
const CJK = /[\u3400-\u9fff]/;

const reportOf = async (fundCode: string, lang: string, type = 'quarterly') =>
  (await investor.get<S['ReportPage']>(`/asset/getFundReport?fundCode=${fundCode}&type=${type}`, lang)).data.list[0];

const download = async (fileId: string, lang: string) => {
  const res = await s.app.inject({ method: 'GET', url: `/api/file/preview?fileId=${fileId}`, headers: { token: investor.token, 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};

/** The latest NAV the history API serves up to `date`. */
const apiNavAt = async (fundCode: string, date: string) =>
  (await investor.get<S['NavPointPage']>(`/asset/netWorthHistory?fundCode=${fundCode}&endDate=${date}&limit=1`)).data.list[0];

describe('a Chinese report', () => {
  // HLT01: a trust plan whose name has a "·" (云舟信托·泓岸价值一号集合资金信托计划).
  it('is in Chinese throughout, set in an embedded subset of a CJK font, several pages long', async () => {
    const report = await reportOf('HLT01', 'zh_CN');
    expect(report.fundName).toContain('·');
    const started = performance.now();
    const pdf = await download(report.fileId, 'zh_CN');
    const took = performance.now() - started;
    const doc = readPdf(pdf);
    expect(doc.pages).toBeGreaterThanOrEqual(4);
    expect(doc.title).toBe(report.title);
    // Every font is embedded as a subset (a six-letter tag, then +), as CFF (FontFile3) or TrueType (FontFile2).
    expect(doc.fonts.length).toBeGreaterThan(0);
    for (const font of doc.fonts) {
      expect(font.baseFont).toMatch(/^[A-Z]{6}\+/);
      expect(['FontFile2', 'FontFile3']).toContain(font.fontFile);
      expect(font.toUnicode?.size).toBeGreaterThan(0);
    }
    const cmapChars = new Set(doc.fonts.flatMap((f) => [...(f.toUnicode?.values() ?? [])]));
    for (const c of report.fundName!) expect(cmapChars.has(c), c).toBe(true);
    const text = doc.text.flat();
    expect(text).toContain(report.fundName);
    expect(text.some((t) => t.includes('·'))).toBe(true);
    expect(text.join('')).not.toContain('\uFFFD');
    expect(text.join('')).not.toContain('?');
    // Chinese throughout: no English label, and the English name is nowhere.
    for (const english of ['NAV', 'Benchmark', 'Page', 'Harbourline', 'Quarterly', 'Fund']) expect(text.join(' ')).not.toContain(english);
    expect(text.filter((t) => CJK.test(t)).length).toBeGreaterThan(text.length / 2);
    expect(pdf.length).toBeLessThan(MAX_BYTES);
    console.info(`Chinese report: ${pdf.length} bytes, ${doc.pages} pages, rendered in ${Math.round(took)} ms`);
  }, 60_000);

  it("shows in its NAV table the API's NAV at the end of the period, and the same figures on its cover", async () => {
    const report = await reportOf('HL001', 'zh_CN');
    const period = report.title.match(/(\d{4}Q\d)/)![1];
    const [, to] = periodRange('quarterly', period);
    const nav = await apiNavAt('HL001', to);
    const text = readPdf(await download(report.fileId, 'zh_CN')).text;
    // The NAV table's last row: its date, the NAV per share, the accumulated NAV.
    const table = text[2];
    const at = table.lastIndexOf(nav.date);
    expect(at).toBeGreaterThan(0);
    expect(table.slice(at, at + 3)).toEqual([nav.date, nav.nav.toFixed(4), nav.accumulatedNav.toFixed(4)]);
    expect(text[0]).toContain(nav.nav.toFixed(4));
    expect(text[0]).toContain(`单位净值（${nav.date}）`);
  }, 60_000);
});

describe('an English report', () => {
  it('is in English, titled and named as the list shows it', async () => {
    const report = await reportOf('HLT01', 'en_US');
    const link = await investor.get<S['FileLink']>(`/file/link?fileId=${report.fileId}`, 'en_US');
    expect(link.data.name).toBe(`${report.title}.pdf`);
    const pdf = await download(report.fileId, 'en_US');
    const doc = readPdf(pdf);
    expect(doc.title).toBe(report.title);
    expect(doc.pages).toBeGreaterThanOrEqual(4);
    const text = doc.text.flat();
    expect(text).toContain(report.title);
    // The cover's large type wraps a long name: its lines, joined again.
    expect(text.join(' ').replace(/\s+/g, ' ')).toContain(report.fundName);
    expect(text).toContain('Manager’s commentary'.replace('’', "'"));
    expect(text.join('')).not.toMatch(CJK);
    expect(text.join('')).not.toContain('\uFFFD');
    expect(pdf.length).toBeLessThan(MAX_BYTES);
    console.info(`English report: ${pdf.length} bytes, ${doc.pages} pages`);
  }, 60_000);

  it('comes in the language of the title its signed address carries, whatever the language of the request', async () => {
    const report = await reportOf('HL001', 'en_US');
    const link = await investor.get<S['FileLink']>(`/file/link?fileId=${report.fileId}`, 'en_US');
    const res = await s.app.inject({ method: 'GET', url: link.data.url, headers: { 'accept-language': 'zh_CN' } });
    expect(res.statusCode).toBe(200);
    const text = readPdf(res.rawPayload).text.flat().join(' ');
    expect(text).toContain(report.title);
    expect(text).not.toMatch(CJK);
  }, 60_000);
});

describe('rendering', () => {
  it('gives the same bytes for the same report: asked twice, and rendered again with nothing kept', async () => {
    const report = await reportOf('HL002', 'zh_CN', 'monthly');
    const first = await download(report.fileId, 'zh_CN');
    const second = await download(report.fileId, 'zh_CN');
    expect(second.equals(first)).toBe(true);
    const kept = readdirSync(cache).filter((n) => n.endsWith('.pdf'));
    expect(kept.length).toBeGreaterThan(0);
    for (const name of kept) rmSync(join(cache, name));
    expect((await download(report.fileId, 'zh_CN')).equals(first)).toBe(true);
    // The creation date is the day the report was published, not the moment it was rendered.
    expect(first.toString('latin1')).toContain(`(D:${report.date.replaceAll('-', '')}000000Z)`);
  }, 60_000);

  it('draws every character of a model, in either language, with a glyph of the embedded fonts', async () => {
    const rows = [
      { date: '2026-06-30', nav: 1.2, accNav: 1.25, benchmark: 1.1 },
      { date: '2026-07-31', nav: 1.21, accNav: 1.26, benchmark: 1.12 },
      { date: '2026-08-31', nav: 1.19, accNav: 1.24, benchmark: 1.09 },
      { date: '2026-09-30', nav: 1.22, accNav: 1.27, benchmark: 1.13 },
    ];
    const model = (lang: 'zh_CN' | 'en_US'): ReportModel => ({
      lang,
      title: lang === 'en_US' ? 'Test · report' : '测试·报告',
      type: 'quarterly',
      period: '2026Q3',
      from: '2026-07-01',
      to: '2026-09-30',
      published: '2026-10-20',
      fund: {
        code: 'HLX01',
        name: lang === 'en_US' ? 'Yunzhou Trust · Test Plan' : '云舟信托·测试计划',
        kind: 'trust',
        currency: 'CNY',
        inception: '2026-06-30',
        benchmark: lang === 'en_US' ? '80% Jade Ridge A-Share Large Cap Index + 20% Jade Ridge Composite Bond Index' : '翠岭A股大盘指数收益率×80%＋翠岭综合债券指数收益率×20%',
        aum: 325_000_000,
        aumDate: '2026-10-30',
        terms: [[lang === 'en_US' ? 'Trustee' : '受托人', lang === 'en_US' ? 'Yunzhou Trust' : '云舟信托']],
      },
      ...navFigures(rows, 'quarterly', '2026-07-01', '2026-09-30'),
      portfolio: {
        asOf: '2026-10-30',
        mainPortfolioShare: 0.9,
        sectors: [
          { name: lang === 'en_US' ? 'Financials' : '金融', weight: 0.5, benchmarkWeight: 0.3 },
          { name: lang === 'en_US' ? 'Utilities' : '公用事业', weight: 0.3, benchmarkWeight: 0.4 },
          { name: lang === 'en_US' ? 'Cash and Other' : '现金及其他', weight: 0.2, benchmarkWeight: null },
        ],
        themes: [{ name: lang === 'en_US' ? 'Financials' : '金融', weight: 0.1 }],
        rationales: [
          { title: '“A”', summary: '—' },
          { title: '「B」', summary: '…' },
        ],
      },
    });
    const fonts = loadFonts();
    for (const lang of ['zh_CN', 'en_US'] as const) {
      const a = await renderReportPdf(model(lang), fonts);
      const b = await renderReportPdf(model(lang), fonts);
      expect(b.equals(a)).toBe(true);
      const text = readPdf(a).text.flat().join('');
      expect(text).not.toContain('\uFFFD');
      expect(text).toContain(model(lang).fund.name);
      // A fund younger than a year has no annualised return.
      expect(model(lang).stats.annualised).toBeNull();
    }
  }, 60_000);
});
