/**
 * What browsers load from signed addresses (services/signed-urls.ts) rather than through the API: videos and live
 * streams at /media/vod/{id}.mp4, files at /files/{fileId}/{name}. A missing, altered or expired signature answers
 * 403, an unknown video or file 404, both as a short text in the request's language (a player or a new tab shows
 * no JSON envelope). Videos answer byte ranges (206), as players ask for them to start and to seek. The public
 * site's case studies, brochures and reports are drawn here too, from the firm's documents, without a signature.
 *
 * The demo's videos are encoded on first use (services/demo-video.ts), as long as their seeded duration, in a worker
 * thread, which ends when the video is done: the encoder's memory leaves with it, and the bytes stay here (some
 * 2.5 KB a second).
 */
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LanguageType } from '../src/constants.ts';
import { videos } from './db/schema.ts';
import { langOf } from './routes/respond.ts';
import { DOCUMENTS, SITE_DOCUMENTS, type DocumentSeed } from './seed/documents.ts';
import { disposition, seededDocument, signedFile } from './services/client-files.ts';
import { reportPdf } from './services/report-files.ts';
import { AppError } from './services/errors.ts';
import { fileGrant, verify, vodGrant } from './services/signed-urls.ts';

const TEXT = {
  refused: { zh_CN: '链接无效或已过期，请回到页面重新打开。', en_US: 'The link is invalid or has expired; please open it again from the page.' },
  missing: { zh_CN: '未找到', en_US: 'Not found' },
} satisfies Record<string, Record<LanguageType, string>>;

function refuse(req: FastifyRequest, reply: FastifyReply, status: 403 | 404 | 416) {
  const text = TEXT[status === 403 ? 'refused' : 'missing'][langOf(req)];
  return reply.code(status).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(text);
}

/** The worker's file: the TypeScript source (run by Node's type stripping) or, in the built server, its bundle. */
const WORKER = import.meta.url.endsWith('.ts') ? new URL('./services/demo-video-worker.ts', import.meta.url) : new URL('./demo-video-worker.mjs', import.meta.url);

const encoded = new Map<string, Promise<Buffer>>();

/** The demo video's MP4, `seconds` long (its seeded duration), encoded once per process. */
export function demoVideoBytes(videoId: string, seconds: number): Promise<Buffer> {
  const key = `${videoId}/${seconds}`;
  let bytes = encoded.get(key);
  if (!bytes) {
    bytes = new Promise<Buffer>((resolve, reject) => {
      const worker = new Worker(WORKER, { workerData: { videoId, seconds } });
      worker.once('message', (data: Uint8Array) => resolve(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`demo video worker exited with ${code}`)));
    });
    // A failure is not kept: the next request tries again.
    bytes.catch(() => encoded.delete(key));
    encoded.set(key, bytes);
  }
  return bytes;
}

/**
 * The body, or the one range of it that the Range header asks for (RFC 9110 §14). A header that is not one
 * satisfiable-looking bytes range is ignored (the whole body, 200); a range that starts past the end answers 416.
 */
function sendRange(req: FastifyRequest, reply: FastifyReply, body: Buffer, type: string) {
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'no-store').type(type);
  const m = /^bytes=(\d*)-(\d*)$/.exec((req.headers.range ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return reply.header('Content-Length', body.length).send(body);
  const size = body.length;
  let start: number;
  let end: number;
  if (m[1] === '') {
    // A suffix: the last N bytes.
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || end < start) {
    reply.header('Content-Range', `bytes */${size}`);
    return refuse(req, reply, 416);
  }
  return reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(body.subarray(start, end + 1));
}

type Signed = { Querystring: { expires?: string; sig?: string } };

/**
 * The public site's own documents, at the addresses its pages link to: the case studies (/files/cases/case-<n>-<zh|
 * en>.pdf), the brochures (/files/brochures/<company|investment>-<zh|en>.pdf, and brochure-2021.pdf, whose page is
 * Chinese) and the China Insights reports (/files/reports/china-insights-<year>-<zh|en>.pdf). They are the firm's
 * documents (server/seed/documents.ts), drawn like the CMS files in the address's language and kept in the reports'
 * cache; they need no signature.
 */
function publicDocuments(): Map<string, { doc: DocumentSeed; lang: LanguageType }> {
  const cases = DOCUMENTS.filter((d) => d.category === 'investmentCase');
  const [company, investment] = DOCUMENTS.filter((d) => d.category === 'brochure');
  const out = new Map<string, { doc: DocumentSeed; lang: LanguageType }>();
  for (const [suffix, lang] of [['zh', 'zh_CN'], ['en', 'en_US']] as const) {
    cases.forEach((doc, i) => out.set(`/files/cases/case-${i + 1}-${suffix}.pdf`, { doc, lang }));
    out.set(`/files/brochures/company-${suffix}.pdf`, { doc: company, lang });
    out.set(`/files/brochures/investment-${suffix}.pdf`, { doc: investment, lang });
    out.set(`/files/reports/china-insights-2023-${suffix}.pdf`, { doc: SITE_DOCUMENTS.chinaInsights2023, lang });
    out.set(`/files/reports/china-insights-2022-${suffix}.pdf`, { doc: SITE_DOCUMENTS.chinaInsights2022, lang });
  }
  out.set('/files/brochures/brochure-2021.pdf', { doc: SITE_DOCUMENTS.brochure2021, lang: 'zh_CN' });
  return out;
}

export function registerMedia(app: FastifyInstance): void {
  for (const [path, { doc, lang }] of publicDocuments()) {
    app.get(path, async (req, reply) => {
      const model = seededDocument(doc, lang);
      const body = await reportPdf(model);
      reply.header('Content-Disposition', disposition('inline', `${model.title}.pdf`));
      return sendRange(req, reply, body, 'application/pdf');
    });
  }

  app.get<Signed & { Params: { file: string } }>('/media/vod/:file', async (req, reply) => {
    const m = /^([A-Za-z0-9_-]{1,64})\.mp4$/.exec(req.params.file);
    if (!m) return refuse(req, reply, 404);
    const videoId = m[1];
    if (!verify(vodGrant(videoId), req.query, app.ctx.clock.now())) return refuse(req, reply, 403);
    const [video] = await app.ctx.db.select({ id: videos.id, duration: videos.duration }).from(videos).where(eq(videos.id, videoId));
    if (!video) return refuse(req, reply, 404);
    return sendRange(req, reply, await demoVideoBytes(videoId, video.duration), 'video/mp4');
  });

  // Only a file of the contract (report-<n>, file-<n>) has a signed address: any other file the build puts under
  // /files/ is served as it is, by the static files behind this route.
  app.get<Signed & { Params: { fileId: string; name: string } }>('/files/:fileId(^(?:report|file)-[0-9]{1,9}$)/:name', async (req, reply) => {
    const { fileId, name } = req.params;
    if (!verify(fileGrant(fileId, name), req.query, app.ctx.clock.now())) return refuse(req, reply, 403);
    try {
      const file = await signedFile(app.ctx, fileId, name, langOf(req));
      reply.header('Content-Disposition', disposition('inline', file.name));
      return sendRange(req, reply, file.body, file.contentType);
    } catch (err) {
      if (err instanceof AppError) return refuse(req, reply, 404);
      throw err;
    }
  });
}
