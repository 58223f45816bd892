import { notesApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as notes from './notes.service.ts';

/** Contract → caller → one service call (ADR 0062). */
export function notesRoutes(route: Route, deps: notes.NotesDeps) {
  route(api.list, ({ user, query }) => notes.listNotes(deps, user, query));
  route(api.create, ({ user, body }) => notes.createNote(deps, user, body));
  route(api.get, ({ user, params }) => notes.getNote(deps, user, params.noteId));
  route(api.update, ({ user, params, body }) => notes.updateNote(deps, user, params.noteId, body));
  route(api.delete, ({ user, params }) => notes.deleteNote(deps, user, params.noteId));
}
