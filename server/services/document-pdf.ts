/**
 * A CMS document as a PDF (pdfkit), set in the reports' embedded Noto Sans SC (report-pdf.ts): a cover band with the
 * firm, what the document is and its title, the standfirst and date, then its sections over as many A4 pages as they
 * take, each page with the running header and a footer that numbers it, and the closing notice. Like a report, the
 * output depends on the model alone (the creation date is the publication day), so the same model gives the same
 * bytes; it is rendered in the reports' child process (report-pdf-child.ts) and kept in their cache.
 */
import type { DocumentModel } from './document-model.ts';
import { openFirmPdf, type ReportFonts } from './report-pdf.ts';
import { longDate, reportText } from './report-text.ts';

const W = 595.28;
const H = 841.89;
const L = 64;
const R = W - 64;
const CW = R - L;
/** Text stops above the footer's rule. */
const BOTTOM = H - 70;
const TOP = 84;

const C = { band: '#291955', brand: '#462c8d', fund: '#5638a8', onBand: '#cec4f0', gold: '#e9b949', text: '#27272a', muted: '#52525b', rule: '#e4e4e7' };

const PUBLISHED = { zh_CN: (date: string) => `发布日期：${date}`, en_US: (date: string) => `Published ${date}` } as const;

export function renderDocumentPdf(m: DocumentModel, fonts: ReportFonts): Promise<Buffer> {
  const t = reportText(m.lang);
  const features = m.lang === 'en_US' ? ['pwid'] : undefined;
  const doc = openFirmPdf({ lang: m.lang, title: m.title, date: m.published, fonts, bufferPages: true });
  const gap = m.lang === 'en_US' ? 4 : 6;

  /** Wrapped text at (L, y); returns the y below it. */
  const para = (text: string, y: number, size: number, o: { font?: 'R' | 'B'; color?: string; x?: number; width?: number; lineGap?: number } = {}) => {
    doc.font(o.font ?? 'R').fontSize(size).fillColor(o.color ?? C.text);
    doc.text(text, o.x ?? L, y, { width: o.width ?? CW, lineGap: o.lineGap ?? gap, features });
    return doc.y;
  };
  const height = (text: string, size: number, font: 'R' | 'B' = 'R', lineGap = gap) => {
    doc.font(font).fontSize(size);
    return doc.heightOfString(text, { width: CW, lineGap, features });
  };
  const page = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.font('B').fontSize(9.5).fillColor(C.brand).text(t.brand, L, 40, { lineBreak: false, features });
    const brandWidth = doc.widthOfString(t.brand, { features });
    const room = CW - brandWidth - 24;
    doc.font('R').fontSize(8.5);
    const size = Math.max(6, Math.min(8.5, (8.5 * room) / Math.max(1, doc.widthOfString(m.title, { features }))));
    doc.fontSize(size).fillColor(C.muted);
    doc.text(m.title, L + brandWidth + 24, 41, { width: room, align: 'right', lineBreak: false, features });
    doc.save().lineWidth(0.6).strokeColor(C.rule).moveTo(L, 58).lineTo(R, 58).stroke().restore();
    return TOP;
  };

  // The cover: a band with the firm, the kind of document and its title; the standfirst and the date below it.
  doc.addPage({ size: 'A4', margin: 0 });
  doc.save().rect(0, 0, W, 250).fill(C.band).restore();
  doc.save().rect(L, 96, 36, 3).fill(C.gold).restore();
  doc.font('B').fontSize(15).fillColor('#ffffff').text(t.brand, L, 52, { lineBreak: false, features });
  doc.font('R').fontSize(11.5).fillColor(C.onBand).text(m.label, L, 110, { lineBreak: false, features });
  doc.font('B').fontSize(24).fillColor('#ffffff').text(m.title, L, 134, { width: CW, lineGap: 4, features });
  let y = para(m.summary, 280, 12.5, { color: C.text, lineGap: gap + 1 }) + 12;
  y = para(PUBLISHED[m.lang](longDate(m.published, m.lang)), y, 9.5, { color: C.muted }) + 26;

  for (const section of m.sections) {
    // A heading keeps its first paragraph with it.
    const first = section.paragraphs[0] ?? '';
    if (y + 30 + Math.min(height(first, 10.5), 120) > BOTTOM) y = page();
    doc.save().rect(L, y + 2, 3, 13).fill(C.fund).restore();
    y = para(section.heading, y, 13, { font: 'B', x: L + 11, width: CW - 11, lineGap: 2 }) + 10;
    for (const text of section.paragraphs) {
      if (y + height(text, 10.5) > BOTTOM) y = page();
      y = para(text, y, 10.5) + 10;
    }
    y += 12;
  }

  if (y + 24 + height(m.notice, 8.5, 'R', 3) > BOTTOM) y = page();
  doc.save().lineWidth(0.6).strokeColor(C.rule).moveTo(L, y).lineTo(R, y).stroke().restore();
  para(m.notice, y + 12, 8.5, { color: C.muted, lineGap: 3 });

  // Every page's footer, now that the pages are counted.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.save().lineWidth(0.6).strokeColor(C.rule).moveTo(L, H - 52).lineTo(R, H - 52).stroke().restore();
    doc.font('R').fontSize(8).fillColor(C.muted);
    doc.text(t.demoNote, L, H - 42, { lineBreak: false, features });
    doc.text(t.page(i - start + 1, count), L, H - 42, { width: CW, align: 'right', lineBreak: false, features });
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
