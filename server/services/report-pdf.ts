/**
 * A report as a PDF (pdfkit): six A4 pages (cover, manager's commentary, NAV table, charts, portfolio, important
 * information) in the report's language, set in Noto Sans SC (the OTF files of @embedpdf/fonts-sc), whose Chinese,
 * Latin and punctuation glyphs ("·" included) are embedded as subsets of the glyphs the pages use. Charts are
 * vector paths. The output depends on the model alone: the creation date is the day the report is published, and
 * pdfkit derives the file identifier and the subsets' tags from the document, so the same model gives the same bytes.
 *
 * The fonts are some 8 MB each: server/services/report-files.ts runs this in a child process (report-pdf-child.ts)
 * that exits with the document, so they are not kept in the server's memory.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { ReportModel, Series } from './report-model.ts';
import { assets, commentary, currencyName, longDate, percent, periodHeading, reportText, type ReportText } from './report-text.ts';

export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** The fonts' files in node_modules (no system font is ever used). */
export function fontFiles(): { regular: string; bold: string } {
  // The package's entry is dist/index.cjs; its fonts are in fonts/ beside dist/.
  const fonts = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');
  return { regular: join(fonts, 'NotoSansHans-Regular.otf'), bold: join(fonts, 'NotoSansHans-Bold.otf') };
}

export function loadFonts(): ReportFonts {
  const files = fontFiles();
  return { regular: readFileSync(files.regular), bold: readFileSync(files.bold) };
}

const W = 595.28;
const H = 841.89;
const L = 56;
const R = W - 56;
const CW = R - L;
const PAGES = 6;
/** The page that lists the rationales, which the commentary refers to. */
const PORTFOLIO_PAGE = 5;

const C = {
  band: '#291955',
  brand: '#462c8d',
  fund: '#5638a8',
  brandLight: '#f4f2fc',
  brandSoft: '#e7e2f8',
  onBand: '#cec4f0',
  text: '#27272a',
  muted: '#52525b',
  faint: '#a1a1aa',
  rule: '#e4e4e7',
  benchmark: '#d97706',
  benchmarkSoft: '#fde7c7',
};

type Font = 'R' | 'B';
interface Put {
  font?: Font;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** The box the text is aligned in (right and center). */
  width?: number;
}

/** Two decimals: coordinates need no more, and the content streams stay short. */
const r2 = (v: number) => Math.round(v * 100) / 100;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** Up to `target` round steps (1, 2, 2.5, 5 × 10^k) that cover min..max. */
function ticks(min: number, max: number, target = 5): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((k) => k * mag).find((s) => s >= raw) ?? 10 * mag;
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) out.push(Math.round(v / step) * step);
  if (out[out.length - 1] < max) out.push(out[out.length - 1] + step);
  return out;
}

/**
 * An A4 document of the firm, pages added by the caller: the title and the firm as its author in its properties,
 * dated `date` (YYYY-MM-DD), in `lang`, with the embedded fonts registered as 'R' and 'B'. `bufferPages` keeps every
 * page open for what is drawn on all of them at the end (page numbers).
 */
