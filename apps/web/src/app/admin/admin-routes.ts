import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const adminPage = () =>
  import('../../features/admin/pages/AdminPage.tsx').then((m) => ({ Component: m.AdminPage, loader: m.adminLoader }));

/** /admin and /admin/{section}: the admin console (ADR 0070), one lazily loaded page; the server checks the role. */
export const adminRoutes = {
  admin: { access: 'protected', title: 'admin', page: adminPage },
  adminSection: { access: 'protected', title: 'admin', page: adminPage },
} satisfies Partial<Record<RouteName, RouteSpec>>;
