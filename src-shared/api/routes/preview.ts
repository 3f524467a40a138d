import { route } from '../route';

export const previewRoutes = {
  /** The sandboxed page that runs learner-visible HTML (see the server's preview plugin). */
  sandbox: route({ method: 'GET', path: '/sandbox/preview', access: 'public', kind: 'document', hide: true }),
};
