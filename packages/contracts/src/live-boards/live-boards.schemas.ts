import * as z from 'zod/mini';
import { whiteboardElementSchema, whiteboardElementsSchema } from '../activities/whiteboard.schemas.ts';
import * as c from './live-boards.constants.ts';

const T = c.LIVE_BOARDS_TEXTS;

const idSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
export const liveBoardParamsSchema = z.object({ boardId: idSchema });

export const liveBoardBodySchema = z.object({
  title: z
    .string({ error: T.titleRequired })
    .check(z.trim(), z.minLength(1, T.titleRequired), z.maxLength(c.LIVE_BOARD_TITLE_MAX, T.titleTooLong)),
});
export type LiveBoardBody = z.input<typeof liveBoardBodySchema>;

/** Finished elements to keep, as the live board's commit carries them: the newer of each wins (ADR 0049). */
export const liveBoardElementsBodySchema = z.object({ elements: whiteboardElementsSchema });

/** The live room a board was saved from. */
export const liveBoardSourceSchema = z.object({ event_id: z.string(), title: z.string() });

export const liveBoardSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Null: drawn here from the start. */
  source: z.nullable(liveBoardSourceSchema),
  /** Elements on the board, deleted ones left out. */
  element_count: z.int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type LiveBoardSummary = z.infer<typeof liveBoardSummarySchema>;
export const liveBoardListSchema = z.object({ items: z.array(liveBoardSummarySchema) });

export const liveBoardSchema = z.extend(liveBoardSummarySchema, { elements: z.array(whiteboardElementSchema) });
export type LiveBoard = z.infer<typeof liveBoardSchema>;
