import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const adminPage = () => import('./AdminGate.tsx').then((m) => ({ Component: m.AdminGate }));

/** /admin and /admin/{section}: the admin console (ADR 0070), one lazily loaded page; the server checks the role. */
export const adminRoutes = {
  admin: { access: 'protected', title: 'admin', page: adminPage },
  adminSection: { access: 'protected', title: 'adminSection', page: adminPage },
} satisfies Partial<Record<RouteName, RouteSpec>>;
