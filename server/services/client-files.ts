/**
 * Files: report PDFs rendered from the fund's figures (file id report-<id>; server/services/report-files.ts) and CMS
 * files (file-<id>), the firm's documents rendered the same way (document-pdf.ts).
 * A report is only served inside the caller's scope (held funds, or partner products): another investor's file id
 * answers 4004 like an unknown one. A file is named after what the list shows (a report's title in the request's
 * language); fileLink signs an address with that name for a frame or a new tab (served by server/media.ts).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { LANGUAGE_TYPE, type LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { cmsFiles, fundReports, funds, holdings } from '../db/schema.ts';
import { notFound, pageOf, paging, pick, requireInvestor, sessionOf, type PageQuery } from './client-access.ts';
import { reportTitle } from './client-assets.ts';
import { DOCUMENT_NOTICES, DOCUMENTS, type DocumentSeed } from '../seed/documents.ts';
import type { DocumentModel } from './document-model.ts';
import { pdfsOf, reportModel, reportPdf } from './report-files.ts';
import type { SessionRow } from './sessions.ts';
import { fileUrl } from './signed-urls.ts';

export interface FileOut {
  name: string;
  contentType: string;
  body: Buffer;
}

/** A file found and allowed, its body made when asked for (a report's PDF may have to be rendered). */
interface Resolved {
  name: string;
  contentType: string;
  body: () => Promise<Buffer>;
}

const parseId = (fileId: string, prefix: string) => {
  const m = new RegExp(`^${prefix}-([0-9]{1,9})$`).exec(fileId);
  return m ? Number(m[1]) : undefined;
};

/**
 * The report as a PDF named after its title, in the language of that title. `session` is the caller, whose scope is
 * checked; 'signed' is an address signed by fileLink, whose caller's scope was checked when it was signed; `named` is
 * then the title the address carries (the name it was signed with, in the language of that call), and the report is
 * written in the language of that name.
 */
async function reportFile(ctx: AppContext, session: SessionRow | 'signed', reportId: number, lang: LanguageType, named?: string): Promise<Resolved> {
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
  const language = named === undefined ? lang : (LANGUAGES.find((l) => reportTitle(f, r.type, r.period, l) === named) ?? lang);
  const title = named ?? reportTitle(f, r.type, r.period, language);
  return {
    name: `${fileNameOf(title)}.pdf`,
    contentType: 'application/pdf',
    body: async () => reportPdf(await reportModel(ctx, f, r, language, title)),
  };
}

