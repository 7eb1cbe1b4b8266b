/**
 * Files: report PDFs rendered on the fly from the fund's NAV (file id report-<id>) and CMS files (file-<id>).
 * A report is only served inside the caller's scope (held funds, or partner products): another investor's file id
 * answers 4004 like an unknown one. A file is named after what the list shows (a report's title in the request's
 * language); fileLink signs an address with that name for a frame or a new tab (served by server/media.ts).
 */
import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { isoDay, utcDate, type Dayjs } from '../dates.ts';
import { cmsFiles, fundNavs, fundReports, funds, holdings } from '../db/schema.ts';
import { money, notFound, pageOf, paging, pick, requireInvestor, sessionOf, type PageQuery } from './client-access.ts';
import { REPORT_TYPES, reportTitle } from './client-assets.ts';
import { onePagePdf, type PdfLine } from './pdf.ts';
import type { SessionRow } from './sessions.ts';
import { fileUrl } from './signed-urls.ts';

export interface FileOut {
  name: string;
  contentType: string;
  body: Buffer;
}

const parseId = (fileId: string, prefix: string) => {
  const m = new RegExp(`^${prefix}-([0-9]{1,9})$`).exec(fileId);
  return m ? Number(m[1]) : undefined;
};

/** The first and the last day of `months` months from `first`. */
const monthsFrom = (first: Dayjs, months: number): [string, string] => [isoDay(first), isoDay(first.add(months - 1, 'month').endOf('month'))];

/** The days a report's period covers: "2024" (annual), "2024-03" (monthly), "2024Q1" (quarterly). */
function periodRange(type: string, period: string): [string, string] {
  if (type === 'annual') return monthsFrom(utcDate(`${period}-01-01`), 12);
  if (type === 'monthly') return monthsFrom(utcDate(`${period}-01`), 1);
  const [y, q] = period.split('Q').map(Number);
  return monthsFrom(utcDate(`${y}-01-01`).add((q - 1) * 3, 'month'), 3);
}

async function navAtOrBefore(ctx: AppContext, fundId: number, date: string) {
  const [row] = await ctx.db
    .select({ date: fundNavs.date, accNav: fundNavs.accNav, nav: fundNavs.nav })
    .from(fundNavs)
    .where(and(eq(fundNavs.fundId, fundId), lte(fundNavs.date, date)))
    .orderBy(desc(fundNavs.date))
    .limit(1);
  return row;
}

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

/**
 * The report as a PDF named after its title. `session` is the caller, whose scope is checked; 'signed' is an
 * address signed by fileLink, whose caller's scope was checked when it was signed; `named` is then the title the
 * address carries (the name it was signed with, in the language of that call).
 */
async function reportFile(ctx: AppContext, session: SessionRow | 'signed', reportId: number, lang: LanguageType, named?: string): Promise<FileOut> {
  const [row] = await ctx.db
    .select({ r: fundReports, f: funds })
    .from(fundReports)
    .innerJoin(funds, eq(funds.id, fundReports.fundId))
    .where(eq(fundReports.id, reportId));
  if (!row) throw notFound();
  const { r, f } = row;
  if (session === 'signed') {
    // Checked when the address was signed.
  } else if (session.currentIdType === 3) {
    if (!f.partnerOffered) throw notFound();
  } else {
    requireInvestor(session);
    const [held] = await ctx.db.select({ id: holdings.id }).from(holdings).where(and(eq(holdings.userId, session.userId), eq(holdings.fundId, f.id)));
    if (!held) throw notFound();
  }
  const [from, to] = periodRange(r.type, r.period);
  const [start, end, first] = await Promise.all([
    navAtOrBefore(ctx, f.id, from),
    navAtOrBefore(ctx, f.id, to),
    ctx.db.select({ accNav: fundNavs.accNav }).from(fundNavs).where(eq(fundNavs.fundId, f.id)).orderBy(asc(fundNavs.date)).limit(1),
  ]);
  const label = REPORT_TYPES.find(([v]) => v === r.type)?.[2] ?? 'Report';
  const lines: PdfLine[] = [
    { text: 'Harbourline Capital', size: 18 },
    { text: `${label} ${r.period}`, size: 14, gap: 6 },
    { text: f.nameEn, size: 12, gap: 4 },
    { text: `Fund code: ${f.code}    Currency: ${f.currency}    Inception: ${f.inceptionDate}`, gap: 10 },
    { text: `Net value per share at ${end?.date ?? '-'}: ${end?.nav.toFixed(4) ?? '-'}` },
    { text: `Accumulated net value: ${end?.accNav.toFixed(4) ?? '-'}` },
    { text: `Return over the period: ${start && end ? pct(end.accNav / start.accNav - 1) : '-'}` },
    { text: `Return since inception: ${end && first[0] ? pct(end.accNav / first[0].accNav - 1) : '-'}` },
    { text: `Assets under management (${f.aumDate}): ${f.currency} ${money(f.aum).toLocaleString('en-US')}` },
    { text: `Published ${r.date}. Fictional demo data; past performance is no guide to future returns.`, size: 9, gap: 20 },
  ];
  const title = named ?? reportTitle(f, r.type, r.period, lang);
  return { name: `${fileNameOf(title)}.pdf`, contentType: 'application/pdf', body: onePagePdf(lines, title) };
}

