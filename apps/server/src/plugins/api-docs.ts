import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brandName} API`,
        version: '1.0.0',
        description:
          'Every call answers HTTP 200 with { code, msg, data }; code 200 is success, 403 means the session is gone, ' +
          'other codes carry a message translated into the `lang` header. Send the session in the `token` header.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
