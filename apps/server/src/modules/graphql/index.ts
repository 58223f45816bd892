import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { AppError } from '../../errors.ts';
import { sendError } from '../../plugins/error-handler.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { schema } from './graphql.schema.ts';
import { findVisibleUser } from './graphql.store.ts';
import { imagePlaceholder } from './image-placeholder.ts';

export async function graphqlModule(app: FastifyInstance, deps: ModuleDeps) {
  // Mercurius describes its routes in JSON Schema, not zod: plain JSON in and out here; GraphQL validates its own queries.
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Authenticated like the REST API: these hooks cover only this plugin's routes (POST and GET /graphql).
  // Refusals answer the REST error envelope: mercurius would wrap them as a GraphQL error with status 200.
  app.addHook('preValidation', async (request, reply) => {
    try {
      await deps.authenticator.authenticate(request);
    } catch (err) {
      if (err instanceof AppError) return sendError(reply, err.status, err.code, err.message);
      throw err;
    }
  });
  await app.register(mercurius, {
    schema,
    graphiql: false,
    resolvers: {
      Query: {
        user: async (_root: unknown, { uid }: { uid: string }) => {
          const id = Number(uid);
          if (!Number.isSafeInteger(id) || id <= 0) return null;
          const row = await findVisibleUser(deps.db, id);
          if (!row) return null;
          return {
            uid: String(row.id),
            username: row.username,
            image: row.image,
            imagePlaceholder: imagePlaceholder(row.username, row.fullName),
          };
        },
      },
    },
  });
}
