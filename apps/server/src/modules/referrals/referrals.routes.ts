import { referralsApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as ambassadors from './ambassadors.service.ts';
import * as referrals from './referrals.service.ts';

/** Contract → caller → one service call (ADR 0069, ADR 0075). */
export function referralsRoutes(route: Route, deps: referrals.ReferralsDeps & ambassadors.AmbassadorDeps) {
  route(api.mine, ({ user }) => referrals.mine(deps, user.id));
  route(api.ambassador, (caller) => ambassadors.mine(deps, caller));
}
