import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { couponEventHandler } from './coupon-events.ts';
import { couponsRoutes } from './coupons.routes.ts';

/**
 * Coupons and promotion codes (issue 22 §2, ADR 0071): admins make and deactivate them here; plan checkouts judge a
 * typed code through public.ts; redemptions are counted from the provider's events. See docs/features/coupons.md.
 */
export async function couponsModule(app: FastifyInstance, deps: ModuleDeps) {
  const { platform } = deps;
  deps.paymentEvents.on(couponEventHandler({ domain: deps.domain }));
  couponsRoutes(createRouter(app, deps), { db: deps.db, payments: platform.payments, clock: platform.clock });
}
