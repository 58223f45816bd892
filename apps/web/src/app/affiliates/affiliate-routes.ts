import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const affiliatesPage = () => import('./AffiliatesGate.tsx').then((m) => ({ Component: m.AffiliatesGate }));

/** /admin/affiliates: admins' view of affiliate commissions (ADR 0076), one lazily loaded page; the server checks the role. */
export const affiliateRoutes = {
  adminAffiliates: { access: 'protected', title: 'adminAffiliates', page: affiliatesPage },
} satisfies Partial<Record<RouteName, RouteSpec>>;
