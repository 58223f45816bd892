import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { campaignsRoutes } from './campaigns.routes.ts';
import { accountCreated, campaignCodes, type CampaignsDeps } from './campaigns.service.ts';

/**
 * Campaign registration codes (issue 22 §2, ADR 0075): admins make them; sign-up resolves them through the shared
 * registration codes (plugins/registration-codes.ts) and the new account is recorded here. See docs/features/campaigns.md.
 */
export async function campaignsModule(app: FastifyInstance, deps: ModuleDeps) {
  const own: CampaignsDeps = { db: deps.db, clock: deps.platform.clock, registrationCodes: deps.registrationCodes, log: app.log };
  deps.registrationCodes.register(campaignCodes);
  const unsubscribe = await deps.domain.subscribe('account.created', (event) => accountCreated(own, event));
  app.addHook('onClose', unsubscribe);
  campaignsRoutes(createRouter(app, deps), own);
}
