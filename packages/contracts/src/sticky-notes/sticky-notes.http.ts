import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { STICKY_NOTES_PREFIX as P } from './sticky-notes.constants.ts';
import * as s from './sticky-notes.schemas.ts';

/** Sticky notes (issue 21): the spec names `sticky_notes` (§7), not its calls; ours are in ADR 0065. */
export const stickyNotesApi = {
  board: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's board in order; with classroom_id, that classroom's board (its teacher only)",
    auth: 'access',
    query: s.stickyNoteBoardQuerySchema,
    status: 200,
    response: s.stickyNoteBoardSchema,
  }),
  pinned: endpoint({
    method: 'GET',
    path: `${P}/pinned`,
    summary: 'The boards of the classrooms the caller joined, read-only',
    auth: 'access',
    status: 200,
    response: s.pinnedBoardsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Put a note last on the caller’s board, or on one of their classrooms’ boards (teachers)',
    auth: 'access',
    body: s.stickyNoteCreateSchema,
    status: 201,
    response: s.stickyNoteSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${P}/{noteId}`,
    summary: "Change a note's text or colour; only its writer may",
    auth: 'access',
    params: s.stickyNoteParamsSchema,
    body: s.stickyNoteUpdateSchema,
    status: 200,
    response: s.stickyNoteSchema,
  }),
  order: endpoint({
    method: 'PUT',
    path: `${P}/order`,
    summary: "Arrange a board: every one of its notes' ids once, first to last",
    auth: 'access',
    body: s.stickyNoteOrderSchema,
    status: 200,
    response: s.stickyNoteBoardSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${P}/{noteId}`,
    summary: 'Delete a note; only its writer may',
    auth: 'access',
    params: s.stickyNoteParamsSchema,
    status: 200,
    response: z.object({ ok: z.literal(true) }),
  }),
};
