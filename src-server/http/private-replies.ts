import { isOfflineReadablePath } from '@shared/offline/cache-names';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Kept by no cache: the default for whatever a signed-in route answers. */
export const privateReply = 'no-store';
/**
 * Kept only in the learner's own browser, asked again before each use: the lessons the service
 * worker keeps readable offline (it clears them when the signed-in person changes).
 */
export const offlineReadableReply = 'private, no-cache';

/** What a reply to this request may be kept as, or undefined when the route decides alone. */
export function cachingOf(request: FastifyRequest): string | undefined {
  const access = request.routeOptions.config.access;
  const personal = (access !== undefined && access !== 'public') || (request.caller !== null && request.url.startsWith('/api/'));
  if (!personal) return undefined;
  return isOfflineReadablePath(request.url.split('?', 1)[0] ?? '') ? offlineReadableReply : privateReply;
}

/**
 * Every answer of a route that needs a signed-in caller, and of any API route asked with a token,
 * says how it may be cached, decided once here from the route table's access level: a shared
 * cache (a college proxy, a CDN) must never hand one learner's resume or team to the next. A
 * route that set its own header (a file, an event stream) keeps it.
 */
export function registerPrivateReplies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      const caching = cachingOf(request);
      if (caching) reply.header('cache-control', caching);
    }
    done(null, payload);
  });
}
