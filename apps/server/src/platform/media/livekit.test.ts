import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLivekitStandIn, type LivekitStandIn } from '../../test/livekit-standin.ts';
import { createLivekitMedia } from './livekit.ts';
import { MediaServerUnavailable, MediaWebhookRefused, type MediaServerPort } from './port.ts';

/** The LiveKit adapter through the SDK's own client, against the stand-in of LiveKit's room service (ADR 0089). */
describe('media server port: livekit', () => {
  let lk: LivekitStandIn;
  let port: MediaServerPort;
  beforeAll(async () => {
    lk = await startLivekitStandIn();
    port = createLivekitMedia({ url: lk.url, apiKey: lk.apiKey, apiSecret: lk.apiSecret, tokenTtlSeconds: 600 });
  });
  afterAll(() => lk.close());
  const tokenIn = async (roomId: string, userId: number) => {
    const part = await port.join({ id: roomId, memberIds: [userId] }, userId, new Date());
    if (part.provider !== 'livekit') throw new Error('not livekit');
    return part.livekit;
  };

  it('makes the room and hands a token for it alone: identity, grants, ten minutes', async () => {
    const join = await tokenIn('lk-token', 11);
    expect(join).toMatchObject({ url: lk.url, room: 'lk-token', token_ttl_seconds: 600 });
    expect(lk.calls).toContainEqual({ method: 'CreateRoom', body: expect.objectContaining({ name: 'lk-token' }) });
    const claims = await new TokenVerifier(lk.apiKey, lk.apiSecret).verify(join.token);
    expect(claims).toMatchObject({
      sub: '11',
      video: { roomJoin: true, room: 'lk-token', canPublish: true, canSubscribe: true, canPublishData: false },
    });
    expect(claims.video?.canPublishSources).toEqual(['camera', 'microphone']);
    expect(claims.exp! - claims.nbf!).toBe(600);
    await expect(new TokenVerifier(lk.apiKey, 'another-secret-of-at-least-32-characters').verify(join.token)).rejects.toThrow();
    expect((await lk.connect(join.token)).identity).toBe('11');
  });

  it('mutes the microphone or camera a host stopped, kicks, and deletes the room', async () => {
    const ann = await lk.connect((await tokenIn('lk-moderate', 11)).token);
    const track = (source: string) => ann.tracks.find((t) => t.source === source)!;
    await port.setMuted('lk-moderate', 11, 'audio', true);
    expect(lk.calls.at(-1)).toEqual({
      method: 'MutePublishedTrack',
      body: { room: 'lk-moderate', identity: '11', trackSid: track('MICROPHONE').sid, muted: true },
    });
    expect(track('MICROPHONE').muted).toBe(true);
    expect(track('CAMERA').muted).toBe(false);
    // Unmuting is the person's own switch on LiveKit: the server asks nothing.
    const before = lk.calls.length;
    await port.setMuted('lk-moderate', 11, 'audio', false);
    expect(lk.calls.length).toBe(before);
    await port.setMuted('lk-moderate', 11, 'video', true);
    expect(track('CAMERA').muted).toBe(true);

    await port.remove('lk-moderate', 11);
    expect(lk.calls.at(-1)).toEqual({ method: 'RemoveParticipant', body: { room: 'lk-moderate', identity: '11' } });
    expect(lk.rooms.get('lk-moderate')?.participants.size).toBe(0);
    await port.closeRooms(['lk-moderate']);
    expect(lk.rooms.has('lk-moderate')).toBe(false);
  });

  it('answers MediaServerUnavailable when LiveKit cannot be reached or refuses the key', async () => {
    const wrongKey = createLivekitMedia({ url: lk.url, apiKey: 'other', apiSecret: lk.apiSecret, tokenTtlSeconds: 600 });
    await expect(wrongKey.join({ id: 'lk-refused', memberIds: [] }, 11, new Date())).rejects.toThrow(MediaServerUnavailable);
    await expect(wrongKey.remove('lk-refused', 11)).rejects.toThrow(MediaServerUnavailable);
    const away = createLivekitMedia({ url: 'ws://127.0.0.1:9', apiKey: 'k', apiSecret: lk.apiSecret, tokenTtlSeconds: 600 });
    await expect(away.join({ id: 'lk-away', memberIds: [] }, 11, new Date())).rejects.toThrow(MediaServerUnavailable);
  });

  it('reads a signed report and refuses one unsigned, forged, altered or out of date', async () => {
    const event = { event: 'participant_joined', room: { name: 'lk-hooks' }, participant: { identity: '12' } };
    const signed = await lk.webhook(event);
    expect(await port.webhooks!.verify(signed.body, signed.authorization)).toEqual({
      id: expect.stringMatching(/^EV_/),
      kind: 'participant_joined',
      roomId: 'lk-hooks',
      userId: 12,
    });
    const other = await lk.webhook({ event: 'track_published', room: { name: 'lk-hooks' }, participant: { identity: 'x' } });
    expect(await port.webhooks!.verify(other.body, other.authorization)).toMatchObject({ kind: 'other', userId: null });

    const forged = await lk.webhook(event, { signWith: 'not-the-secret-but-32-characters-long' });
    const old = await lk.webhook(event, { at: new Date(Date.now() - 10 * 60_000) });
    const refusals = [
      [signed.body, undefined],
      [forged.body, forged.authorization],
      [signed.body.replace('"12"', '"13"'), signed.authorization],
      [old.body, old.authorization],
    ] as const;
    for (const [body, authorization] of refusals)
      await expect(port.webhooks!.verify(body, authorization)).rejects.toThrow(MediaWebhookRefused);
  });
});
