import { previewRoutes } from '@shared/api/routes/preview';
import type { FastifyPluginAsync } from 'fastify';
import { routeOptions } from '../http/route-options';

/**
 * The page that runs learner-visible HTML (lesson `html` blocks now, the playground's live preview
 * later). An srcdoc frame would inherit the app's CSP, which forbids inline scripts; this page
 * has its own policy instead: `sandbox allow-scripts` gives it an opaque origin, so whatever it
 * runs cannot read the app's storage or call the API as the learner, and default-src 'none' keeps
 * it off the network. The embedding frame must also say sandbox="allow-scripts".
 * Protocol: the parent posts { type: 'kodeshala:preview', html } once the frame has loaded; the
 * page replaces itself with that document. To show new HTML, the parent reloads the frame.
 */
const page = `<!doctype html><html><head><meta charset="utf-8"><title>Preview</title></head><body><script>
addEventListener('message', function (event) {
  if (event.source !== parent || !event.data || event.data.type !== 'kodeshala:preview' || typeof event.data.html !== 'string') return;
  document.open();
  document.write(event.data.html);
  document.close();
});
parent.postMessage({ type: 'kodeshala:preview-ready' }, '*');
</script></body></html>`;

const policy = [
  'sandbox allow-scripts allow-modals',
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: https:',
  'font-src data:',
  'media-src data: https:',
  "frame-ancestors 'self'",
].join('; ');

export const previewPlugin: FastifyPluginAsync = async (app) => {
  app.route({
    ...routeOptions(previewRoutes.sandbox),
    handler: async (_request, reply) => {
      reply.headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        'cache-control': 'public, max-age=3600',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-resource-policy': 'same-origin',
      });
      return page;
    },
  });
};
