import type { FolderAudience, ReplyKind, TaskColor, TaskKind } from '@parley/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { recordings } from './recordings.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A teacher's classroom, joined by its code (ADR 0059). */
export const classrooms = pgTable(
  'classrooms',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    maxSubscribers: integer('max_subscribers'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classrooms_code_idx').on(t.code), index('classrooms_teacher_idx').on(t.teacherId, t.createdAt)],
);
export type ClassroomRow = typeof classrooms.$inferSelect;

/** Who joined by code; a removed student keeps the row, marked, so that joining again is refused until invited. */
export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removed: boolean('removed').notNull().default(false),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classroomId, t.studentId] }), index('classroom_students_student_idx').on(t.studentId)],
);

/** Invitations mailed by the teacher, open until that email joins; emails are kept in lower case. */
export const classroomInvites = pgTable(
  'classroom_invites',
  {
    id: serial('id').primaryKey(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedAt: at('invited_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classroom_invites_email_idx').on(t.classroomId, t.email)],
);

/** A folder of tasks and who may see it (spec §4; 1 is stored with 2, 3 and 4). */
export const taskFolders = pgTable(
  'task_folders',
  {
    id: serial('id').primaryKey(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    visibility: jsonb('visibility').$type<FolderAudience[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_folders_classroom_idx').on(t.classroomId)],
);
export type TaskFolderRow = typeof taskFolders.$inferSelect;

/** A task: questions as sanitised HTML with their plain text, a video and a link; or an IELTS/TOEFL or live one. */
export const classroomTasks = pgTable(
  'classroom_tasks',
  {
    id: serial('id').primaryKey(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => taskFolders.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TaskKind>().notNull().default('custom'),
    color: text('color').$type<TaskColor>().notNull(),
    questions: jsonb('questions').$type<{ text: string; rich_text: string }[]>().notNull().default([]),
    videoLink: text('video_link'),
    externalLink: text('external_link'),
    productQuestionId: text('product_question_id'),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    order: integer('order').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('classroom_tasks_classroom_idx').on(t.classroomId, t.order)],
);
export type ClassroomTaskRow = typeof classroomTasks.$inferSelect;

/** A student's answer to a task: text, one of their recordings, or a stored file. */
export const taskReplies = pgTable(
  'task_replies',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => classroomTasks.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReplyKind>().notNull(),
    text: text('text'),
    recordingId: integer('recording_id').references(() => recordings.id, { onDelete: 'cascade' }),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_replies_task_idx').on(t.taskId, t.createdAt), index('task_replies_student_idx').on(t.studentId)],
);
export type TaskReplyRow = typeof taskReplies.$inferSelect;
