/**
 * An investor's statement as a PDF (pdfkit), set in the reports' embedded Noto Sans SC (report-pdf.ts), so Chinese
 * names and labels print and copy as text: a band with the firm, the period and its dates; who it is for and when it
 * was valued; the overview per currency; the holdings and their gains, with a total per currency; the period's cash
 * movements and transactions; the notes. A4 pages, as many as the transactions take, each with the running header
 * and a numbered footer. It draws the model (statement-model.ts) and nothing else, in the model's language.
 */
import { openFirmPdf, type ReportFonts } from './report-pdf.ts';
import { longDate, reportText } from './report-text.ts';
import type { StatementHolding, StatementModel } from './statement-model.ts';
import { statementText } from './statement-text.ts';

const W = 595.28;
const H = 841.89;
const L = 48;
const R = W - 48;
const CW = R - L;
/** Content stops above the footer's rule. */
const BOTTOM = H - 62;
const TOP = 76;

const C = { band: '#291955', brand: '#462c8d', fund: '#5638a8', brandLight: '#f4f2fc', brandSoft: '#e7e2f8', onBand: '#cec4f0', text: '#27272a', muted: '#52525b', rule: '#e4e4e7', note: '#9a3412' };

type Font = 'R' | 'B';
type Align = 'left' | 'right';
interface Column {
  title: string;
  width: number;
  align: Align;
}
interface Row {
  cells: string[];
  /** A second, smaller line under the first cell (the product's code, currency and state). */
  sub?: string;
  bold?: boolean;
  shade?: boolean;
}

const grouped = (v: number, decimals: number) => {
  const [int, frac] = Math.abs(v).toFixed(decimals).split('.');
  const sign = v < 0 && Number(v.toFixed(decimals)) !== 0 ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
};
const money = (v: number) => grouped(v, 2);
const pct = (ratio: number) => `${grouped(ratio * 100, 2)}%`;
const EMPTY = '--';

