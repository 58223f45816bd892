import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as ambassadors from './ambassadors.service.ts';
import { referralEventHandler } from './referral-credits.ts';

export { startReferralCredits } from './referral-credits.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { accountCreated, accountVerified, type ReferralsDeps } from './referrals.service.ts';

/**
 * "Invite your friends": personal links, who came by them and the month a friend's first paid plan earns (ADR 0069,
 * ADR 0074); ambassadors' registration codes (ADR 0075). See docs/features/referrals.md.
 */
export async function referralsModule(app: FastifyInstance, deps: ModuleDeps) {
  const { platform } = deps;
  const own: ReferralsDeps & ambassadors.AmbassadorDeps = {
    db: deps.db,
    clock: platform.clock,
    publicUrl: deps.config.PUBLIC_URL,
    payments: platform.payments,
    queue: platform.queue,
    domain: deps.domain,
    registrationCodes: deps.registrationCodes,
  };
  deps.paymentEvents.on(referralEventHandler(own));
  deps.registrationCodes.register(ambassadors.ambassadorCodes);
  const unsubscribe = await Promise.all([
    deps.domain.subscribe('account.created', (event) => accountCreated(own, event)),
    deps.domain.subscribe('account.created', (event) => ambassadors.accountCreated(own, event)),
    deps.domain.subscribe('account.verified', (event) => accountVerified(own, event)),
  ]);
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) await stop();
  });
  referralsRoutes(createRouter(app, deps), own);
}
