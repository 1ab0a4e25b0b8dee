import nodemailer from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The verification code inside, if any; kept beside the outbox copy for the dev page. */
  code?: string;
}

export interface Mailer {
  /** `outbox` keeps mail in the database for GET /dev/outbox; `transport` really sends it. */
  readonly kind: 'outbox' | 'transport';
  send(mail: Mail): Promise<void>;
}

export const MAIL_FROM = 'Kafka Learning <no-reply@kafka-learning.dev>';

export function createTransportMailer(smtpUrl: string, from = MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'transport',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createOutboxMailer(db: Db, log: (line: string) => void = console.log): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null });
      // Only the recipient: bodies and some subjects hold codes, and logs travel further than the outbox.
      log(`[mail] to ${mail.to} (read it at /elearning/api/dev/outbox?to=<address>)`);
    },
  };
}

/** The mail sent to one address, newest first: never anyone else's. */
export async function readOutbox(db: Db, to: string, limit = 50) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.trim().toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