export function renderStatementPdf(m: StatementModel, fonts: ReportFonts): Promise<Buffer> {
  const t = statementText(m.lang);
  const rt = reportText(m.lang);
  const features = m.lang === 'en_US' ? ['pwid'] : undefined;
  const doc = openFirmPdf({ lang: m.lang, title: m.title, date: m.issued, fonts, bufferPages: true });

  const width = (text: string, size: number, font: Font = 'R') => doc.font(font).fontSize(size).widthOfString(text, { features });
  /** The size, from `size` down, at which `text` fits in `room`. */
  const fit = (text: string, room: number, size: number, font: Font = 'R') => {
    const w = width(text, size, font);
    return w <= room ? size : Math.max(5.5, Math.floor((size * room * 10) / w) / 10);
  };
  const put = (text: string, x: number, y: number, o: { font?: Font; size?: number; color?: string; align?: Align; width?: number } = {}) => {
    const size = o.width ? fit(text, o.width, o.size ?? 9, o.font) : (o.size ?? 9);
    const w = width(text, size, o.font);
    const left = o.align === 'right' ? x + (o.width ?? 0) - w : x;
    doc.font(o.font ?? 'R').fontSize(size).fillColor(o.color ?? C.text).text(text, left, y, { lineBreak: false, features });
  };
  const para = (text: string, y: number, size: number, color = C.text, lineGap = 3) => {
    doc.font('R').fontSize(size).fillColor(color).text(text, L, y, { width: CW, lineGap, features });
    return doc.y;
  };
  const height = (text: string, size: number, lineGap = 3) => doc.font('R').fontSize(size).heightOfString(text, { width: CW, lineGap, features });
  const box = (x: number, y: number, w: number, h: number, color: string) => doc.save().rect(x, y, w, h).fill(color).restore();
  const rule = (y: number, color = C.rule) => doc.save().lineWidth(0.6).strokeColor(color).moveTo(L, y).lineTo(R, y).stroke().restore();

  /** A page after the first: the running header. */
  const page = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    put(rt.brand, L, 36, { font: 'B', size: 9.5, color: C.brand });
    const room = CW - width(rt.brand, 9.5, 'B') - 24;
    put(m.title, R - room, 37, { size: 8.5, color: C.muted, align: 'right', width: room });
    rule(54);
    return TOP;
  };
  let y = 0;
  /** Room for `h` more points on this page, or a new page. */
  const room = (h: number) => {
    if (y + h > BOTTOM) y = page();
  };
  const section = (title: string, keepWith = 60) => {
    room(28 + keepWith);
    box(L, y + 1, 3, 12, C.fund);
    put(title, L + 10, y, { font: 'B', size: 12 });
    y += 24;
  };

  /** A table whose header repeats on every page it runs onto. */
  const table = (title: string, columns: Column[], rows: Row[]) => {
    // A title that does not fit its column takes a second line rather than a smaller size.
    doc.font('B').fontSize(7.5);
    const titleHeight = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 8, lineGap: 1, features })));
    const headerHeight = Math.max(18, Math.ceil(titleHeight) + 9);
    const header = () => {
      box(L, y, CW, headerHeight, C.brandSoft);
      let x = L;
      for (const c of columns) {
        doc.font('B').fontSize(7.5).fillColor(C.text).text(c.title, x + 4, y + 5, { width: c.width - 8, align: c.align, lineGap: 1, features });
        x += c.width;
      }
      y += headerHeight;
    };
    section(title, headerHeight + (rows[0]?.sub ? 26 : 16) * Math.min(2, rows.length));
    header();
    for (const row of rows) {
      const h = row.sub ? 26 : 16;
      if (y + h > BOTTOM) {
        y = page();
        put(`${title}${t.continued}`, L, y, { font: 'B', size: 10, color: C.muted });
        y += 18;
        header();
      }
      if (row.shade) box(L, y, CW, h, C.brandLight);
      let x = L;
      row.cells.forEach((cell, i) => {
        const c = columns[i];
        put(cell, x + 4, y + 4.5, { font: row.bold ? 'B' : 'R', size: 8, align: c.align, width: c.width - 8 });
        if (i === 0 && row.sub) put(row.sub, x + 4, y + 15, { size: 6.5, color: C.muted, width: c.width - 8 });
        x += c.width;
      });
      y += h;
      rule(y);
    }
    y += 16;
  };

  // The band: the firm, what this is, the period and its dates.
  doc.addPage({ size: 'A4', margin: 0 });
  box(0, 0, W, 168, C.band);
  put(rt.brand, L, 40, { font: 'B', size: 15, color: '#ffffff' });
  put(t.kind, L, 78, { size: 12, color: C.onBand });
  put(m.title, L, 98, { font: 'B', size: 22, color: '#ffffff', width: CW });
  put(`${longDate(m.from, m.lang)} – ${longDate(m.to, m.lang)}`, L, 134, { size: 10.5, color: C.onBand });

  // Who it is for, and when it was valued.
  y = 188;
  const facts: [string, string][] = [
    [t.investor, m.investor.name],
    [t.account, m.investor.account],
    [t.investorTypeLabel, t.investorType[m.investor.type]],
    [t.valuedAt, longDate(m.asOf, m.lang)],
    [t.issued, longDate(m.issued, m.lang)],
  ];
  const half = CW / 2;
  facts.forEach(([label, value], i) => {
    const x = L + (i % 2) * half;
    const row = y + Math.floor(i / 2) * 32;
    put(label, x, row, { size: 8, color: C.muted });
    put(value, x, row + 12, { size: 10.5, width: half - 16 });
  });
  y += Math.ceil(facts.length / 2) * 32 + 4;
  if (!m.complete) {
    put(t.toDate(longDate(m.asOf, m.lang)), L, y, { size: 9, color: C.note, width: CW });
    y += 18;
  }
  rule(y);
  y += 18;

  // The overview, one box per currency.
  section(t.overview, 96);
  if (m.holdings.length === 0) {
    put(t.noHoldings, L, y, { size: 9.5, color: C.muted });
    y += 22;
  }
  const f = t.figures;
  for (const c of m.totals) {
    room(100);
    box(L, y, CW, 92, C.brandLight);
    box(L, y, CW, 2.5, C.fund);
    put(t.currency(c.currency), L + 12, y + 10, { font: 'B', size: 10 });
    const figures: [string, string][] = [
      [f.marketValue, money(c.marketValue)],
      [f.investmentCost, money(c.investmentCost)],
      [f.unrealizedGain, money(c.unrealizedGain)],
      [f.realizedGain, money(c.realizedGain)],
      [f.realizedInPeriod, money(c.realizedInPeriod)],
      [f.gainLoss, money(c.gainLoss)],
      [f.returnRate, pct(c.returnRate)],
    ];
    const cw = (CW - 24) / 4;
    figures.forEach(([label, value], i) => {
      const x = L + 12 + (i % 4) * cw;
      const row = y + 28 + Math.floor(i / 4) * 32;
      put(label, x, row, { size: 7.5, color: C.muted, width: cw - 8 });
      put(value, x, row + 11, { font: 'B', size: 11, color: C.brand, width: cw - 8 });
    });
    y += 92 + 10;
  }
  const noteHeight = height(t.overviewNote, 8);
  room(noteHeight + 8);
  y = para(t.overviewNote, y, 8, C.muted) + 16;

  // The holdings and their gains, with a total per currency of the ones the overview adds up.
  const sub = (h: StatementHolding) => [h.fundCode, h.currency, ...(h.counted ? [] : [t.notCounted])].join(' · ');
  const known = (h: StatementHolding, v: number, format: (v: number) => string = money) => (h.valued ? format(v) : EMPTY);
  if (m.holdings.length > 0) {
    table(
      t.holdings,
      [
        { title: t.product, width: 165, align: 'left' },
        { title: t.status, width: 60, align: 'left' },
        { title: t.shares, width: 78, align: 'right' },
        { title: t.nav, width: 56, align: 'right' },
        { title: t.marketValue, width: 70, align: 'right' },
        { title: f.investmentCost, width: CW - 165 - 60 - 78 - 56 - 70, align: 'right' },
      ],
      [
        ...m.holdings.map((h) => ({
          cells: [h.fundName, t.state({ state: h.state, trusteeData: h.trust }), known(h, h.shares), h.nav.toFixed(4), known(h, h.marketValue), money(h.investmentCost)],
          sub: sub(h),
        })),
        ...m.totals.map((c) => ({ cells: [t.total(c.currency), '', '', '', money(c.marketValue), money(c.investmentCost)], bold: true, shade: true })),
      ],
    );
    table(
      t.gains,
      [
        { title: t.product, width: 165, align: 'left' },
        { title: f.unrealizedGain, width: 68, align: 'right' },
        { title: f.realizedGain, width: 68, align: 'right' },
        { title: f.realizedInPeriod, width: 64, align: 'right' },
        { title: f.gainLoss, width: 68, align: 'right' },
        { title: f.returnRate, width: CW - 165 - 68 - 68 - 64 - 68, align: 'right' },
      ],
      [
        ...m.holdings.map((h) => ({
          cells: [h.fundName, known(h, h.unrealizedGain), known(h, h.realizedGain), known(h, h.realizedInPeriod), known(h, h.gainLoss), known(h, h.returnRate, pct)],
          sub: sub(h),
        })),
        ...m.totals.map((c) => ({
          cells: [t.total(c.currency), money(c.unrealizedGain), money(c.realizedGain), money(c.realizedInPeriod), money(c.gainLoss), pct(c.returnRate)],
          bold: true,
          shade: true,
        })),
      ],
    );
  }

  // Cash that moved in the period, then each transaction.
  const fc = t.flowColumns;
  if (m.flows.length > 0) {
    const w = (CW - 80) / 4;
    table(
      t.flows,
      [
        { title: fc.currency, width: 80, align: 'left' },
        { title: fc.subscriptions, width: w, align: 'right' },
        { title: fc.redemptions, width: w, align: 'right' },
        { title: fc.dividends, width: w, align: 'right' },
        { title: fc.fees, width: w, align: 'right' },
      ],
      m.flows.map((x) => ({ cells: [x.currency, money(x.subscriptions), money(x.redemptions), money(x.dividends), money(x.fees)] })),
    );
  }
  const tc = t.transactionColumns;
  if (m.transactions.length === 0) {
    section(t.transactions, 20);
    put(t.noTransactions, L, y, { size: 9.5, color: C.muted });
    y += 30;
  } else {
    table(
      t.transactions,
      [
        { title: tc.date, width: 58, align: 'left' },
        { title: tc.product, width: 126, align: 'left' },
        { title: tc.type, width: 60, align: 'left' },
        { title: tc.amount, width: 84, align: 'right' },
        { title: tc.shares, width: 66, align: 'right' },
        { title: tc.nav, width: 52, align: 'right' },
        { title: tc.fee, width: CW - 58 - 126 - 60 - 84 - 66 - 52, align: 'right' },
      ],
      m.transactions.map((x) => ({
        cells: [x.tradeDate, x.fundName, x.typeLabel, `${x.currency} ${money(x.cashAmount)}`, money(x.shares), x.nav === null ? EMPTY : x.nav.toFixed(4), x.fee === null ? EMPTY : money(x.fee)],
      })),
    );
  }

  // The notes.
  section(t.notesTitle, 40);
  for (const note of t.notes) {
    room(height(note, 8.5) + 6);
    y = para(note, y, 8.5, C.muted) + 6;
  }

  // Every page's footer, now that the pages are counted.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.save().lineWidth(0.6).strokeColor(C.rule).moveTo(L, H - 46).lineTo(R, H - 46).stroke().restore();
    put(rt.demoNote, L, H - 38, { size: 8, color: C.muted });
    put(rt.page(i - start + 1, count), L, H - 38, { size: 8, color: C.muted, align: 'right', width: CW });
  }

  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Uint8Array) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}
