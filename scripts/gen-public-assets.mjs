// Generates the public site's remaining small PDFs (the 2021 brochure, the China Insights reports) for the fictional
// Harbourline Capital. Run `node scripts/gen-public-assets.mjs`; the output under public/files is committed. The
// investment cases and the company and investment brochures are the firm's documents (server/seed/documents.ts),
// drawn by the server at their public addresses (server/media.ts). The illustrations under public/images are
// hand-written SVG files of their own, edited directly, not generated here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const out = (path, content) => {
  const file = join('public', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** A one-page PDF (Helvetica, ASCII text): enough to open, print and check a download. */
function pdf(lines) {
  const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 56 ${760 - i * 28} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

const NOTE = 'Fictional content written for a demo project. Not investment advice.';
out('files/brochures/brochure-2021.pdf', pdf(['Harbourline Capital - brochure-2021', NOTE]));
for (const name of ['china-insights-2023-zh', 'china-insights-2023-en', 'china-insights-2022-zh', 'china-insights-2022-en']) {
  out(`files/reports/${name}.pdf`, pdf([`Harbourline Capital - ${name}`, 'CIO View / Macro View / Investment Themes / ESG / Business Updates', NOTE]));
}
console.log('public assets written');
