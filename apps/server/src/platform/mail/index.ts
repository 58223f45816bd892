import type { Config } from '../../config.ts';
import type { Db } from '../db/port.ts';
import { createOutboxMail } from './outbox.ts';
import { createSmtpMail } from './smtp.ts';
import type { MailPort } from './port.ts';

export type { MailMessage, MailPort } from './port.ts';

export function createMail(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Db): MailPort {
  return config.SMTP_URL ? createSmtpMail(config.SMTP_URL, config.MAIL_FROM) : createOutboxMail(db);
}
