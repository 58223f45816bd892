import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_INFO = {
  title: 'Parley API',
  version: '1.0.0',
  description:
    'Generated from the zod contracts in packages/contracts. Errors use {"detail": {"error_message", "code", "errors"?}}.',
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: OPENAPI_INFO,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // The GraphQL endpoint is described by its own schema, not by OpenAPI.
    transform: (input) =>
      input.url.startsWith('/graphql') ? { schema: { hide: true }, url: input.url } : jsonSchemaTransform(input),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
