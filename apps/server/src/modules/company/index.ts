import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { companyEventHandler } from './company-events.ts';
import { companyContentModule } from './content.ts';
import { companyRoutes } from './company.routes.ts';
import { joinOnSignUp } from './members.service.ts';
import { organisationCodes } from './public.ts';
import type { SeatsDeps } from './seats.service.ts';

/** Company accounts on the Team plan (issue 22 §1); see docs/features/company.md. */
export async function companyModule(app: FastifyInstance, deps: ModuleDeps) {
  const own: SeatsDeps = {
    db: deps.db,
    payments: deps.platform.payments,
    clock: deps.platform.clock,
    mail: deps.platform.mail,
    publicUrl: deps.config.PUBLIC_URL,
    log: app.log,
    domain: deps.domain,
  };
  deps.paymentEvents.on(companyEventHandler({ domain: deps.domain, log: app.log }));
  deps.registrationCodes.register(organisationCodes);
  const unsubscribe = await deps.domain.subscribe('account.created', ({ userId, registrationCode, registrationKind }) =>
    registrationCode && registrationKind === 'organisation' ? joinOnSignUp(own, userId, registrationCode) : undefined,
  );
  app.addHook('onClose', unsubscribe);
  companyRoutes(createRouter(app, deps), own);
  await app.register(companyContentModule, deps);
}
