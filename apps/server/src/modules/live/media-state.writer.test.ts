// Postgres pass too: toggles written at once are numbered in order.
import { LIVE_TEXTS, type Event } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, call, createEvent, student, teacher, type Member } from '../../test/event-helpers.ts';
import { liveChannel, type Envelope } from './live.bus.ts';
import { readBetween } from './live-log.store.ts';
import { createMediaStateWriter } from './media-state.writer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function liveEventWith(people: number) {
  const host = await teacher(t);
  const event = await createEvent(t, host, { start_time_utc: new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString() });
  t.clock.advance(5 * MINUTE);
  const members: Member[] = [];
  for (let i = 0; i < people; i++) {
    const who = await student(t, 'pro');
    expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
    members.push(who);
  }
  return { event, members };
}

describe('media state writer', () => {
  it('stores toggles from many people of several events in groups, each numbered in order and published once', async () => {
    const one = await liveEventWith(3);
    const two = await liveEventWith(2);
    const heard = new Map<string, Envelope[]>();
    for (const e of [one.event, two.event])
      await liveChannel(t.platform.bus, e.event_id).subscribe((m) =>
        heard.set(e.event_id, [...(heard.get(e.event_id) ?? []), m]),
      );
    const seqOf = async (e: Event, who: Member) =>
      (await call(t, 'POST', `event/${e.event_id}/join`, who.auth)).json().seq as number;
    const seqOne = await seqOf(one.event, one.members[0]!);
    const seqTwo = await seqOf(two.event, two.members[0]!);

    const failures: unknown[] = [];
    const writer = createMediaStateWriter({ db: t.db, bus: t.platform.bus, onError: (err) => failures.push(err) });
    const toggles = [];
    for (let round = 0; round < 4; round++)
      for (const { event, members } of [one, two])
        for (const who of members)
          toggles.push(writer.submit(event.event_id, who.id, { audio_muted: round % 2 === 0, video_muted: false }));
    // The same state again is not a change and says nothing.
    toggles.push(writer.submit(one.event.event_id, one.members[0]!.id, { audio_muted: false, video_muted: false }));
    await Promise.all(toggles);
    expect(failures).toEqual([]);

    const stored = await readBetween(t.db, one.event.event_id, seqOne, seqOne + 100);
    expect(stored.map((e) => e.message.seq)).toEqual(Array.from({ length: 12 }, (_, i) => seqOne + 1 + i));
    expect(heard.get(one.event.event_id)!.map((e) => e.message.seq)).toEqual(stored.map((e) => e.message.seq));
    expect(heard.get(two.event.event_id)!.map((e) => e.message.seq)).toEqual(Array.from({ length: 8 }, (_, i) => seqTwo + 1 + i));
    const last = stored.at(-1)!.message;
    expect(last).toMatchObject({ type: 'MEDIA_STATE', payload: { audio_muted: false, video_muted: false } });
    const snap = (await call(t, 'POST', `event/${one.event.event_id}/join`, one.members[1]!.auth)).json();
    expect(snap.people.find((p: { id: number }) => p.id === one.members[1]!.id)).toMatchObject({ audio_muted: false });
  });

  it('refuses someone who is not in the room without failing the others of the group', async () => {
    const { event, members } = await liveEventWith(1);
    const outsider = await student(t);
    const writer = createMediaStateWriter({ db: t.db, bus: t.platform.bus, onError: () => undefined });
    const [inside, outside] = await Promise.allSettled([
      writer.submit(event.event_id, members[0]!.id, { audio_muted: true, video_muted: true }),
      writer.submit(event.event_id, outsider.id, { audio_muted: true, video_muted: false }),
    ]);
    expect(inside.status).toBe('fulfilled');
    expect(outside).toMatchObject({ status: 'rejected', reason: { message: LIVE_TEXTS.userNotInEvent } });
  });
});
