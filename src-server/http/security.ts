import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a CSP the renderer runs under: no inline scripts; inline styles are
 * allowed because Mantine sets CSS variables through style attributes.
 */
export interface PageSources {
  /**
   * Razorpay's checkout: its script, the frame it opens and the calls it makes. Allowed only when
   * Razorpay keys are set; the sandbox gateway needs nothing from outside.
   */
  razorpayCheckout: boolean;
  /** Where the Firebase sign-in on the login page calls: Google's endpoints, or the emulator's origin. */
  firebaseConnect?: string[];
}

/** The endpoints the Firebase web SDK's e-mail and password sign-in calls; the emulator stands in for both. */
export function firebaseConnectSources(firebase: { emulatorUrl: string | undefined } | undefined): string[] {
  if (!firebase) return [];
  if (firebase.emulatorUrl) return [new URL(firebase.emulatorUrl).origin];
  return ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
}

const razorpay = { script: 'https://checkout.razorpay.com', frame: 'https://api.razorpay.com', connect: 'https://lumberjack.razorpay.com' };

const policyFor = ({ razorpayCheckout, firebaseConnect = [] }: PageSources) => helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The resume's PDF layout engine (yoga, in react-pdf) is WebAssembly; this allows compiling
      // WebAssembly only, not eval of JavaScript.
      scriptSrc: ["'self'", ...(razorpayCheckout ? [razorpay.script] : []), "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // yoga's WebAssembly comes inlined in react-pdf's script as a data: URL that it fetches;
      // a data: URL holds its own bytes, so allowing it reaches no other server.
      connectSrc: ["'self'", 'data:', ...(razorpayCheckout ? [razorpay.frame, razorpay.connect] : []), ...firebaseConnect],
      // Lesson videos embed YouTube's privacy-enhanced player; lesson previews load our sandbox page.
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...(razorpayCheckout ? [razorpay.frame] : [])],
      mediaSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Social sign-in opens a popup that must be able to message this page back.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/**
 * The headers helmet sets do not depend on the request, so ask it once and replay them: helmet
 * re-derives its policy strings on every call, which cost a measurable share of a small request.
 */
function computeHeaders(sources: PageSources): Record<string, string> {
  const policy = policyFor(sources);
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  policy({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * JSON replies are never rendered as pages, so they get OWASP's short REST set (nothing may load
 * from them, nobody may frame them) instead of the page policy.
 */
function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

const isApiReply = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export interface SecurityHeaders {
  /** Puts the headers that fit the request's address on its reply, with the request id. */
  apply(request: FastifyRequest, reply: FastifyReply): void;
  /** The API set, for a reply written straight to the socket when a request cannot even be parsed. */
  api: Readonly<Record<string, string>>;
}

/**
 * The headers every reply carries, pages and API alike; the request id is echoed so a user can
 * quote it to support. Also used for the replies Fastify makes before any hook runs (a malformed
 * address, an over-long path parameter, a request that is not HTTP).
 */
export function createSecurityHeaders(sources: PageSources = { razorpayCheckout: false }): SecurityHeaders {
  const page = computeHeaders(sources);
  const api = apiHeaders(page);
  return {
    apply(request, reply) {
      reply.headers(isApiReply(request.url) ? api : page);
      reply.header('x-request-id', request.id);
    },
    api,
  };
}

/**
 * Sets the headers in the first hook of every request: a later hook that refuses the request
 * (the access check's 401) then answers with them already in place.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    headers.apply(request, reply);
    done();
  });
}
