import { lessonsApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as lessons from './lessons.service.ts';

/** Contract → caller → one service call (ADR 0060). */
export function lessonsRoutes(route: Route, deps: lessons.LessonsDeps) {
  route(api.slots, ({ caller, params }) => lessons.slotsOf(deps, caller?.user ?? null, params.teacherId));
  route(api.book, ({ user, body }) => lessons.book(deps, user, body));
  route(api.list, ({ user }) => lessons.list(deps, user));
  route(api.cancel, ({ user, params }) => lessons.cancel(deps, user, params.id));
  route(api.reschedule, ({ user, params, body }) => lessons.reschedule(deps, user, params.id, body.starts_at));
  route(api.rate, ({ user, params, body }) => lessons.rate(deps, user, params.id, body));
}
