import { couponsApi as api } from '@parley/contracts';
import type { Route } from '../../plugins/router.ts';
import * as coupons from './coupons.service.ts';

/** Contract → caller (admins only, checked in the service) → one service call. */
export function couponsRoutes(route: Route, deps: coupons.CouponsDeps) {
  route(api.list, (caller) => coupons.list(deps, caller));
  route(api.create, (caller) => coupons.create(deps, caller, caller.body));
  route(api.deactivate, (caller) => coupons.deactivate(deps, caller, caller.params.couponId));
}
