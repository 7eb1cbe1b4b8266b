/**
 * A tiny dependency-free PDF writer: one A4 page of Helvetica text lines, for the CMS's demo files (report PDFs have a
 * renderer of their own, server/services/report-pdf.ts). The text is ASCII (the standard fonts carry no CJK glyphs),
 * other characters become '?'. The document's title (its Info dictionary, which viewers show in their title bar) may
 * be any text: it is written as UTF-16.
 */
export interface PdfLine {
  text: string;
  size?: number;
  /** Extra space before the line, in points. */
  gap?: number;
}

const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

/** A PDF text string in UTF-16BE with its byte order mark, as hex: any character, nothing to escape. */
const utf16Hex = (s: string) => {
  const bytes = Buffer.from(s, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
};

export function onePagePdf(lines: PdfLine[], title?: string): Buffer {
  let y = 800;
  const ops = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.5;
    ops.push(`/F1 ${size} Tf`, `1 0 0 1 56 ${y.toFixed(1)} Tm`, `(${escape(line.text)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    ...(title === undefined ? [] : [`<< /Title ${utf16Hex(title)} >>`]),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const info = title === undefined ? '' : ` /Info ${objects.length} 0 R`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
