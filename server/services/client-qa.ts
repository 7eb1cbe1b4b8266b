/** Interactive Q&A: a user's own questions only (another user's id answers 4004 like an unknown one). */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { qaQuestions, qaReplies } from '../db/schema.ts';
import { notFound, pageOf, paging, type PageQuery } from './client-access.ts';
import { hit } from './rate-limit.ts';

type Question = typeof qaQuestions.$inferSelect;

/**
 * Questions one user may ask in an hour (each lands in the firm's Q&A inbox): far above what a person asks, far
 * below what a script pours in. Counted in the database, so every instance sees the same count.
 */
export const QA_QUESTIONS_PER_HOUR = 30;

const summary = (q: Question): Schemas['QaSummary'] => ({
  id: String(q.id),
  title: q.title,
  createdAt: q.createdAt.toISOString(),
  lastReplyAt: q.lastReplyAt?.toISOString() ?? null,
  replyCount: q.replyCount,
  read: !q.unread,
});

/** Ids are digits; anything else cannot be a question of anyone's. */
const idOf = (id: string) => (/^[0-9]{1,9}$/.test(id) ? Number(id) : -1);

async function own(ctx: AppContext, userId: number, id: string): Promise<Question> {
  const [q] = await ctx.db.select().from(qaQuestions).where(and(eq(qaQuestions.id, idOf(id)), eq(qaQuestions.userId, userId)));
  if (!q) throw notFound();
  return q;
}

export async function questionPage(ctx: AppContext, userId: number, q: PageQuery): Promise<Schemas['QaSummaryPage']> {
  const p = paging(q);
  const where = eq(qaQuestions.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db.select().from(qaQuestions).where(where).orderBy(desc(qaQuestions.lastActivityAt), desc(qaQuestions.id)).limit(p.limit).offset(p.offset),
    ctx.db.select({ n: count() }).from(qaQuestions).where(where),
  ]);
  return pageOf(rows.map(summary), n, p);
}

export async function questionDetail(ctx: AppContext, userId: number, id: string): Promise<Schemas['QaDetail']> {
  const q = await own(ctx, userId, id);
  const replies = await ctx.db.select().from(qaReplies).where(eq(qaReplies.questionId, q.id)).orderBy(asc(qaReplies.id));
  return {
    ...summary(q),
    description: q.description,
    replies: replies.map((r) => ({ id: String(r.id), content: r.content, from: r.from as 'client' | 'firm', createdAt: r.createdAt.toISOString() })),
  };
}

export async function ask(ctx: AppContext, userId: number, input: Schemas['QaCreateRequest']): Promise<Schemas['QaSummary']> {
  await hit(ctx, `qa:ask:${userId}`, { maxPerHour: QA_QUESTIONS_PER_HOUR });
  const now = new Date(ctx.clock.now());
  const [q] = await ctx.db
    .insert(qaQuestions)
    .values({ userId, title: input.title.trim(), description: input.description.trim(), createdAt: now, lastActivityAt: now })
    .returning();
  return summary(q);
}

export async function reply(ctx: AppContext, userId: number, input: Schemas['QaReplyRequest']): Promise<Schemas['QaReply']> {
  const q = await own(ctx, userId, input.qaId);
  const now = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    // Client replies are stored as plain text; only the firm's replies carry (sanitised) HTML.
    const [r] = await tx.insert(qaReplies).values({ questionId: q.id, from: 'client', content: input.content.trim(), createdAt: now }).returning();
    await tx
      .update(qaQuestions)
      .set({ replyCount: sql`${qaQuestions.replyCount} + 1`, lastActivityAt: now })
      .where(eq(qaQuestions.id, q.id));
    return { id: String(r.id), content: r.content, from: 'client' as const, createdAt: r.createdAt.toISOString() };
  });
}

export async function readState(ctx: AppContext, userId: number): Promise<Schemas['QaReadState']> {
  const rows = await ctx.db
    .select({ id: qaQuestions.id })
    .from(qaQuestions)
    .where(and(eq(qaQuestions.userId, userId), eq(qaQuestions.unread, true)))
    .orderBy(desc(qaQuestions.lastActivityAt));
  return { unreadCount: rows.length, unreadIds: rows.map((r) => String(r.id)) };
}

export async function markRead(ctx: AppContext, userId: number, id: string): Promise<void> {
  const q = await own(ctx, userId, id);
  await ctx.db.update(qaQuestions).set({ unread: false }).where(eq(qaQuestions.id, q.id));
}
