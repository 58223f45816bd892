import {
  ACTIVITY_SETTINGS,
  ACTIVITY_TEXTS,
  EVENT_TEXTS,
  type ActivityView,
  type DiscussionConfig,
  type RoomTopic,
  type RunnableActivity,
} from '@parley/contracts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { ChatModelPort } from '../../platform/ai/index.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import * as live from '../live/public.ts';
import { chatMachine } from './chat/chat.machine.ts';
import { discussionMachine, type DiscussionAction } from './discussion/discussion.machine.ts';
import { TOPIC_LEVEL_OF_PROFICIENCY } from './discussion/pick-topic.ts';
import { TOPIC_BANK } from './discussion/topic-bank.ts';
import { writeTopic } from './discussion/write-topic.ts';
import { ActivityRefusal, type ActivityContext, type ActivityMachine } from './engine/activity-machine.ts';

export interface Target {
  event_id: string;
  room_id?: string | undefined;
  all_rooms: boolean;
}

function contextOf(ctx: live.ChangeContext, roomId: string): ActivityContext {
  return {
    roomId,
    now: ctx.now,
    random: Math.random,
    level: TOPIC_LEVEL_OF_PROFICIENCY[ctx.found.event.proficiency] ?? 2,
    topicsUsed: ctx.state.topicsUsed,
  };
}

const started = <S, A>(machine: ActivityMachine<S, A>, ctx: ActivityContext) => {
  const state = machine.initial(ctx);
  return { state, view: machine.view(state) };
};
const START: Record<RunnableActivity, (ctx: ActivityContext) => { state: unknown; view: ActivityView }> = {
  CHAT: (ctx) => started(chatMachine, ctx),
  DISCUSSION: (ctx) => started(discussionMachine, ctx),
};

/**
 * The room a call is about: the one named (a host may name any open room of the event, anyone else only their own)
 * or else the caller's own.
 */
async function roomOf(ctx: live.ChangeContext, viewer: Viewer, roomId: string | undefined) {
  const { tx, found, state } = ctx;
  const host = live.isHostOf(found, state, viewer.id);
  const presence = await live.findPresence(tx, found.event.id, viewer.id);
  const inside = presence && presence.leftAt === null ? presence.roomId : null;
  const id = roomId ?? inside;
  if (!id) throw conflict(ACTIVITY_TEXTS.notInRoom);
  if (!host && id !== inside) throw forbidden(inside ? ACTIVITY_TEXTS.notYourRoom : ACTIVITY_TEXTS.notInRoom);
  const room = await live.findRoom(tx, id);
  if (!room || room.eventId !== found.event.id || room.closedAt) throw notFound(ACTIVITY_TEXTS.roomNotFound);
  return room;
}

/**
 * A host switches rooms to an activity: the named room, their own, or every open room (and the event itself, so
 * rooms opened later start with it). Each room starts the activity afresh and everyone hears CHANGE_EVENT_TYPE and
 * the room's ACTIVITY_STATE.
 */
export async function switchActivity(deps: live.ChangeDeps, viewer: Viewer, target: Target, type: RunnableActivity) {
  return live.change(deps, target.event_id, async (ctx) => {
    const { tx, found, state, now, emit } = ctx;
    live.mustHost(found, state, viewer);
    if (target.all_rooms) await live.ensureMainRoom(tx, found.event, now);
    const rooms = target.all_rooms ? await live.openRooms(tx, found.event.id) : [await roomOf(ctx, viewer, target.room_id)];
    for (const room of rooms) {
      const { state: activityState, view } = START[type](contextOf(ctx, room.id));
      await live.setActivity(tx, room.id, { activityType: type, activityState, activityView: view });
      await emit('CHANGE_EVENT_TYPE', { event_type: type, room_id: room.id });
      await emit('ACTIVITY_STATE', { room_id: room.id, activity: view });
    }
    if (target.all_rooms) {
      await events.updateEvent(tx, found.event.id, { type });
      await emit('CHANGE_EVENT_TYPE', { event_type: type, room_id: null });
    }
    return { event_type: type, room_ids: rooms.map((room) => room.id) };
  });
}

/**
 * Runs one action of a room's activity: the room must be running `machine`'s activity; its stored state (or a fresh
 * one, for a room that opened with the event's activity and has none yet) goes through the machine, and the new
 * state, the machine's messages and the room's new view are stored and sent together.
 */
async function act<S, A>(
  deps: live.ChangeDeps,
  viewer: Viewer,
  target: Omit<Target, 'all_rooms'>,
  machine: ActivityMachine<S, A>,
  action: A,
) {
  return live.change(deps, target.event_id, async (ctx) => {
    const room = await roomOf(ctx, viewer, target.room_id);
    if (room.activityType !== machine.type) throw conflict(ACTIVITY_TEXTS.notRunning);
    const activity = contextOf(ctx, room.id);
    const stored = machine.stateSchema.safeParse(room.activityState);
    let step;
    try {
      step = machine.act(stored.success ? stored.data : machine.initial(activity), action, activity);
    } catch (err) {
      throw err instanceof ActivityRefusal ? conflict(err.message) : err;
    }
    const view = machine.view(step.state);
    await live.setActivity(ctx.tx, room.id, { activityType: machine.type, activityState: step.state, activityView: view });
    if (step.topicsUsed) await live.updateState(ctx.tx, ctx.found.event.id, { topicsUsed: step.topicsUsed });
    for (const effect of step.effects ?? []) await ctx.emit(effect.type, effect.payload, effect.forUserId ?? null);
    await ctx.emit('ACTIVITY_STATE', { room_id: room.id, activity: view });
    return { room_id: room.id, state: step.state };
  });
}

/** What the activities run on besides the live room: the chat model that writes topics, and how long to wait for it. */
export interface ActivitiesDeps extends live.ChangeDeps {
  ai: ChatModelPort;
  topicTimeoutMs: number;
}

/** The questions of the event's topics so far, newest last, for a chat model to stay clear of. */
async function earlierQuestions(deps: ActivitiesDeps, eventRef: string) {
  const found = await events.findEvent(deps.db, eventRef, deps.clock.now());
  if (!found) return { level: null, questions: [] };
  const used = (await live.findState(deps.db, found.event.id))?.topicsUsed ?? [];
  const questions = used.flatMap((id) => TOPIC_BANK.find((topic) => topic.id === id)?.question ?? []);
  return { level: TOPIC_LEVEL_OF_PROFICIENCY[found.event.proficiency] ?? 2, questions: questions.slice(-20) };
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
    const stored = discussionMachine.stateSchema.safeParse(room.activityState);
    const topic = room.activityType === 'DISCUSSION' && stored.success ? stored.data.topic : null;
    return { room_id: room.id, topic };
  });
}

/** The discussion's settings for an event: pairs, the rotation, and the topic level with how many topics are left. */
export async function discussionConfig(deps: live.ChangeDeps, eventRef: string): Promise<DiscussionConfig> {
  const now = deps.clock.now();
  const found = await events.findEvent(deps.db, eventRef, now);
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const state = await live.findState(deps.db, found.event.id);
  const level = TOPIC_LEVEL_OF_PROFICIENCY[found.event.proficiency] ?? 2;
  const used = new Set(state?.topicsUsed ?? []);
  return {
    ...ACTIVITY_SETTINGS.DISCUSSION,
    topic_level: level,
    topics_left: TOPIC_BANK.filter((topic) => topic.level === level && !used.has(topic.id)).length,
  };
}
