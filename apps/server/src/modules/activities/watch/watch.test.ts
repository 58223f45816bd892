import { ACTIVITY_TEXTS, EVENT_TEXTS, WAITING_WATCH, WATCH_TEXTS, type Watch } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/auth-helpers.ts';
import { type Member } from '../../../test/event-helpers.ts';
import { gameRoom } from '../../../test/game-room.ts';

const room = gameRoom('hyperbeam');
const eventId = () => room.event.event_id;
const watchOf = (who: Member) => room.read<Watch>('get', who);
const share = (who: Member, url: unknown) => room.request('POST', 'share', who, { event_id: eventId(), url });
const play = (who: Member, playing: unknown, position: unknown) =>
  room.request('POST', 'play', who, { event_id: eventId(), playing, position });
const start = async () => {
  const res = await room.request('POST', 'start', room.host, { event_id: eventId() });
  expect(res.statusCode, res.body).toBe(200);
};
const CLIP = 'https://videos.example.com/lessons/ordering-coffee.mp4';

describe('watching together', () => {
  it('is started by a host only; a host shares a link, everyone sees it paused at the start', async () => {
    const { host, ann } = room;
    expectError(await room.request('POST', 'start', ann, { event_id: eventId() }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expectError(await room.request('GET', `get?event_id=${eventId()}`, ann), 409, 'CONFLICT', ACTIVITY_TEXTS.notRunning);
    await start();
    expect((await room.socketOf(ann).next('CHANGE_EVENT_TYPE')).payload.event_type).toBe('HYPERBEAM');
    expect((await room.socketOf(ann).next('ACTIVITY_STATE')).payload.activity).toEqual(WAITING_WATCH);
    expect(await watchOf(ann)).toMatchObject({ view: WAITING_WATCH, server_now: room.t.clock.now().toISOString() });

    const res = await share(host, 'https://youtu.be/dQw4w9WgXcQ?t=42');
    expect(res.statusCode, res.body).toBe(200);
    const shared = { kind: 'youtube', video_id: 'dQw4w9WgXcQ' };
    const paused = { playing: false, position: 0, at: room.t.clock.now().toISOString(), by_user_id: host.id };
    expect(res.json<Watch>().view).toEqual({ type: 'HYPERBEAM', source: shared, playback: paused, browser: null });
    expect((await room.socketOf(ann).next('ACTIVITY_STATE')).payload.activity).toEqual(res.json<Watch>().view);
    expect((await watchOf(ann)).view).toEqual(res.json<Watch>().view);

    const file = await share(host, `  ${CLIP}  `);
    expect(file.json<Watch>().view.source).toEqual({ kind: 'file', url: CLIP, media: 'video' });
  });

  it('keeps one clock: a page joining later places the video by the time since the last change', async () => {
    const { host, ann } = room;
    await start();
    await share(host, CLIP);
    room.t.clock.advance(5_000);
    const res = await play(host, true, 12.5);
    expect(res.statusCode, res.body).toBe(200);
    const startedAt = room.t.clock.now().toISOString();
    room.t.clock.advance(30_000);
    const late = await watchOf(ann);
    expect(late.view.playback).toEqual({ playing: true, position: 12.5, at: startedAt, by_user_id: host.id });
    // What the late page computes: 12.5 s plus the 30 s since.
    expect(Date.parse(late.server_now) - Date.parse(startedAt)).toBe(30_000);

    const paused = await play(host, false, 42.5);
    expect(paused.json<Watch>().view.playback).toMatchObject({ playing: false, position: 42.5 });
  });

  it('lets only hosts drive it, refuses unsupported links and play before anything is shared, and sends nothing then', async () => {
    const { host, ann } = room;
    await start();
    const annSocket = room.socketOf(ann);
    await annSocket.next('ACTIVITY_STATE');
    const seen = annSocket.messages.length;
    expectError(await play(host, true, 0), 409, 'CONFLICT', WATCH_TEXTS.nothingShared);
    expectError(await share(ann, CLIP), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    for (const url of [
      'javascript:alert(1)',
      'ftp://videos.example.com/a.mp4',
      'file:///etc/passwd.mp4',
      'https://videos.example.com/page.html',
      'https://user:secret@videos.example.com/a.mp4',
      'https://vimeo.com/76979871',
      'https://www.youtube.com/watch?v=short',
      `https://videos.example.com/${'a'.repeat(2100)}.mp4`,
      '',
      42,
    ])
      expectError(await share(host, url), 400, 'VALIDATION_ERROR', WATCH_TEXTS.unsupportedUrl);
    await share(host, CLIP);
    await annSocket.next('ACTIVITY_STATE');
    const afterShare = annSocket.messages.length;
    expectError(await play(ann, true, 3), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    for (const [playing, position] of [
      ['yes', 3],
      [true, -1],
      [true, 13 * 3600],
      [true, 'later'],
    ])
      expectError(await play(host, playing, position), 400, 'VALIDATION_ERROR');
    expect(annSocket.messages.length).toBe(afterShare);
    expect(afterShare).toBe(seen + 1);
    expect((await watchOf(ann)).view.playback).toMatchObject({ playing: false, position: 0 });
  });
});
