import { EVENT_TEXTS, liveApi, MUSIC_BOX_TEXTS, type LiveSnapshot, type MusicBox } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/auth-helpers.ts';
import { gameRoom } from '../../../test/game-room.ts';
import { TRACKS } from './tracks.ts';

const room = gameRoom('musicbox');
const eventId = () => room.event.event_id;
const [first, second] = TRACKS;
const play = (body: object, who = room.host) => room.request('POST', 'play', who, { event_id: eventId(), ...body });

describe('the music box', () => {
  it('lists the tracks that ship with it and what the room plays, with the server time', async () => {
    const box = await room.read<MusicBox>('music', room.ann);
    expect(box).toEqual({
      tracks: TRACKS,
      room_id: expect.any(String),
      music: null,
      server_now: room.t.clock.now().toISOString(),
    });
    expect(TRACKS.length).toBeGreaterThanOrEqual(5);
    const file = await room.t.app.inject({ url: first!.url, headers: { range: 'bytes=0-3' } });
    expect(file.statusCode).toBe(206);
    expect(file.headers['content-type']).toMatch(/^(audio|video)\/webm/);
    expect([...file.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await room.t.app.inject({ url: first!.url.replace('.webm', '.json') })).statusCode).toBe(404);
  });

  it('plays a host’s track for the whole room, whatever activity runs; a late page places it by the time since', async () => {
    const { host, ann } = room;
    const res = await play({ track_id: first!.id, playing: true, position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const started = {
      track_id: first!.id,
      playing: true,
      position: 0,
      at: room.t.clock.now().toISOString(),
      by_user_id: host.id,
    };
    expect(res.json()).toEqual({ room_ids: [expect.any(String)], music: started });
    expect((await room.socketOf(ann).next('MUSIC_STATE')).payload).toEqual({ room_id: res.json().room_ids[0], music: started });

    const wordGame = await room.t.app.inject({
      method: 'POST',
      url: '/api/v1/extensions/activities/wordbomb/start',
      headers: host.auth,
      payload: { event_id: eventId() },
    });
    expect(wordGame.statusCode).toBe(200);
    room.t.clock.advance(20_000);
    const box = await room.read<MusicBox>('music', ann);
    expect(box.music).toEqual(started);
    expect(Date.parse(box.server_now) - Date.parse(started.at)).toBe(20_000);

    // A position past the track's end wraps round: it loops.
    const later = await play({ track_id: first!.id, playing: false, position: first!.duration_seconds + 7.5 });
    expect(later.json().music).toMatchObject({ playing: false, position: 7.5 });
    const other = await play({ track_id: second!.id, playing: true, position: 3 });
    expect(other.json().music).toMatchObject({ track_id: second!.id, position: 3 });
  });

  it('stops for everyone, and keeps what plays in the snapshot a page joining gets', async () => {
    const { ben } = room;
    await play({ track_id: first!.id, playing: true, position: 0, all_rooms: true });
    const snapshot = await room.t.app.inject({
      method: 'POST',
      url: liveApi.join.path.replace('{id}', eventId()),
      headers: ben.auth,
    });
    expect(snapshot.statusCode, snapshot.body).toBe(200);
    expect(Object.values(snapshot.json<LiveSnapshot>().music)).toEqual([expect.objectContaining({ track_id: first!.id })]);
    const stop = await play({ track_id: null, playing: false, position: 0 });
    expect(stop.json().music).toBeNull();
    expect((await room.read<MusicBox>('music', ben)).music).toBeNull();
  });

  it('lets only hosts play, refuses a track it does not have and bad positions, and sends nothing then', async () => {
    const { ann } = room;
    const socket = room.socketOf(ann);
    const seen = socket.messages.length;
    expectError(await play({ track_id: first!.id, playing: true, position: 0 }, ann), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expectError(
      await play({ track_id: 'not-a-track', playing: true, position: 0 }),
      404,
      'NOT_FOUND',
      MUSIC_BOX_TEXTS.noSuchTrack,
    );
    for (const bad of [
      { track_id: first!.id, playing: true, position: -1 },
      { track_id: first!.id, playing: 'yes', position: 0 },
      { track_id: first!.id, position: 0 },
      { track_id: 'x'.repeat(65), playing: true, position: 0 },
    ])
      expectError(await play(bad), 400, 'VALIDATION_ERROR');
    // Only music is counted: Ben's arrival, announced to Ann in its own time, may land after `seen` was read.
    expect(socket.messages.slice(seen).filter((m) => m.type === 'MUSIC_STATE')).toEqual([]);
    expect((await room.read<MusicBox>('music', ann)).music).toBeNull();
  });
});
