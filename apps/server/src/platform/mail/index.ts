import type { Config } from '../../config.ts';
import type { Db } from '../db/port.ts';
import { createOutboxMail, printKeptMail } from './outbox.ts';
import { createSmtpMail } from './smtp.ts';
import type { MailPort } from './port.ts';

export type { MailMessage, MailPort } from './port.ts';

export function createMail(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'MAIL_PROVIDER'>, db: Db): MailPort {
  return config.MAIL_PROVIDER === 'smtp' && config.SMTP_URL
    ? createSmtpMail(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMail(db, config.NODE_ENV === 'test' ? undefined : printKeptMail);
}
