import * as z from 'zod/mini';
import { personSchema } from '../common/person.ts';
import * as c from './sticky-notes.constants.ts';

const T = c.STICKY_NOTES_TEXTS;

const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const stickyNoteParamsSchema = z.object({ noteId: idSchema });

/** Kept as typed (no trimming): the board saves while the writer types, and a space at the end is still to come. */
const textSchema = z.string().check(z.maxLength(c.STICKY_NOTE_TEXT_MAX, T.tooLong));
const colorSchema = z.enum(c.STICKY_NOTE_COLORS, { error: T.badColor });
/** Which board: null (or absent) is the caller's own; a classroom id is that classroom's, for its teacher. */
const boardSchema = z.nullable(idSchema);

export const stickyNoteCreateSchema = z.object({
  text: z._default(textSchema, ''),
  color: z._default(colorSchema, 'yellow'),
  classroom_id: z._default(boardSchema, null),
});
export type StickyNoteCreate = z.input<typeof stickyNoteCreateSchema>;

/** Autosave sends what changed; a note stays on the board it was made on. */
export const stickyNoteUpdateSchema = z.object({ text: z.optional(textSchema), color: z.optional(colorSchema) });
export type StickyNoteUpdate = z.input<typeof stickyNoteUpdateSchema>;

export const stickyNoteBoardQuerySchema = z.object({ classroom_id: z.optional(idSchema) });

/** The board's new order: every one of its notes once, first to last. */
export const stickyNoteOrderSchema = z.object({
  classroom_id: z._default(boardSchema, null),
  ids: z.array(z.int().check(z.gte(1), z.lte(2_147_483_647))).check(z.maxLength(c.STICKY_NOTES_PER_USER_MAX, T.orderMismatch)),
});
export type StickyNoteOrder = z.input<typeof stickyNoteOrderSchema>;

export const stickyNoteSchema = z.object({
  id: z.int(),
  text: z.string(),
  color: z.enum(c.STICKY_NOTE_COLORS),
  /** Place on its board, from 0; lists come in this order. */
  position: z.int(),
  /** The classroom whose board it is on; null: the writer's own board. */
  classroom_id: z.nullable(z.int()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type StickyNote = z.infer<typeof stickyNoteSchema>;

export const stickyNoteBoardSchema = z.object({ items: z.array(stickyNoteSchema) });
export type StickyNoteBoard = z.infer<typeof stickyNoteBoardSchema>;

/** A classroom's board as its students read it. */
export const pinnedBoardSchema = z.object({
  classroom: z.object({ id: z.int(), code: z.string(), name: z.string() }),
  teacher: personSchema,
  items: z.array(stickyNoteSchema),
});
export type PinnedBoard = z.infer<typeof pinnedBoardSchema>;
export const pinnedBoardsSchema = z.object({ boards: z.array(pinnedBoardSchema) });
