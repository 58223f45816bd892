import { companyApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as company from './company.service.ts';
import * as members from './members.service.ts';
import * as seats from './seats.service.ts';

/** Contract → caller → one service call (ADR 0072). */
export function companyRoutes(route: Route, deps: seats.SeatsDeps) {
  route(api.mine, ({ user }) => company.mine(deps, user));
  route(api.create, ({ user, body }) => company.create(deps, user, body));
  route(api.dashboard, ({ user }) => company.dashboard(deps, user));
  route(api.update, ({ user, body }) => company.update(deps, user, body));
  route(api.newJoinCode, ({ user }) => company.replaceJoinCode(deps, user));
  route(api.invite, ({ user, body }) => members.invite(deps, user, body.emails));
  route(api.cancelInvitation, ({ user, params }) => members.cancelInvitation(deps, user, params.invitationId));
  route(api.setRole, ({ user, params, body }) => members.setRole(deps, user, params.userId, body.role));
  route(api.removeMember, ({ user, params }) => members.removeMember(deps, user, params.userId));
  route(api.checkout, ({ user, body }) => seats.checkout(deps, user, body));
  route(api.seats, ({ user, body }) => seats.setSeats(deps, user, body.seats));
  route(api.portal, ({ user }) => seats.portal(deps, user));
  route(api.leave, ({ user }) => members.leave(deps, user));
  route(api.preview, ({ params }) => members.preview(deps, params.code));
  route(api.join, ({ user, params }) => members.join(deps, user, params.code));
  route(api.invitation, ({ params }) => members.invitation(deps, params.token));
  route(api.accept, ({ user, params }) => members.accept(deps, user, params.token));
}
