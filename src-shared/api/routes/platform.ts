import { healthReply } from '../health';
import { route } from '../route';

export const platformRoutes = {
  health: route({ method: 'GET', path: '/api/health', access: 'public', reply: healthReply, tags: ['platform'], summary: 'Liveness and database check' }),
  openapi: route({ method: 'GET', path: '/api/openapi.json', access: 'public', kind: 'document', hide: true }),
};
