import type { RouteName } from '@parley/contracts';
import type { RouteSpec } from '../route-spec.ts';

const companyPage = (name: 'companyStart' | 'companyAccount' | 'companyJoin') => () =>
  import('./company-pages.ts').then((m) => m[name]());

/** /company/start, /company/account and the two ways in (ADR 0072), which a signed-out visitor may open to sign up. */
export const companyRoutes = {
  companyStart: { access: 'protected', title: 'companyStart', page: companyPage('companyStart') },
  companyAccount: { access: 'protected', title: 'companyAccount', page: companyPage('companyAccount') },
  companyJoin: { access: 'public', title: 'companyJoin', page: companyPage('companyJoin') },
  companyInvitation: { access: 'public', title: 'companyJoin', page: companyPage('companyJoin') },
} satisfies Partial<Record<RouteName, RouteSpec>>;
