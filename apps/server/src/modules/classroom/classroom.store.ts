import { LIVE_SUBSCRIPTION_STATUSES } from '@parley/contracts';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  classroomInvites,
  classrooms,
  classroomStudents,
  taskReplies,
  classroomTasks,
  teacherSubscriptions,
  users,
} from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

const person = { id: users.id, username: users.username, display_name: users.displayName, image: users.image };
export type Person = { id: number; username: string; display_name: string | null; image: string | null };

const withTeacher = (db: Tx) =>
  db.select({ classroom: classrooms, teacher: person }).from(classrooms).innerJoin(users, eq(users.id, classrooms.teacherId));
export type ClassroomWithTeacher = NonNullable<Awaited<ReturnType<typeof findByCode>>>;

export async function findByCode(db: Tx, code: string, lock = false) {
  const query = withTeacher(db).where(eq(classrooms.code, code));
  const [row] = await (lock ? query.for('update', { of: classrooms }) : query);
  return row;
}

export const classroomsOfTeacher = (db: Db, teacherId: number) =>
  withTeacher(db).where(eq(classrooms.teacherId, teacherId)).orderBy(asc(classrooms.createdAt));

/** A student's classrooms: joined by code, and every classroom of a teacher whose plan they hold. */
export async function classroomsOfStudent(db: Db, studentId: number) {
  const joined = db
    .select({ id: classroomStudents.classroomId })
    .from(classroomStudents)
    .where(and(eq(classroomStudents.studentId, studentId), eq(classroomStudents.removed, false)));
  const planTeachers = db
    .select({ id: teacherSubscriptions.teacherId })
    .from(teacherSubscriptions)
    .where(and(eq(teacherSubscriptions.studentId, studentId), liveStatus));
  return withTeacher(db)
    .where(sql`${classrooms.id} in ${joined} or ${classrooms.teacherId} in ${planTeachers}`)
    .orderBy(asc(classrooms.createdAt));
}

export async function insertClassroom(tx: Tx, values: { teacherId: number; code: string; name: string }) {
  const [row] = await tx.insert(classrooms).values(values).onConflictDoNothing().returning();
  return row;
}

export async function classroomCount(tx: Tx, teacherId: number) {
  const [row] = await tx.select({ n: count() }).from(classrooms).where(eq(classrooms.teacherId, teacherId));
  return row?.n ?? 0;
}

export async function setMaxSubscribers(tx: Tx, id: number, maxSubscribers: number | null) {
  await tx.update(classrooms).set({ maxSubscribers }).where(eq(classrooms.id, id));
}

const liveStatus = inArray(teacherSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]);

export async function membership(db: Tx, classroomId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(classroomStudents)
    .where(and(eq(classroomStudents.classroomId, classroomId), eq(classroomStudents.studentId, studentId)));
  return row;
}

export async function studentCounts(db: Tx, classroomIds: number[]) {
  if (classroomIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: classroomStudents.classroomId, n: count() })
    .from(classroomStudents)
    .where(and(inArray(classroomStudents.classroomId, classroomIds), eq(classroomStudents.removed, false)))
    .groupBy(classroomStudents.classroomId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function join(tx: Tx, classroomId: number, studentId: number, at: Date) {
  await tx
    .insert(classroomStudents)
    .values({ classroomId, studentId, joinedAt: at })
    .onConflictDoUpdate({
      target: [classroomStudents.classroomId, classroomStudents.studentId],
      set: { removed: false, joinedAt: at },
    });
}

export async function leave(tx: Tx, classroomId: number, studentId: number) {
  await tx
    .delete(classroomStudents)
    .where(and(eq(classroomStudents.classroomId, classroomId), eq(classroomStudents.studentId, studentId)));
}

export async function markRemoved(tx: Tx, classroomId: number, studentId: number) {
  const rows = await tx
    .update(classroomStudents)
    .set({ removed: true })
    .where(
      and(
        eq(classroomStudents.classroomId, classroomId),
        eq(classroomStudents.studentId, studentId),
        eq(classroomStudents.removed, false),
      ),
    )
    .returning({ id: classroomStudents.studentId });
  return rows.length > 0;
}

/** The classroom's students with how many replies each wrote in it, longest-standing first. */
export function studentsOf(db: Db, classroomId: number) {
  const replies = db
    .select({ studentId: taskReplies.studentId, n: count().as('n') })
    .from(taskReplies)
    .innerJoin(classroomTasks, eq(classroomTasks.id, taskReplies.taskId))
    .where(eq(classroomTasks.classroomId, classroomId))
    .groupBy(taskReplies.studentId)
    .as('replies');
  return db
    .select({ student: person, joinedAt: classroomStudents.joinedAt, replyCount: sql<number>`coalesce(${replies.n}, 0)::int` })
    .from(classroomStudents)
    .innerJoin(users, eq(users.id, classroomStudents.studentId))
    .leftJoin(replies, eq(replies.studentId, classroomStudents.studentId))
    .where(and(eq(classroomStudents.classroomId, classroomId), eq(classroomStudents.removed, false)))
    .orderBy(asc(classroomStudents.joinedAt));
}

export const invitesOf = (db: Db, classroomId: number) =>
  db
    .select({ email: classroomInvites.email, invitedAt: classroomInvites.invitedAt })
    .from(classroomInvites)
    .where(eq(classroomInvites.classroomId, classroomId))
    .orderBy(desc(classroomInvites.invitedAt));

export async function invitesSince(tx: Tx, classroomId: number, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(classroomInvites)
    .where(and(eq(classroomInvites.classroomId, classroomId), gte(classroomInvites.invitedAt, since)));
  return row?.n ?? 0;
}

export async function upsertInvite(tx: Tx, classroomId: number, email: string, at: Date) {
  await tx
    .insert(classroomInvites)
    .values({ classroomId, email: email.toLowerCase(), invitedAt: at })
    .onConflictDoUpdate({ target: [classroomInvites.classroomId, classroomInvites.email], set: { invitedAt: at } });
}

export async function takeInvite(tx: Tx, classroomId: number, email: string) {
  const rows = await tx
    .delete(classroomInvites)
    .where(and(eq(classroomInvites.classroomId, classroomId), eq(classroomInvites.email, email.toLowerCase())))
    .returning({ id: classroomInvites.id });
  return rows.length > 0;
}

export async function userByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id, status: users.status, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}
