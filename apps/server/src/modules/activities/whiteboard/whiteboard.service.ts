import { ACTIVITY_TEXTS, WHITEBOARD_SCENE_MAX, type WhiteboardElement, type WhiteboardScene } from '@parley/contracts';
import { conflict, forbidden } from '../../../errors.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import { saveRoomBoard } from '../../live-boards/public.ts';
import * as live from '../../live/public.ts';
import { relayInRoom, type RelayDeps } from '../engine/room-relay.ts';
import { act, ownRoom, roomOf, storedState, type Inside, type RuntimeDeps, type Target } from '../engine/runtime.ts';
import { newerElements } from '../../../shared/whiteboard-reconcile.ts';
import { boardsBefore, elementsWrite, sceneOf } from './scene.store.ts';
import { whiteboardMachine, type WhiteboardAction } from './whiteboard.machine.ts';

type RoomTarget = Omit<Target, 'all_rooms'>;

/** The board's permissions as stored with the room; a room that opened with the event's whiteboard has none yet. */
function drawersOf(room: live.RoomRow): number[] {
  return storedState(whiteboardMachine, room)?.drawer_ids ?? [];
}

/** The room running the whiteboard that `viewer`, found in `here`, may draw on: a host always may, anyone else once granted. */
function drawingRoom(ctx: live.ChangeContext, viewer: Viewer, here: Inside) {
  const room = ownRoom(ctx, here);
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

/**
 * Anyone in the room keeps a copy of its board among their own live boards, named after the event (ADR 0065): a
 * copy, so that each may go on drawing, rename or delete theirs, and nobody fills another's boards.
 */
export async function saveToMyBoards(deps: live.ChangeDeps, viewer: Viewer, target: RoomTarget) {
  return live.change(deps, target.event_id, async (ctx) => {
    const room = await boardRoom(ctx, viewer, target.room_id);
    const event = { eventId: ctx.found.event.id, title: ctx.found.event.title };
    return saveRoomBoard(ctx.tx, { ownerId: viewer.id, event, elements: await sceneOf(ctx.tx, room.id), at: ctx.now });
  });
}

/** Host: grants or takes back drawing; a grant is for someone in the event. */
export async function setPermission(deps: RuntimeDeps, viewer: Viewer, target: RoomTarget, action: WhiteboardAction) {
  const { room_id, state } = await act(deps, viewer, target, whiteboardMachine, action, async (ctx) => {
    live.mustHost(ctx.found, ctx.state, viewer);
    if (action.type === 'grant') await live.mustBeInside(ctx.tx, ctx.found.event.id, action.user_id);
  });
  return { room_id, drawer_ids: state.drawer_ids };
}

/** A drawer's finished elements, as their socket sent them. */
export interface WhiteboardCommit {
  viewer: Viewer;
  elements: WhiteboardElement[];
}

/**
 * Drawers' finished elements, a group of them in one change of the event (everyone drawing commits): the ones newer
 * than the board's (shared/whiteboard-reconcile.ts), each commit judged after the ones before it, are stored and sent to the room as
 * WHITEBOARD_ELEMENTS; older ones, which another drawer's change already beat, are dropped. The group takes the same
 * few statements whatever its size (the elements are stored in the statement that stores their messages); a refused commit stores nothing.
 */
export async function storeCommits(ctx: live.ChangeContext, commits: WhiteboardCommit[]): Promise<live.Outcome<void>[]> {
  const inside = await live.findInsideAll(
    ctx.tx,
    ctx.found.event.id,
    commits.map((c) => c.viewer.id),
  );
  const rooms = await Promise.all(
    commits.map((c) => live.outcomeOf(async () => drawingRoom(ctx, c.viewer, inside.get(c.viewer.id)))),
  );
  const boards = await boardsBefore(
    ctx.tx,
    commits.flatMap((c, i) => {
      const room = rooms[i]!;
      return 'error' in room ? [] : c.elements.map((element) => ({ roomId: room.value.id, id: element.id }));
    }),
  );
  const saved: { roomId: string; element: WhiteboardElement }[] = [];
  const emissions: live.Emission[] = [];
  const outcomes = commits.map((commit, i): live.Outcome<void> => {
    const room = rooms[i]!;
    if ('error' in room) return room;
    const roomId = room.value.id;
    const board = boards.get(roomId)!;
    const newer = newerElements(commit.elements, board.versions);
    const added = newer.filter((element) => !board.versions.has(element.id)).length;
    if (added && board.count + added > WHITEBOARD_SCENE_MAX) return { error: conflict(ACTIVITY_TEXTS.sceneFull) };
    board.count += added;
    for (const element of newer) board.versions.set(element.id, element);
    if (newer.length) {
      saved.push(...newer.map((element) => ({ roomId, element })));
      emissions.push({ type: 'WHITEBOARD_ELEMENTS', payload: { room_id: roomId, elements: newer }, to: { roomId } });
    }
    return { value: undefined };
  });
  await ctx.emitAll(emissions, elementsWrite(ctx.tx, saved, ctx.now));
  return outcomes;
}

/** Elements still being drawn: checked like a commit, relayed to the others in the room at once, never stored. */
export async function relayDraft(deps: RelayDeps, viewer: Viewer, eventId: string, elements: WhiteboardElement[]) {
  await relayInRoom(deps, viewer, eventId, {
    activity: 'WHITEBOARD',
    may: (room, host) => host || drawersOf(room).includes(viewer.id),
    message: (room) => ({
      type: 'WHITEBOARD_DRAFT',
      seq: null,
      payload: { room_id: room.id, from_user_id: viewer.id, elements },
    }),
  });
}
