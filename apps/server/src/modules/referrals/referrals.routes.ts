import { referralsApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as referrals from './referrals.service.ts';

/** Contract → caller → one service call (ADR 0069). */
export function referralsRoutes(route: Route, deps: referrals.ReferralsDeps) {
  route(api.mine, ({ user }) => referrals.mine(deps, user.id));
}
