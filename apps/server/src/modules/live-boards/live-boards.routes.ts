import { liveBoardsApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as boards from './live-boards.service.ts';

/** Contract → caller → one service call (ADR 0065). */
export function liveBoardsRoutes(route: Route, deps: boards.LiveBoardsDeps) {
  route(api.list, ({ user }) => boards.list(deps, user.id));
  route(api.create, ({ user, body }) => boards.create(deps, user.id, body.title));
  route(api.get, ({ user, params }) => boards.get(deps, user.id, params.boardId));
  route(api.rename, ({ user, params, body }) => boards.rename(deps, user.id, params.boardId, body.title));
  route(api.draw, ({ user, params, body }) => boards.draw(deps, user.id, params.boardId, body.elements));
  route(api.delete, ({ user, params }) => boards.remove(deps, user.id, params.boardId));
}
