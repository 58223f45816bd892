import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { classroomTasks, events, taskFolders, taskReplies } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

export const foldersOf = (db: Tx, classroomIds: number[]) =>
  classroomIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(taskFolders)
        .where(inArray(taskFolders.classroomId, classroomIds))
        .orderBy(asc(taskFolders.createdAt), asc(taskFolders.id));

export async function findFolder(db: Tx, classroomId: number, folderId: number) {
  const [row] = await db
    .select()
    .from(taskFolders)
    .where(and(eq(taskFolders.classroomId, classroomId), eq(taskFolders.id, folderId)));
  return row;
}

export async function folderCount(tx: Tx, classroomId: number) {
  const [row] = await tx.select({ n: count() }).from(taskFolders).where(eq(taskFolders.classroomId, classroomId));
  return row?.n ?? 0;
}

export async function insertFolder(tx: Tx, values: typeof taskFolders.$inferInsert) {
  const [row] = await tx.insert(taskFolders).values(values).returning();
  return row!;
}

export async function updateFolder(tx: Tx, id: number, values: Pick<typeof taskFolders.$inferInsert, 'name' | 'visibility'>) {
  const [row] = await tx.update(taskFolders).set(values).where(eq(taskFolders.id, id)).returning();
  return row!;
}

export async function deleteFolder(tx: Tx, id: number) {
  await tx.update(classroomTasks).set({ folderId: null }).where(eq(classroomTasks.folderId, id));
  await tx.delete(taskFolders).where(eq(taskFolders.id, id));
}

const taskColumns = {
  task: classroomTasks,
  event: { event_id: events.id, title: events.title, startsAt: events.startsAt, endsAt: events.endsAt },
};

/** A classroom's tasks in their order (then oldest first), with the event a live practice task points to. */
export const tasksOf = (db: Tx, classroomIds: number[]) =>
  classroomIds.length === 0
    ? Promise.resolve([])
    : db
        .select(taskColumns)
        .from(classroomTasks)
        .leftJoin(events, eq(events.id, classroomTasks.eventId))
        .where(inArray(classroomTasks.classroomId, classroomIds))
        .orderBy(asc(classroomTasks.order), asc(classroomTasks.createdAt), asc(classroomTasks.id));
export type TaskWithEvent = Awaited<ReturnType<typeof tasksOf>>[number];

export async function findTask(db: Tx, classroomId: number, taskId: number) {
  const [row] = await db
    .select(taskColumns)
    .from(classroomTasks)
    .leftJoin(events, eq(events.id, classroomTasks.eventId))
    .where(and(eq(classroomTasks.classroomId, classroomId), eq(classroomTasks.id, taskId)));
  return row;
}

export async function taskCount(tx: Tx, classroomId: number) {
  const [row] = await tx.select({ n: count() }).from(classroomTasks).where(eq(classroomTasks.classroomId, classroomId));
  return row?.n ?? 0;
}

/** New tasks go last in their classroom. */
export async function nextOrder(tx: Tx, classroomId: number) {
  const [row] = await tx
    .select({ last: max(classroomTasks.order) })
    .from(classroomTasks)
    .where(eq(classroomTasks.classroomId, classroomId));
  return (row?.last ?? -1) + 1;
}

export async function insertTask(tx: Tx, values: typeof classroomTasks.$inferInsert) {
  const [row] = await tx.insert(classroomTasks).values(values).returning({ id: classroomTasks.id });
  return row!.id;
}

export async function updateTask(tx: Tx, id: number, values: Partial<typeof classroomTasks.$inferInsert>) {
  await tx.update(classroomTasks).set(values).where(eq(classroomTasks.id, id));
}

export async function deleteTask(tx: Tx, id: number) {
  await tx.delete(classroomTasks).where(eq(classroomTasks.id, id));
}

/** Sets each listed task's order in one statement; the caller has checked that they belong to the classroom. */
export async function setOrders(tx: Tx, classroomId: number, ordering: { task_id: number; order: number }[]) {
  const cases = sql.join(
    ordering.map((o) => sql`when ${o.task_id}::int then ${o.order}::int`),
    sql` `,
  );
  await tx
    .update(classroomTasks)
    .set({ order: sql`case ${classroomTasks.id} ${cases} else ${classroomTasks.order} end` })
    .where(
      and(
        eq(classroomTasks.classroomId, classroomId),
        inArray(
          classroomTasks.id,
          ordering.map((o) => o.task_id),
        ),
      ),
    );
}

export async function taskIdsOf(tx: Tx, classroomId: number, ids: number[]) {
  const rows = await tx
    .select({ id: classroomTasks.id })
    .from(classroomTasks)
    .where(and(eq(classroomTasks.classroomId, classroomId), inArray(classroomTasks.id, ids)));
  return rows.map((r) => r.id);
}

/** Replies per task: everyone's, or one student's. */
export async function replyCounts(db: Db, taskIds: number[], studentId: number | null) {
  if (taskIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: taskReplies.taskId, n: count() })
    .from(taskReplies)
    .where(and(inArray(taskReplies.taskId, taskIds), studentId === null ? undefined : eq(taskReplies.studentId, studentId)))
    .groupBy(taskReplies.taskId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** How many tasks each folder of these classrooms holds (folder null: "My tasks"). */
export const taskCountsByFolder = (db: Tx, classroomIds: number[]) =>
  classroomIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ classroomId: classroomTasks.classroomId, folderId: classroomTasks.folderId, n: count() })
        .from(classroomTasks)
        .where(inArray(classroomTasks.classroomId, classroomIds))
        .groupBy(classroomTasks.classroomId, classroomTasks.folderId);
