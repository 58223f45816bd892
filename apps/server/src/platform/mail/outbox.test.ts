import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabasePort } from '../db/port.ts';
import { createOutboxMail } from './outbox.ts';
import type { MailMessage } from './port.ts';

let database: DatabasePort;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mail = (to: string): MailMessage => ({
  to,
  subject: 'Your Parley code: 123456',
  text: 'code 123456',
  html: '<p>123456</p>',
});

describe('outbox mail port', () => {
  it('keeps every message, tells its listener, and forgets an address in any case', async () => {
    const told: string[] = [];
    const outbox = createOutboxMail(database.db, (m) => told.push(m.to));
    await outbox.send(mail('ana@example.com'));
    await outbox.send(mail('bob@example.com'));
    expect(told).toEqual(['ana@example.com', 'bob@example.com']);
    await outbox.forget('ANA@example.com');
    const kept = await database.db.select().from(mailOutbox);
    expect(kept.map((m) => m.to)).toEqual(['bob@example.com']);
    expect(kept[0]).toMatchObject({ subject: 'Your Parley code: 123456', text: 'code 123456', html: '<p>123456</p>' });
  });
});
