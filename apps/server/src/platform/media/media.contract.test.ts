import { MESH_ROOM_MAX, rtcJoinSchema } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { janusParticipant, testJanusEnv } from '../../test/janus-participant.ts';
import { startLivekitStandIn, type LivekitStandIn } from '../../test/livekit-standin.ts';
import { createMediaServer } from './index.ts';
import { janusTokens } from './janus.ts';
import type { MediaJoinPart, MediaServerPort } from './port.ts';

const janusEnv = testJanusEnv();
/** LiveKit cannot be installed here: its implementation runs against a stand-in of its room service. */
let livekit: LivekitStandIn;
beforeAll(async () => void (livekit = await startLivekitStandIn()));
afterAll(() => livekit.close());
const now = new Date();
const ids = (suffix: string) => ({ id: `contract-${Date.now().toString(36)}-${suffix}`, memberIds: [11, 12] });
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/parley-media', ...env });

/** The configurations createMediaServer picks from: none (the mesh), Janus (the one `npm test` started), LiveKit. */
const implementations: [string, () => MediaServerPort, { limit: number; available: boolean }][] = [
  ['mesh', () => createMediaServer(config()), { limit: MESH_ROOM_MAX, available: true }],
  ['janus', () => createMediaServer(config(janusEnv)), { limit: 21, available: Boolean(janusEnv) }],
  ['livekit', () => createMediaServer(config(livekit.env)), { limit: 21, available: true }],
];
/** A LiveKit token carries the second it was signed (the SDK's clock): two joins agree on all else. */
const unsigned = (part: MediaJoinPart) =>
  part.provider === 'livekit' ? { ...part, livekit: { ...part.livekit, token: 'signed' } } : part;

describe.each(implementations)('media server port: %s', (name, make, expected) => {
  describe.runIf(expected.available)(name, () => {
    it('answers a join in the shape the browser takes, twice alike, and holds a room to its limit', async () => {
      const port = make();
      const room = ids('join');
      const first = await port.join(room, 11, now);
      const answer = {
        ...first,
        room_id: room.id,
        peer_ids: [12],
        ice_servers: [],
        credential_ttl_seconds: null,
        max_room_size: 6,
      };
      expect(rtcJoinSchema.parse(answer)).toEqual(answer);
      expect(first.provider).toBe(port.provider);
      expect(unsigned(await port.join(room, 11, now))).toEqual(unsigned(first));
      expect(port.roomLimit(20)).toBe(expected.limit);
      await port.closeRooms([room.id]);
    });

    it('takes kicks, mutes and closes of rooms and people it does not carry as done', async () => {
      const port = make();
      const room = ids('idle');
      await expect(port.remove(room.id, 11)).resolves.toBeUndefined();
      await expect(port.setMuted(room.id, 11, 'audio', true)).resolves.toBeUndefined();
      await expect(port.closeRooms([room.id, room.id])).resolves.toBeUndefined();
      await port.join(room, 11, now);
      await expect(port.remove(room.id, 12)).resolves.toBeUndefined();
      await expect(port.setMuted(room.id, 12, 'video', true)).resolves.toBeUndefined();
      await port.closeRooms([room.id]);
      await expect(port.closeRooms([room.id])).resolves.toBeUndefined();
    });
  });
});

describe.runIf(janusEnv)('media server port: janus, against a real Janus', () => {
  const port = () => createMediaServer(config(janusEnv));
  const janusOf = async (p: MediaServerPort, room: { id: string; memberIds: number[] }, userId: number) => {
    const part = await p.join(room, userId, now);
    if (part.provider !== 'janus') throw new Error('not janus');
    return part.janus;
  };

  it('lets a token into its own room only, and no longer once expired', async () => {
    const p = port();
    const [a, b] = [ids('a'), ids('b')];
    const inA = await janusOf(p, a, 11);
    const inB = await janusOf(p, b, 11);
    const withTokenForB = await janusParticipant(inA, inB);
    expect(await withTokenForB.join()).toMatchObject({ error_code: 433 });
    withTokenForB.close();
    const expired = await janusParticipant(
      inA,
      janusTokens(janusEnv!.JANUS_TOKEN_SECRET!, inA.room, new Date(Date.now() - 1000)),
    );
    expect(expired.session).toBeUndefined();
    expired.close();
    const ann = await janusParticipant(inA);
    expect(await ann.join()).toMatchObject({ videoroom: 'joined', id: inA.feed_id });
    ann.close();
    await p.closeRooms([a.id, b.id]);
  });

  it('mutes and kicks through the room secret the participants do not have, and ends the room', async () => {
    const p = port();
    const room = ids('moderate');
    const annJoin = await janusOf(p, room, 11);
    const benJoin = await janusOf(p, room, 12);
    const ann = await janusParticipant(annJoin);
    const ben = await janusParticipant(benJoin);
    await ann.join();
    await ben.join();
    expect(await ann.publish()).toMatchObject({ configured: 'ok' });

    await p.setMuted(room.id, 11, 'audio', true);
    const muted = (e: Record<string, unknown>) => e.moderation === 'muted' && e.id === annJoin.feed_id;
    expect(await ben.next(muted)).toMatchObject({ mid: '0' });
    await ann.next(muted);
    await p.setMuted(room.id, 11, 'audio', false);
    await ben.next((e) => e.moderation === 'unmuted' && e.id === annJoin.feed_id);

    // Ben cannot do what our server does: the room has a secret only the server derives.
    expect(await ben.send({ request: 'kick', room: annJoin.room, id: annJoin.feed_id })).toMatchObject({ error_code: 429 });
    await p.remove(room.id, 11);
    expect(await ann.next((e) => e.leaving === 'ok')).toMatchObject({ reason: 'kicked' });
    await ben.next((e) => e.kicked === annJoin.feed_id);

    await p.closeRooms([room.id]);
    await ben.next((e) => e.videoroom === 'destroyed');
    for (const who of [ann, ben]) who.close();
  });
});
