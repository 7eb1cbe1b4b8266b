/** Tags `content` and `live`: news columns, articles, activities, announcements, videos, live events. */
import type { Schemas } from '../api-types.ts';
import { sessionOf, type PageQuery } from '../services/client-access.ts';
import {
  activityDetail,
  activityPage,
  articleDetail,
  columnArticles,
  columnKey,
  currentNotices,
  exclusiveArticles,
  liveEventPage,
  liveTicket,
  playInfo,
  searchArticles,
  videoPage,
  visibleTo,
} from '../services/client-content.ts';
import { languageOf } from '../services/messages.ts';
import { ctxOf, langOf, ok, type Handlers } from './respond.ts';

type Q = PageQuery & { id: string; columnId: string; videoId: string; title: string; languageType?: string };
const q = (req: { query: unknown }) => req.query as Q;

export const content = {
  async cmsActivityGetList(req) {
    return ok(req, await activityPage(ctxOf(req), q(req), langOf(req), true));
  },
  async psnColumnGetList(req) {
    sessionOf(req.session);
    const column = await columnKey(ctxOf(req), q(req).columnId);
    return ok(req, await columnArticles(ctxOf(req), column, q(req), langOf(req)));
  },
  async psnColumnSelectArticleById(req) {
    sessionOf(req.session);
    return ok(req, await articleDetail(ctxOf(req), q(req).id, langOf(req), { identified: true, exclusiveOnly: false }));
  },
  async exclusiveGetIdentityInfo(req) {
    const identified = visibleTo(req.session);
    const data: Schemas['ExclusiveIdentity'] = { identified, currentIdType: (identified ? req.session!.currentIdType : 0) as Schemas['IdentityType'] };
    return ok(req, data);
  },
  async exclusiveGetList(req) {
    return ok(req, await exclusiveArticles(ctxOf(req), q(req), langOf(req)));
  },
  async exclusiveSelectArticleById(req) {
    return ok(req, await articleDetail(ctxOf(req), q(req).id, langOf(req), { identified: visibleTo(req.session), exclusiveOnly: true }));
  },
  async exclusiveGetPlayInfo(req) {
    return ok(req, await playInfo(ctxOf(req), q(req).videoId, visibleTo(req.session)));
  },
  async psnActivityGetList(req) {
    sessionOf(req.session);
    return ok(req, await activityPage(ctxOf(req), q(req), langOf(req), false));
  },
  async selectActivityAndChildren(req) {
    sessionOf(req.session);
    return ok(req, await activityDetail(ctxOf(req), q(req).id, langOf(req)));
  },
  async ossVodList(req) {
    return ok(req, await videoPage(ctxOf(req), q(req), langOf(req), visibleTo(req.session)));
  },
  async ossVodGetPlayInfo(req) {
    return ok(req, await playInfo(ctxOf(req), q(req).videoId, visibleTo(req.session)));
  },
  async getListByTitle(req) {
    sessionOf(req.session);
    const lang = q(req).languageType ? languageOf(q(req).languageType) : langOf(req);
    return ok(req, await searchArticles(ctxOf(req), q(req).title, q(req), lang));
  },
  async getFindNotice(req) {
    sessionOf(req.session);
    return ok(req, await currentNotices(ctxOf(req), langOf(req)));
  },
  async event(req) {
    return ok(req, await liveEventPage(ctxOf(req), q(req), langOf(req)));
  },
  async vhall(req) {
    const { eventId } = req.body as Schemas['LiveTicketRequest'];
    return ok(req, await liveTicket(ctxOf(req), eventId, visibleTo(req.session), langOf(req)));
  },
} satisfies Handlers;
