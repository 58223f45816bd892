import { LIVE_TEXTS, type Event } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { startLibreTranslateStandIn } from '../../test/libretranslate-standin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, call, createEvent, student, teacher, type Member } from '../../test/event-helpers.ts';

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

describe('who reads the chat', () => {
  const read = (who: Member, event: Event, roomId = '') =>
    call(t, 'GET', `chat?event_id=${event.event_id}${roomId && `&room_id=${roomId}`}`, who.auth);
  const translate = (who: Member, event: Event, messageId: string) =>
    call(t, 'POST', 'chat/translate', who.auth, { event_id: event.event_id, message_id: messageId, target: 'es' });
  const kick = (host: Member, event: Event, who: Member, seconds: number) =>
    call(t, 'POST', 'kick', host.auth, { event_id: event.event_id, user_id: who.id, ban_for_seconds: seconds });

  it('refuses someone kicked or banned from the room, until the door lets them back in', async () => {
    const { host, event, message } = await chatWithOneMessage(t);
    const ann = await student(t);
    const join = () => call(t, 'POST', `event/${event.event_id}/join`, ann.auth);
    expect((await join()).statusCode).toBe(200);
    expect((await read(ann, event)).statusCode).toBe(200);
    expect((await translate(ann, event, message.id)).statusCode).toBe(200);
    expect((await kick(host, event, ann, 0)).statusCode).toBe(200);
    expectError(await read(ann, event), 403, 'FORBIDDEN', LIVE_TEXTS.notInEvent);
    expectError(await translate(ann, event, message.id), 403, 'FORBIDDEN', LIVE_TEXTS.notInEvent);
    expect((await join()).statusCode).toBe(200);
    expect((await kick(host, event, ann, -1)).statusCode).toBe(200);
    expectError(await join(), 403, 'FORBIDDEN', LIVE_TEXTS.banned);
    expectError(await read(ann, event), 403, 'FORBIDDEN', LIVE_TEXTS.notInEvent);
    expectError(await translate(ann, event, message.id), 403, 'FORBIDDEN', LIVE_TEXTS.notInEvent);
  });

  it('takes a room_id only of the event’s own rooms, to write or to read', async () => {
    const mine = await chatWithOneMessage(t);
    const theirs = await chatWithOneMessage(t);
    const theirRoom = `${theirs.event.short_event_id}-main`;
    const send = (roomId: string) =>
      call(t, 'POST', 'chat', mine.host.auth, { event_id: mine.event.event_id, room_id: roomId, message: 'hello' });
    expect((await send(`${mine.event.short_event_id}-main`)).statusCode).toBe(201);
    expectError(await send(theirRoom), 404, 'NOT_FOUND');
    expectError(await read(mine.host, mine.event, theirRoom), 404, 'NOT_FOUND');
    expect((await read(mine.host, mine.event, `${mine.event.short_event_id}-main`)).json()).toMatchObject({ total: 1 });
  });
});
