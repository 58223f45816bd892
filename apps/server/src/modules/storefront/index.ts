import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { storefrontRoutes } from './storefront.routes.ts';
import { teacherEventHandler } from './teacher-events.ts';

/**
 * Teachers' homepages: the public page, its settings pages, the waitlist, payment accounts and students' checkouts
 * (issue 7); the provider's events reach it through the billing module's webhook. See docs/features/storefront.md.
 */
export async function storefrontModule(app: FastifyInstance, deps: ModuleDeps) {
  const { platform } = deps;
  deps.paymentEvents.on(teacherEventHandler({ clock: platform.clock, payments: platform.payments, log: app.log }));
  storefrontRoutes(createRouter(app, deps), {
    db: deps.db,
    mail: platform.mail,
    payments: platform.payments,
    clock: platform.clock,
    publicUrl: deps.config.PUBLIC_URL,
    log: app.log,
  });
}
