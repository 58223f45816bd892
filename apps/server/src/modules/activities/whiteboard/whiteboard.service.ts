import { ACTIVITY_TEXTS, WHITEBOARD_SCENE_MAX, type WhiteboardElement, type WhiteboardScene } from '@parley/contracts';
import { conflict, forbidden } from '../../../errors.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as events from '../../events/public.ts';
import * as live from '../../live/public.ts';
import { act, roomOf, type Target } from '../engine/runtime.ts';
import { newerElements } from './reconcile.ts';
import { elementCount, saveElements, sceneOf, versionsOf } from './scene.store.ts';
import { whiteboardMachine, type WhiteboardAction } from './whiteboard.machine.ts';

type RoomTarget = Omit<Target, 'all_rooms'>;

/** The board's permissions as stored with the room; a room that opened with the event's whiteboard has none yet. */
function drawersOf(room: live.RoomRow): number[] {
  const stored = whiteboardMachine.stateSchema.safeParse(room.activityState);
  return stored.success ? stored.data.drawer_ids : [];
}

/** A room running the whiteboard that `viewer` may draw on: a host always may, anyone else once granted. */
async function drawingRoom(ctx: live.ChangeContext, viewer: Viewer) {
  const room = await roomOf(ctx, viewer, undefined);
  if (room.activityType !== 'WHITEBOARD') throw conflict(ACTIVITY_TEXTS.notRunning);
  if (!live.isHostOf(ctx.found, ctx.state, viewer.id) && !drawersOf(room).includes(viewer.id))
    throw forbidden(ACTIVITY_TEXTS.cannotDraw);
  return room;
}

async function boardRoom(ctx: live.ChangeContext, viewer: Viewer, roomId: string | undefined) {
  const room = await roomOf(ctx, viewer, roomId);
  if (room.activityType !== 'WHITEBOARD') throw conflict(ACTIVITY_TEXTS.notRunning);
  return room;
}

export async function scene(deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget): Promise<WhiteboardScene> {
  return live.change(deps, target.event_id, async (ctx) => {
    const room = await boardRoom(ctx, viewer, target.room_id);
    return { room_id: room.id, elements: await sceneOf(ctx.tx, room.id) };
  });
}

export async function permissions(deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget) {
  return live.change(deps, target.event_id, async (ctx) => {
    const room = await boardRoom(ctx, viewer, target.room_id);
    return { room_id: room.id, drawer_ids: drawersOf(room) };
  });
}

/** Host: grants or takes back drawing; a grant is for someone in the event. */
export async function setPermission(deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget, action: WhiteboardAction) {
  const { room_id, state } = await act(deps, viewer, target, whiteboardMachine, action, async (ctx) => {
    live.mustHost(ctx.found, ctx.state, viewer);
    if (action.type === 'grant') await live.mustBeInside(ctx.tx, ctx.found.event.id, action.user_id);
  });
  return { room_id, drawer_ids: state.drawer_ids };
}

/**
 * A drawer's finished elements: the ones newer than the board's (reconcile.ts) are stored and sent to everyone as
 * WHITEBOARD_ELEMENTS; older ones, which another drawer's change already beat, are dropped.
 */
export async function commitElements(deps: live.ChangeDeps, viewer: Viewer, eventId: string, elements: WhiteboardElement[]) {
  await live.change(deps, eventId, async (ctx) => {
    const room = await drawingRoom(ctx, viewer);
    const stored = await versionsOf(
      ctx.tx,
      room.id,
      elements.map((element) => element.id),
    );
    const newer = newerElements(elements, stored);
    if (!newer.length) return;
    const added = newer.filter((element) => !stored.has(element.id)).length;
    if (added && (await elementCount(ctx.tx, room.id)) + added > WHITEBOARD_SCENE_MAX) throw conflict(ACTIVITY_TEXTS.sceneFull);
    await saveElements(ctx.tx, room.id, newer, ctx.now);
    await ctx.emit('WHITEBOARD_ELEMENTS', { room_id: room.id, elements: newer });
  });
}

/** Elements still being drawn: checked like a commit, relayed to the others in the room at once, never stored. */
export async function relayDraft(deps: live.ChangeDeps, viewer: Viewer, eventId: string, elements: WhiteboardElement[]) {
  const found = await events.findEvent(deps.db, eventId, deps.clock.now());
  if (!found) return;
  const [state, me] = await Promise.all([live.findState(deps.db, eventId), live.findPresence(deps.db, eventId, viewer.id)]);
  if (!state || !me || me.leftAt) throw conflict(ACTIVITY_TEXTS.notInRoom);
  const room = await live.findRoom(deps.db, me.roomId);
  if (!room || room.activityType !== 'WHITEBOARD') throw conflict(ACTIVITY_TEXTS.notRunning);
  if (!live.isHostOf(found, state, viewer.id) && !drawersOf(room).includes(viewer.id)) throw forbidden(ACTIVITY_TEXTS.cannotDraw);
  const others = (await live.peopleIn(deps.db, eventId)).filter((p) => p.room_id === room.id && p.id !== viewer.id);
  await live.momentaryChannel(deps.bus, eventId).publish({
    to_user_ids: others.map((p) => p.id),
    message: { type: 'WHITEBOARD_DRAFT', seq: null, payload: { room_id: room.id, from_user_id: viewer.id, elements } },
  });
}
