import { discussionTopicSchema, type DiscussionTopic } from '@parley/contracts';
import * as z from 'zod/mini';
import { ActivityRefusal, type ActivityContext, type ActivityMachine, type Step } from '../engine/activity-machine.ts';
import { pickTopic } from './pick-topic.ts';
import { TOPIC_BANK } from './topic-bank.ts';

const stateSchema = z.object({
  topic: z.nullable(discussionTopicSchema),
  /** The room's topics in this activity, by id (a generated topic has an id of its own). */
  topic_ids: z.array(z.string()),
});
export type DiscussionState = z.infer<typeof stateSchema>;

/** The next topic from the bank, or one generated for the room (by the runtime, before the change). */
export type DiscussionAction = { type: 'next_topic' } | { type: 'set_topic'; topic: DiscussionTopic };

function withTopic(state: DiscussionState, topic: DiscussionTopic, ctx: ActivityContext): Step<DiscussionState> {
  return {
    state: { topic, topic_ids: [...state.topic_ids, topic.id] },
    effects: [{ type: 'SET_DISCUSSION_TOPIC', payload: { topic: topic.question, room_id: ctx.roomId } }],
    topicsUsed: [...ctx.topicsUsed.filter((id) => id !== topic.id), topic.id],
  };
}

/** Discussion: the room talks about one topic card at a time; anyone in the room may draw the next one. */
export const discussionMachine: ActivityMachine<DiscussionState, DiscussionAction> = {
  type: 'DISCUSSION',
  stateSchema,
  initial: () => ({ topic: null, topic_ids: [] }),
  act(state, action, ctx) {
    if (action.type === 'set_topic') return withTopic(state, action.topic, ctx);
    const topic = pickTopic(TOPIC_BANK, ctx.level, ctx.topicsUsed, ctx.random);
    if (!topic) throw new ActivityRefusal('There are no topics to choose from');
    return withTopic(state, topic, ctx);
  },
  view: (state) => ({ type: 'DISCUSSION', topic: state.topic, topics_in_room: state.topic_ids.length }),
};
