import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../errors';

/** Who may call a route. Every `/api/` route declares one in `config.access`. */
export const accessLevels = ['public', 'user', 'admin', 'organiser'] as const;
export type Access = (typeof accessLevels)[number];

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the access tests and the docs. */
    routeAccess: readonly RouteAccess[];
  }
}

// Routes that plugins register for us (the API docs); they are public by nature.
const pluginRoutePrefixes = ['/api/docs'];

export class MissingAccessError extends Error {}

/**
 * Refuses to register an API route that does not say who may call it; returns the declared
 * access (undefined for routes outside /api/).
 */
export function requireAccessDeclaration(route: RouteOptions): Access | undefined {
  if (!route.url.startsWith('/api/')) return undefined;
  const config = (route.config ?? {}) as { access?: Access };
  if (config.access) return config.access;
  if (pluginRoutePrefixes.some((prefix) => route.url.startsWith(prefix))) {
    route.config = { ...config, access: 'public' };
    return 'public';
  }
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new MissingAccessError(`Route ${methods} ${route.url} declares no config.access`);
}

/**
 * The one place where access is checked. Accounts arrive with the auth feature; until a request
 * carries a signed-in user, only public routes answer.
 */
export function registerAccessCheck(app: FastifyInstance): void {
  const registry: RouteAccess[] = [];
  app.decorate('routeAccess', registry);
  app.addHook('onRoute', (route) => {
    const access = requireAccessDeclaration(route);
    if (!access) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') registry.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return done();
    done(new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401));
  });
}
