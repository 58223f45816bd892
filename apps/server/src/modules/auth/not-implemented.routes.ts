import type { FastifyInstance } from 'fastify';
import { errorEnvelopeSchema, notImplementedAuthCalls } from '@parley/contracts';
import { sendError } from '../../plugins/error-handler.ts';

/** Calls the spec names that no issue has asked for yet: an honest 501 rather than a pretend success. */
export function notImplementedRoutes(app: FastifyInstance) {
  for (const call of notImplementedAuthCalls) {
    app.route({
      method: call.method,
      url: call.path,
      schema: { summary: `${call.what} (not available yet: 501)`, tags: ['auth'], response: { 501: errorEnvelopeSchema } },
      handler: (_request, reply) =>
        sendError(reply, 501, 'NOT_IMPLEMENTED', `${call.what} is not available yet. Please use email sign-in.`),
    });
  }
}
