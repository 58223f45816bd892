import type { Classroom, ClassroomTask, TaskFolder, TaskReply } from '@parley/contracts';
import type { TaskFolderRow } from '../../db/schema/index.ts';
import type { FileUrls } from '../../shared/file-url.ts';
import type { ClassroomWithTeacher } from './classroom.store.ts';
import type { ReplyWithStudent } from './replies.store.ts';
import type { TaskWithEvent } from './tasks.store.ts';

export const presentClassroom = (
  row: ClassroomWithTeacher,
  counts: { students: number; tasks: number },
  role: Classroom['role'],
): Classroom => ({
  id: row.classroom.id,
  code: row.classroom.code,
  name: row.classroom.name,
  teacher: row.teacher,
  max_subscribers: row.classroom.maxSubscribers,
  student_count: counts.students,
  task_count: counts.tasks,
  role,
  created_at: row.classroom.createdAt.toISOString(),
});

export const presentFolder = (row: TaskFolderRow, taskCount: number): TaskFolder => ({
  id: row.id,
  name: row.name,
  visibility: row.visibility,
  task_count: taskCount,
  created_at: row.createdAt.toISOString(),
});

export const presentTask = ({ task, event }: TaskWithEvent, replyCount: number): ClassroomTask => ({
  id: task.id,
  kind: task.kind,
  folder_id: task.folderId,
  color: task.color,
  questions: task.questions,
  video_link: task.videoLink,
  external_link: task.externalLink,
  product_question_id: task.productQuestionId,
  event: event
    ? {
        event_id: event.event_id,
        title: event.title,
        start_time_utc: event.startsAt.toISOString(),
        end_time_utc: event.endsAt.toISOString(),
      }
    : null,
  order: task.order,
  reply_count: replyCount,
  created_at: task.createdAt.toISOString(),
});

/** A reply; `urls` holds the signed address of its file (ADR 0080). */
export const presentReply = ({ reply, student, recording }: ReplyWithStudent, urls: FileUrls): TaskReply => ({
  id: reply.id,
  task_id: reply.taskId,
  student,
  kind: reply.kind,
  text: reply.text,
  recording: recording ? { id: recording.id, status: recording.status, created_at: recording.createdAt.toISOString() } : null,
  file:
    reply.fileKey && reply.fileName && reply.fileType
      ? { url: urls(reply.fileKey)!, name: reply.fileName, type: reply.fileType, size: reply.fileSize ?? 0 }
      : null,
  created_at: reply.createdAt.toISOString(),
});
