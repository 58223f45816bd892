import { LIVE_TEXTS } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { startLibreTranslateStandIn } from '../../test/libretranslate-standin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, call, createEvent, student, teacher } from '../../test/event-helpers.ts';

let standIn: Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  standIn = await startLibreTranslateStandIn();
  t = await createTestApp({ env: { TRANSLATE_URL: standIn.url } });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
  await standIn.close();
});

async function chatWithOneMessage(app: TestApp) {
  const host = await teacher(app);
  const event = await createEvent(app, host, { start_time_utc: new Date(app.clock.now().getTime() + 2 * MINUTE).toISOString() });
  app.clock.advance(5 * MINUTE);
  await call(app, 'POST', `event/${event.event_id}/join`, host.auth);
  const sent = await call(app, 'POST', 'chat', host.auth, { event_id: event.event_id, message: 'How was your weekend?' });
  return { host, event, message: sent.json() as { id: string } };
}

describe('chat translation', () => {
  it('translates a message of the event for people in it, when a server is configured', async () => {
    const { host, event, message } = await chatWithOneMessage(t);
    expect((await call(t, 'GET', 'chat/translate', host.auth)).json()).toEqual({ available: true });
    const res = await call(t, 'POST', 'chat/translate', host.auth, {
      event_id: event.event_id,
      message_id: message.id,
      target: 'es',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message_id: message.id, text: '[es] How was your weekend?', source: 'en', target: 'es' });

    const outsider = await student(t);
    const refused = await call(t, 'POST', 'chat/translate', outsider.auth, {
      event_id: event.event_id,
      message_id: message.id,
      target: 'es',
    });
    expectError(refused, 403, 'FORBIDDEN', LIVE_TEXTS.notInEvent);
    const other = await chatWithOneMessage(t);
    const elsewhere = await call(t, 'POST', 'chat/translate', host.auth, {
      event_id: event.event_id,
      message_id: other.message.id,
      target: 'es',
    });
    expectError(elsewhere, 404, 'NOT_FOUND', LIVE_TEXTS.messageNotFound);
    standIn.failNext();
    const failed = await call(t, 'POST', 'chat/translate', host.auth, {
      event_id: event.event_id,
      message_id: message.id,
      target: 'de',
    });
    expectError(failed, 503, 'SERVICE_UNAVAILABLE', LIVE_TEXTS.translationUnavailable);
  });

  it('is off without a server: the button is not offered and calls answer 503', async () => {
    const { host, event, message } = await chatWithOneMessage(off);
    expect((await call(off, 'GET', 'chat/translate', host.auth)).json()).toEqual({ available: false });
    const res = await call(off, 'POST', 'chat/translate', host.auth, {
      event_id: event.event_id,
      message_id: message.id,
      target: 'es',
    });
    expectError(res, 503, 'SERVICE_UNAVAILABLE', LIVE_TEXTS.translationUnavailable);
  });
});
