import { ROOMS_PREFIX, type LivekitJoin, type RtcJoin } from '@parley/contracts';
import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../../plugins/metrics.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { startLivekitStandIn, type LivekitStandIn } from '../../test/livekit-standin.ts';
import { sample } from '../../test/prometheus-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createEvent, inFuture, MINUTE, student, teacher, type Member } from '../../test/event-helpers.ts';

const WEBHOOK = `${ROOMS_PREFIX}/livekit/webhook`;

/** The live room with LIVEKIT_* set, against the stand-in of LiveKit's room service (ADR 0089). */
describe('live rooms on LiveKit', () => {
  let t: TestApp;
  let lk: LivekitStandIn;
  beforeAll(async () => {
    lk = await startLivekitStandIn();
    t = await createTestApp({ env: lk.env });
  });
  afterAll(async () => {
    await t.close();
    await lk.close();
  });

  const tokenCall = (who: Member, roomId: string) =>
    t.app.inject({ method: 'GET', url: `${ROOMS_PREFIX}/livekit/${roomId}`, headers: who.auth });
  const post = (hook: { body: string; authorization?: string }) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/webhook+json',
        ...(hook.authorization ? { authorization: hook.authorization } : {}),
      },
      payload: hook.body,
    });

  it("hands a token for the caller's room, refuses others, and carries a mute and a kick to LiveKit", async () => {
    // LiveKit checks a token's times against its own clock.
    t.clock.set(new Date());
    const host = await teacher(t);
    const event = await createEvent(t, host, { start_time_utc: inFuture(t, 2 * MINUTE), max_number_users: 8 });
    t.clock.advance(5 * MINUTE);
    const [ann, ben, outsider] = await Promise.all([student(t), student(t), student(t)]);
    for (const who of [host, ann, ben])
      expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
    const rtc = (
      await t.app.inject({ method: 'POST', url: `${ROOMS_PREFIX}/rtc/${event.event_id}`, headers: ann.auth, payload: {} })
    ).json<RtcJoin>();
    if (rtc.provider !== 'livekit') throw new Error('expected a LiveKit join');
    expect(rtc).toMatchObject({ max_room_size: 9, livekit: { url: lk.url, room: rtc.room_id, token_ttl_seconds: 600 } });

    const res = await tokenCall(ann, rtc.room_id);
    expect(res.statusCode).toBe(200);
    const join = res.json<LivekitJoin>();
    const claims = await new TokenVerifier(lk.apiKey, lk.apiSecret).verify(join.token);
    expect(claims).toMatchObject({
      sub: String(ann.id),
      video: { roomJoin: true, room: rtc.room_id, canPublish: true, canSubscribe: true },
    });
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(590);

    expectError(await tokenCall(outsider, rtc.room_id), 404, 'NOT_FOUND');
    expectError(await tokenCall(ann, 'no-such-room'), 404, 'NOT_FOUND');
    const other = await t.app.inject({
      method: 'POST',
      url: `${ROOMS_PREFIX}/room/${event.event_id}`,
      headers: host.auth,
      payload: { activity_type: 'WHITEBOARD' },
    });
    expectError(await tokenCall(ann, other.json<{ id: string }>().id), 403, 'FORBIDDEN');

    await lk.connect(join.token);
    const hostCall = (path: string, body: object) => call(t, 'POST', path, host.auth, { event_id: event.event_id, ...body });
    expect((await hostCall(`event/${event.event_id}/mute`, { user_id: ann.id, mute_type: 'audio' })).statusCode).toBe(200);
    expect(lk.calls.at(-1)).toMatchObject({
      method: 'MutePublishedTrack',
      body: { room: rtc.room_id, identity: String(ann.id), muted: true },
    });
    expect((await hostCall('kick', { user_id: ann.id, ban_for_seconds: 600 })).statusCode).toBe(200);
    expect(lk.calls.at(-1)).toEqual({ method: 'RemoveParticipant', body: { room: rtc.room_id, identity: String(ann.id) } });
    expectError(await tokenCall(ann, rtc.room_id), 404, 'NOT_FOUND');
    expect((await tokenCall(ben, rtc.room_id)).statusCode).toBe(200);
  });

  it('takes signed webhooks once each, and refuses unsigned, forged, altered and old ones with 401', async () => {
    const joined = () =>
      t.app
        .inject({ method: 'GET', url: METRICS_PATH })
        .then((r) => sample(r.body, 'parley_media_webhooks_total', { event: 'participant_joined' }) ?? 0);
    const before = await joined();
    const hook = await lk.webhook({ event: 'participant_joined', room: { name: 'r1' }, participant: { identity: '7' } });
    const first = await post(hook);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await post(hook)).json()).toEqual({ received: true, duplicate: true });
    expect(await joined()).toBe(before + 1);

    const forged = await lk.webhook({ event: 'room_finished' }, { signWith: 'not-the-secret-but-32-characters-long' });
    const old = await lk.webhook({ event: 'room_finished' }, { at: new Date(Date.now() - 10 * 60_000) });
    for (const refused of [
      { body: hook.body },
      forged,
      { body: hook.body.replace('"7"', '"8"'), authorization: hook.authorization },
      old,
    ])
      expectError(await post(refused), 401, 'UNAUTHORIZED');
  });
});

describe('LiveKit calls without LiveKit', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers 501 NOT_IMPLEMENTED, in the envelope, for the token and the webhook', async () => {
    const who = await student(t);
    expectError(
      await t.app.inject({ method: 'GET', url: `${ROOMS_PREFIX}/livekit/any-room`, headers: who.auth }),
      501,
      'NOT_IMPLEMENTED',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/webhook+json' },
      payload: '{}',
    });
    expectError(res, 501, 'NOT_IMPLEMENTED');
  });
});
