import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { classroomTasks, recordings, taskReplies, users } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

const replyColumns = {
  reply: taskReplies,
  student: { id: users.id, username: users.username, display_name: users.displayName, image: users.image },
  recording: { id: recordings.id, status: recordings.status, createdAt: recordings.createdAt },
};

const repliesQuery = (db: Db) =>
  db
    .select(replyColumns)
    .from(taskReplies)
    .innerJoin(users, eq(users.id, taskReplies.studentId))
    .innerJoin(classroomTasks, eq(classroomTasks.id, taskReplies.taskId))
    // A recording its student deleted (thrown away, ADR 0090) leaves the reply without one.
    .leftJoin(recordings, and(eq(recordings.id, taskReplies.recordingId), isNull(recordings.cancelledAt)));
export type ReplyWithStudent = Awaited<ReturnType<ReturnType<typeof repliesQuery>['where']>>[number];

/** One task's replies, oldest first: everyone's, or one student's. */
export const repliesToTask = (db: Db, taskId: number, studentId: number | null) =>
  repliesQuery(db)
    .where(and(eq(taskReplies.taskId, taskId), studentId === null ? undefined : eq(taskReplies.studentId, studentId)))
    .orderBy(asc(taskReplies.createdAt), asc(taskReplies.id));

/** Everything one student replied in a classroom, in task order. */
export const repliesOfStudent = (db: Db, classroomId: number, studentId: number) =>
  repliesQuery(db)
    .where(and(eq(classroomTasks.classroomId, classroomId), eq(taskReplies.studentId, studentId)))
    .orderBy(asc(classroomTasks.order), asc(taskReplies.createdAt));

export async function replyById(db: Db, id: number) {
  const [row] = await repliesQuery(db).where(eq(taskReplies.id, id));
  return row!;
}

export async function repliesBy(tx: Tx, taskId: number, studentId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(taskReplies)
    .where(and(eq(taskReplies.taskId, taskId), eq(taskReplies.studentId, studentId)));
  return row?.n ?? 0;
}

export async function insertReply(tx: Tx, values: typeof taskReplies.$inferInsert) {
  const [row] = await tx.insert(taskReplies).values(values).returning({ id: taskReplies.id });
  return row!.id;
}
