import { ACTIVITY_SETTINGS, ACTIVITY_TEXTS, EVENT_TEXTS, RUNNABLE_ACTIVITIES, type RunnableActivity } from '@parley/contracts';
import * as z from 'zod/mini';
import { AppError, conflict, forbidden, notFound } from '../../../errors.ts';
import type { ChatModelPort } from '../../../platform/ai/index.ts';
import type { JobQueuePort } from '../../../platform/queue/port.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as events from '../../events/public.ts';
import * as live from '../../live/public.ts';
import { captionMachine } from '../caption/caption.machine.ts';
import { chatMachine } from '../chat/chat.machine.ts';
import { discussionMachine } from '../discussion/discussion.machine.ts';
import { geoGameMachine } from '../geogame/geogame.machine.ts';
import { levelOfProficiency } from '../discussion/pick-topic.ts';
import { pictionaryMachine } from '../pictionary/pictionary.machine.ts';
import { watchMachine } from '../watch/watch.machine.ts';
import { whiteboardMachine } from '../whiteboard/whiteboard.machine.ts';
import { wordBombMachine } from '../wordbomb/wordbomb.machine.ts';
import { ActivityRefusal, type ActivityContext, type ActivityMachine, type GameClocks, type Step } from './activity-machine.ts';

/** What the runtime needs besides the live room: the queue that wakes machines whose clock runs out. */
export interface RuntimeDeps extends live.ChangeDeps {
  queue: JobQueuePort;
  clocks: GameClocks;
}

/** What the activities run on: the live room's store, bus and clock, the queue, and the chat model that writes topics. */
export interface ActivitiesDeps extends RuntimeDeps {
  ai: ChatModelPort;
  topicTimeoutMs: number;
}

export interface Target {
  event_id: string;
  room_id?: string | undefined;
  all_rooms: boolean;
}

export async function contextOf(ctx: live.ChangeContext, roomId: string, clocks: GameClocks): Promise<ActivityContext> {
  return {
    roomId,
    clocks,
    now: ctx.now,
    random: Math.random,
    level: levelOfProficiency(ctx.found.event.proficiency),
    topicsUsed: ctx.state.topicsUsed,
    people: await live.idsInRoom(ctx.tx, ctx.found.event.id, roomId),
  };
}

/** A game's own clocks and the fewest players it needs. */
interface GameRules {
  roundSeconds: number;
  breakSeconds: number;
  minPlayers: number;
}

/**
 * A game's settings for an event, as its `config` call answers them: its rooms (ACTIVITY_SETTINGS), its clocks (the
 * server's when set), the players it needs, and the bank level of the event's proficiency.
 */
