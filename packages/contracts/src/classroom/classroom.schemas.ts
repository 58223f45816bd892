import * as z from 'zod/mini';
import { emailSchema } from '../auth/auth.schemas.ts';
import { personSchema } from '../common/person.ts';
import { STOREFRONT_TEXTS } from '../storefront/storefront.constants.ts';
import { webLinkSchema } from '../storefront/storefront.schemas.ts';
import { parseVideoLink } from '../storefront/video-link.ts';
import * as c from './classroom.constants.ts';

const T = c.CLASSROOM_TEXTS;

export const classroomCodeSchema = z.pipe(
  z.string({ error: T.notFound }).check(z.trim(), z.minLength(1, T.notFound), z.maxLength(16, T.notFound)),
  z.transform((code) => code.toUpperCase()),
);
export const classroomParamsSchema = z.object({ code: classroomCodeSchema });
const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const taskParamsSchema = z.object({ code: classroomCodeSchema, taskId: idSchema });
export const folderParamsSchema = z.object({ code: classroomCodeSchema, folderId: idSchema });
export const studentParamsSchema = z.object({ code: classroomCodeSchema, studentId: idSchema });
export const productSchema = z.enum(c.TASK_PRODUCTS);
export const productParamsSchema = z.object({ product: productSchema });
export const addProductParamsSchema = z.object({ code: classroomCodeSchema, product: productSchema });

export const classroomSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  teacher: personSchema,
  /** Null: no limit. */
  max_subscribers: z.nullable(z.int()),
  student_count: z.int(),
  /** The tasks the caller may see. */
  task_count: z.int(),
  /** How the caller stands to it: its teacher, a student who joined by code, or a subscriber of the teacher's plans. */
  role: z.enum(['teacher', 'student', 'subscriber', 'visitor']),
  created_at: z.iso.datetime(),
});
export type Classroom = z.infer<typeof classroomSchema>;

const audienceSchema = z.union(
  c.FOLDER_AUDIENCE_VALUES.map((n) => z.literal(n)),
  { error: T.visibilityRequired },
);

export const folderSchema = z.object({
  id: z.int(),
  name: z.string(),
  visibility: z.array(audienceSchema),
  task_count: z.int(),
  created_at: z.iso.datetime(),
});
export type TaskFolder = z.infer<typeof folderSchema>;

/** A classroom with the folders the caller may see; the teacher sees them all. */
export const classroomDetailSchema = z.extend(classroomSchema, { folders: z.array(folderSchema) });
export type ClassroomDetail = z.infer<typeof classroomDetailSchema>;

export const questionSchema = z.object({ text: z.string(), rich_text: z.string() });
export type TaskQuestion = z.infer<typeof questionSchema>;

export const taskSchema = z.object({
  id: z.int(),
  kind: z.enum(c.TASK_KINDS),
  folder_id: z.nullable(z.int()),
  color: z.enum(c.TASK_COLORS),
  questions: z.array(questionSchema),
  video_link: z.nullable(z.string()),
  external_link: z.nullable(z.string()),
  /** The IELTS or TOEFL question a product task was made from. */
  product_question_id: z.nullable(z.string()),
  /** The event a live practice task points to. */
  event: z.nullable(
    z.object({ event_id: z.string(), title: z.string(), start_time_utc: z.iso.datetime(), end_time_utc: z.iso.datetime() }),
  ),
  order: z.int(),
  /** The teacher: every reply; a student: their own. */
  reply_count: z.int(),
  created_at: z.iso.datetime(),
});
export type ClassroomTask = z.infer<typeof taskSchema>;

const folderChoiceSchema = z._default(z.nullable(z.int({ error: T.folderNotFound })), null);

/** 0 alone, or any of 1–5; 1 stands for 2, 3 and 4 together (spec §4). */
export const visibilitySchema = z.pipe(
  z
    .array(
      z.union(
        c.FOLDER_AUDIENCE_VALUES.map((n) => z.literal(n)),
        { error: T.visibilityRequired },
      ),
    )
    .check(
      z.minLength(1, T.visibilityRequired),
      z.refine((list) => !list.includes(0) || list.every((n) => n === 0), T.onlyMeExclusive),
    ),
  z.transform((list) => normalizeVisibility(list)),
);

/** Choosing the homepage option checks the tiers; checking every tier is the homepage option. */
export function normalizeVisibility(list: readonly c.FolderAudience[]): c.FolderAudience[] {
  const tiers = [2, 3, 4] as const;
  const set = new Set(list);
  if (set.has(1)) tiers.forEach((n) => set.add(n));
  if (tiers.every((n) => set.has(n))) set.add(1);
  return [...set].sort((a, b) => a - b);
}

export const folderBodySchema = z.object({
  name: z
    .string({ error: T.folderNameRequired })
    .check(z.trim(), z.minLength(1, T.folderNameRequired), z.maxLength(c.FOLDER_NAME_MAX, T.folderNameTooLong)),
  visibility: visibilitySchema,
});
export type FolderBody = z.input<typeof folderBodySchema>;

