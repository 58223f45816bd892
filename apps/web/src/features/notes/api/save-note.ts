import { notesApi, type NoteBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** A new note is created by its first save; every later save sends the whole draft to the same note. */
export const createNote = (body: NoteBody) => call(notesApi.create, { body });
export const updateNote = (id: number, body: NoteBody) => call(notesApi.update, { params: { noteId: id }, body });
