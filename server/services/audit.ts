/**
 * The security audit log. audit() appends one entry; the request's address and operation come from an
 * AsyncLocalStorage set for every request by installAudit(), so services need no request object. Writing an entry
 * never fails the request it describes: a broken audit write is logged and the answer goes out unchanged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESULT_CODE } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { sha256 } from './secrets.ts';

export type AuditKind =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'access.denied'
  | 'refresh.reuse'
  /** A binding attempt (bind or application) with its outcome; what was typed is not kept. */
  | 'bind.attempt'
  /** A binding attempt refused by its per-account or per-address limit (4029). */
  | 'bind.limited';
export type AuditEntry = typeof auditLog.$inferSelect;

interface RequestMeta {
  ip: string;
  req: FastifyRequest;
}

const current = new AsyncLocalStorage<RequestMeta>();

const operationOf = (req: FastifyRequest) =>
  (req.routeOptions?.schema as { operationId?: string } | undefined)?.operationId ?? req.url.split('?')[0];

/** An unknown account is recorded as a hash: what someone typed may be a mistyped password. */
export const unknownSubject = (account: string) => `unknown:${sha256(account).slice(0, 16)}`;

export async function audit(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  entry: { kind: AuditKind; userId?: number | null; subject?: string; code?: number; detail?: AuditEntry['detail'] },
): Promise<void> {
  const meta = current.getStore();
  try {
    await ctx.db.insert(auditLog).values({
      at: new Date(ctx.clock.now()),
      kind: entry.kind,
      userId: entry.userId ?? null,
      subject: entry.subject ?? null,
      ip: meta?.ip ?? null,
      operation: meta ? operationOf(meta.req) : null,
      code: entry.code ?? null,
      detail: entry.detail ?? null,
    });
  } catch (err) {
    meta?.req.log.error({ err, kind: entry.kind }, 'audit write failed');
  }
}

/** Logs a side write that failed without failing the request (the request's logger; none outside a request). */
export function logSideFailure(err: unknown, what: string): void {
  current.getStore()?.req.log.error({ err }, what);
}

/** Request metadata for audit(): the caller's address and the operation. */
export function installAudit(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    current.run({ ip: req.ip, req }, done);
  });
}

/** A refused access check (4003), wherever it was thrown; called by the error handler. */
export const auditDenied = (req: FastifyRequest) =>
  audit(req.server.ctx, { kind: 'access.denied', userId: req.session?.userId ?? req.onetime?.userId ?? req.refusedUserId ?? null, code: RESULT_CODE.forbidden });

export interface AuditQuery {
  kind?: AuditKind;
  userId?: number;
  since?: Date;
  until?: Date;
  limit?: number;
}

/** Newest first. */
export async function readAudit(db: Db, q: AuditQuery = {}): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (q.kind) where.push(eq(auditLog.kind, q.kind));
  if (q.userId !== undefined) where.push(eq(auditLog.userId, q.userId));
  if (q.since) where.push(gte(auditLog.at, q.since));
  if (q.until) where.push(lt(auditLog.at, q.until));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.limit ?? 100);
}
