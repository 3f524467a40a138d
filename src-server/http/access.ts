import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../errors';

/** Who may call a route. Every `/api/` route declares one in `config.access`. */
export const accessLevels = ['public', 'user', 'admin', 'organiser'] as const;
export type Access = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

// Routes that plugins register for us (the API docs); they are public by nature.
const pluginRoutePrefixes = ['/api/docs'];

export class MissingAccessError extends Error {}

/** Refuses to register an API route that does not say who may call it. */
export function requireAccessDeclaration(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const config = (route.config ?? {}) as { access?: Access };
  if (config.access) return;
  if (pluginRoutePrefixes.some((prefix) => route.url.startsWith(prefix))) {
    route.config = { ...config, access: 'public' };
    return;
  }
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new MissingAccessError(`Route ${methods} ${route.url} declares no config.access`);
}

/**
 * The one place where access is checked. Accounts arrive with the auth feature; until a request
 * carries a signed-in user, only public routes answer.
 */
export function registerAccessCheck(app: FastifyInstance): void {
  app.addHook('onRoute', requireAccessDeclaration);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  });
}
