/** News columns, articles, activities, announcements, videos and live events, in the request's language. */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { RESULT_CODE, type LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { perDb } from '../db/prepared.ts';
import { activities, announcements, articles, cmsFiles, liveEvents, menuColumns, videos } from '../db/schema.ts';
import { isoDay } from '../dates.ts';
import { AppError } from './errors.ts';
import { notFound, pageOf, paging, pick, type PageQuery } from './client-access.ts';
import { fileEntries } from './client-files.ts';
import { vodUrl } from './signed-urls.ts';

type S = Schemas;
type Article = typeof articles.$inferSelect;
type Activity = typeof activities.$inferSelect;

export const locked = () => new AppError(RESULT_CODE.forbidden, 'contentLocked');
const idOf = (id: string) => (/^[0-9]{1,9}$/.test(id) ? Number(id) : -1);

/** Menu paths of the content columns; a column id of the menu or the key itself selects one. */
const COLUMN_OF_PATH: Record<string, string> = { '/companyNews': 'news', '/investment': 'investment', '/enterSpring': 'enter' };
const COLUMN_KEYS = ['news', 'investment', 'enter'];

export async function columnKey(ctx: AppContext, columnId: string): Promise<string> {
  if (COLUMN_KEYS.includes(columnId)) return columnId;
  if (!/^[0-9]{1,9}$/.test(columnId)) throw notFound();
  const [row] = await ctx.db.select({ content: menuColumns.content }).from(menuColumns).where(eq(menuColumns.columnId, Number(columnId))).limit(1);
  const key = row && COLUMN_OF_PATH[row.content];
  if (!key) throw notFound();
  return key;
}

const articleSummary = (a: Pick<Article, 'id' | 'titleZh' | 'titleEn' | 'summaryZh' | 'summaryEn' | 'publishDate' | 'cover' | 'column' | 'videoId'>, lang: LanguageType): S['ArticleSummary'] => ({
  id: String(a.id),
  title: pick(lang, a.titleZh, a.titleEn),
  summary: pick(lang, a.summaryZh, a.summaryEn),
  publishDate: a.publishDate,
  cover: a.cover,
  columnId: a.column,
  hasVideo: a.videoId !== null,
});

/**
 * Pages of article summaries, newest first: what a summary shows (not the articles' content) and the total from a
 * window count, in one statement (the lists are short; a page past the end counts apart).
 */
const articleStatements = perDb((db) => {
  const page = (where: SQL | undefined, name: string) =>
    db
      .select({
        id: articles.id,
        titleZh: articles.titleZh,
        titleEn: articles.titleEn,
        summaryZh: articles.summaryZh,
        summaryEn: articles.summaryEn,
        publishDate: articles.publishDate,
        cover: articles.cover,
        column: articles.column,
        videoId: articles.videoId,
        total: sql<number>`count(*) over()`.mapWith(Number),
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const searched = inArray(articles.column, ['news', 'investment']);
  return {
    inColumn: page(eq(articles.column, sql.placeholder('column')), 'hl_articles_column'),
    searchZh: page(and(searched, ilike(articles.titleZh, sql.placeholder('like'))), 'hl_articles_search_zh'),
    searchEn: page(and(searched, ilike(articles.titleEn, sql.placeholder('like'))), 'hl_articles_search_en'),
  };
});

type ArticlePageStatement = ReturnType<typeof articleStatements>['inColumn'];

async function articlePage(
  ctx: AppContext,
  statement: ArticlePageStatement,
  params: { column: string } | { like: string },
  countWhere: SQL | undefined,
  q: PageQuery,
  lang: LanguageType,
): Promise<S['ArticleSummaryPage']> {
  const p = paging(q);
  const rows = await statement.execute({ ...params, limit: p.limit, offset: p.offset });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && p.offset > 0) [{ n: total }] = await ctx.db.select({ n: count() }).from(articles).where(countWhere);
  return pageOf(rows.map((a) => articleSummary(a, lang)), total, p);
}

export const columnArticles = (ctx: AppContext, column: string, q: PageQuery, lang: LanguageType) =>
  articlePage(ctx, articleStatements(ctx.db).inColumn, { column }, eq(articles.column, column), q, lang);

export const exclusiveArticles = (ctx: AppContext, q: PageQuery, lang: LanguageType) =>
  articlePage(ctx, articleStatements(ctx.db).inColumn, { column: 'exclusive' }, eq(articles.column, 'exclusive'), q, lang);

// LIKE wildcards typed by the user are matched literally.
const likeOf = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search of news and perspectives by title, in the chosen language. */
export function searchArticles(ctx: AppContext, title: string, q: PageQuery, lang: LanguageType) {
  const like = likeOf(title);
  const statements = articleStatements(ctx.db);
  const column = lang === 'en_US' ? articles.titleEn : articles.titleZh;
  const countWhere = and(inArray(articles.column, ['news', 'investment']), ilike(column, like));
  return articlePage(ctx, lang === 'en_US' ? statements.searchEn : statements.searchZh, { like }, countWhere, q, lang);
}

async function videoRef(ctx: AppContext, videoId: string | null): Promise<S['VideoRef'] | null> {
  if (!videoId) return null;
  const [v] = await ctx.db.select().from(videos).where(eq(videos.id, videoId));
  return v ? { videoId: v.id, cover: v.cover, duration: v.duration } : null;
}

/** Exclusive articles are locked (no content, no video) for anonymous visitors. */
export async function articleDetail(ctx: AppContext, id: string, lang: LanguageType, { identified, exclusiveOnly }: { identified: boolean; exclusiveOnly: boolean }): Promise<S['Article']> {
  const [a] = await ctx.db.select().from(articles).where(eq(articles.id, idOf(id)));
  if (!a || (exclusiveOnly && a.column !== 'exclusive')) throw notFound();
  const isLocked = a.column === 'exclusive' && !identified;
  const files = isLocked || a.attachmentIds.length === 0 ? [] : await ctx.db.select().from(cmsFiles).where(inArray(cmsFiles.id, a.attachmentIds));
  return {
    ...articleSummary(a, lang),
    content: isLocked ? '' : pick(lang, a.contentZh, a.contentEn),
    video: isLocked ? null : await videoRef(ctx, a.videoId),
    locked: isLocked,
    attachments: await fileEntries(files, lang),
  };
}

const activitySummary = (a: Activity, lang: LanguageType): S['ActivitySummary'] => ({
  id: String(a.id),
  title: pick(lang, a.titleZh, a.titleEn),
  summary: pick(lang, a.summaryZh, a.summaryEn),
  publishDate: a.publishDate,
  cover: a.cover,
  startTime: a.startTime.toISOString(),
  endTime: a.endTime.toISOString(),
  location: pick(lang, a.locationZh, a.locationEn),
});

export async function activityPage(ctx: AppContext, q: PageQuery, lang: LanguageType, publicOnly: boolean): Promise<S['ActivitySummaryPage']> {
  const p = paging(q);
  const where = and(isNull(activities.parentId), publicOnly ? eq(activities.isPublic, true) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(activities).where(where).orderBy(desc(activities.publishDate), desc(activities.id)).limit(p.limit).offset(p.offset),
    ctx.db.select({ n: count() }).from(activities).where(where),
  ]);
  return pageOf(rows.map((a) => activitySummary(a, lang)), n, p);
}

export async function activityDetail(ctx: AppContext, id: string, lang: LanguageType): Promise<S['ActivityDetail']> {
  const [a] = await ctx.db.select().from(activities).where(eq(activities.id, idOf(id)));
  if (!a) throw notFound();
  const children = await ctx.db.select().from(activities).where(eq(activities.parentId, a.id)).orderBy(asc(activities.startTime));
  return {
    ...activitySummary(a, lang),
    content: pick(lang, a.contentZh, a.contentEn),
    video: await videoRef(ctx, a.videoId),
    children: children.map((c) => activitySummary(c, lang)),
  };
}

export async function currentNotices(ctx: AppContext, lang: LanguageType): Promise<S['Announcement'][]> {
  const rows = await ctx.db
    .select()
    .from(announcements)
    .where(gte(announcements.activeUntil, isoDay(ctx.clock.now())))
    .orderBy(desc(announcements.publishDate))
    .limit(10);
  return rows.map((a) => ({ id: String(a.id), title: pick(lang, a.titleZh, a.titleEn), content: pick(lang, a.contentZh, a.contentEn), publishDate: a.publishDate }));
}

/** The /video page's list: the public videos, then for a client the clients-only ones. */
export async function videoPage(ctx: AppContext, q: PageQuery, lang: LanguageType, identified: boolean): Promise<S['VideoSummaryPage']> {
  const p = paging(q);
  const where = identified ? undefined : eq(videos.clientsOnly, false);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(videos).where(where).orderBy(asc(videos.clientsOnly), asc(videos.id)).limit(p.limit).offset(p.offset),
    ctx.db.select({ n: count() }).from(videos).where(where),
  ]);
  return pageOf(
    rows.map((v) => ({ videoId: v.id, title: pick(lang, v.titleZh, v.titleEn), duration: v.duration, cover: v.cover, clientsOnly: v.clientsOnly })),
    n,
    p,
  );
}

