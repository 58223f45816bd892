import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { createRouter } from '../../plugins/router.ts';
import { authRoutes } from './auth.routes.ts';
import { notImplementedRoutes } from './not-implemented.routes.ts';

export { eraseDueAccounts, purgeExpired } from './auth.service.ts';

export async function authModule(app: FastifyInstance, deps: ModuleDeps) {
  const route = createRouter(app, deps);
  authRoutes(route, {
    db: deps.db,
    clock: deps.platform.clock,
    tokens: deps.tokens,
    domain: deps.domain,
    mail: deps.platform.mail,
    identity: deps.platform.identity,
    publicUrl: deps.config.PUBLIC_URL,
    resendIntervalSeconds: deps.config.EMAIL_CODE_RESEND_INTERVAL_SECONDS,
    registrationCodes: deps.registrationCodes,
  });
  notImplementedRoutes(app);
}
