import { authMessageTable } from '@shared/auth/messages';
import type { RoleName } from '@shared/auth/roles';
import type { Access } from '@shared/api/route';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { AccessTokenSigner } from '../auth/access-token';
import { AppError } from '../errors';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The schemas it was registered with, for the contract test. */
  schema: FastifySchema | undefined;
}

export interface Caller {
  userId: string;
  roles: RoleName[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route's own words for a caller who sent no token (see RouteContract.signInMessage). */
    signInMessage?: IdentifiedMessage;
  }
  interface FastifyInstance {
    /** Every route that declares its access (every API route must), for the access and contract tests. */
    routeAccess: readonly RouteAccess[];
  }
  interface FastifyRequest {
    /** The caller proven by a bearer token; null when none was sent or it did not verify. */
    caller: Caller | null;
  }
}

/** Routes that plugins register for us (the API docs); they are public by nature. */
export const pluginRoutePrefixes = ['/api/docs'];

export class MissingAccessError extends Error {}

/**
 * Refuses to register an API route that does not say who may call it; returns the declared
 * access (undefined for a route outside /api/ that declares none: the renderer's files).
 */
export function requireAccessDeclaration(route: RouteOptions): Access | undefined {
  const config = (route.config ?? {}) as { access?: Access };
  if (config.access) return config.access;
  if (!route.url.startsWith('/api/')) return undefined;
  if (pluginRoutePrefixes.some((prefix) => route.url.startsWith(prefix))) {
    route.config = { ...config, access: 'public' };
    return 'public';
  }
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new MissingAccessError(`Route ${methods} ${route.url} declares no config.access`);
}

/** What a caller who is not signed in is told, unless the route has its own words. */
const signInMessage = authMessageTable.ref('signInToContinue');

/** The caller of a route declared 'user' or stricter; the access check has already proven it. */
export function requireUser(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED', request.routeOptions.config.signInMessage ?? signInMessage, 401);
  return request.caller;
}

function allows(access: Access, roles: readonly RoleName[]): boolean {
  if (access === 'admin') return roles.includes('admin');
  // Admins run everything, the hackathon included.
  if (access === 'organiser') return roles.includes('organiser') || roles.includes('admin');
  return true;
}

const bearer = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/** The one place where access is checked: a bearer token proves the caller, the route's level decides. */
export function registerAccessCheck(app: FastifyInstance, signer: AccessTokenSigner): void {
  const registry: RouteAccess[] = [];
  app.decorate('routeAccess', registry);
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const access = requireAccessDeclaration(route);
    if (!access) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') registry.push({ method, url: route.url, access, schema: route.schema });
    }
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const { access = 'public', signInMessage: ownWords } = request.routeOptions.config;
    const header = request.headers.authorization;
    // Most requests carry no token and need none: answer those without a promise.
    if (!header) return done(access === 'public' ? undefined : new AppError('UNAUTHENTICATED', ownWords ?? signInMessage, 401));
    const token = bearer.exec(header)?.[1];
    const decide = (caller: Caller | undefined) => {
      request.caller = caller ?? null;
      if (access === 'public') return done();
      if (!caller) return done(new AppError('auth/session-expired', authMessageTable.ref('sessionExpired'), 401));
      if (!allows(access, caller.roles)) {
        return done(new AppError('FORBIDDEN', authMessageTable.ref(access === 'admin' ? 'adminOnly' : 'organiserOnly'), 403));
      }
      done();
    };
    // A token this process has checked before is answered at once; only a new one waits for the HMAC.
    const remembered = token ? signer.known(token) : undefined;
    if (remembered || !token) return decide(remembered);
    signer.verify(token).then(decide, done);
  });
}
