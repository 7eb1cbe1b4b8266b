/** News columns, articles, activities, announcements, videos and live events, in the request's language. */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { RESULT_CODE, type LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { activities, announcements, articles, cmsFiles, liveEvents, menuColumns, videos } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { notFound, pageOf, paging, pick, type PageQuery } from './client-access.ts';
import { fileEntry } from './client-files.ts';

type S = Schemas;
type Article = typeof articles.$inferSelect;
type Activity = typeof activities.$inferSelect;

export const locked = () => new AppError(RESULT_CODE.forbidden, 'contentLocked');
const idOf = (id: string) => (/^[0-9]{1,9}$/.test(id) ? Number(id) : -1);
const day = (clockMs: number) => new Date(clockMs).toISOString().slice(0, 10);

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

const articleSummary = (a: Article, lang: LanguageType): S['ArticleSummary'] => ({
  id: String(a.id),
  title: pick(lang, a.titleZh, a.titleEn),
  summary: pick(lang, a.summaryZh, a.summaryEn),
  publishDate: a.publishDate,
  cover: a.cover,
  columnId: a.column,
  hasVideo: a.videoId !== null,
});

async function articlePage(ctx: AppContext, where: SQL | undefined, q: PageQuery, lang: LanguageType): Promise<S['ArticleSummaryPage']> {
  const p = paging(q);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(articles).where(where).orderBy(desc(articles.publishDate), desc(articles.id)).limit(p.limit).offset(p.offset),
    ctx.db.select({ n: count() }).from(articles).where(where),
  ]);
  return pageOf(rows.map((a) => articleSummary(a, lang)), n, p);
}

export const columnArticles = (ctx: AppContext, column: string, q: PageQuery, lang: LanguageType) =>
  articlePage(ctx, eq(articles.column, column), q, lang);

export const exclusiveArticles = (ctx: AppContext, q: PageQuery, lang: LanguageType) =>
  articlePage(ctx, eq(articles.column, 'exclusive'), q, lang);

// LIKE wildcards typed by the user are matched literally.
const likeOf = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search of news and perspectives by title, in the chosen language. */
export function searchArticles(ctx: AppContext, title: string, q: PageQuery, lang: LanguageType) {
  const column = lang === 'en_US' ? articles.titleEn : articles.titleZh;
  return articlePage(ctx, and(inArray(articles.column, ['news', 'investment']), ilike(column, likeOf(title))), q, lang);
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
    attachments: files.map((f) => fileEntry(f, lang)),
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
    .where(gte(announcements.activeUntil, day(ctx.clock.now())))
    .orderBy(desc(announcements.publishDate))
    .limit(10);
  return rows.map((a) => ({ id: String(a.id), title: pick(lang, a.titleZh, a.titleEn), content: pick(lang, a.contentZh, a.contentEn), publishDate: a.publishDate }));
}

const PLAY_URL_TTL_MS = 30 * 60_000;

/**
 * Where to play: the demo hosts no media, so the URL points at the server's /media path with an expiry and a
 * digest of both (a real deployment signs with the video platform's key).
 */
export async function playInfo(ctx: AppContext, videoId: string, identified: boolean): Promise<S['VideoPlayInfo']> {
  const [v] = await ctx.db.select().from(videos).where(eq(videos.id, videoId));
  if (!v) throw notFound();
  if (v.clientsOnly && !identified) throw locked();
  const expires = ctx.clock.now() + PLAY_URL_TTL_MS;
  const sig = createHash('sha256').update(`${v.id}:${expires}`).digest('hex').slice(0, 32);
  return { videoId: v.id, playUrl: `/media/vod/${v.id}.mp4?expires=${expires}&sig=${sig}`, cover: v.cover, duration: v.duration, expiresAt: new Date(expires).toISOString() };
}

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
    rows.map((e) => ({
      id: String(e.id),
      title: pick(lang, e.titleZh, e.titleEn),
      summary: pick(lang, e.summaryZh, e.summaryEn),
      cover: '',
      startTime: e.startTime.toISOString(),
      endTime: e.endTime.toISOString(),
      status: e.endTime < now ? ('ended' as const) : e.startTime <= now ? ('live' as const) : ('upcoming' as const),
      clientsOnly: e.clientsOnly,
    })),
    n,
    p,
  );
}

const TICKET_TTL_MS = 2 * 60 * 60_000;

export async function liveTicket(ctx: AppContext, eventId: string, identified: boolean): Promise<S['LiveTicket']> {
  const [e] = await ctx.db.select().from(liveEvents).where(eq(liveEvents.id, idOf(eventId)));
  if (!e) throw notFound();
  if (e.clientsOnly && !identified) throw locked();
  const expires = ctx.clock.now() + TICKET_TTL_MS;
  const ticket = createHash('sha256').update(`${e.id}:${expires}:${identified}`).digest('hex').slice(0, 32);
  return { joinUrl: `/live/${e.id}?ticket=${ticket}`, expiresAt: new Date(expires).toISOString() };
}

export const visibleTo = (session: { currentIdType: number } | undefined) => session !== undefined && session.currentIdType !== 0;
