import {
  CLASSROOM_TEXTS as T,
  TASK_RICH_TEXT_MAX_BYTES,
  TASKS_PER_CLASSROOM_MAX,
  type taskBodySchema,
  type TaskOrdering,
  type TaskUpdate,
} from '@parley/contracts';
import type { z } from 'zod/mini';
import type { classroomTasks } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { openClassroom, ownClassroom, type Caller, type ClassroomDeps } from './classroom-access.ts';
import { presentTask } from './classroom.presenter.ts';
import { sanitizeRichText } from '../../shared/rich-text.ts';
import * as tasks from './tasks.store.ts';
import { seesTask, visibleTasks } from './visible-content.ts';

type TaskBody = z.output<typeof taskBodySchema>;
type NewTask = Omit<typeof classroomTasks.$inferInsert, 'classroomId' | 'order'>;

/** Sanitised questions with something left in them; the whole at most 100 kB (ADR 0059). */
function cleanQuestions(questions: readonly { rich_text: string }[]) {
  const clean = questions.map((q) => sanitizeRichText(q.rich_text)).filter((q) => q.text !== '');
  const bytes = clean.reduce((n, q) => n + Buffer.byteLength(q.rich_text), 0);
  if (bytes > TASK_RICH_TEXT_MAX_BYTES) throw badRequest('VALIDATION_ERROR', T.richTextTooLong, 'questions');
  return clean;
}

const isEmpty = (t: Pick<NewTask, 'questions' | 'videoLink' | 'externalLink'>) =>
  (t.questions ?? []).length === 0 && !t.videoLink && !t.externalLink;

async function checkFolder(tx: Tx, classroomId: number, folderId: number | null | undefined) {
  if (folderId && !(await tasks.findFolder(tx, classroomId, folderId))) {
    throw badRequest('VALIDATION_ERROR', T.folderNotFound, 'folder_id');
  }
}

async function answerTask(deps: ClassroomDeps, classroomId: number, taskId: number) {
  const row = (await tasks.findTask(deps.db, classroomId, taskId))!;
  return presentTask(row, (await tasks.replyCounts(deps.db, [taskId], null)).get(taskId) ?? 0);
}

/** Adds a task last in the classroom, counting the limit under the classroom's lock. */
export async function addTask(deps: ClassroomDeps, user: Caller, code: string, values: NewTask) {
  if (values.kind === 'custom' && isEmpty(values)) throw badRequest('VALIDATION_ERROR', T.taskEmpty, 'questions');
  const { classroomId, id } = await deps.db.transaction(async (tx) => {
    const row = await ownClassroom(tx, code, user, true);
    const classroomId = row.classroom.id;
    if ((await tasks.taskCount(tx, classroomId)) >= TASKS_PER_CLASSROOM_MAX) throw conflict(T.tooManyTasks);
    await checkFolder(tx, classroomId, values.folderId);
    const id = await tasks.insertTask(tx, { ...values, classroomId, order: await tasks.nextOrder(tx, classroomId) });
    return { classroomId, id };
  });
  return answerTask(deps, classroomId, id);
}

export const createTask = (deps: ClassroomDeps, user: Caller, code: string, body: TaskBody) =>
  addTask(deps, user, code, {
    kind: 'custom',
    folderId: body.folder_id,
    color: body.color,
    questions: cleanQuestions(body.questions),
    videoLink: body.video_link,
    externalLink: body.external_link,
  });

export async function listTasks(deps: ClassroomDeps, user: Caller, code: string) {
  const { row, standing } = await openClassroom(deps.db, code, user);
  const shown = await visibleTasks(deps.db, row.classroom.id, standing);
  const counts = await tasks.replyCounts(
    deps.db,
    shown.map((t) => t.task.id),
    standing.isTeacher ? null : user.id,
  );
  return shown.map((t) => presentTask(t, counts.get(t.task.id) ?? 0));
}

/** A task the caller may see; any other answers like a missing one. */
export async function seeTask(deps: ClassroomDeps, user: Caller, code: string, taskId: number) {
  const { row, standing } = await openClassroom(deps.db, code, user);
  const task = await tasks.findTask(deps.db, row.classroom.id, taskId);
  const folder = task?.task.folderId ? await tasks.findFolder(deps.db, row.classroom.id, task.task.folderId) : null;
  if (!task || !seesTask(standing, folder)) throw notFound(T.taskNotFound);
  return { row, standing, task };
}

export async function getTask(deps: ClassroomDeps, user: Caller, code: string, taskId: number) {
  const { standing, task } = await seeTask(deps, user, code, taskId);
  const counts = await tasks.replyCounts(deps.db, [taskId], standing.isTeacher ? null : user.id);
  return presentTask(task, counts.get(taskId) ?? 0);
}

async function ownTask(tx: Tx, user: Caller, code: string, taskId: number) {
  const row = await ownClassroom(tx, code, user);
  const task = await tasks.findTask(tx, row.classroom.id, taskId);
  if (!task) throw notFound(T.taskNotFound);
  return { classroomId: row.classroom.id, task: task.task };
}

export async function updateTask(deps: ClassroomDeps, user: Caller, code: string, taskId: number, body: TaskUpdate) {
  const { classroomId, task } = await ownTask(deps.db, user, code, taskId);
  const next = {
    ...(body.folder_id !== undefined && { folderId: body.folder_id }),
    ...(body.color !== undefined && { color: body.color }),
    ...(body.questions !== undefined && { questions: cleanQuestions(body.questions) }),
    ...(body.video_link !== undefined && { videoLink: body.video_link }),
    ...(body.external_link !== undefined && { externalLink: body.external_link }),
  };
  if (task.kind === 'custom' && isEmpty({ ...task, ...next })) throw badRequest('VALIDATION_ERROR', T.taskEmpty, 'questions');
  await checkFolder(deps.db, classroomId, next.folderId);
  await tasks.updateTask(deps.db, taskId, next);
  return answerTask(deps, classroomId, taskId);
}

export async function deleteTask(deps: ClassroomDeps, user: Caller, code: string, taskId: number) {
  await ownTask(deps.db, user, code, taskId);
  await tasks.deleteTask(deps.db, taskId);
  return { ok: true as const };
}

export async function orderTasks(deps: ClassroomDeps, user: Caller, code: string, body: TaskOrdering) {
  const row = await ownClassroom(deps.db, code, user);
  const ids = body.task_ordering.map((o) => o.task_id);
  await deps.db.transaction(async (tx) => {
    if ((await tasks.taskIdsOf(tx, row.classroom.id, ids)).length !== ids.length) {
      throw badRequest('VALIDATION_ERROR', T.orderInvalid, 'task_ordering');
    }
    await tasks.setOrders(tx, row.classroom.id, body.task_ordering);
  });
  return listTasks(deps, user, code);
}