export function openFirmPdf(o: { lang: ReportModel['lang']; title: string; date: string; fonts: ReportFonts; bufferPages?: boolean }): PDFDocument {
  const brand = reportText(o.lang).brand;
  const at = new Date(`${o.date}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: o.bufferPages ?? false,
    font: null,
    lang: o.lang === 'en_US' ? 'en-GB' : 'zh-CN',
    displayTitle: true,
    info: { Title: o.title, Author: brand, Creator: brand, Producer: brand, CreationDate: at, ModDate: at },
  });
  doc.registerFont('R', o.fonts.regular);
  doc.registerFont('B', o.fonts.bold);
  return doc;
}

class Pages {
  readonly doc: PDFDocument;
  readonly m: ReportModel;
  readonly t: ReportText;
  /**
   * English text asks for proportional forms (pwid): the CJK font's own quotes and apostrophes are a full em wide,
   * as Chinese sets them.
   */
  readonly features: string[] | undefined;
  private pageNo = 0;

  constructor(m: ReportModel, fonts: ReportFonts) {
    this.m = m;
    this.t = reportText(m.lang);
    this.features = m.lang === 'en_US' ? ['pwid'] : undefined;
    this.doc = openFirmPdf({ lang: m.lang, title: m.title, date: m.published, fonts });
  }

  /** The width of `text` in the current font and size. */
  width(text: string): number {
    return this.doc.widthOfString(text, { features: this.features });
  }

  put(text: string, x: number, y: number, o: Put = {}): number {
    const { doc } = this;
    doc.font(o.font ?? 'R').fontSize(o.size ?? 10).fillColor(o.color ?? C.text);
    const w = this.width(text);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : o.align === 'center' ? x + ((o.width ?? 0) - w) / 2 : x;
    doc.text(text, r2(left), r2(y), { lineBreak: false, features: this.features });
    return w;
  }

  /** Wrapped text from (x, y) in `width`; returns the y below it. */
  para(text: string, x: number, y: number, width: number, o: Put & { gap?: number } = {}): number {
    const { doc } = this;
    doc.font(o.font ?? 'R').fontSize(o.size ?? 10.5).fillColor(o.color ?? C.text);
    doc.text(text, r2(x), r2(y), { width: r2(width), lineGap: o.gap ?? 5, features: this.features });
    return doc.y;
  }

  /** The size at which `text` fits in `width`, from `size` down. */
  fit(text: string, width: number, size: number, font: Font = 'R'): number {
    this.doc.font(font).fontSize(size);
    const w = this.width(text);
    return w <= width ? size : Math.max(6, Math.floor((size * width * 10) / w) / 10);
  }

  rule(y: number, x1 = L, x2 = R, color = C.rule, width = 0.6) {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(r2(x1), r2(y)).lineTo(r2(x2), r2(y)).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, color: string) {
    this.doc.save().rect(r2(x), r2(y), r2(w), r2(h)).fill(color).restore();
  }

  /** A new page; every page but the cover has the running header and a heading. */
  page(heading?: string): number {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.pageNo++;
    const { t, m } = this;
    this.rule(H - 46);
    this.put(t.demoNote, L, H - 38, { size: 8, color: C.muted });
    this.put(t.page(this.pageNo, PAGES), L, H - 38, { size: 8, color: C.muted, align: 'right', width: CW });
    if (heading === undefined) return 0;
    const brandWidth = this.put(t.brand, L, 34, { font: 'B', size: 10, color: C.brand });
    const room = CW - brandWidth - 24;
    this.put(m.title, L, 35, { size: this.fit(m.title, room, 8.5), color: C.muted, align: 'right', width: CW });
    this.rule(52);
    this.put(heading, L, 72, { font: 'B', size: 18, color: C.brand });
    return 112;
  }

  section(title: string, y: number): number {
    this.box(L, y + 1, 3, 12, C.fund);
    this.put(title, L + 10, y, { font: 'B', size: 12, color: C.text });
    return y + 24;
  }

  cover() {
    const { m, t } = this;
    this.page();
    this.box(0, 0, W, 250, C.band);
    this.put(t.brand, L, 56, { font: 'B', size: 16, color: '#ffffff' });
    this.put(t.reportType[m.type], L, 128, { size: 14, color: C.onBand });
    this.put(periodHeading(m.type, m.period, m.lang), L, 152, { font: 'B', size: 26, color: '#ffffff' });
    this.put(`${longDate(m.from, m.lang)} – ${longDate(m.to, m.lang)}`, L, 196, { size: 11, color: C.onBand });

    let y = this.para(m.fund.name, L, 286, CW, { font: 'B', size: 22, gap: 4, color: C.text });
    y += 18;
    const last = m.table[m.table.length - 1];
    const facts: [string, string][] = [
      [t.cover.fundCode, m.fund.code],
      [t.cover.currency, currencyName(m.fund.currency, m.lang)],
      [t.cover.inception, longDate(m.fund.inception, m.lang)],
      [t.cover.published, longDate(m.published, m.lang)],
      [t.cover.aum, t.cover.aumAt(assets(m.fund.aum, m.fund.currency, m.lang), longDate(m.fund.aumDate, m.lang))],
    ];
    const colW = CW / 2;
    facts.forEach(([label, value], i) => {
      const x = L + (i % 2) * colW;
      const row = y + Math.floor(i / 2) * 40;
      this.put(label, x, row, { size: 8.5, color: C.muted });
      this.put(value, x, row + 13, { size: 11, color: C.text });
    });
    y += Math.ceil(facts.length / 2) * 40;
    this.put(t.cover.benchmark, L, y, { size: 8.5, color: C.muted });
    y = this.para(m.fund.benchmark, L, y + 13, CW, { size: 11, gap: 3 }) + 20;

    const figures: [string, string][] = [
      [t.cover.navAt(last.date), last.nav.toFixed(4)],
      [t.cover.accNav, last.accNav.toFixed(4)],
      [t.cover.periodReturn, percent(m.stats.periodReturn, true)],
      [t.cover.sinceInception, percent(m.stats.sinceInception, true)],
    ];
    const gap = 10;
    const bw = (CW - gap * 3) / 4;
    figures.forEach(([label, value], i) => {
      const x = L + i * (bw + gap);
      this.box(x, y, bw, 62, C.brandLight);
      this.box(x, y, bw, 2.5, C.fund);
      this.put(label, x + 10, y + 13, { size: this.fit(label, bw - 20, 8.5), color: C.muted });
      this.put(value, x + 10, y + 31, { font: 'B', size: 17, color: C.brand });
    });
    y += 62 + 28;

    const terms = m.fund.terms;
    const rows = Math.ceil(terms.length / 2);
    this.doc.font('R').fontSize(8.5);
    const labelW = Math.max(0, ...terms.map(([label]) => this.width(label))) + 12;
    terms.forEach(([label, value], i) => {
      const x = L + Math.floor(i / rows) * colW;
      const row = y + (i % rows) * 21;
      this.put(label, x, row, { size: 8.5, color: C.muted });
      this.put(value, x + labelW, row, { size: this.fit(value, colW - labelW - 12, 8.5), color: C.text });
    });
    this.rule(y - 10);
  }

  commentary() {
    const { m, t } = this;
    let y = this.page(t.commentary.heading);
    this.put(periodHeading(m.type, m.period, m.lang), L, y - 8, { size: 10, color: C.muted });
    y += 18;
    for (const text of commentary(m, PORTFOLIO_PAGE)) y = this.para(text, L, y, CW, { size: 10.5, gap: 6 }) + 14;
    y += 10;
    this.put(t.commentary.signature, L, y, { font: 'B', size: 10.5, align: 'right', width: CW });
    this.put(longDate(m.published, m.lang), L, y + 18, { size: 10, color: C.muted, align: 'right', width: CW });
  }

  performance() {
    const { m, t } = this;
    const p = t.performance;
    let y = this.section(p.summary, this.page(p.heading));
    const s = m.stats;
    const cols = [L, L + 150, L + 261, L + 372];
    const cw = 111;
    this.box(L, y, CW, 22, C.brandSoft);
    [p.fund, p.benchmark, p.excess].forEach((h, i) => this.put(h, cols[i + 1], y + 6, { font: 'B', size: 9, align: 'right', width: cw - 10 }));
    y += 22;
    const summary: [string, number, number][] = [
      [p.period, s.periodReturn, s.benchmarkReturn],
      [p.sinceInception, s.sinceInception, s.benchmarkSinceInception],
    ];
    for (const [label, fund, bench] of summary) {
      this.put(label, L + 8, y + 7, { size: 9.5 });
      [fund, bench, fund - bench].forEach((v, i) => this.put(percent(v, true), cols[i + 1], y + 7, { size: 9.5, align: 'right', width: cw - 10 }));
      y += 24;
      this.rule(y);
    }
    y += 12;
    const singles: [string, string][] = [
      [p.annualised, s.annualised === null ? '–' : percent(s.annualised, true)],
      [p.volatility, percent(s.volatility)],
      [p.maxDrawdown, percent(-Math.abs(s.maxDrawdown))],
    ];
    const bw = (CW - 20) / 3;
    singles.forEach(([label, value], i) => {
      const x = L + i * (bw + 10);
      this.box(x, y, bw, 44, C.brandLight);
      this.put(label, x + 10, y + 8, { size: this.fit(label, bw - 20, 8.5), color: C.muted });
      this.put(value, x + 10, y + 22, { font: 'B', size: 13, color: C.brand });
    });
    y += 44 + 24;

    y = this.section(p.table, y);
    const tc = [L, L + 118, L + 210, L + 302, L + 394];
    const tw = [110, 82, 82, 82, CW - 394];
    const rowH = m.table.length > 8 ? 19 : 22;
    this.box(L, y, CW, 22, C.brandSoft);
    [p.date, p.nav, p.accNav, p.benchmarkLevel, p.change].forEach((h, i) =>
      this.put(h, tc[i] + (i === 0 ? 8 : 0), y + 6, { font: 'B', size: 9, align: i === 0 ? 'left' : 'right', width: tw[i] - 8 }),
    );
    y += 22;
    m.table.forEach((row, k) => {
      if (k % 2 === 1) this.box(L, y, CW, rowH, '#fafafa');
      const ty = y + (rowH - 9.5) / 2 - 1;
      const w = this.put(row.date, tc[0] + 8, ty, { size: 9.5 });
      if (k === 0) this.put(p.opening, tc[0] + 14 + w, ty + 1, { size: 8, color: C.muted });
      [row.nav.toFixed(4), row.accNav.toFixed(4), row.benchmark.toFixed(4), row.change === null ? '–' : percent(row.change, true)].forEach((v, i) =>
        this.put(v, tc[i + 1], ty, { size: 9.5, align: 'right', width: tw[i + 1] - 8, color: row.change === null && i === 3 ? C.faint : C.text }),
      );
      y += rowH;
    });
    this.rule(y, L, R, C.faint);
    y = this.para(p.tableNote, L, y + 8, CW, { size: 8, color: C.muted, gap: 2 }) + 20;

    // The period's NAV against the benchmark, in the room left (an annual report's long table leaves less).
    y = this.section(t.chart.periodGrowth, y);
    this.legend(y - 23, false);
    const bottom = H - 80;
    const top = y + 4;
    const marks = m.table.map((r) => r.date);
    this.lineChart(m.periodChart, top, Math.min(bottom, top + 200), { marks });
  }

  /** The fund's line, the benchmark's dashed line and (`band`) the shaded period, right-aligned on the line at `y`. */
  legend(y: number, band: boolean) {
    const { t } = this;
    const items: [string, string, 'line' | 'dash' | 'band'][] = [
      [t.performance.fund, C.fund, 'line'],
      [t.performance.benchmark, C.benchmark, 'dash'],
      ...(band ? [[t.chart.period, C.brandSoft, 'band'] as [string, string, 'band']] : []),
    ];
    this.doc.font('R').fontSize(9);
    const widths = items.map(([label]) => 24 + this.width(label));
    let x = R - widths.reduce((a, w) => a + w, 0) - 16 * (items.length - 1);
    items.forEach(([label, color, kind], i) => {
      if (kind === 'band') {
        this.box(x, y + 2, 18, 9, color);
      } else {
        const d = this.doc.save().lineWidth(2).strokeColor(color);
        if (kind === 'dash') d.dash(4, { space: 2.5 });
        d.moveTo(r2(x), y + 6.5).lineTo(r2(x + 18), y + 6.5).stroke().restore();
      }
      this.put(label, x + 24, y + 1.5, { size: 9, color: C.muted });
      x += widths[i] + 16;
    });
  }

  /**
   * Cumulative returns of the fund (a line) and the benchmark (dashed) from `top` to `bottom`, with round ticks on
   * the left. The x axis names `marks` (dates, as MM-DD) or, without them, the years; `band` shades a range of days.
   */
  lineChart(series: Series, top: number, bottom: number, o: { marks?: string[]; band?: [string, string] }) {
    const { dates, fund, benchmark } = series;
    const px0 = L + 44;
    const px1 = R - 6;
    const d0 = dayNumber(dates[0]);
    const d1 = dayNumber(dates[dates.length - 1]);
    const ys = ticks(Math.min(0, ...fund, ...benchmark), Math.max(0, ...fund, ...benchmark), bottom - top > 160 ? 6 : 4);
    const v0 = ys[0];
    const v1 = ys[ys.length - 1];
    const X = (d: number) => px0 + ((d - d0) / Math.max(1, d1 - d0)) * (px1 - px0);
    const Y = (v: number) => bottom - ((v - v0) / (v1 - v0)) * (bottom - top);
    if (o.band) {
      const b0 = X(Math.max(d0, dayNumber(o.band[0])));
      this.box(b0, top, Math.max(1.5, X(Math.min(d1, dayNumber(o.band[1]))) - b0), bottom - top, C.brandSoft);
    }
    const decimals = ys.some((v) => Math.abs(Math.round(v * 100) - v * 100) > 1e-6) ? 1 : 0;
    for (const v of ys) {
      this.rule(Y(v), px0, px1, v === 0 ? C.faint : C.rule, v === 0 ? 0.8 : 0.5);
      this.put(`${(v * 100).toFixed(decimals)}%`, L, Y(v) - 4, { size: 7.5, color: C.muted, align: 'right', width: 38 });
    }
    const tick = (x: number) => this.doc.save().lineWidth(0.5).strokeColor(C.faint).moveTo(r2(x), r2(bottom)).lineTo(r2(x), r2(bottom + 4)).stroke().restore();
    if (o.marks) {
      const every = Math.max(1, Math.ceil(o.marks.length / 14));
      o.marks.forEach((date, i) => {
        const x = X(dayNumber(date));
        tick(x);
        if (i % every === 0 || i === o.marks!.length - 1) this.put(date.slice(5), x - 20, bottom + 7, { size: 7, color: C.muted, align: 'center', width: 40 });
      });
    } else {
      const firstYear = Number(dates[0].slice(0, 4));
      const lastYear = Number(dates[dates.length - 1].slice(0, 4));
      const every = Math.max(1, Math.ceil((lastYear - firstYear) / 10));
      for (let year = firstYear + 1; year <= lastYear; year++) {
        const x = X(dayNumber(`${year}-01-01`));
        tick(x);
        if ((year - firstYear) % every === 0) this.put(String(year), x - 20, bottom + 7, { size: 7.5, color: C.muted, align: 'center', width: 40 });
      }
      if (lastYear - firstYear < 2) {
        // A short history: its first and last days name the range.
        this.put(dates[0], px0, bottom + 18, { size: 7.5, color: C.faint });
        this.put(dates[dates.length - 1], px1 - 60, bottom + 18, { size: 7.5, color: C.faint, align: 'right', width: 60 });
      }
    }
    const line = (values: number[], color: string, dashed: boolean) => {
      const doc = this.doc.save().lineWidth(dashed ? 1.1 : 1.4).lineJoin('round').strokeColor(color);
      if (dashed) doc.dash(4, { space: 2.5 });
      values.forEach((v, i) => {
        const x = r2(X(dayNumber(dates[i])));
        if (i === 0) doc.moveTo(x, r2(Y(v)));
        else doc.lineTo(x, r2(Y(v)));
      });
      doc.stroke().restore();
    };
    line(benchmark, C.benchmark, true);
    line(fund, C.fund, false);
    this.rule(bottom, px0, px1, C.muted, 0.6);
  }

  charts() {
    const { m, t } = this;
    let y = this.section(t.chart.growth, this.page(t.chart.heading));
    this.legend(y - 23, true);
    const top = y + 4;
    const bottom = top + 250;
    this.lineChart(m.chart, top, bottom, { band: [m.from, m.to] });
    y = bottom + (Number(m.chart.dates[m.chart.dates.length - 1].slice(0, 4)) - Number(m.chart.dates[0].slice(0, 4)) < 2 ? 34 : 24);
    y = this.para(t.chart.growthNote, L, y, CW, { size: 8, color: C.muted, gap: 2 }) + 24;

    // Calendar years.
    y = this.section(t.chart.years, y);
    const years = m.years;
    const px0 = L + 44;
    const px1 = R - 6;
    const by0 = y + 10;
    const by1 = H - 120;
    const vals = years.flatMap((r) => [r.fund, r.benchmark]);
    const bt = ticks(Math.min(0, ...vals), Math.max(0, ...vals), 5);
    const bv0 = bt[0];
    const bv1 = bt[bt.length - 1];
    const BY = (v: number) => by1 - ((v - bv0) / (bv1 - bv0)) * (by1 - by0);
    for (const v of bt) {
      this.rule(BY(v), px0, px1, v === 0 ? C.muted : C.rule, v === 0 ? 0.7 : 0.5);
      this.put(`${Math.round(v * 100)}%`, L, BY(v) - 4, { size: 7.5, color: C.muted, align: 'right', width: 38 });
    }
    const slot = (px1 - px0) / Math.max(1, years.length);
    const bar = Math.min(18, slot * 0.32);
    years.forEach((r, i) => {
      const cx = px0 + slot * (i + 0.5);
      ([[r.fund, C.fund, cx - bar - 1], [r.benchmark, C.benchmark, cx + 1]] as const).forEach(([v, color, x]) => {
        const top = Math.min(BY(v), BY(0));
        this.box(x, top, bar, Math.max(0.6, Math.abs(BY(v) - BY(0))), color);
      });
      if (slot >= 30) {
        // The fund's figure over (under, for a loss) its bar.
        const ly = r.fund >= 0 ? BY(r.fund) - 9 : BY(r.fund) + 2;
        this.put(percent(r.fund), cx - bar / 2 - 1 - 20, ly, { size: 6.5, color: C.fund, align: 'center', width: 40 });
      }
      this.put(t.chart.yearLabel(r.year, r.partial), cx - 20, by1 + 6, { size: 7.5, color: C.muted, align: 'center', width: 40 });
    });
    if (years.some((r) => r.partial)) this.para(t.chart.yearsNote, L, by1 + 22, CW, { size: 8, color: C.muted, gap: 2 });
  }

  portfolio() {
    const { m, t } = this;
    const p = t.portfolio;
    const pf = m.portfolio;
    let y = this.section(p.sectors(pf.asOf), this.page(p.heading));
    const cName = L;
    const cBar = L + 116;
    const barW = 160;
    // Three figure columns share what the bars leave, each right-aligned 8 pt from its end.
    const cw = (R - cBar - barW) / 3;
    const cols = [0, 1, 2].map((k) => cBar + barW + k * cw);
    this.box(L, y, CW, 22, C.brandSoft);
    this.put(p.sector, cName + 8, y + 6, { font: 'B', size: 9 });
    [p.weight, p.benchmarkWeight, p.active].forEach((h, i) => this.put(h, cols[i], y + 6, { font: 'B', size: this.fit(h, cw - 12, 9, 'B'), align: 'right', width: cw - 8 }));
    y += 26;
    const maxW = Math.max(...pf.sectors.flatMap((s) => [s.weight, s.benchmarkWeight ?? 0]));
    for (const s of pf.sectors) {
      this.put(s.name, cName + 8, y + 5, { size: this.fit(s.name, cBar - cName - 14, 9.5) });
      this.box(cBar, y + 3, (s.weight / maxW) * barW, 7, C.fund);
      if (s.benchmarkWeight !== null) this.box(cBar, y + 12, (s.benchmarkWeight / maxW) * barW, 4, C.benchmark);
      const active = s.benchmarkWeight === null ? '–' : `${s.weight - s.benchmarkWeight >= 0 ? '+' : '-'}${(Math.abs(s.weight - s.benchmarkWeight) * 100).toFixed(2)}`;
      [percent(s.weight), s.benchmarkWeight === null ? '–' : percent(s.benchmarkWeight), active].forEach((v, i) =>
        this.put(v, cols[i], y + 5, { size: 9.5, align: 'right', width: cw - 8 }),
      );
      y += 22;
      this.rule(y - 2);
    }
    y += 8;
    this.put(p.mainShare(percent(pf.mainPortfolioShare)), L, y, { size: 9, color: C.muted });
    y += 30;

    y = this.section(p.themes, y);
    let x = L;
    for (const th of pf.themes) {
      const label = `${th.name}  ${percent(th.weight)}`;
      this.doc.font('R').fontSize(9.5);
      const w = this.width(label) + 20;
      this.doc.save().roundedRect(r2(x), r2(y), r2(w), 22, 11).fill(C.brandLight).restore();
      this.put(label, x + 10, y + 6, { size: 9.5, color: C.brand });
      x += w + 10;
    }
    y += 44;

    y = this.section(p.rationales, y);
    pf.rationales.forEach((r, i) => {
      this.doc.save().circle(L + 8, y + 7, 8).fill(C.fund).restore();
      this.put(String(i + 1), L, y + 2.5, { font: 'B', size: 8.5, color: '#ffffff', align: 'center', width: 16 });
      this.put(r.title, L + 26, y, { font: 'B', size: 10 });
      y = this.para(r.summary, L + 26, y + 16, CW - 26, { size: 9, color: C.muted, gap: 3 }) + 12;
    });
  }

  disclaimer() {
    const { t } = this;
    let y = this.page(t.disclaimer.heading);
    t.disclaimer.items.forEach((text, i) => {
      this.put(`${i + 1}.`, L, y, { size: 9.5, color: C.muted });
      y = this.para(text, L + 18, y, CW - 18, { size: 9.5, gap: 5, color: C.text }) + 12;
    });
    y += 10;
    this.rule(y);
    this.put(t.disclaimer.contact, L, y + 14, { size: 9.5, color: C.muted });
  }

  async finish(): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (c) => chunks.push(c));
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return Buffer.concat(chunks);
  }
}

export function renderReportPdf(model: ReportModel, fonts: ReportFonts): Promise<Buffer> {
  const pages = new Pages(model, fonts);
  pages.cover();
  pages.commentary();
  pages.performance();
  pages.charts();
  pages.portfolio();
  pages.disclaimer();
  return pages.finish();
}
