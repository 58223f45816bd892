import { affiliatesApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as admin from './affiliates-admin.service.ts';
import * as affiliates from './affiliates.service.ts';

/** Contract → caller (affiliate or admin, checked in the services) → one service call (ADR 0076). */
export function affiliatesRoutes(route: Route, deps: affiliates.AffiliatesDeps) {
  route(api.dashboard, (caller) => affiliates.dashboard(deps, caller));
  route(api.commissions, (caller) => affiliates.commissions(deps, caller, caller.query));
  route(api.visit, ({ body, caller }) => affiliates.visit(deps, body.code, caller?.user.id ?? null), { limitPerIp: true });
  route(api.adminCommissions, (caller) => admin.list(deps, caller, caller.query));
  route(api.markPaid, (caller) => admin.markPaid(deps, caller, caller.params.commissionId));
}
