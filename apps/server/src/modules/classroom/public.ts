/**
 * What other modules may use of classrooms: which are a teacher's, and who studies in one (sticky notes and weblinks
 * are shown to a classroom's students, ADR 0065).
 */
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { classrooms, classroomStudents, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

/** Which of `ids` are the teacher's classrooms. */
export async function ownedAmong(db: Tx, teacherId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.teacherId, teacherId), inArray(classrooms.id, [...ids])));
  return rows.map((r) => r.id);
}

/** A condition for other modules' queries: `student` joined `classroom` by code and was not removed. */
export const studiesIn = (student: AnyColumn | number, classroom: AnyColumn | number): SQL =>
  sql`exists (select 1 from ${classroomStudents} where ${classroomStudents.classroomId} = ${classroom}
    and ${classroomStudents.studentId} = ${student} and not ${classroomStudents.removed})`;

/** The classrooms the student joined and was not removed from, with their teachers, oldest joined first. */
export async function joinedBy(db: Tx, studentId: number) {
  return db
    .select({
      classroom: { id: classrooms.id, code: classrooms.code, name: classrooms.name },
      teacher: { id: users.id, username: users.username, display_name: users.displayName, image: users.image },
    })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .innerJoin(users, eq(users.id, classrooms.teacherId))
    .where(and(eq(classroomStudents.studentId, studentId), eq(classroomStudents.removed, false)))
    .orderBy(classroomStudents.joinedAt, classrooms.id);
}

/** The students of a teacher's classrooms (joined, not removed), for the progress page's list of their students. */
export async function studentIdsOf(db: Tx, teacherId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: classroomStudents.studentId })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .where(and(eq(classrooms.teacherId, teacherId), eq(classroomStudents.removed, false)));
  return rows.map((r) => r.id);
}