export async function gameConfig(deps: RuntimeDeps, eventRef: string, type: RunnableActivity, rules: GameRules) {
  const found = await events.findEvent(deps.db, eventRef, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  return {
    settings: {
      ...ACTIVITY_SETTINGS[type],
      round_seconds: deps.clocks.roundSeconds ?? rules.roundSeconds,
      break_seconds: deps.clocks.breakSeconds ?? rules.breakSeconds,
      min_players: rules.minPlayers,
    },
    level: levelOfProficiency(found.event.proficiency),
  };
}

// The union of every machine's actions is only ever handed back to the machine that made it.
type AnyMachine = ActivityMachine<unknown, unknown>;
const MACHINES: Record<RunnableActivity, AnyMachine> = {
  CHAT: chatMachine as AnyMachine,
  DISCUSSION: discussionMachine as AnyMachine,
  WHITEBOARD: whiteboardMachine as AnyMachine,
  PICTIONARY: pictionaryMachine as AnyMachine,
  GEO_GAME: geoGameMachine as AnyMachine,
  JKLM_FUN: wordBombMachine as AnyMachine,
  CAPTION_THIS: captionMachine as AnyMachine,
  HYPERBEAM: watchMachine as AnyMachine,
};

/** A wake-up a machine asked for, to enqueue once its change has committed. */
interface Wake {
  eventId: string;
  roomId: string;
  type: RunnableActivity;
  afterMs: number;
  action: unknown;
}

export const WAKE_JOB = 'activities.wake';

const wakeJobSchema = z.object({
  event_id: z.string(),
  room_id: z.string(),
  type: z.enum(RUNNABLE_ACTIVITIES),
  action: z.unknown(),
});

async function enqueueWakes(deps: RuntimeDeps, wakes: Wake[]) {
  for (const { afterMs, eventId, roomId, type, action } of wakes)
    await deps.queue.enqueue(WAKE_JOB, { event_id: eventId, room_id: roomId, type, action }, { delayMs: afterMs });
}

/** Stores a machine's step for the room and sends what it says, ACTIVITY_STATE last; answers the wake-up it asked for. */
async function applyStep(
  ctx: live.ChangeContext,
  roomId: string,
  machine: AnyMachine,
  step: Step<unknown, unknown>,
): Promise<Wake | null> {
  const view = machine.view(step.state);
  await live.setActivity(ctx.tx, roomId, { activityType: machine.type, activityState: step.state, activityView: view });
  if (step.topicsUsed) await live.updateState(ctx.tx, ctx.found.event.id, { topicsUsed: step.topicsUsed });
  await ctx.emitAll([...(step.effects ?? []), { type: 'ACTIVITY_STATE', payload: { room_id: roomId, activity: view } }]);
  return step.wake
    ? { eventId: ctx.found.event.id, roomId, type: machine.type, afterMs: step.wake.afterMs, action: step.wake.action }
    : null;
}

/** Where someone is in the event's room, as `live.findInside` read it (undefined: not in it). */
export type Inside = Awaited<ReturnType<typeof live.findInside>>;

function openRoomOf(ctx: live.ChangeContext, room: live.RoomRow | null | undefined) {
  if (!room || room.eventId !== ctx.found.event.id || room.closedAt) throw notFound(ACTIVITY_TEXTS.roomNotFound);
  return room;
}

/** The room someone is in, from what `live.findInside` read of them; refused when they are in none. */
export function ownRoom(ctx: live.ChangeContext, here: Inside) {
  if (!here) throw conflict(ACTIVITY_TEXTS.notInRoom);
  return openRoomOf(ctx, here.room);
}

/**
 * The room a call is about: the one named (a host may name any open room of the event, anyone else only their own)
 * or else the caller's own.
 */
export async function roomOf(ctx: live.ChangeContext, viewer: Viewer, roomId: string | undefined) {
  const { tx, found, state } = ctx;
  const here = await live.findInside(tx, found.event.id, viewer.id);
  if (roomId === undefined || roomId === here?.roomId) return ownRoom(ctx, here);
  if (!live.isHostOf(found, state, viewer.id)) throw forbidden(here ? ACTIVITY_TEXTS.notYourRoom : ACTIVITY_TEXTS.notInRoom);
  return openRoomOf(ctx, await live.findRoom(tx, roomId));
}

/** A room's stored state of the machine's activity; null when it has none (or an older release's that does not parse). */
export function storedState<S, A>(machine: ActivityMachine<S, A>, room: live.RoomRow): S | null {
  const stored = machine.stateSchema.safeParse(room.activityState);
  return stored.success ? stored.data : null;
}

/**
 * The caller's own room's state of the machine's activity, read without the room's lock: for work that must not hold
 * it (recognising a spoken answer); the action that follows checks everything again under the lock.
 */
export async function ownStateUnlocked<S, A>(
  deps: live.ChangeDeps,
  viewer: Viewer,
  eventRef: string,
  machine: ActivityMachine<S, A>,
): Promise<S | null> {
  const found = await events.findEvent(deps.db, eventRef, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const me = await live.findPresence(deps.db, found.event.id, viewer.id);
  if (!me || me.leftAt) throw conflict(ACTIVITY_TEXTS.notInRoom);
  const room = await live.findRoom(deps.db, me.roomId);
  if (!room || room.activityType !== machine.type) throw conflict(ACTIVITY_TEXTS.notRunning);
  return storedState(machine, room);
}

/**
 * Reads the activity of a room the caller may see (their own; any, for a host): the room and its stored state, null
 * when the room has not started one (it opened with the event's activity). Refused when the room runs another.
 */
export async function readActivity<S, A, T>(
  deps: live.ChangeDeps,
  viewer: Viewer,
  target: Omit<Target, 'all_rooms'>,
  machine: ActivityMachine<S, A>,
  read: (room: live.RoomRow, state: S | null, tx: live.ChangeContext['tx']) => T | Promise<T>,
): Promise<T> {
  return live.change(deps, target.event_id, async (ctx) => {
    const room = await roomOf(ctx, viewer, target.room_id);
    if (room.activityType !== machine.type) throw conflict(ACTIVITY_TEXTS.notRunning);
    return read(room, storedState(machine, room), ctx.tx);
  });
}

/**
 * A host switches rooms to an activity: the named room, their own, or every open room (and the event itself, so
 * rooms opened later start with it). Each room starts the activity afresh and everyone hears CHANGE_EVENT_TYPE and
 * the room's ACTIVITY_STATE.
 */
export async function switchActivity(deps: RuntimeDeps, viewer: Viewer, target: Target, type: RunnableActivity) {
  const machine = MACHINES[type];
  const { wakes, ...answer } = await live.change(deps, target.event_id, async (ctx) => {
    const { tx, found, state, now, emit } = ctx;
    live.mustHost(found, state, viewer);
    if (target.all_rooms) await live.ensureMainRoom(tx, found.event, now);
    const rooms = target.all_rooms ? await live.openRooms(tx, found.event.id) : [await roomOf(ctx, viewer, target.room_id)];
    const wakes: Wake[] = [];
    for (const room of rooms) {
      const activity = await contextOf(ctx, room.id, deps.clocks);
      await emit('CHANGE_EVENT_TYPE', { event_type: type, room_id: room.id });
      const wake = await applyStep(ctx, room.id, machine, machine.begin?.(activity) ?? { state: machine.initial(activity) });
      if (wake) wakes.push(wake);
    }
    if (target.all_rooms) {
      await events.updateEvent(tx, found.event.id, { type });
      await emit('CHANGE_EVENT_TYPE', { event_type: type, room_id: null });
    }
    return { event_type: type, room_ids: rooms.map((room) => room.id), wakes };
  });
  await enqueueWakes(deps, wakes);
  return answer;
}

/**
 * The machine's step for an action in a room running its activity: the stored state (or a fresh one, for a room that
 * opened with the event's activity and has none yet) through the machine, a refusal answered as a conflict.
 */
async function stepOf<S, A>(
  deps: RuntimeDeps,
  ctx: live.ChangeContext,
  room: live.RoomRow,
  machine: ActivityMachine<S, A>,
  action: A,
) {
  if (room.activityType !== machine.type) throw conflict(ACTIVITY_TEXTS.notRunning);
  const activity = await contextOf(ctx, room.id, deps.clocks);
  try {
    return machine.act(storedState(machine, room) ?? machine.initial(activity), action, activity);
  } catch (err) {
    throw err instanceof ActivityRefusal ? conflict(err.message) : err;
  }
}

/**
 * Runs one action of a room's activity: the new state, the machine's messages and the room's new view are stored and
 * sent together, and a wake-up the machine asks for is queued after.
 */
export async function act<S, A>(
  deps: RuntimeDeps,
  viewer: Viewer,
  target: Omit<Target, 'all_rooms'>,
  machine: ActivityMachine<S, A>,
  /** The action, or how to make it from what the change found (whether the caller hosts, say). */
  action: A | ((ctx: live.ChangeContext) => A),
  /** Who may take this action besides being in the room (a host's permission call), checked in the same change. */
  mayAct?: (ctx: live.ChangeContext) => Promise<void>,
) {
  const { wake, ...answer } = await live.change(deps, target.event_id, async (ctx) => {
    await mayAct?.(ctx);
    const room = await roomOf(ctx, viewer, target.room_id);
    const made = typeof action === 'function' ? (action as (ctx: live.ChangeContext) => A)(ctx) : action;
    const step = await stepOf(deps, ctx, room, machine, made);
    const wake = await applyStep(ctx, room.id, machine as AnyMachine, step as Step<unknown, unknown>);
    return { room_id: room.id, state: step.state, wake };
  });
  if (wake) await enqueueWakes(deps, [wake]);
  return answer;
}

/**
 * A wake-up a machine asked for (WAKE_JOB), taken for nobody in particular. A room that has since closed or switched
 * activity, or a state that moved on (the machine refuses a stale wake), is left as it is.
 */
export async function wakeUp(deps: RuntimeDeps, payload: unknown) {
  const job = wakeJobSchema.safeParse(payload);
  if (!job.success) return;
  const { event_id, room_id, type } = job.data;
  const machine = MACHINES[type];
  const action = machine.wakeSchema?.safeParse(job.data.action);
  if (!action?.success) return;
  const wake = await live
    .change(deps, event_id, async (ctx) => {
      const room = await live.findRoom(ctx.tx, room_id);
      if (!room || room.closedAt || room.eventId !== ctx.found.event.id) return null;
      return applyStep(ctx, room.id, machine, await stepOf(deps, ctx, room, machine, action.data));
    })
    .catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
  if (wake) await enqueueWakes(deps, [wake]);
}