const PLAY_URL_TTL_MS = 30 * 60_000;

/**
 * Where to play: the server's own /media path (server/media.ts), signed for this video until the expiry (a real
 * deployment would sign for its video platform instead).
 */
export async function playInfo(ctx: AppContext, videoId: string, identified: boolean): Promise<S['VideoPlayInfo']> {
  const [v] = await ctx.db.select().from(videos).where(eq(videos.id, videoId));
  if (!v) throw notFound();
  if (v.clientsOnly && !identified) throw locked();
  const { url, expiresAt } = vodUrl(v.id, ctx.clock.now(), PLAY_URL_TTL_MS);
  return { videoId: v.id, playUrl: url, cover: v.cover, duration: v.duration, expiresAt };
}

type LiveEventRow = typeof liveEvents.$inferSelect;

const liveStatus = (e: LiveEventRow, now: Date) => (e.endTime < now ? ('ended' as const) : e.startTime <= now ? ('live' as const) : ('upcoming' as const));

const liveEventOut = (e: LiveEventRow, now: Date, lang: LanguageType): S['LiveEvent'] => ({
  id: String(e.id),
  title: pick(lang, e.titleZh, e.titleEn),
  summary: pick(lang, e.summaryZh, e.summaryEn),
  cover: '',
  startTime: e.startTime.toISOString(),
  endTime: e.endTime.toISOString(),
  status: liveStatus(e, now),
  clientsOnly: e.clientsOnly,
});

