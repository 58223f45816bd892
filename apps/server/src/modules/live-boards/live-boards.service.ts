import {
  ACTIVITY_TEXTS,
  LIVE_BOARD_TITLE_MAX,
  LIVE_BOARDS_PER_USER_MAX,
  LIVE_BOARDS_TEXTS as T,
  WHITEBOARD_SCENE_MAX,
  type WhiteboardElement,
} from '@parley/contracts';
import { conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { newerElements } from '../../shared/whiteboard-reconcile.ts';
import { presentBoard, presentSummary } from './live-boards.presenter.ts';
import * as store from './live-boards.store.ts';

export interface LiveBoardsDeps {
  db: Db;
  clock: Clock;
}

export async function list(deps: LiveBoardsDeps, ownerId: number) {
  return { items: (await store.list(deps.db, ownerId)).map((row) => presentSummary(row.board, row.shown)) };
}

async function owned(db: Tx, id: number, ownerId: number, lock = false) {
  const row = await store.findOwned(db, id, ownerId, lock);
  if (!row) throw notFound(T.notFound);
  return row;
}

export async function get(deps: LiveBoardsDeps, ownerId: number, id: number) {
  const { board } = await owned(deps.db, id, ownerId);
  return presentBoard(board, await store.elementsOf(deps.db, id));
}

/**
 * A new board with these elements (none for a board started here); the per-person limit is counted under the
 * owner's lock. `tx` lets the live room's save run it inside its own change.
 */
export async function createBoard(tx: Tx, board: store.NewBoard, elements: WhiteboardElement[]) {
  await store.lockOwner(tx, board.ownerId);
  if ((await store.countOwned(tx, board.ownerId)) >= LIVE_BOARDS_PER_USER_MAX) throw conflict(T.tooMany);
  const row = await store.insert(tx, { ...board, title: board.title.slice(0, LIVE_BOARD_TITLE_MAX) });
  await store.putElements(tx, row.id, elements);
  return row;
}

export async function create(deps: LiveBoardsDeps, ownerId: number, title: string) {
  return deps.db.transaction(async (tx) =>
    presentBoard(await createBoard(tx, { ownerId, title, source: null, at: deps.clock.now() }, []), []),
  );
}

export async function rename(deps: LiveBoardsDeps, ownerId: number, id: number, title: string) {
  return deps.db.transaction(async (tx) => {
    const { shown } = await owned(tx, id, ownerId, true);
    return presentSummary(await store.touch(tx, id, deps.clock.now(), title), shown);
  });
}

/**
 * The owner's finished elements, as a live room's drawer commits them: each replaces the stored one when newer
 * (the room's rule, so a save repeated after a lost answer changes nothing); a board holds what a room's does.
 */
export async function draw(deps: LiveBoardsDeps, ownerId: number, id: number, elements: WhiteboardElement[]) {
  return deps.db.transaction(async (tx) => {
    await owned(tx, id, ownerId, true);
    const before = await store.versionsOf(
      tx,
      id,
      elements.map((e) => e.id),
    );
    const newer = newerElements(elements, before.versions);
    const added = newer.filter((e) => !before.versions.has(e.id)).length;
    if (before.count + added > WHITEBOARD_SCENE_MAX) throw conflict(ACTIVITY_TEXTS.sceneFull);
    await store.putElements(tx, id, newer);
    await store.touch(tx, id, deps.clock.now());
    const row = (await store.findOwned(tx, id, ownerId))!;
    return presentSummary(row.board, row.shown);
  });
}

export async function remove(deps: LiveBoardsDeps, ownerId: number, id: number) {
  if (!(await store.remove(deps.db, id, ownerId))) throw notFound(T.notFound);
  return { ok: true as const };
}
