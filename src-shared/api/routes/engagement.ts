import { meReply } from '../auth';
import { handleParams, heartbeatBody, heartbeatReply, meStatsReply, photoParams, publicProfileReply } from '../engagement';
import { route } from '../route';

export const engagementRoutes = {
  heartbeat: route({
    method: 'POST',
    path: '/api/engagement/heartbeat',
    access: 'user',
    body: heartbeatBody,
    reply: heartbeatReply,
    tags: ['engagement'],
    summary: 'Count one minute of learning (at most once a minute)',
  }),
  stats: route({ method: 'GET', path: '/api/me/stats', access: 'user', reply: meStatsReply, tags: ['engagement'], summary: 'Dashboard and profile stats of the caller' }),
  uploadPhoto: route({
    method: 'POST',
    path: '/api/me/photo',
    access: 'user',
    kind: 'upload',
    reply: meReply,
    tags: ['users'],
    summary: 'Upload a profile photo (multipart field "photo"; JPEG, PNG, GIF or WebP up to 5 MB)',
  }),
  photo: route({ method: 'GET', path: '/api/photos/:name', access: 'public', kind: 'download', params: photoParams, tags: ['users'], summary: 'A stored profile photo' }),
  publicProfile: route({
    method: 'GET',
    path: '/api/users/:handle',
    access: 'public',
    params: handleParams,
    reply: publicProfileReply,
    tags: ['users'],
    summary: 'A public profile (a private one answers 404, as a missing one does)',
  }),
};
