import { ACTIVITY_TEXTS, type ActivityView, type RunnableActivity } from '@parley/contracts';
import { conflict, forbidden, notFound } from '../../../errors.ts';
import type { ChatModelPort } from '../../../platform/ai/index.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as events from '../../events/public.ts';
import * as live from '../../live/public.ts';
import { chatMachine } from '../chat/chat.machine.ts';
import { discussionMachine } from '../discussion/discussion.machine.ts';
import { TOPIC_LEVEL_OF_PROFICIENCY } from '../discussion/pick-topic.ts';
import { whiteboardMachine } from '../whiteboard/whiteboard.machine.ts';
import { ActivityRefusal, type ActivityContext, type ActivityMachine } from './activity-machine.ts';

/** What the activities run on: the live room's store, bus and clock, and the chat model that writes topics. */
export interface ActivitiesDeps extends live.ChangeDeps {
  ai: ChatModelPort;
  topicTimeoutMs: number;
}

export interface Target {
  event_id: string;
  room_id?: string | undefined;
  all_rooms: boolean;
}

export function contextOf(ctx: live.ChangeContext, roomId: string): ActivityContext {
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
  WHITEBOARD: (ctx) => started(whiteboardMachine, ctx),
};

/**
 * The room a call is about: the one named (a host may name any open room of the event, anyone else only their own)
 * or else the caller's own.
 */
export async function roomOf(ctx: live.ChangeContext, viewer: Viewer, roomId: string | undefined) {
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
export async function act<S, A>(
  deps: live.ChangeDeps,
  viewer: Viewer,
  target: Omit<Target, 'all_rooms'>,
  machine: ActivityMachine<S, A>,
  action: A,
  /** Who may take this action besides being in the room (a host's permission call), checked in the same change. */
  mayAct?: (ctx: live.ChangeContext) => Promise<void>,
) {
  return live.change(deps, target.event_id, async (ctx) => {
    await mayAct?.(ctx);
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
