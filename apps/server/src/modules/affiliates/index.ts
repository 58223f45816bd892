import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { affiliatesRoutes } from './affiliates.routes.ts';
import { accountCreated, type AffiliatesDeps } from './affiliates.service.ts';
import { commissionEventHandler } from './commission-events.ts';

/**
 * Affiliates (issue 22 §2, ADR 0076): approved teachers' and partners' tracked links, the sign-ups that came by them,
 * and commission records from the provider's paid invoices and credit notes. See docs/features/affiliates.md.
 */
export async function affiliatesModule(app: FastifyInstance, deps: ModuleDeps) {
  const own: AffiliatesDeps = { db: deps.db, clock: deps.platform.clock, publicUrl: deps.config.PUBLIC_URL };
  deps.paymentEvents.on(commissionEventHandler());
  const unsubscribe = await deps.domain.subscribe('account.created', (event) => accountCreated(own, event));
  app.addHook('onClose', unsubscribe);
  affiliatesRoutes(createRouter(app, deps), own);
}
