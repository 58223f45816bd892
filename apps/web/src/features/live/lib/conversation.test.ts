import { describe, expect, it } from 'vitest';
import { reduceLiveRoom, type LiveRoomState } from '../state/live-room.ts';
import { person, snapshot } from '../state/live-room.fixtures.ts';
import { conversationKey, roomMates } from './conversation.ts';

const ME = 2;
const ROUND = { number: 1, ends_at: '2026-01-01T10:12:00.000Z' };
/** The host (1) in the main room; this learner (2) in a breakout room with 3, and 4 elsewhere. */
const paired = (overrides: Partial<LiveRoomState> = {}): LiveRoomState => ({
  ...reduceLiveRoom(
    undefined,
    {
      type: 'SNAPSHOT',
      seq: 3,
      payload: snapshot({
        round: ROUND,
        people: [person(1), person(2, { room_id: 'b1-1' }), person(3, { room_id: 'b1-1' }), person(4, { room_id: 'b1-2' })],
      }),
    },
    ME,
  )!,
  ...overrides,
});

describe('the conversation a learner is in', () => {
  it('is the partners of this round, keyed by room and people', () => {
    expect(roomMates(paired(), ME).map((p) => p.id)).toEqual([3]);
    expect(conversationKey(paired(), ME)).toBe('b1-1:3');
  });

  it('changes when the partner leaves or the learner moves on, and is none outside a round', () => {
    const state = paired();
    const alone = { ...state, people: state.people.filter((p) => p.id !== 3) };
    expect(conversationKey(alone, ME)).toBeNull();
    const moved = { ...state, people: state.people.map((p) => (p.id === 2 ? { ...p, room_id: 'b1-2' } : p)) };
    expect(conversationKey(moved, ME)).toBe('b1-2:4');
    expect(conversationKey(paired({ round: null }), ME)).toBeNull();
    expect(conversationKey(paired({ ended: 'ended' }), ME)).toBeNull();
  });

  it('is none for a host, and for a learner waiting with a host in the main room', () => {
    expect(conversationKey(paired(), 1)).toBeNull();
    const withHost = paired();
    withHost.people = withHost.people.map((p) => (p.id === 2 ? { ...p, room_id: 'main' } : p));
    expect(conversationKey(withHost, ME)).toBeNull();
  });
});
