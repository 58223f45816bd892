import { adminApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import type { AdminDeps } from './admin.deps.ts';
import * as overview from './admin-overview.service.ts';
import * as reports from './admin-reports.service.ts';
import * as teachers from './admin-teachers.service.ts';
import * as users from './admin-users.service.ts';

/** Contract → caller (an admin: the module's hook checked) → one service call. */
export function adminRoutes(route: Route, deps: AdminDeps) {
  route(api.users, ({ query }) => users.search(deps, query));
  route(api.user, ({ params }) => users.detail(deps, params.userId));
  route(api.disable, ({ user, params, body }) => users.disable(deps, user, params.userId, body.note));
  route(api.enable, ({ user, params, body }) => users.enable(deps, user, params.userId, body.note));
  route(api.grantRole, ({ user, params }) => users.grantRole(deps, user, params.userId, params.role));
  route(api.revokeRole, ({ user, params }) => users.revokeRole(deps, user, params.userId, params.role));
  route(api.candidates, ({ query }) => teachers.candidates(deps, query));
  route(api.approveTeacher, ({ user, params }) => teachers.approve(deps, user, params.userId));
  route(api.declineTeacher, ({ user, params, body }) => teachers.decline(deps, user, params.userId, body.note));
  route(api.reports, ({ query }) => reports.list(deps, query));
  route(api.dismissReport, ({ user, params, body }) => reports.dismiss(deps, user, params.reportId, body.note));
  route(api.warnReport, ({ user, params, body }) => reports.warn(deps, user, params.reportId, body.note));
  route(api.banReport, ({ user, params, body }) => reports.ban(deps, user, params.reportId, body.note));
  route(api.events, ({ query }) => overview.events(deps, query));
  route(api.cancelEvent, ({ user, params, body }) => overview.cancelEvent(deps, user, params.eventId, body.note));
  route(api.payments, () => overview.payments(deps));
  route(api.audit, ({ query }) => overview.audit(deps, query));
}
