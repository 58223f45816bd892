import { execFileSync } from 'node:child_process';
import { EVENT_TEXTS, RECORD_PREFIX, RECORDING_TEXTS, type Event, type RecordingSummary } from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, call, createEvent, student, teacher, type Member } from '../../test/event-helpers.ts';
import { cancelRecording, createRecording, RECORDER_SETTINGS, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { openSocket, tokenOf, type TestSocket } from '../../test/live-socket.ts';

/** A pair conversation recorded in a live room: who may record it, and how the room is told (ADR 0032). */
let t: TestApp;
let base: string;
let event: Event;
let ann: Member;
let ben: Member;
/** Five seconds of stereo Opus in WebM, as the live room's recorder uploads. */
let slice: Uint8Array;
const open: TestSocket[] = [];

const PAIR = { ...RECORDER_SETTINGS, channels: 2 };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  slice = new Uint8Array(
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=5'],
      ...['-ac', '2', '-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
    ]),
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const s of open.splice(0)) s.close();
  t.clock.set('2026-03-10T10:00:00Z');
  const host = await teacher(t);
  event = await createEvent(t, host, {
    event_title: 'Talking about travel',
    start_time_utc: new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString(),
  });
  t.clock.advance(5 * MINUTE);
  [ann, ben] = [await student(t), await student(t)];
});

const record = (who: Member, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `${RECORD_PREFIX}/${path}`, headers: who.auth, ...(payload ? { payload } : {}) });
const join = async (who: Member) =>
  expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
async function watch(who: Member) {
  const s = openSocket(base, { token: tokenOf(who), eventId: event.event_id });
  open.push(s);
  await s.next('SNAPSHOT');
  return s;
}
const startRecording = (who: Member, eventRef = event.short_event_id) =>
  createRecording(t, who.auth, { ...PAIR, event_id: eventRef });
/** Uploads the one slice and stops: the recording is sent for feedback. */
async function finish(who: Member, id: number) {
  const uploaded = await uploadChunk(t, who.auth, id, 0, slice);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  expect((await stopRecording(t, who.auth, id)).statusCode).toBe(200);
}
/** The RECORDING_STATE notices a socket has had, in arrival order. */
const recordingStates = (s: TestSocket) => s.messages.flatMap((m) => (m.type === 'RECORDING_STATE' ? [m.payload] : []));
const recordingOf = async (who: Member, userId: number) =>
  (await call(t, 'POST', `event/${event.event_id}/join`, who.auth))
    .json<{ people: { id: number; recording: boolean }[] }>()
    .people.find((p) => p.id === userId)?.recording;

describe('recording a conversation in a live room', () => {
  it('refuses an event the caller is not in, and one that does not exist', async () => {
    expectError(
      await record(ann, 'POST', 'create', { ...PAIR, event_id: event.event_id }),
      403,
      'FORBIDDEN',
      RECORDING_TEXTS.notInEvent,
    );
    // Having been in the room is not enough: the recording is of the room now.
    await join(ann);
    expect((await call(t, 'POST', `event/${event.event_id}/exit`, ann.auth)).statusCode).toBe(200);
    expectError(
      await record(ann, 'POST', 'create', { ...PAIR, event_id: event.short_event_id }),
      403,
      'FORBIDDEN',
      RECORDING_TEXTS.notInEvent,
    );
    expectError(await record(ann, 'POST', 'create', { ...PAIR, event_id: 'nope' }), 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
    expect((await record(ann, 'GET', 'list')).json().total).toBe(0);
  });

  it('tells the room at once when someone records, keeps it in the snapshot, and tells it again on stop', async () => {
    await join(ann);
    await join(ben);
    const partner = await watch(ben);
    const id = await startRecording(ann);

    expect((await partner.next('RECORDING_STATE')).payload).toEqual({ user_id: ann.id, recording: true });
    // Someone who comes back (a reload) learns it from the snapshot.
    expect(await recordingOf(ben, ann.id)).toBe(true);
    expect((await watch(ben)).messages[0]).toMatchObject({
      type: 'SNAPSHOT',
      payload: { people: expect.arrayContaining([expect.objectContaining({ id: ann.id, recording: true })]) },
    });

    await finish(ann, id);
    expect((await partner.next('RECORDING_STATE')).payload).toEqual({ user_id: ann.id, recording: false });
    expect(await recordingOf(ben, ann.id)).toBe(false);

    // Listed with the event it was made in, like any other recording.
    const list = (await record(ann, 'GET', 'list')).json<{ items: RecordingSummary[] }>();
    expect(list.items[0]).toMatchObject({ id, event_id: event.event_id, event_title: 'Talking about travel' });
    expect((await record(ann, 'GET', String(id))).json()).toMatchObject({ event_title: 'Talking about travel' });
  });

  it('tells the room when a recording is thrown away, and forgets it when the recorder leaves', async () => {
    await join(ann);
    await join(ben);
    const partner = await watch(ben);
    const thrownAway = await startRecording(ann, event.event_id);
    await partner.next('RECORDING_STATE');
    expect((await cancelRecording(t, ann.auth, thrownAway)).statusCode).toBe(200);
    expect((await partner.next('RECORDING_STATE')).payload).toEqual({ user_id: ann.id, recording: false });

    const left = await startRecording(ann);
    await partner.next('RECORDING_STATE');
    const leave = () => call(t, 'POST', `event/${event.event_id}/exit`, ann.auth);
    expect((await leave()).statusCode).toBe(200);
    expect((await partner.next('LEAVE')).payload.user_id).toBe(ann.id);
    await join(ann);
    expect(await recordingOf(ben, ann.id)).toBe(false);
    // The recording made before leaving can still be finished; the room has nothing more to hear about it.
    await finish(ann, left);
    // Leaving again is told after anything the stop told the room, so by then every notice has arrived.
    expect((await leave()).statusCode).toBe(200);
    await partner.next('LEAVE');
    expect(recordingStates(partner)).toEqual([
      { user_id: ann.id, recording: true },
      { user_id: ann.id, recording: false },
      { user_id: ann.id, recording: true },
    ]);
  });

  it('lists a recording without an event with no event title', async () => {
    await createRecording(t, ann.auth, { ...PAIR, channels: 1 });
    expect((await record(ann, 'GET', 'list')).json().items[0]).toMatchObject({ event_id: null, event_title: null });
  });
});
