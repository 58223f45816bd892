import { stickyNotesApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as notes from './sticky-notes.service.ts';

/** Contract → caller → one service call (ADR 0065). */
export function stickyNotesRoutes(route: Route, deps: notes.StickyNotesDeps) {
  route(api.board, ({ user, query }) => notes.board(deps, user, query.classroom_id ?? null));
  route(api.pinned, ({ user }) => notes.pinned(deps, user.id));
  route(api.create, ({ user, body }) => notes.create(deps, user, body));
  route(api.update, ({ user, params, body }) => notes.update(deps, user.id, params.noteId, body));
  route(api.order, ({ user, body }) => notes.arrange(deps, user, body));
  route(api.delete, ({ user, params }) => notes.remove(deps, user.id, params.noteId));
}
