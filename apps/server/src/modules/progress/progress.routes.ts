import { progressApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as progress from './progress.service.ts';

/** Contract → caller → one service call (ADR 0066). */
export function progressRoutes(route: Route, deps: progress.ProgressDeps) {
  route(api.mine, ({ user }) => progress.mine(deps, user));
  route(api.students, ({ user }) => progress.students(deps, user));
  route(api.student, ({ user, params }) => progress.student(deps, user, params.userId));
  route(api.member, ({ user, params }) => progress.member(deps, user, params.userId));
}
