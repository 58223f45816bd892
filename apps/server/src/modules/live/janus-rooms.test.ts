import { ROOMS_PREFIX, type RtcJoin } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusParticipant, testJanusEnv } from '../../test/janus-participant.ts';
import { openSocket, tokenOf } from '../../test/live-socket.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createEvent, inFuture, MINUTE, student, teacher, type Member } from '../../test/event-helpers.ts';

const janusEnv = testJanusEnv();

/** The live room with JANUS_* set, against the Janus `npm test` started (scripts/lib/janus.ts). */
describe.runIf(janusEnv)('live rooms on Janus', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: janusEnv! });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("holds a room to the event's capacity, hands each a Janus join, and carries a mute, an unmute, a kick and the end there", async () => {
    // Janus checks the tokens' expiry against its own clock.
    t.clock.set(new Date());
    const host = await teacher(t);
    const event = await createEvent(t, host, { start_time_utc: inFuture(t, 2 * MINUTE), max_number_users: 6 });
    t.clock.advance(5 * MINUTE);
    const learners = await Promise.all(Array.from({ length: 6 }, () => student(t)));
    const everyone = [host, ...learners];
    for (const who of everyone) expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
    const rtc = async (who: Member) =>
      (
        await t.app.inject({ method: 'POST', url: `${ROOMS_PREFIX}/rtc/${event.event_id}`, headers: who.auth, payload: {} })
      ).json<RtcJoin>();

    // Seven in the main room, above the mesh's six: the event's capacity and its host.
    const [annJoin, benJoin] = [await rtc(learners[0]!), await rtc(learners[1]!)];
    if (annJoin.provider !== 'janus' || benJoin.provider !== 'janus') throw new Error('expected a Janus join');
    expect(annJoin).toMatchObject({ max_room_size: 7, peer_ids: expect.arrayContaining([host.id]) });
    expect(annJoin.janus.feeds.map((f) => f.user_id).sort()).toEqual(everyone.map((m) => m.id).sort());
    expect(new Set(annJoin.janus.feeds.map((f) => f.feed_id)).size).toBe(7);
    expect(annJoin.janus.feeds).toContainEqual({ user_id: learners[0]!.id, feed_id: annJoin.janus.feed_id });
    expect(benJoin.janus.feeds).toEqual(annJoin.janus.feeds);

    const ann = await janusParticipant(annJoin.janus);
    const ben = await janusParticipant(benJoin.janus);
    await ann.join();
    await ben.join();
    await ann.publish();
    const annFeed = annJoin.janus.feed_id;
    const post = (path: string, body: object) => call(t, 'POST', path, host.auth, { event_id: event.event_id, ...body });

    expect((await post(`event/${event.event_id}/mute`, { user_id: learners[0]!.id, mute_type: 'audio' })).statusCode).toBe(200);
    await ben.next((e) => e.moderation === 'muted' && e.id === annFeed && e.mid === '0');
    // Ann switches her microphone on again herself: Janus lets it through again.
    const annSocket = openSocket(base, { token: tokenOf(learners[0]!), eventId: event.event_id });
    await annSocket.next('SNAPSHOT');
    annSocket.send({ type: 'MEDIA_STATE', payload: { audio_muted: false, video_muted: false } });
    await ben.next((e) => e.moderation === 'unmuted' && e.id === annFeed);
    annSocket.close();

    expect((await post('kick', { user_id: learners[0]!.id, ban_for_seconds: 600 })).statusCode).toBe(200);
    expect(await ann.next((e) => e.leaving === 'ok')).toMatchObject({ reason: 'kicked' });
    expect((await post('end', {})).statusCode).toBe(200);
    await ben.next((e) => e.videoroom === 'destroyed');
    for (const who of [ann, ben]) who.close();
  });
});