const optionalVideoSchema = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(2048, STOREFRONT_TEXTS.videoInvalid))),
  z.transform((value, ctx) => {
    if (!value) return null;
    if (parseVideoLink(value)) return value;
    ctx.issues.push({ code: 'custom', message: STOREFRONT_TEXTS.videoInvalid, input: value });
    return z.NEVER;
  }),
);

const questionInputSchema = z.object({
  rich_text: z.string().check(z.maxLength(c.TASK_RICH_TEXT_MAX_BYTES, T.richTextTooLong)),
});
const questionsSchema = z.array(questionInputSchema).check(
  z.maxLength(c.QUESTIONS_PER_TASK_MAX, T.tooManyQuestions),
  z.refine((qs) => qs.reduce((n, q) => n + q.rich_text.length, 0) <= c.TASK_RICH_TEXT_MAX_BYTES, T.richTextTooLong),
);
const colorSchema = z.enum(c.TASK_COLORS, { error: T.colorInvalid });

/** What a teacher writes; the server keeps a task only when something is left after sanitising (spec §5). */
export const taskBodySchema = z.object({
  folder_id: folderChoiceSchema,
  color: z._default(colorSchema, c.DEFAULT_TASK_COLOR),
  questions: z._default(questionsSchema, []),
  video_link: z._default(optionalVideoSchema, null),
  external_link: z._default(z.nullable(webLinkSchema), null),
});
export type TaskBody = z.input<typeof taskBodySchema>;

/** Spec §7: update changes color, external_link, questions and video_link; a task may also move folder. */
export const taskUpdateSchema = z.object({
  folder_id: z.optional(z.nullable(z.int({ error: T.folderNotFound }))),
  color: z.optional(colorSchema),
  questions: z.optional(questionsSchema),
  video_link: z.optional(optionalVideoSchema),
  external_link: z.optional(z.nullable(webLinkSchema)),
});
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskOrderingSchema = z.object({
  task_ordering: z.array(z.object({ task_id: z.int(), order: z.int().check(z.gte(0), z.lte(1_000_000)) })).check(
    z.minLength(1, T.orderInvalid),
    z.maxLength(c.TASKS_PER_CLASSROOM_MAX, T.orderInvalid),
    z.refine((list) => new Set(list.map((t) => t.task_id)).size === list.length, T.orderInvalid),
  ),
});
export type TaskOrdering = z.infer<typeof taskOrderingSchema>;

export const productTaskSchema = z.object({
  id: z.string(),
  product: productSchema,
  /** "Part 1", "Independent", … */
  part: z.string(),
  question: z.string(),
  cue_card: z.array(z.string()),
});
export type ProductTask = z.infer<typeof productTaskSchema>;

export const addProductTaskBodySchema = z.object({
  task_id: z.string({ error: T.productTaskNotFound }).check(z.minLength(1, T.productTaskNotFound), z.maxLength(40)),
  folder_id: folderChoiceSchema,
});
export const livePracticeBodySchema = z.object({
  event_id: z
    .string({ error: T.eventNotFound })
    .check(z.trim(), z.minLength(1, T.eventNotFound), z.maxLength(64, T.eventNotFound)),
  folder_id: folderChoiceSchema,
});

export const createClassroomBodySchema = z.object({
  name: z
    .string({ error: T.nameRequired })
    .check(z.trim(), z.minLength(1, T.nameRequired), z.maxLength(c.CLASSROOM_NAME_MAX, T.nameTooLong)),
});
export const joinBodySchema = z.object({ code: classroomCodeSchema });
export const inviteBodySchema = z.object({ email: emailSchema });
export const maxSubscribersBodySchema = z.object({
  max_subscribers: z.nullable(
    z
      .number({ error: T.maxStudentsRange })
      .check(z.int(T.maxStudentsRange), z.gte(1, T.maxStudentsRange), z.lte(c.CLASSROOM_MAX_STUDENTS_LIMIT, T.maxStudentsRange)),
  ),
});

export const replyBodySchema = z.object({
  text: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(c.REPLY_TEXT_MAX, T.replyTooLong))), null),
  recording_id: z._default(z.nullable(z.int({ error: T.recordingNotYours })), null),
});
export type ReplyBody = z.input<typeof replyBodySchema>;

export const replySchema = z.object({
  id: z.int(),
  task_id: z.int(),
  student: personSchema,
  kind: z.enum(c.REPLY_KINDS),
  text: z.nullable(z.string()),
  recording: z.nullable(z.object({ id: z.int(), status: z.string(), created_at: z.iso.datetime() })),
  file: z.nullable(z.object({ url: z.string(), name: z.string(), type: z.string(), size: z.int() })),
  created_at: z.iso.datetime(),
});
export type TaskReply = z.infer<typeof replySchema>;

export const classroomStudentSchema = z.object({
  student: personSchema,
  joined_at: z.iso.datetime(),
  reply_count: z.int(),
});
export const studentsSchema = z.object({
  students: z.array(classroomStudentSchema),
  invites: z.array(z.object({ email: z.string(), invited_at: z.iso.datetime() })),
  max_subscribers: z.nullable(z.int()),
});
export type ClassroomStudents = z.infer<typeof studentsSchema>;
