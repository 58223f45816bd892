import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const companyPage = (name: 'companyStart' | 'companyAccount' | 'companyJoin') => () =>
  import('./company-pages.ts').then((m) => m[name]());

/** /company/start, /company/account and the two ways in (ADR 0072); a signed-out visitor signs in and comes back. */
export const companyRoutes = {
  companyStart: { access: 'protected', title: 'companyStart', page: companyPage('companyStart') },
  companyAccount: { access: 'protected', title: 'companyAccount', page: companyPage('companyAccount') },
  companyJoin: { access: 'protected', title: 'companyJoin', page: companyPage('companyJoin') },
  companyInvitation: { access: 'protected', title: 'companyJoin', page: companyPage('companyJoin') },
} satisfies Partial<Record<RouteName, RouteSpec>>;
