import { weblinksApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as weblinks from './weblinks.service.ts';

/** Contract → caller → one service call (ADR 0061 gives the calls their methods). */
export function weblinksRoutes(route: Route, deps: weblinks.WeblinksDeps) {
  route(api.search, ({ user, query }) => weblinks.search(deps, user.id, query));
  route(api.create, ({ user, body }) => weblinks.create(deps, user.id, body));
  route(api.update, ({ user, params, body }) => weblinks.update(deps, user.id, params.weblinkId, body));
  route(api.delete, ({ user, params }) => weblinks.remove(deps, user.id, params.weblinkId));
  route(api.publicOf, ({ user, params, query }) => weblinks.publicOf(deps, user.id, params.userId, query));
}
