import { describe, expect, it } from 'vitest';
import { reduceLiveRoom, type LiveRoomState, type RoomMessage } from './live-room.ts';
import { chatMessage, person, snapshot } from './live-room.fixtures.ts';

const ME = 2;
const start = (): LiveRoomState => reduceLiveRoom(undefined, { type: 'SNAPSHOT', seq: 3, payload: snapshot() }, ME)!;
const run = (...messages: RoomMessage[]) =>
  messages.reduce<LiveRoomState | undefined>((s, m) => reduceLiveRoom(s, m, ME), start())!;

describe('reduceLiveRoom', () => {
  it('ignores sequenced messages before the first snapshot', () => {
    expect(reduceLiveRoom(undefined, { type: 'LOCKING', seq: 1, payload: { locked: true } }, ME)).toBeUndefined();
  });

  it('JOIN_ROOM adds the person if absent and updates them otherwise', () => {
    const state = run(
      { type: 'JOIN_ROOM', seq: 4, payload: { person: person(3) } },
      { type: 'JOIN_ROOM', seq: 5, payload: { person: person(3, { audio_muted: true }) } },
    );
    expect(state.people.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.people[2]!.audio_muted).toBe(true);
    expect(state.seq).toBe(5);
  });

  it('LEAVE removes the person from the people and the partition', () => {
    const state = run({ type: 'LEAVE', seq: 4, payload: { user_id: 1 } });
    expect(state.people.map((p) => p.id)).toEqual([2]);
    expect(state.users_partition).toEqual({ main: [2] });
  });

  it('CHANGE_EVENT_TYPE sets the type unless NONE', () => {
    expect(run({ type: 'CHANGE_EVENT_TYPE', seq: 4, payload: { event_type: 'DISCUSSION' } }).event.event_type).toBe('DISCUSSION');
    expect(run({ type: 'CHANGE_EVENT_TYPE', seq: 4, payload: { event_type: 'NONE' } }).event.event_type).toBe('CHAT');
  });

  it("ACTIVITY_STATE sets a room's activity; a room's CHANGE_EVENT_TYPE leaves the event's type alone", () => {
    const topicless = { type: 'DISCUSSION' as const, topic: null, topics_in_room: 0 };
    const state = run(
      { type: 'CHANGE_EVENT_TYPE', seq: 4, payload: { event_type: 'DISCUSSION', room_id: 'r2' } },
      { type: 'ACTIVITY_STATE', seq: 5, payload: { room_id: 'r2', activity: topicless } },
    );
    expect(state.event.event_type).toBe('CHAT');
    expect(state.activities).toEqual({ r2: topicless });
    const back = reduceLiveRoom(
      state,
      { type: 'ACTIVITY_STATE', seq: 6, payload: { room_id: 'r2', activity: { type: 'CHAT' } } },
      ME,
    )!;
    expect(back.activities).toEqual({ r2: { type: 'CHAT' } });
  });

  it("MUSIC_STATE sets what a room's music box plays, and a stop (null) clears it", () => {
    const music = { track_id: 'morning-tea', playing: true, position: 3, at: '2026-03-10T10:00:00.000Z', by_user_id: 1 };
    const state = run(
      { type: 'MUSIC_STATE', seq: 4, payload: { room_id: 'r1', music } },
      { type: 'MUSIC_STATE', seq: 5, payload: { room_id: 'r2', music } },
      { type: 'MUSIC_STATE', seq: 6, payload: { room_id: 'r1', music: null } },
    );
    expect(state.music).toEqual({ r2: music });
  });

  it('AGORA_USER_CHANGED_ROOM replaces the partition and moves people', () => {
    const state = run({ type: 'AGORA_USER_CHANGED_ROOM', seq: 4, payload: { users_partition: { main: [1], r2: [2] } } });
    expect(state.users_partition).toEqual({ main: [1], r2: [2] });
    expect(state.people.find((p) => p.id === 2)!.room_id).toBe('r2');
  });

  it('SCREEN_SHARE marks who shares a screen; a move to another room ends the share, staying keeps it', () => {
    const sharing = run(
      { type: 'SCREEN_SHARE', seq: 4, payload: { user_id: 1, room_id: 'main', sharing: true } },
      { type: 'SCREEN_SHARE', seq: 5, payload: { user_id: 2, room_id: 'main', sharing: true } },
      { type: 'SCREEN_SHARE', seq: 6, payload: { user_id: 2, room_id: 'main', sharing: false } },
    );
    expect(sharing.people.map((p) => p.screen_sharing)).toEqual([true, false]);
    const stayed = reduceLiveRoom(
      sharing,
      { type: 'AGORA_USER_CHANGED_ROOM', seq: 7, payload: { users_partition: { main: [1], r2: [2] } } },
      ME,
    )!;
    expect(stayed.people.map((p) => p.screen_sharing)).toEqual([true, false]);
    const moved = reduceLiveRoom(
      stayed,
      { type: 'AGORA_USER_CHANGED_ROOM', seq: 8, payload: { users_partition: { r2: [1, 2] } } },
      ME,
    )!;
    expect(moved.people.map((p) => p.screen_sharing)).toEqual([false, false]);
  });

  it('CHANGE_HOST, CHANGE_CURRENT_ROOM, AGORA_CREATE_NEW_ROOM, SET_DISCUSSION_TOPIC, LOCKING, CHAT_ENABLED', () => {
    const state = run(
      { type: 'CHANGE_HOST', seq: 4, payload: { host_id: 2, host_ids: [2] } },
      { type: 'CHANGE_CURRENT_ROOM', seq: 5, payload: { room_id: 'r9' } },
      { type: 'AGORA_CREATE_NEW_ROOM', seq: 6, payload: { room: { id: 'r9', name: 'Games', activity_type: 'GEO_GAME' } } },
      { type: 'SET_DISCUSSION_TOPIC', seq: 7, payload: { topic: 'Travel' } },
      { type: 'LOCKING', seq: 8, payload: { locked: true } },
      { type: 'CHAT_ENABLED', seq: 9, payload: { enabled: false } },
    );
    expect(state.event.host.id).toBe(2);
    expect(state.host_ids).toEqual([2]);
    expect(state.event.current_room_id).toBe('r9');
    expect(state.rooms.map((r) => r.id)).toEqual(['r9']);
    expect(state.discussion_topic).toBe('Travel');
    expect(state.locked).toBe(true);
    expect(state.chat_enabled).toBe(false);
  });

  it('MEDIA_STATE updates one person', () => {
    const state = run({
      type: 'MEDIA_STATE',
      seq: 4,
      payload: { user_id: 1, audio_muted: true, video_muted: true, video_disabled: false },
    });
    expect(state.people[0]).toMatchObject({ audio_muted: true, video_muted: true });
    expect(state.people[1]).toMatchObject({ audio_muted: false });
  });

  it('RECORDING_STATE marks who records the conversation, and clears it', () => {
    const state = run({ type: 'RECORDING_STATE', seq: 4, payload: { user_id: 1, recording: true } });
    expect(state.people.map((p) => p.recording)).toEqual([true, false]);
    const stopped = reduceLiveRoom(state, { type: 'RECORDING_STATE', seq: 5, payload: { user_id: 1, recording: false } }, ME)!;
    expect(stopped.people.map((p) => p.recording)).toEqual([false, false]);
  });

  it('CHAT appends once per message id and survives a later snapshot', () => {
    const state = run(
      { type: 'CHAT', seq: 4, payload: { message: chatMessage('a') } },
      { type: 'CHAT', seq: 5, payload: { message: chatMessage('a') } },
      { type: 'SNAPSHOT', seq: 9, payload: snapshot({ seq: 9 }) },
    );
    expect(state.chat.map((m) => m.id)).toEqual(['a']);
    expect(state.seq).toBe(9);
  });

  it("EXTEND_REQUESTED collects askers per room once; ROUND_EXTENDED sets the room's new end; NEXT_ROUND clears both", () => {
    const asked = run(
      { type: 'EXTEND_REQUESTED', seq: 4, payload: { room_id: 'r1', user_id: 1 } },
      { type: 'EXTEND_REQUESTED', seq: 5, payload: { room_id: 'r1', user_id: 1 } },
      { type: 'ROUND_EXTENDED', seq: 6, payload: { room_id: 'r1', ends_at: '2026-01-01T10:14:00.000Z' } },
    );
    expect(asked.extendAsks).toEqual({ r1: [1] });
    expect(asked.extendedUntil).toEqual({ r1: '2026-01-01T10:14:00.000Z' });
    const next = reduceLiveRoom(
      asked,
      { type: 'NEXT_ROUND', seq: 7, payload: { round: 2, ends_at: '2026-01-01T10:24:00.000Z' } },
      ME,
    )!;
    expect(next.extendAsks).toEqual({});
    expect(next.extendedUntil).toEqual({});
  });

  it('KICKED removes someone else, and marks this user as kicked', () => {
    const other = run({ type: 'KICKED', seq: 4, payload: { user_id: 1, banned_until: null, permanent: true } });
    expect(other.kicked).toBeNull();
    expect(other.people.map((p) => p.id)).toEqual([2]);
    const me = run({
      type: 'KICKED',
      seq: 4,
      payload: { user_id: ME, banned_until: '2026-01-01T11:00:00.000Z', permanent: false },
    });
    expect(me.kicked).toEqual({ banned_until: '2026-01-01T11:00:00.000Z', permanent: false });
  });

  it('REFRESH, ASK_TO_UNMUTE, EVENT_ENDED and NEXT_ROUND are remembered for the page', () => {
    const state = run(
      { type: 'REFRESH', seq: 4, payload: { ext: {} } },
      { type: 'ASK_TO_UNMUTE', seq: 5, payload: { by_user_id: 1, mute_type: 'audio' } },
      { type: 'NEXT_ROUND', seq: 6, payload: { round: 2, ends_at: '2026-01-01T10:24:00.000Z' } },
      { type: 'EVENT_ENDED', seq: 7, payload: { reason: 'ended' } },
    );
    expect(state.reload).toBe(true);
    expect(state.ask).toEqual({ by_user_id: 1, mute_type: 'audio' });
    expect(state.round).toEqual({ number: 2, ends_at: '2026-01-01T10:24:00.000Z' });
    expect(state.ended).toBe('ended');
  });
});
