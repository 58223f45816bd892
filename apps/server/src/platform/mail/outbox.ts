import { sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Db } from '../db/port.ts';
import type { MailMessage, MailPort } from './port.ts';

/** Prints a kept mail, so whoever runs the server on its embedded defaults can read codes without an SMTP server. */
export const printKeptMail = (message: MailMessage) =>
  process.stdout.write(
    `\n--- Mail kept in the outbox (no SMTP_URL) ---\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n---\n`,
  );

export function createOutboxMail(db: Db, onKept: (message: MailMessage) => void = () => undefined): MailPort {
  return {
    driver: 'outbox',
    send: async (message) => {
      await db.insert(mailOutbox).values({ ...message, headers: message.headers ?? null });
      onKept(message);
    },
    forget: async (address) => {
      await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${address})`);
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}
