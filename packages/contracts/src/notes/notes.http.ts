import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { NOTES_PREFIX as P } from './notes.constants.ts';
import * as s from './notes.schemas.ts';

/** A learner's notes (issue 21): the spec names the page, not the calls; ours are in ADR 0062. */
export const notesApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's notes, last changed first; query searches title and text, recording_id or event_id filters",
    auth: 'access',
    query: s.noteListQuerySchema,
    status: 200,
    response: s.notePageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Write a note; its rich text is sanitised, an attached recording or event must be the caller’s',
    auth: 'access',
    body: s.noteBodySchema,
    status: 201,
    response: s.noteSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${P}/{noteId}`,
    summary: 'One of the caller’s notes',
    auth: 'access',
    params: s.noteParamsSchema,
    status: 200,
    response: s.noteSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${P}/{noteId}`,
    summary: 'Change what is sent of a note (the editor saves as the writer types)',
    auth: 'access',
    params: s.noteParamsSchema,
    body: s.noteUpdateSchema,
    status: 200,
    response: s.noteSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${P}/{noteId}`,
    summary: 'Delete a note',
    auth: 'access',
    params: s.noteParamsSchema,
    status: 200,
    response: z.object({ ok: z.literal(true) }),
  }),
};
