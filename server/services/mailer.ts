/**
 * Delivery of SMS and e-mail. Every message goes to the outbox table (the demo reads it through demoOutbox); when
 * SMTP_URL is set, e-mails are also sent through nodemailer. Outside demo mode the outbox keeps the message with the
 * secret blanked, so codes never rest in the database in plain text. There is no SMS gateway: SMS stay in the outbox.
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { AppContext } from '../context.ts';
import { outbox } from '../db/schema.ts';

export interface Message {
  kind: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  /** The secret in the body (code or link code); kept readable only in demo mode. None in an alert. */
  secret?: string;
}

const REDACTED = '******';

// A transport is a connection pool, not state: each instance may hold its own.
let transport: Transporter | undefined;
let transportUrl: string | undefined;

function smtp(): Transporter | undefined {
  const url = process.env.SMTP_URL;
  if (!url) return undefined;
  if (!transport || transportUrl !== url) {
    transport = createTransport(url);
    transportUrl = url;
  }
  return transport;
}

export async function deliver({ db, clock, config }: AppContext, message: Message): Promise<void> {
  const keep = config.demo;
  await db.insert(outbox).values({
    kind: message.kind,
    to: message.to,
    subject: message.subject,
    body: keep || !message.secret ? message.body : message.body.split(message.secret).join(REDACTED),
    code: keep ? (message.secret ?? null) : null,
    createdAt: new Date(clock.now()),
  });
  const mailer = message.kind === 'email' ? smtp() : undefined;
  if (mailer) {
    await mailer.sendMail({
      from: process.env.SMTP_FROM ?? 'Harbourline Capital <no-reply@harbourline.example>',
      to: message.to,
      subject: message.subject,
      text: message.body,
    });
  }
}
