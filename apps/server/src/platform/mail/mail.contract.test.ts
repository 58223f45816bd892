// Postgres pass too: the outbox mailer's contract on either database.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createOutboxMail } from './outbox.ts';
import type { MailMessage, MailPort } from './port.ts';
import { createSmtpMail } from './smtp.ts';

interface Harness {
  port: MailPort;
  /** Where the mail ends up keeps it (the outbox) rather than sending it on (SMTP). */
  keeps: boolean;
  /** Every mail that reached `to`, oldest first: the outbox's rows, or what the SMTP server received. */
  delivered(to: string): Promise<MailMessage[]>;
  /** The extra headers the last mail to `to` carried. */
  headersOf(to: string): Promise<Record<string, string>>;
  /** Takes away what the port writes to: the database, or the SMTP server. */
  breakBackend(): Promise<void>;
  close(): Promise<void>;
}

/** The mails the outbox told its listener about (printed to stdout outside tests). */
const told: string[] = [];

async function outboxHarness(): Promise<Harness> {
  const database = await createTestDatabase();
  const port = createOutboxMail(database.db, (m) => told.push(m.to));
  return {
    port,
    keeps: true,
    delivered: (to) =>
      database.db
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(asc(mailOutbox.id)),
    headersOf: async (to) => {
      const rows = await database.db.select({ headers: mailOutbox.headers }).from(mailOutbox).where(eq(mailOutbox.to, to));
      return rows.at(-1)?.headers ?? {};
    },
    breakBackend: () => database.close(),
    close: async () => {
      await port.close();
      await database.close();
    },
  };
}

async function smtpHarness(): Promise<Harness> {
  const server = await startSmtpCapture();
  const port = createSmtpMail(server.url, 'Parley <no-reply@parley.test>');
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  return {
    port,
    keeps: false,
    // The SMTP server has parsed and kept a mail before it accepts it, which is when send() resolves.
    delivered: async (to) =>
      server.received.filter((m) => m.to === to).map(({ to, subject, text, html }) => ({ to, subject, text, html })),
    headersOf: async (to) => server.received.filter((m) => m.to === to).at(-1)?.headers ?? {},
    breakBackend: stop,
    close: async () => {
      await port.close();
      await stop();
    },
  };
}

const mail = (to: string, code: string): MailMessage => ({
  to,
  // Beyond ASCII and longer than a header line, as names and translated subjects are.
  subject: `Tu código de Parley: ${code} — válido 15 minutos, ${'¡revisa tu bandeja de entrada! '.repeat(2)}`,
  // A line that is only a dot ends the DATA of a careless SMTP client; long lines get folded.
  text: `Hola Ana,\n\nTu código: ${code}\n.\n.una línea que empieza con un punto\n${'x'.repeat(300)}\n`,
  html: `<p>Hola Ana,</p>\n<p>Tu código: <b>${code}</b></p>\n<p>${'y'.repeat(300)}</p>`,
});

/** One suite, both drivers: the outbox table (embedded default) and a real SMTP exchange (SMTP_URL). */
describe.each([
  ['outbox', outboxHarness],
  ['smtp', smtpHarness],
] as const)('mail port: %s', (name, harness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  it('delivers each mail to its own address with to, subject, text and html as sent', async () => {
    expect(h.port.driver).toBe(name);
    const ana = [mail('ana@example.com', '111111'), mail('ana@example.com', '222222')];
    const bob = mail('bob@example.com', '333333');
    await h.port.send(ana[0]!);
    await h.port.send(bob);
    await h.port.send(ana[1]!);
    expect(await h.delivered('ana@example.com')).toEqual(ana);
    expect(await h.delivered('bob@example.com')).toEqual([bob]);
    // The outbox also tells its listener (stdout, outside tests) about each mail it keeps.
    if (name === 'outbox') expect(told).toEqual(['ana@example.com', 'bob@example.com', 'ana@example.com']);
  });

  it('carries extra headers such as one-click unsubscribe', async () => {
    const headers = {
      'List-Unsubscribe': '<https://parley.test/api/v1/sdk/notification/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await h.port.send({ ...mail('fay@example.com', '888888'), headers });
    expect(await h.headersOf('fay@example.com')).toMatchObject(
      h.keeps
        ? headers
        : { 'list-unsubscribe': headers['List-Unsubscribe'], 'list-unsubscribe-post': headers['List-Unsubscribe-Post'] },
    );
  });

  it('forgets what it keeps for an address in any case, and nothing of anyone else; later mail still goes out', async () => {
    const before = mail('cleo@example.com', '444444');
    const other = mail('dan@example.com', '555555');
    await h.port.send(before);
    await h.port.send(other);
    await h.port.forget('CLEO@Example.com');
    expect(await h.delivered('cleo@example.com')).toEqual(h.keeps ? [] : [before]);
    expect(await h.delivered('dan@example.com')).toEqual([other]);
    const after = mail('cleo@example.com', '666666');
    await h.port.send(after);
    expect(await h.delivered('cleo@example.com')).toEqual(h.keeps ? [after] : [before, after]);
  });

  // Last, as it takes the backend away.
  it('fails the send when its backend is gone, rather than losing the mail quietly', async () => {
    await h.port.ping();
    await h.breakBackend();
    await expect(h.port.send(mail('eve@example.com', '777777'))).rejects.toThrow();
    // The outbox's backend is the database, which health probes as a port of its own.
    if (name === 'smtp') await expect(h.port.ping()).rejects.toThrow();
  });
});
