import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { httpMessageTable } from '@shared/http/messages';
import { AppError } from '../errors';

/** The cookie the desktop app's main process sets for the window's origin (httpOnly, SameSite=Strict). */
export const desktopAccessCookie = 'kodeshala_desktop';
/** The same secret as a header, for callers that are not the window (the main process, tests). */
export const desktopAccessHeader = 'x-kodeshala-desktop';

export interface DesktopAccessRequest {
  host: string | undefined;
  origin: string | undefined;
  cookie: string | undefined;
  header: string | undefined;
  /** The port the request arrived on: the app's origin is the loopback address on that port. */
  localPort: number | undefined;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

// Hashing first makes the comparison constant-time whatever the lengths.
const sameSecret = (given: string, secret: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());

/**
 * Why the embedded server refuses a request, or undefined when it may pass. Anything on this
 * computer can reach a loopback port: a web page through DNS rebinding (a foreign Host), a page on
 * another origin (its Origin), another user of a shared computer (no secret). Only the app's window,
 * given the per-launch secret by the main process, passes all three.
 */
export function desktopAccessRefusal(request: DesktopAccessRequest, secret: string): string | undefined {
  if (request.localPort === undefined) return 'the request arrived on no known port';
  const allowedHosts = [`127.0.0.1:${request.localPort}`, `localhost:${request.localPort}`];
  if (!request.host || !allowedHosts.includes(request.host.toLowerCase())) return 'the request names another host';
  if (request.origin !== undefined && request.origin !== `http://127.0.0.1:${request.localPort}`) return 'the request comes from another origin';
  const given = request.header ?? cookieValue(request.cookie, desktopAccessCookie);
  if (!given || !sameSecret(given, secret)) return 'the request does not carry the app’s secret';
  return undefined;
}

/**
 * Refuses, with 403 and before any other hook runs, every HTTP request and WebSocket upgrade that
 * does not come from the desktop app's own window (see desktopAccessRefusal).
 */
export function registerDesktopAccess(app: FastifyInstance, secret: string): void {
  const refused = new WeakSet<object>();
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[desktopAccessHeader];
    const refusal = desktopAccessRefusal(
      {
        host: request.headers.host,
        origin: request.headers.origin,
        cookie: request.headers.cookie,
        header: typeof header === 'string' ? header : undefined,
        localPort: request.socket.localPort,
      },
      secret,
    );
    if (refusal) {
      request.log.warn({ refusal }, 'desktop server refused a request from outside the app');
      refused.add(request.raw);
    }
    done(refusal ? new AppError('FORBIDDEN', httpMessageTable.ref('desktopOnly'), 403) : undefined);
  });
  // A refused WebSocket upgrade's socket belongs to no HTTP connection the server tracks: left
  // open, the caller would hold it (and the server's close) for as long as it liked.
  app.addHook('onResponse', (request, _reply, done) => {
    if (refused.has(request.raw) && request.headers.upgrade) request.raw.socket.destroy();
    done();
  });
}
