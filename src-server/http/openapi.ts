import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the zod contracts every route declares. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  // At the root, so it sees every route of every feature.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kodeshala platform API', version, description: 'Courses, playground, payments and the hackathon.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    await scope.register(compress, { threshold: 1024 });
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    scope.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
  });
}
