import { CLASSROOM_TEXTS as T, CLASSROOMS_PER_TEACHER_MAX, type Classroom } from '@parley/contracts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { roleOf, type Standing } from './audience.ts';
import { openClassroom, standingIn, type Caller, type ClassroomDeps } from './classroom-access.ts';
import { presentClassroom, presentFolder } from './classroom.presenter.ts';
import * as store from './classroom.store.ts';
import { newClassroomCode } from './codes.ts';
import { visibleCounts } from './visible-content.ts';

export async function createClassroom(deps: ClassroomDeps, user: Caller, body: { name: string }) {
  if (user.status !== 'TEACHER') throw forbidden(T.teachersOnly);
  return deps.db.transaction(async (tx) => {
    if ((await store.classroomCount(tx, user.id)) >= CLASSROOMS_PER_TEACHER_MAX) throw conflict(T.tooManyClassrooms);
    // A code already taken is drawn again; with 10⁹ codes the second draw all but never collides.
    for (;;) {
      const row = await store.insertClassroom(tx, { teacherId: user.id, code: newClassroomCode(), name: body.name });
      if (row) return (await present(tx, [(await store.findByCode(tx, row.code))!], user))[0]!;
    }
  });
}

/** Each classroom as the caller stands to it, with the counts they may see. */
async function present(db: Tx, rows: store.ClassroomWithTeacher[], user: Caller): Promise<Classroom[]> {
  const standings = new Map<number, Standing>();
  for (const row of rows) standings.set(row.classroom.id, await standingIn(db, row, user));
  const ids = rows.map((r) => r.classroom.id);
  const [students, visible] = await Promise.all([store.studentCounts(db, ids), visibleCounts(db, standings)]);
  return rows.map((row) =>
    presentClassroom(
      row,
      { students: students.get(row.classroom.id) ?? 0, tasks: visible.get(row.classroom.id)!.tasks },
      roleOf(standings.get(row.classroom.id)!),
    ),
  );
}

export async function listClassrooms(deps: ClassroomDeps, user: Caller) {
  const rows =
    user.status === 'TEACHER'
      ? await store.classroomsOfTeacher(deps.db, user.id)
      : await store.classroomsOfStudent(deps.db, user.id);
  return present(deps.db, rows, user);
}

export async function getClassroom(deps: ClassroomDeps, user: Caller, code: string) {
  const { row, standing } = await openClassroom(deps.db, code, user);
  const [students, visible] = await Promise.all([
    store.studentCounts(deps.db, [row.classroom.id]),
    visibleCounts(deps.db, new Map([[row.classroom.id, standing]])),
  ]);
  const seen = visible.get(row.classroom.id)!;
  return {
    ...presentClassroom(row, { students: students.get(row.classroom.id) ?? 0, tasks: seen.tasks }, roleOf(standing)),
    folders: seen.folders.map((f) => presentFolder(f.row, f.tasks)),
  };
}

/**
 * Joining counts the students under a lock on the classroom row, so two students taking the last place cannot both
 * get it. A removed student may come back only with a new invitation.
 */
export async function joinClassroom(deps: ClassroomDeps, user: Caller & { email: string | null }, code: string) {
  if (user.status === 'TEACHER') throw forbidden(T.studentsOnly);
  await deps.db.transaction(async (tx) => {
    const row = await store.findByCode(tx, code, true);
    if (!row) throw notFound(T.notFound);
    const member = await store.membership(tx, row.classroom.id, user.id);
    const invited = user.email !== null && (await store.takeInvite(tx, row.classroom.id, user.email));
    if (member && !member.removed) return;
    if (member?.removed && !invited) throw forbidden(T.removedFromClassroom);
    const max = row.classroom.maxSubscribers;
    const joined = (await store.studentCounts(tx, [row.classroom.id])).get(row.classroom.id) ?? 0;
    if (max !== null && joined >= max) throw conflict(T.classroomFull);
    await store.join(tx, row.classroom.id, user.id, deps.clock.now());
  });
  const row = (await store.findByCode(deps.db, code))!;
  return (await present(deps.db, [row], user))[0]!;
}

export async function leaveClassroom(deps: ClassroomDeps, user: Caller, code: string) {
  const { row } = await openClassroom(deps.db, code, user);
  await store.leave(deps.db, row.classroom.id, user.id);
  return { ok: true as const };
}
