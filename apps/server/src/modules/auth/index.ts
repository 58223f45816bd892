import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { createRouter } from '../../plugins/router.ts';
import { authRoutes } from './auth.routes.ts';
import { notImplementedRoutes } from './not-implemented.routes.ts';
import { createPasswordHasher } from './passwords.ts';

export { purgeExpired } from './auth.service.ts';
export { eraseDueAccounts } from './erasure.service.ts';

export async function authModule(app: FastifyInstance, deps: ModuleDeps) {
  // These answers carry tokens and account data: no browser cache or proxy may keep them (issue 23 §2).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
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
    passwords: createPasswordHasher({ queueMax: deps.config.PASSWORD_HASH_QUEUE_MAX }),
  });
  notImplementedRoutes(app);
}