/** A title as a file name: characters no file system takes (and control characters) become '_'. */
const fileNameOf = (title: string) =>
  Array.from(title, (c) => (/[\\/:*?"<>|]/.test(c) || c.charCodeAt(0) < 0x20 || c === '\u007f' ? '_' : c)).join('').trim() || 'file';

type CmsFile = typeof cmsFiles.$inferSelect;

const cmsPdf = (file: CmsFile) =>
  onePagePdf([
    { text: 'Harbourline Capital', size: 18 },
    { text: file.nameEn, size: 14, gap: 6 },
    { text: `Published ${file.publishDate}`, gap: 6 },
    { text: 'Fictional demo document generated by the server.', size: 9, gap: 20 },
  ]);

async function cmsFile(ctx: AppContext, id: number, publicOnly: boolean, lang: LanguageType): Promise<FileOut> {
  const [file] = await ctx.db.select().from(cmsFiles).where(eq(cmsFiles.id, id));
  if (!file || (publicOnly && !file.isPublic)) throw notFound();
  return { name: `${pick(lang, file.nameZh, file.nameEn)}.pdf`, contentType: 'application/pdf', body: cmsPdf(file) };
}

export async function resolveFile(ctx: AppContext, session: SessionRow | undefined, fileId: string, lang: LanguageType): Promise<FileOut> {
  return fileFor(ctx, sessionOf(session), fileId, lang);
}

async function fileFor(ctx: AppContext, caller: SessionRow | 'signed', fileId: string, lang: LanguageType, named?: string): Promise<FileOut> {
  const reportId = parseId(fileId, 'report');
  if (reportId !== undefined) return reportFile(ctx, caller, reportId, lang, named);
  const cmsId = parseId(fileId, 'file');
  if (cmsId !== undefined) return cmsFile(ctx, cmsId, false, lang);
  throw notFound();
}

const FILE_LINK_TTL_MS = 10 * 60_000;

/** fileLink: the caller's file (checked as for a preview) at a signed address that ends with its name. */
export async function fileLink(ctx: AppContext, session: SessionRow | undefined, fileId: string, lang: LanguageType): Promise<Schemas['FileLink']> {
  const file = await resolveFile(ctx, session, fileId, lang);
  return { ...fileUrl(fileId, file.name, ctx.clock.now(), FILE_LINK_TTL_MS), name: file.name };
}

/**
 * The file of a signed address (server/media.ts has checked the signature), under the name the address carries;
 * a report's title is that name without ".pdf".
 */
export async function signedFile(ctx: AppContext, fileId: string, name: string, lang: LanguageType): Promise<FileOut> {
  const file = await fileFor(ctx, 'signed', fileId, lang, name.replace(/\.pdf$/i, ''));
  return { ...file, name };
}

export async function resolvePublicFile(ctx: AppContext, fileId: string, lang: LanguageType): Promise<FileOut> {
  const cmsId = parseId(fileId, 'file');
  if (cmsId === undefined) throw notFound();
  return cmsFile(ctx, cmsId, true, lang);
}

/** The renderer is deterministic, so the size is that of the PDF a download would get. */
export const fileEntry = (f: CmsFile, lang: LanguageType): Schemas['FileEntry'] => ({
  fileId: `file-${f.id}`,
  name: `${pick(lang, f.nameZh, f.nameEn)}.pdf`,
  contentType: 'application/pdf',
  size: cmsPdf(f).length,
  category: f.category,
  publishDate: f.publishDate,
});

export async function publicFiles(ctx: AppContext, q: PageQuery & { category?: string }, lang: LanguageType): Promise<Schemas['FileEntryPage']> {
  const p = paging(q);
  const where = and(eq(cmsFiles.isPublic, true), q.category ? eq(cmsFiles.category, q.category) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(cmsFiles).where(where).orderBy(asc(cmsFiles.category), desc(cmsFiles.publishDate), asc(cmsFiles.id)).limit(p.limit).offset(p.offset),
    ctx.db.select({ n: count() }).from(cmsFiles).where(where),
  ]);
  return pageOf(rows.map((f) => fileEntry(f, lang)), n, p);
}

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name. */
export const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
