import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { accountCreated, accountVerified, type ReferralsDeps } from './referrals.service.ts';

/** "Invite your friends": personal links and who came by them (issue 21 §4); see docs/features/referrals.md. */
export async function referralsModule(app: FastifyInstance, deps: ModuleDeps) {
  const own: ReferralsDeps = { db: deps.db, clock: deps.platform.clock, publicUrl: deps.config.PUBLIC_URL };
  const unsubscribe = await Promise.all([
    deps.domain.subscribe('account.created', (event) => accountCreated(own, event)),
    deps.domain.subscribe('account.verified', (event) => accountVerified(own, event)),
  ]);
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) await stop();
  });
  referralsRoutes(createRouter(app, deps), own);
}