export async function liveEventPage(ctx: AppContext, q: PageQuery, lang: LanguageType): Promise<S['LiveEventPage']> {
  const p = paging(q);
  const now = new Date(ctx.clock.now());
  // Upcoming and live events first (soonest first), then past ones (latest first).
  const ended = sql`${liveEvents.endTime} < ${now.toISOString()}::timestamptz`;
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(liveEvents)
      .orderBy(asc(ended), sql`case when ${ended} then -extract(epoch from ${liveEvents.startTime}) else extract(epoch from ${liveEvents.startTime}) end`)
      .limit(p.limit)
      .offset(p.offset),
    ctx.db.select({ n: count() }).from(liveEvents),
  ]);
  return pageOf(
    rows.map((e) => liveEventOut(e, now, lang)),
    n,
    p,
  );
}

/** The least a ticket's stream address lives: a replay's, and a broadcast's that ends sooner. */
const TICKET_TTL_MS = 2 * 60 * 60_000;
/** A broadcast's address outlives its end by this much: one that overruns a little is not cut off. */
const LIVE_OVERRUN_MS = 30 * 60_000;
/**
 * The most a ticket's address lives. A broadcast that lasts longer (the demo channel is on air for decades) is
 * watched on with a new ticket, which the event page asks for before this one expires.
 */
const TICKET_MAX_MS = 12 * 60 * 60_000;

/**
 * How long the stream address of a ticket issued at `now` lives: while the broadcast is on air, until its end (and
 * an overrun), so a viewer who joined early is not cut off halfway; at least TICKET_TTL_MS, at most TICKET_MAX_MS.
 */
export function streamLifetime(status: S['LiveEvent']['status'], endTime: Date, now: number): number {
  const untilEnd = status === 'live' ? endTime.getTime() + LIVE_OVERRUN_MS - now : 0;
  return Math.min(TICKET_MAX_MS, Math.max(TICKET_TTL_MS, untilEnd));
}

/** The demo has no broadcast platform: every event streams this demo video, live and as its replay. */
export const LIVE_DEMO_VIDEO = 'vid-brand-2026';

/**
 * A viewer ticket: the event's state and, once it has started, the signed address of its stream. Clients-only
 * events need a client's token. The page of the event is the site's own (/liveBroadcast?eventId=…).
 */
export async function liveTicket(ctx: AppContext, eventId: string, identified: boolean, lang: LanguageType): Promise<S['LiveTicket']> {
  const [e] = await ctx.db.select().from(liveEvents).where(eq(liveEvents.id, idOf(eventId)));
  if (!e) throw notFound();
  if (e.clientsOnly && !identified) throw locked();
  const now = ctx.clock.now();
  const event = liveEventOut(e, new Date(now), lang);
  const stream = vodUrl(LIVE_DEMO_VIDEO, now, streamLifetime(event.status, e.endTime, now));
  return {
    joinUrl: `/liveBroadcast?eventId=${e.id}`,
    expiresAt: stream.expiresAt,
    event,
    ...(event.status === 'upcoming' ? {} : { streamUrl: stream.url }),
  };
}

export const visibleTo = (session: { currentIdType: number } | undefined) => session !== undefined && session.currentIdType !== 0;
