import { randomUUID } from 'node:crypto';
import { CLASSROOM_TEXTS as T, REPLIES_PER_TASK_MAX, REPLY_FILE_TYPES } from '@parley/contracts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { shareRecording } from '../recordings/public.ts';
import { ownClassroom, type Caller, type ClassroomDeps } from './classroom-access.ts';
import { presentReply } from './classroom.presenter.ts';
import * as replies from './replies.store.ts';
import type { ReplyWithStudent } from './replies.store.ts';
import { fileTypeByContent } from '../../shared/file-type.ts';
import { fileUrls } from '../../shared/file-url.ts';
import { seeTask } from './tasks.service.ts';

/** Replies with their files' addresses signed for the caller, who was allowed to see them. */
async function presentReplies(deps: ClassroomDeps, rows: ReplyWithStudent[]) {
  const urls = await fileUrls(
    deps.storage,
    rows.map((row) => row.reply.fileKey),
  );
  return rows.map((row) => presentReply(row, urls));
}

type NewReply = Omit<Parameters<typeof replies.insertReply>[1], 'taskId' | 'studentId'>;

/** A student replies to a task they can see, at most 20 times; `beforeInsert` runs in the same transaction. */
async function addReply(
  deps: ClassroomDeps,
  user: Caller,
  code: string,
  taskId: number,
  reply: NewReply,
  beforeInsert?: (tx: Tx, teacherId: number) => Promise<void>,
) {
  const { row, standing } = await seeTask(deps, user, code, taskId);
  if (standing.isTeacher) throw forbidden(T.studentsReply);
  const id = await deps.db.transaction(async (tx) => {
    if ((await replies.repliesBy(tx, taskId, user.id)) >= REPLIES_PER_TASK_MAX) throw conflict(T.tooManyReplies);
    await beforeInsert?.(tx, row.classroom.teacherId);
    return replies.insertReply(tx, { ...reply, taskId, studentId: user.id, createdAt: deps.clock.now() });
  });
  const answer = (await presentReplies(deps, [await replies.replyById(deps.db, id)]))[0]!;
  const student = answer.student.display_name || answer.student.username;
  await deps.domain.publish('notice', {
    userId: row.classroom.teacherId,
    kind: 'task_reply',
    title: `${student} replied to a task`,
    body: `${student} replied to a task in your classroom "${row.classroom.name}".`,
    link: `/classroom/${row.classroom.code}`,
  });
  return answer;
}

/** Text, or one of the student's recordings (with an optional note), which the teacher may then open. */
export async function reply(
  deps: ClassroomDeps,
  user: Caller,
  code: string,
  taskId: number,
  body: { text: string | null; recording_id: number | null },
) {
  const text = body.text || null;
  const recordingId = body.recording_id;
  if (recordingId === null) {
    if (!text) throw badRequest('VALIDATION_ERROR', T.replyEmpty, 'text');
    return addReply(deps, user, code, taskId, { kind: 'text', text });
  }
  return addReply(deps, user, code, taskId, { kind: 'recording', text, recordingId }, async (tx, teacherId) => {
    if (!(await shareRecording(tx, recordingId, user.id, teacherId))) {
      throw badRequest('VALIDATION_ERROR', T.recordingNotYours, 'recording_id');
    }
  });
}

export async function replyWithFile(
  deps: ClassroomDeps,
  user: Caller,
  code: string,
  taskId: number,
  file: { data: Uint8Array; name: string },
) {
  const type = await fileTypeByContent(file.data, REPLY_FILE_TYPES);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', T.fileType);
  // Checked before the bytes are stored, so a refused reply leaves no file behind.
  await seeTask(deps, user, code, taskId);
  const key = `c${user.id}-${randomUUID()}.${type.extension}`;
  await deps.storage.put(key, file.data, type.mime);
  try {
    return await addReply(deps, user, code, taskId, {
      kind: 'file',
      fileKey: key,
      fileName: file.name,
      fileType: type.mime,
      fileSize: file.data.byteLength,
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The teacher reads everyone's replies to a task; a student who may see it reads their own. */
export async function repliesToTask(deps: ClassroomDeps, user: Caller, code: string, taskId: number) {
  const { standing } = await seeTask(deps, user, code, taskId);
  return presentReplies(deps, await replies.repliesToTask(deps.db, taskId, standing.isTeacher ? null : user.id));
}

export async function repliesOfStudent(deps: ClassroomDeps, user: Caller, code: string, studentId: number) {
  const row = await ownClassroom(deps.db, code, user);
  return presentReplies(deps, await replies.repliesOfStudent(deps.db, row.classroom.id, studentId));
}
