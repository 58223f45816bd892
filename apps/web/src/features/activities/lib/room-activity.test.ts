import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/fixtures.ts';
import { roomActivity } from './room-activity.ts';

describe('roomActivity', () => {
  const discussion = { type: 'DISCUSSION' as const, topic: null, topics_in_room: 2 };

  it("is the room's own activity once one started there", () => {
    expect(roomActivity({ event: makeEvent(), activities: { r1: discussion } }, 'r1')).toBe(discussion);
  });

  it("is otherwise the event's type, shown as the chat view when rooms cannot run it", () => {
    expect(roomActivity({ event: makeEvent({ event_type: 'DISCUSSION' }), activities: {} }, 'r2')).toEqual({
      type: 'DISCUSSION',
      topic: null,
      topics_in_room: 0,
    });
    expect(roomActivity({ event: makeEvent({ event_type: 'NONE' }), activities: { r1: discussion } }, null)).toEqual({
      type: 'CHAT',
    });
  });
});
