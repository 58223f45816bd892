import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const couponsPage = () => import('./CouponsGate.tsx').then((m) => ({ Component: m.CouponsGate }));

/** /admin/coupons: admins' coupons and promotion codes (ADR 0071), one lazily loaded page; the server checks the role. */
export const couponRoutes = {
  adminCoupons: { access: 'protected', title: 'adminCoupons', page: couponsPage },
} satisfies Partial<Record<RouteName, RouteSpec>>;
