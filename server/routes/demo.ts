/** Tag `demo`: read what the demo server "sent" and captcha answers. Not registered in production. */
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { RESULT_CODE } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import { captchas, outbox } from '../db/schema.ts';
import { demoCaptchaAnswer } from '../services/captcha.ts';
import { AppError } from '../services/errors.ts';
import { ctxOf, ok, type Handlers } from './respond.ts';

const OUTBOX_LIMIT = 50;

export const demo = {
  async demoOutbox(req) {
    const { to, kind } = req.query as { to?: string; kind?: 'sms' | 'email' };
    const filters: SQL[] = [];
    if (to) filters.push(eq(outbox.to, to.trim().toLowerCase()));
    if (kind) filters.push(eq(outbox.kind, kind));
    const rows = await ctxOf(req)
      .db.select()
      .from(outbox)
      .where(and(...filters))
      .orderBy(desc(outbox.id))
      .limit(OUTBOX_LIMIT);
    const data: Schemas['DemoOutboxEntry'][] = rows.map((r) => ({
      id: String(r.id),
      kind: r.kind as 'sms' | 'email',
      to: r.to,
      subject: r.subject,
      body: r.body,
      code: r.code ?? '',
      createdAt: r.createdAt.toISOString(),
    }));
    return ok(req, data);
  },

  async demoCaptcha(req) {
    const { captchaKey } = req.params as { captchaKey: string };
    const ctx = ctxOf(req);
    const [open] = await ctx.db
      .select({ key: captchas.key })
      .from(captchas)
      .where(and(eq(captchas.key, captchaKey), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date(ctx.clock.now()))));
    const answer = open && (await demoCaptchaAnswer(ctx, captchaKey));
    if (!answer) throw new AppError(RESULT_CODE.notFound, 'notFound');
    return ok(req, { answer } satisfies Schemas['DemoCaptchaAnswer']);
  },
} satisfies Handlers;
