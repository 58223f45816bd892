import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import { createEventsDeps } from '../events/public.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { adminRoutes } from './admin.routes.ts';
import { assertAdmin } from './public.ts';

/** The admin console (issue 22 §3, ADR 0070); see docs/features/admin.md. */
export async function adminModule(app: FastifyInstance, deps: ModuleDeps) {
  // Every call of this module, before its input is judged: 401 without a session, 403 without the admin role.
  app.addHook('preValidation', async (request) => assertAdmin((await deps.authenticator.authenticate(request)).roles));
  adminRoutes(createRouter(app, deps), {
    db: deps.db,
    clock: deps.platform.clock,
    mail: deps.platform.mail,
    domain: deps.domain,
    events: await createEventsDeps(app, deps),
    publicUrl: deps.config.PUBLIC_URL,
  });
}
