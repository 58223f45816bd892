import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const progressPage = (name: 'home') => () => import('./progress-pages.ts').then((m) => m[name]());

/** /home: the learner's statistics (issue 21 §3). */
export const progressRoutes = {
  home: { access: 'protected', title: 'home', page: progressPage('home') },
} satisfies Partial<Record<RouteName, RouteSpec>>;
