/** Tag `qa`: the caller's questions, replies and read state. */
import type { Schemas } from '../api-types.ts';
import { sessionOf, type PageQuery } from '../services/client-access.ts';
import { ask, markRead, questionDetail, questionPage, readState, reply } from '../services/client-qa.ts';
import { forbidden } from '../services/errors.ts';
import { ctxOf, ok, type Handlers } from './respond.ts';

export const qa = {
  async qaList(req) {
    return ok(req, await questionPage(ctxOf(req), sessionOf(req.session).userId, req.query as PageQuery));
  },
  async findone(req) {
    const { id } = req.query as { id: string };
    return ok(req, await questionDetail(ctxOf(req), sessionOf(req.session).userId, id));
  },
  async addQaReply(req) {
    return ok(req, await reply(ctxOf(req), sessionOf(req.session).userId, req.body as Schemas['QaReplyRequest']));
  },
  async addQaInfo(req) {
    return ok(req, await ask(ctxOf(req), sessionOf(req.session).userId, req.body as Schemas['QaCreateRequest']));
  },
  async findRead(req) {
    return ok(req, await readState(ctxOf(req), sessionOf(req.session).userId));
  },
  async updateRead(req) {
    await markRead(ctxOf(req), sessionOf(req.session).userId, (req.body as Schemas['QaReadRequest']).qaId);
    return ok(req, null);
  },
  async getFindReadMessage(req) {
    const s = sessionOf(req.session);
    // appUserId is named by the spec but never trusted: it must be the token's user.
    if ((req.query as { appUserId: string }).appUserId !== String(s.userId)) throw forbidden();
    return ok(req, (await readState(ctxOf(req), s.userId)).unreadCount);
  },
} satisfies Handlers;
