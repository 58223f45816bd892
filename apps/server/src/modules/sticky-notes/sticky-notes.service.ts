import {
  STICKY_NOTES_PER_USER_MAX,
  STICKY_NOTES_TEXTS as T,
  type PinnedBoard,
  type stickyNoteCreateSchema,
  type stickyNoteOrderSchema,
  type stickyNoteUpdateSchema,
} from '@parley/contracts';
import type * as z from 'zod/mini';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import { joinedBy, ownedAmong } from '../classroom/public.ts';
import { presentStickyNote } from './sticky-notes.presenter.ts';
import * as store from './sticky-notes.store.ts';

export interface StickyNotesDeps {
  db: Db;
  clock: Clock;
}

type Caller = Pick<UserRow, 'id' | 'status'>;

/** The caller's own board, or a classroom's: only its teacher works on a classroom's board. */
async function boardOf(db: Tx, user: Caller, classroomId: number | null): Promise<store.Board> {
  if (classroomId !== null) {
    if (user.status !== 'TEACHER') throw forbidden(T.teachersOnly);
    if ((await ownedAmong(db, user.id, [classroomId])).length === 0) throw notFound(T.classroomNotFound);
  }
  return { ownerId: user.id, classroomId };
}

const presentBoard = (rows: Awaited<ReturnType<typeof store.boardNotes>>) => ({ items: rows.map(presentStickyNote) });

export async function board(deps: StickyNotesDeps, user: Caller, classroomId: number | null) {
  return presentBoard(await store.boardNotes(deps.db, await boardOf(deps.db, user, classroomId)));
}

/** The boards of the classrooms the caller joined; a student reads them and cannot change them. */
export async function pinned(deps: StickyNotesDeps, userId: number): Promise<{ boards: PinnedBoard[] }> {
  const joined = await joinedBy(deps.db, userId);
  const notes = await store.classroomNotes(
    deps.db,
    joined.map((j) => j.classroom.id),
  );
  return {
    boards: joined.map(({ classroom, teacher }) => ({
      classroom,
      teacher,
      items: notes.filter((n) => n.classroomId === classroom.id && n.ownerId === teacher.id).map(presentStickyNote),
    })),
  };
}

export async function create(deps: StickyNotesDeps, user: Caller, body: z.output<typeof stickyNoteCreateSchema>) {
  return deps.db.transaction(async (tx) => {
    const b = await boardOf(tx, user, body.classroom_id);
    await store.lockOwner(tx, user.id);
    if ((await store.countOwned(tx, user.id)) >= STICKY_NOTES_PER_USER_MAX) throw conflict(T.tooMany);
    return presentStickyNote(await store.insert(tx, { ...b, text: body.text, color: body.color, at: deps.clock.now() }));
  });
}

/** Someone else's note, a teacher's pinned one included, answers like a note that does not exist. */
export async function update(deps: StickyNotesDeps, ownerId: number, id: number, body: z.output<typeof stickyNoteUpdateSchema>) {
  if (!(await store.findOwned(deps.db, id, ownerId))) throw notFound(T.notFound);
  const fields = {
    ...(body.text === undefined ? {} : { text: body.text }),
    ...(body.color === undefined ? {} : { color: body.color }),
  };
  return presentStickyNote(await store.update(deps.db, id, fields, deps.clock.now()));
}

/** A new order names every note of the board once, so a note added in another tab is never left without a place. */
export async function arrange(deps: StickyNotesDeps, user: Caller, body: z.output<typeof stickyNoteOrderSchema>) {
  return deps.db.transaction(async (tx) => {
    const b = await boardOf(tx, user, body.classroom_id);
    await store.lockOwner(tx, user.id);
    const current = new Set((await store.boardNotes(tx, b)).map((n) => n.id));
    const given = new Set(body.ids);
    if (given.size !== body.ids.length || given.size !== current.size || body.ids.some((id) => !current.has(id)))
      throw badRequest('VALIDATION_ERROR', T.orderMismatch, 'ids');
    await store.setOrder(tx, body.ids);
    return presentBoard(await store.boardNotes(tx, b));
  });
}

export async function remove(deps: StickyNotesDeps, ownerId: number, id: number) {
  if (!(await store.remove(deps.db, id, ownerId))) throw notFound(T.notFound);
  return { ok: true as const };
}
