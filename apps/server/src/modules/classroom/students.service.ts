import { CLASSROOM_TEXTS as T, INVITES_PER_CLASSROOM_PER_DAY, shownName, type ClassroomStudents } from '@parley/contracts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors.ts';
import { ownClassroom, type Caller, type ClassroomDeps } from './classroom-access.ts';
import { inviteMail } from './classroom.mails.ts';
import * as store from './classroom.store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function studentsView(
  deps: ClassroomDeps,
  classroom: { id: number; maxSubscribers: number | null },
): Promise<ClassroomStudents> {
  const [students, invites] = await Promise.all([
    store.studentsOf(deps.db, classroom.id),
    store.invitesOf(deps.db, classroom.id),
  ]);
  return {
    students: students.map((s) => ({ student: s.student, joined_at: s.joinedAt.toISOString(), reply_count: s.replyCount })),
    invites: invites.map((i) => ({ email: i.email, invited_at: i.invitedAt.toISOString() })),
    max_subscribers: classroom.maxSubscribers,
  };
}

export async function listStudents(deps: ClassroomDeps, user: Caller, code: string) {
  const row = await ownClassroom(deps.db, code, user);
  return studentsView(deps, row.classroom);
}

/** Mails the link; the invitation stays open until that email joins, and lets a removed student back in. */
export async function invite(deps: ClassroomDeps, user: Caller, code: string, email: string) {
  const row = await deps.db.transaction(async (tx) => {
    const row = await ownClassroom(tx, code, user, true);
    const now = deps.clock.now();
    if ((await store.invitesSince(tx, row.classroom.id, new Date(now.getTime() - DAY_MS))) >= INVITES_PER_CLASSROOM_PER_DAY) {
      throw tooManyRequests(T.tooManyInvites, DAY_MS / 1000);
    }
    const invitee = await store.userByEmail(tx, email);
    if (invitee?.status === 'TEACHER') throw badRequest('VALIDATION_ERROR', T.inviteTeacher, 'email');
    const member = invitee && (await store.membership(tx, row.classroom.id, invitee.id));
    if (member && !member.removed) throw conflict(T.alreadyStudent);
    await store.upsertInvite(tx, row.classroom.id, email, now);
    // An account's own spelling of its address, where there is one.
    return { ...row, to: invitee?.email ?? email };
  });
  const teacherName = shownName(row.teacher);
  // The invitation stands whatever the mail server says; the teacher can send it again.
  await deps.mail
    .send(inviteMail(row.to, teacherName, row.classroom, deps.publicUrl))
    .catch((err: unknown) => deps.log.warn({ err, classroom: row.classroom.id }, 'classroom invite mail failed'));
  return studentsView(deps, row.classroom);
}

export async function removeStudent(deps: ClassroomDeps, user: Caller, code: string, studentId: number) {
  const row = await ownClassroom(deps.db, code, user);
  if (!(await store.markRemoved(deps.db, row.classroom.id, studentId))) throw notFound(T.studentNotFound);
  return studentsView(deps, row.classroom);
}

export async function setMaxStudents(deps: ClassroomDeps, user: Caller, code: string, max: number | null) {
  const row = await deps.db.transaction(async (tx) => {
    const row = await ownClassroom(tx, code, user, true);
    const joined = (await store.studentCounts(tx, [row.classroom.id])).get(row.classroom.id) ?? 0;
    if (max !== null && max < joined) throw badRequest('VALIDATION_ERROR', T.maxStudentsBelowCount, 'max_subscribers');
    await store.setMaxSubscribers(tx, row.classroom.id, max);
    return row;
  });
  return studentsView(deps, { ...row.classroom, maxSubscribers: max });
}
