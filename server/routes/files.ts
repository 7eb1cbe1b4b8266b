/** Tag `files`: report PDFs and CMS files; binary on success, the JSON envelope (error handler) on failure. */
import type { FastifyReply } from 'fastify';
import type { PageQuery } from '../services/client-access.ts';
import { disposition, fileLink, publicFiles, resolveFile, resolvePublicFile, type FileOut } from '../services/client-files.ts';
import { ctxOf, langOf, ok, type Handlers } from './respond.ts';

const fileIdOf = (req: { query: unknown }) => (req.query as { fileId: string }).fileId;

function sendFile(reply: FastifyReply, file: FileOut, kind: 'inline' | 'attachment') {
  return reply
    .type(kind === 'inline' ? file.contentType : 'application/octet-stream')
    .header('Content-Disposition', disposition(kind, file.name))
    .send(file.body);
}

export const files = {
  async preview(req, reply) {
    return sendFile(reply, await resolveFile(ctxOf(req), req.session, fileIdOf(req), langOf(req)), 'inline');
  },
  async fileDownload(req, reply) {
    return sendFile(reply, await resolveFile(ctxOf(req), req.session, fileIdOf(req), langOf(req)), 'attachment');
  },
  async fileLink(req) {
    return ok(req, await fileLink(ctxOf(req), req.session, fileIdOf(req), langOf(req)));
  },
  async publicFileList(req) {
    return ok(req, await publicFiles(ctxOf(req), req.query as PageQuery & { category?: string }, langOf(req)));
  },
  async publicFileDownload(req, reply) {
    return sendFile(reply, await resolvePublicFile(ctxOf(req), fileIdOf(req), langOf(req)), 'attachment');
  },
} satisfies Handlers;
