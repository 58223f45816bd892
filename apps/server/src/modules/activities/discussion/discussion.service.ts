import { ACTIVITY_SETTINGS, EVENT_TEXTS, type DayQuestions, type DiscussionConfig, type RoomTopic } from '@parley/contracts';
import { notFound } from '../../../errors.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as events from '../../events/public.ts';
import * as live from '../../live/public.ts';
import { act, roomOf, storedState, type ActivitiesDeps, type Target } from '../engine/runtime.ts';
import { discussionMachine, type DiscussionAction } from './discussion.machine.ts';
import { levelOfProficiency, topicsOfDay } from './pick-topic.ts';
import { TOPIC_BANK } from './topic-bank.ts';
import { writeTopic } from './write-topic.ts';

/** The questions of the event's topics so far, newest last, for a chat model to stay clear of. */
async function earlierQuestions(deps: ActivitiesDeps, eventRef: string) {
  const found = await events.findEvent(deps.db, eventRef, deps.clock.now());
  if (!found) return { level: null, questions: [] };
  const used = (await live.findState(deps.db, found.event.id))?.topicsUsed ?? [];
  const questions = used.flatMap((id) => TOPIC_BANK.find((topic) => topic.id === id)?.question ?? []);
  return { level: levelOfProficiency(found.event.proficiency), questions: questions.slice(-20) };
}

/**
 * "Generate topic": anyone in a discussion room gets the room's next topic; a host may for any room. With a chat
 * model configured it writes one (before the change, so the room is not held while it thinks); without one, or when
 * it fails or is late, the bank gives one.
 */
export async function generateTopic(deps: ActivitiesDeps, viewer: Viewer, target: Omit<Target, 'all_rooms'>): Promise<RoomTopic> {
  let action: DiscussionAction = { type: 'next_topic' };
  if (deps.ai.available) {
    const { level, questions } = await earlierQuestions(deps, target.event_id);
    const written = level ? await writeTopic(deps.ai, level, questions, deps.topicTimeoutMs) : null;
    if (written) action = { type: 'set_topic', topic: written };
  }
  const { room_id, state } = await act(deps, viewer, target, discussionMachine, action);
  return { room_id, topic: state.topic };
}

/** The topic of a room the caller may see: their own, or any room for a host. */
export async function currentTopic(deps: live.ChangeDeps, viewer: Viewer, target: Omit<Target, 'all_rooms'>): Promise<RoomTopic> {
  return live.change(deps, target.event_id, async (ctx) => {
    const room = await roomOf(ctx, viewer, target.room_id);
    const topic = room.activityType === 'DISCUSSION' ? (storedState(discussionMachine, room)?.topic ?? null) : null;
    return { room_id: room.id, topic };
  });
}

/** The discussion's settings for an event: pairs, the rotation, and the topic level with how many topics are left. */
export async function discussionConfig(deps: live.ChangeDeps, eventRef: string): Promise<DiscussionConfig> {
  const now = deps.clock.now();
  const found = await events.findEvent(deps.db, eventRef, now);
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const state = await live.findState(deps.db, found.event.id);
  const level = levelOfProficiency(found.event.proficiency);
  const used = new Set(state?.topicsUsed ?? []);
  return {
    ...ACTIVITY_SETTINGS.DISCUSSION,
    topic_level: level,
    topics_left: TOPIC_BANK.filter((topic) => topic.level === level && !used.has(topic.id)).length,
  };
}

/** The day's questions of an event: topics at its level for the (UTC) day it starts. */
export async function dayQuestions(deps: live.ChangeDeps, eventRef: string): Promise<DayQuestions> {
  const found = await events.findEvent(deps.db, eventRef, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const level = levelOfProficiency(found.event.proficiency);
  const date = found.event.startsAt.toISOString().slice(0, 10);
  return { date, topic_level: level, topics: topicsOfDay(TOPIC_BANK, level, date) };
}
