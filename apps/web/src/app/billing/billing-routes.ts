import type { RouteName } from '@parley/contracts';
import { page, type RouteSpec } from '../route-spec.ts';

/** /pricing, and the sandbox provider's pages that stand where Stripe's would (checkout, portal, payout onboarding). */
export const billingRoutes = {
  pricing: {
    access: 'public',
    title: 'pricing',
    page: page(
      () => import('../../features/billing/pages/PricingPage.tsx'),
      (m) => m.PricingPage,
    ),
  },
  payment: {
    access: 'protected',
    title: 'payment',
    page: page(
      () => import('../../features/billing/pages/SandboxCheckoutPage.tsx'),
      (m) => m.SandboxCheckoutPage,
    ),
  },
  paymentConnect: {
    access: 'protected',
    roles: ['TEACHER'],
    title: 'paymentConnect',
    page: page(
      () => import('../../features/billing/pages/SandboxConnectPage.tsx'),
      (m) => m.SandboxConnectPage,
    ),
  },
  checkoutSuccess: {
    access: 'protected',
    title: 'checkoutSuccess',
    page: page(
      () => import('../../features/billing/pages/CheckoutSuccessPage.tsx'),
      (m) => m.CheckoutSuccessPage,
    ),
  },
  subscription: {
    access: 'protected',
    title: 'subscription',
    page: page(
      () => import('../../features/billing/pages/SandboxPortalPage.tsx'),
      (m) => m.SandboxPortalPage,
    ),
  },
} satisfies Partial<Record<RouteName, RouteSpec>>;
