// Generates the public site's placeholder images (SVG) and small PDFs (investment cases, brochures, reports) for
// the fictional Harbourline Capital. Run `node scripts/gen-public-assets.mjs`; the output under public/ is committed.
// Everything is drawn here: no real firm's logo, photo or wording.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const out = (path, content) => {
  const file = join('public', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const PALETTE = ['#291955', '#372271', '#462c8d', '#5638a8', '#6d50c0', '#1f4e5f', '#2f6f5e', '#7a4b2a'];

function scene(seed, w = 1440, h = 480) {
  const c1 = PALETTE[seed % PALETTE.length];
  const c2 = PALETTE[(seed + 3) % PALETTE.length];
  const waves = [0, 1, 2]
    .map((i) => {
      const y = h * (0.55 + i * 0.12);
      return `<path d="M0 ${y} C ${w * 0.25} ${y - 40 - seed * 3}, ${w * 0.5} ${y + 40}, ${w} ${y - 20} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" fill-opacity="${0.08 + i * 0.06}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.8}" cy="${h * 0.3}" r="${h * 0.12}" fill="#f6d58e" fill-opacity="0.7"/>${waves}</svg>`;
}

function portrait(seed) {
  const bg = PALETTE[seed % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${bg}"/><circle cx="60" cy="46" r="22" fill="#e8e1f7"/><path d="M20 120 C 24 84, 96 84, 100 120 Z" fill="#e8e1f7"/></svg>`;
}

for (const [name, seed] of [['banner-home', 0], ['banner-careers', 2], ['banner-investment', 4], ['banner-report', 6], ['sustainability', 5]]) {
  out(`images/${name}.svg`, scene(seed));
}
for (let i = 1; i <= 8; i++) out(`images/team-${i}.svg`, portrait(i));
for (let i = 1; i <= 4; i++) out(`images/tile-${i}.svg`, scene(i + 1, 400, 300));
for (let i = 1; i <= 10; i++) out(`images/case-${i}.svg`, scene(i, 400, 160));
for (const [name, seed] of [['brochure-2021', 1], ['brochure-company', 3], ['brochure-investment', 7], ['maintenance', 2]]) {
  out(`images/${name}.svg`, scene(seed, 800, 400));
}

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
for (let i = 1; i <= 10; i++) {
  for (const lang of ['zh', 'en']) {
    if (lang === 'en' && i > 8) continue; // two English slots stay empty (SPEC.md section 9)
    out(`files/cases/case-${i}-${lang}.pdf`, pdf([`Harbourline Capital - Investment case ${i}`, `Language: ${lang}`, NOTE]));
  }
}
for (const name of ['brochure-2021', 'company-zh', 'company-en', 'investment-zh', 'investment-en']) {
  out(`files/brochures/${name}.pdf`, pdf([`Harbourline Capital - ${name}`, NOTE]));
}
for (const name of ['china-insights-2023-zh', 'china-insights-2023-en', 'china-insights-2022-zh', 'china-insights-2022-en']) {
  out(`files/reports/${name}.pdf`, pdf([`Harbourline Capital - ${name}`, 'CIO View / Macro View / Investment Themes / ESG / Business Updates', NOTE]));
}
console.log('public assets written');
