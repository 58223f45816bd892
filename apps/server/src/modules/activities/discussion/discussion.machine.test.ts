import { describe, expect, it } from 'vitest';
import type { ActivityContext } from '../engine/activity-machine.ts';
import { discussionMachine } from './discussion.machine.ts';
import { TOPIC_BANK } from './topic-bank.ts';

const ctx = (over: Partial<ActivityContext> = {}): ActivityContext => ({
  roomId: 'E1-main',
  now: new Date('2026-03-10T10:00:00Z'),
  random: () => 0,
  level: 2,
  topicsUsed: [],
  clocks: { roundSeconds: null, breakSeconds: null },
  people: [],
  ...over,
});

describe('the discussion machine', () => {
  it('starts without a topic and shows that', () => {
    const state = discussionMachine.initial(ctx());
    expect(discussionMachine.view(state)).toEqual({ type: 'DISCUSSION', topic: null, topics_in_room: 0 });
  });

  it("draws the next topic of the event's level, tells the room, and remembers it for the event", () => {
    const used = TOPIC_BANK.filter((t) => t.level === 2)
      .slice(0, 3)
      .map((t) => t.id);
    const step = discussionMachine.act(discussionMachine.initial(ctx()), { type: 'next_topic' }, ctx({ topicsUsed: used }));
    const topic = step.state.topic!;
    expect(topic.level).toBe(2);
    expect(used).not.toContain(topic.id);
    expect(step.state.topic_ids).toEqual([topic.id]);
    expect(step.topicsUsed).toEqual([...used, topic.id]);
    expect(step.effects).toEqual([{ type: 'SET_DISCUSSION_TOPIC', payload: { topic: topic.question, room_id: 'E1-main' } }]);
    expect(discussionMachine.view(step.state)).toEqual({ type: 'DISCUSSION', topic, topics_in_room: 1 });
  });

  it('takes a topic made elsewhere (a generated one) as it is', () => {
    const made = { ...TOPIC_BANK[0]!, id: 'generated-1', question: 'Would you rather live by the sea or in the mountains?' };
    const first = discussionMachine.act(discussionMachine.initial(ctx()), { type: 'next_topic' }, ctx());
    const step = discussionMachine.act(first.state, { type: 'set_topic', topic: made }, ctx({ topicsUsed: first.topicsUsed! }));
    expect(step.state).toEqual({ topic: made, topic_ids: [first.state.topic!.id, 'generated-1'] });
    expect(step.topicsUsed).toEqual([first.state.topic!.id, 'generated-1']);
  });

  it('reads back only a state of its own shape', () => {
    expect(discussionMachine.stateSchema.safeParse({ topic: null, topic_ids: [] }).success).toBe(true);
    expect(discussionMachine.stateSchema.safeParse({ topic: 'free text' }).success).toBe(false);
  });
});
