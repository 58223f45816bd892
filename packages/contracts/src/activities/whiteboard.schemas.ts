import * as z from 'zod/mini';

/** Most elements one whiteboard message carries; a scene change larger than this is sent in several. */
export const WHITEBOARD_ELEMENTS_MAX = 100;
/** Most elements a room's board keeps (deleted ones included, as Excalidraw keeps them for reconciling). */
export const WHITEBOARD_SCENE_MAX = 5_000;

const elementFields = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(['rectangle', 'diamond', 'ellipse', 'arrow', 'line', 'freedraw', 'text', 'frame']),
  version: z.int().check(z.positive()),
  versionNonce: z.int(),
  isDeleted: z.boolean(),
});

/**
 * One Excalidraw element as the board stores and relays it: the fields reconciling reads are checked (ADR 0049),
 * the rest (points, style, text, …) is kept as the client drew it. Files (images) are not accepted: the board has
 * no storage for them.
 */
export const whiteboardElementSchema = elementFields.check(
  z.refine((element) => JSON.stringify(element).length <= 16_000, 'An element is at most 16 kB'),
);
export type WhiteboardElement = z.infer<typeof whiteboardElementSchema>;

export const whiteboardElementsSchema = z
  .array(whiteboardElementSchema)
  .check(z.minLength(1), z.maxLength(WHITEBOARD_ELEMENTS_MAX));

/**
 * Elements still being drawn: never stored, so their size is bounded by the socket's frame alone. Everyone drawing
 * sends 30 a second, and measuring each element again was the largest single cost of reading them.
 */
export const whiteboardDraftElementsSchema = z.array(elementFields).check(z.minLength(1), z.maxLength(WHITEBOARD_ELEMENTS_MAX));
