import { mailOutbox } from '../../db/schema/index.ts';
import type { Db } from '../db/port.ts';
import type { MailPort } from './port.ts';

export function createOutboxMail(db: Db): MailPort {
  return {
    driver: 'outbox',
    send: async (message) => {
      await db.insert(mailOutbox).values(message);
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}
