import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ErrorReply } from '@shared/api/error-reply';
import { httpMessageTable } from '@shared/http/messages';
import { longParameterReply } from './error-handler';
import { sendPage, type PageFor } from './renderer';

/**
 * Unknown API paths and wrong methods answer JSON; any other GET falls back to the renderer's page
 * for that address, so client-side routes work on reload. Paths that look like files (an extension or
 * under /assets/) never fall back: a missing script must be a 404, not HTML with the wrong type.
 */
export function registerNotFound(app: FastifyInstance, pageFor: PageFor | undefined, maxParamLength: number): void {
  // Without the router's length limit, so that a path naming a route with an over-long parameter
  // (which the router hands to the renderer's wildcard) is told from a path naming no route.
  const known = FindMyWay({ maxParamLength: Number.MAX_SAFE_INTEGER });
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || known.hasRoute(method as HTTPMethod, route.url)) continue;
      known.on(method as HTTPMethod, route.url, () => undefined);
    }
  });

  app.setNotFoundHandler(async (request, response) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);

    if (pageFor && isGet && !isApi && !looksLikeFile) return sendPage(response, await pageFor(request.url, request.headers.cookie));
    const match = isApi ? known.find(request.method as HTTPMethod, pathname) : null;
    if (match && Object.values(match.params).some((value) => (value?.length ?? 0) > maxParamLength)) {
      return response.status(414).send(longParameterReply(maxParamLength));
    }
    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((m) => known.find(m, pathname));
    if (allowed.length > 0) {
      const body: ErrorReply = {
        error: { code: 'METHOD_NOT_ALLOWED', ...httpMessageTable.ref('methodNotAllowed', { method: request.method, path: pathname, allowed: allowed.join(' or ') }) },
      };
      return response.status(405).header('allow', allowed.join(', ')).send(body);
    }
    const body: ErrorReply = {
      error: {
        code: 'NOT_FOUND',
        ...(isApi ? httpMessageTable.ref('noApiRoute', { method: request.method, path: pathname }) : httpMessageTable.ref('nothingAt', { path: pathname })),
      },
    };
    return response.status(404).send(body);
  });
}
