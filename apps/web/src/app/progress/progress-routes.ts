import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const progressPage = (name: 'home' | 'dashboardSummary' | 'bubble') => () => import('./progress-pages.ts').then((m) => m[name]());

/** /home: the learner's statistics; /dashboard/summary: their recordings' summaries; /bubble: their people (issue 21 §3). */
export const progressRoutes = {
  home: { access: 'protected', dashboard: true, title: 'home', page: progressPage('home') },
  dashboardSummary: { access: 'protected', dashboard: true, title: 'dashboardSummary', page: progressPage('dashboardSummary') },
  bubble: { access: 'protected', dashboard: true, title: 'bubble', page: progressPage('bubble') },
} satisfies Partial<Record<RouteName, RouteSpec>>;