/** A title as a file name: characters no file system takes (and control characters) become '_'. */
const fileNameOf = (title: string) =>
  Array.from(title, (c) => (/[\\/:*?"<>|]/.test(c) || c.charCodeAt(0) < 0x20 || c === '\u007f' ? '_' : c)).join('').trim() || 'file';

type CmsFile = typeof cmsFiles.$inferSelect;

/**
 * A CMS file's document, in `lang`: the demo has no file store, so the body is the firm's document of that name
 * (server/seed/documents.ts); a file that names none gets a cover page with its name.
 */
function documentModel(file: CmsFile, lang: LanguageType): DocumentModel {
  const found = DOCUMENTS.find((d) => d.category === file.category && d.zh.title === file.nameZh);
  if (found) return { ...seededDocument(found, lang), title: pick(lang, file.nameZh, file.nameEn), published: file.publishDate };
  const notice = DOCUMENT_NOTICES.other;
  return {
    kind: 'document',
    lang,
    title: pick(lang, file.nameZh, file.nameEn),
    label: pick(lang, '泓岸资本资料', 'Harbourline Capital document'),
    summary: '',
    published: file.publishDate,
    sections: [],
    notice: lang === 'en_US' ? notice.en : notice.zh,
  };
}

/** One of the firm's documents (server/seed/documents.ts) in `lang`, as the PDF renderer takes it. */
export function seededDocument(doc: DocumentSeed, lang: LanguageType): DocumentModel {
  const text = lang === 'en_US' ? doc.en : doc.zh;
  const notice = DOCUMENT_NOTICES[doc.category];
  return {
    kind: 'document',
    lang,
    title: text.title,
    label: text.label,
    summary: text.summary,
    published: doc.date,
    sections: text.sections,
    notice: lang === 'en_US' ? notice.en : notice.zh,
  };
}

const cmsName = (file: CmsFile, lang: LanguageType) => `${fileNameOf(pick(lang, file.nameZh, file.nameEn))}.pdf`;

async function cmsFile(ctx: AppContext, id: number, publicOnly: boolean, lang: LanguageType, named?: string): Promise<Resolved> {
  const [file] = await ctx.db.select().from(cmsFiles).where(eq(cmsFiles.id, id));
  if (!file || (publicOnly && !file.isPublic)) throw notFound();
  // A signed address carries the name it was signed with: the document is in that name's language.
  const language = named === undefined ? lang : (LANGUAGES.find((l) => cmsName(file, l) === `${named}.pdf`) ?? lang);
  return { name: cmsName(file, language), contentType: 'application/pdf', body: () => reportPdf(documentModel(file, language)) };
}

const LANGUAGES = Object.values(LANGUAGE_TYPE);

const withBody = async (file: Resolved): Promise<FileOut> => ({ name: file.name, contentType: file.contentType, body: await file.body() });

export async function resolveFile(ctx: AppContext, session: SessionRow | undefined, fileId: string, lang: LanguageType): Promise<FileOut> {
  return withBody(await fileFor(ctx, sessionOf(session), fileId, lang));
}

async function fileFor(ctx: AppContext, caller: SessionRow | 'signed', fileId: string, lang: LanguageType, named?: string): Promise<Resolved> {
  const reportId = parseId(fileId, 'report');
  if (reportId !== undefined) return reportFile(ctx, caller, reportId, lang, named);
  const cmsId = parseId(fileId, 'file');
  if (cmsId !== undefined) return cmsFile(ctx, cmsId, false, lang, named);
  throw notFound();
}

const FILE_LINK_TTL_MS = 10 * 60_000;

/**
 * fileLink: the caller's file (checked as for a preview) at a signed address that ends with its name. The file is
 * rendered when the address is loaded, not here.
 */
export async function fileLink(ctx: AppContext, session: SessionRow | undefined, fileId: string, lang: LanguageType): Promise<Schemas['FileLink']> {
  const file = await fileFor(ctx, sessionOf(session), fileId, lang);
  return { ...fileUrl(fileId, file.name, ctx.clock.now(), FILE_LINK_TTL_MS), name: file.name };
}

/**
 * The file of a signed address (server/media.ts has checked the signature), under the name the address carries;
 * a report's title is that name without ".pdf".
 */
export async function signedFile(ctx: AppContext, fileId: string, name: string, lang: LanguageType): Promise<FileOut> {
  const file = await fileFor(ctx, 'signed', fileId, lang, name.replace(/\.pdf$/i, ''));
  return { ...(await withBody(file)), name };
}

export async function resolvePublicFile(ctx: AppContext, fileId: string, lang: LanguageType): Promise<FileOut> {
  const cmsId = parseId(fileId, 'file');
  if (cmsId === undefined) throw notFound();
  return withBody(await cmsFile(ctx, cmsId, true, lang));
}

/**
 * The files as the lists show them. The renderer is deterministic, so each size is that of the PDF a download gets:
 * the documents not rendered yet are rendered (together) and kept for the downloads.
 */
export async function fileEntries(files: CmsFile[], lang: LanguageType): Promise<Schemas['FileEntry'][]> {
  const pdfs = await pdfsOf(files.map((f) => documentModel(f, lang)));
  return files.map((f, i) => ({
    fileId: `file-${f.id}`,
    name: cmsName(f, lang),
    contentType: 'application/pdf',
    size: pdfs[i].length,
    category: f.category,
    publishDate: f.publishDate,
  }));
}

export async function publicFiles(ctx: AppContext, q: PageQuery & { category?: string }, lang: LanguageType): Promise<Schemas['FileEntryPage']> {
  const p = paging(q);
  const where = and(eq(cmsFiles.isPublic, true), q.category ? eq(cmsFiles.category, q.category) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(cmsFiles).where(where).orderBy(asc(cmsFiles.category), desc(cmsFiles.publishDate), asc(cmsFiles.id)).limit(p.limit).offset(p.offset),
    ctx.db.select({ n: count() }).from(cmsFiles).where(where),
  ]);
  return pageOf(await fileEntries(rows, lang), n, p);
}

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name. */
export const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
