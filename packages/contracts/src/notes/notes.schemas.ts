import * as z from 'zod/mini';
import { MAX_ROW_ID } from '../common/ids.ts';
import * as c from './notes.constants.ts';

const T = c.NOTES_TEXTS;

const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const noteParamsSchema = z.object({ noteId: idSchema });

/** What a note is attached to: one of the writer's recordings, or an event they attend or host. */
export const noteRecordingSchema = z.object({ id: z.int(), created_at: z.iso.datetime() });
export const noteEventSchema = z.object({ event_id: z.string(), title: z.string(), start_time_utc: z.iso.datetime() });

export const noteSchema = z.object({
  id: z.int(),
  /** Empty until the writer names it; pages show "Untitled note". */
  title: z.string(),
  /** Sanitised HTML (the classroom's allowlist, ADR 0059). */
  rich_text: z.string(),
  /** The plain text of rich_text, which search reads. */
  text: z.string(),
  recording: z.nullable(noteRecordingSchema),
  event: z.nullable(noteEventSchema),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Note = z.infer<typeof noteSchema>;

/** A note in a list: its plain text cut short instead of its HTML. */
export const noteSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  recording: z.nullable(noteRecordingSchema),
  event: z.nullable(noteEventSchema),
  updated_at: z.iso.datetime(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;
export const notePageSchema = z.object({ items: z.array(noteSummarySchema), total: z.int() });
export type NotePage = z.infer<typeof notePageSchema>;

export const noteListQuerySchema = z.object({
  /** Words the title or the text holds (case-insensitive); empty lists every note. */
  query: z._default(z.string().check(z.trim(), z.maxLength(c.NOTE_QUERY_MAX, T.queryTooLong)), ''),
  recording_id: z.optional(idSchema),
  event_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), c.NOTES_PAGE_SIZE),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});
export type NoteListQuery = z.input<typeof noteListQuerySchema>;

const titleSchema = z.string().check(z.trim(), z.maxLength(c.NOTE_TITLE_MAX, T.titleTooLong));
const richTextSchema = z.string().check(z.maxLength(c.NOTE_RICH_TEXT_MAX, T.tooLong));
const recordingIdSchema = z.nullable(
  z.int({ error: T.recordingNotYours }).check(z.gte(1, T.recordingNotYours), z.lte(MAX_ROW_ID, T.recordingNotYours)),
);
const eventIdSchema = z.nullable(
  z.string({ error: T.eventNotYours }).check(z.trim(), z.minLength(1, T.eventNotYours), z.maxLength(64, T.eventNotYours)),
);

export const noteBodySchema = z.object({
  title: z._default(titleSchema, ''),
  rich_text: z._default(richTextSchema, ''),
  recording_id: z._default(recordingIdSchema, null),
  event_id: z._default(eventIdSchema, null),
});
export type NoteBody = z.input<typeof noteBodySchema>;

/** Only what is sent changes; null detaches a recording or an event. */
export const noteUpdateSchema = z.object({
  title: z.optional(titleSchema),
  rich_text: z.optional(richTextSchema),
  recording_id: z.optional(recordingIdSchema),
  event_id: z.optional(eventIdSchema),
});
export type NoteUpdate = z.input<typeof noteUpdateSchema>;
