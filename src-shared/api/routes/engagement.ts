import { heartbeatBody, heartbeatReply, meStatsReply } from '../engagement';
import { route } from '../route';

export const engagementRoutes = {
  heartbeat: route({
    method: 'POST',
    path: '/api/engagement/heartbeat',
    access: 'user',
    offline: 'online',
    body: heartbeatBody,
    reply: heartbeatReply,
    tags: ['engagement'],
    summary: 'Count one minute of learning (at most once a minute)',
  }),
  stats: route({ method: 'GET', path: '/api/me/stats', access: 'user', reply: meStatsReply, tags: ['engagement'], summary: 'Dashboard and profile stats of the caller' }),
};
