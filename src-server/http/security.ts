import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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
}

const razorpay = { script: 'https://checkout.razorpay.com', frame: 'https://api.razorpay.com', connect: 'https://lumberjack.razorpay.com' };

const policyFor = ({ razorpayCheckout }: PageSources) => helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(razorpayCheckout ? [razorpay.script] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(razorpayCheckout ? [razorpay.frame, razorpay.connect] : [])],
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

/** Sets the security headers and echoes the request id, so a user can quote it to support. */
export function registerSecurityHeaders(app: FastifyInstance, sources: PageSources = { razorpayCheckout: false }): void {
  const page = computeHeaders(sources);
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiReply(request.url) ? api : page);
    reply.header('x-request-id', request.id);
    done();
  });
}
