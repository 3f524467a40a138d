import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { platformRoutes } from '@shared/api/routes/platform';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeOptions } from './route-options';

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
    scope.route({ ...routeOptions(platformRoutes.openapi), handler: () => app.swagger() });
  });
}
