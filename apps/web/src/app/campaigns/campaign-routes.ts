import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const campaignsPage = () => import('./CampaignsGate.tsx').then((m) => ({ Component: m.CampaignsGate }));

/** /admin/campaigns: admins' campaign registration codes (ADR 0075), one lazily loaded page; the server checks the role. */
export const campaignRoutes = {
  adminCampaigns: { access: 'protected', title: 'adminCampaigns', page: campaignsPage },
} satisfies Partial<Record<RouteName, RouteSpec>>;
