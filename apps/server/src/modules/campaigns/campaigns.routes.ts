import { campaignsApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as campaigns from './campaigns.service.ts';

/** Contract → caller (admins only, checked in the service) → one service call. */
export function campaignsRoutes(route: Route, deps: campaigns.CampaignsDeps) {
  route(api.list, (caller) => campaigns.list(deps, caller));
  route(api.create, (caller) => campaigns.create(deps, caller, caller.body));
}
