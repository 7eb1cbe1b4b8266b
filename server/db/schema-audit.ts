/**
 * The security audit log: logins, refused access checks and refresh-token reuse, for operators. No foreign
 * key to users: entries outlive a deregistered account. Never holds a secret or what an unknown account typed.
 */
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** login.success | login.failure | login.locked | access.denied | refresh.reuse | bind.attempt | bind.limited */
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    /** Who was targeted when there is no user: a hash of the unknown account name. */
    subject: text('subject'),
    ip: text('ip'),
    /** operationId of the call. */
    operation: text('operation'),
    code: smallint('code'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_kind_at_idx').on(t.kind, t.at), index('audit_log_user_idx').on(t.userId)],
);
