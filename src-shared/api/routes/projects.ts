import {
  cardParams,
  listProjectCardsReply,
  projectCard,
  projectDetailsBody,
  sharedProjectParams,
  sharedProjectReply,
  shareReply,
  starBody,
  starReply,
  unshareReply,
} from '../projects';
import { route } from '../route';

const tags = ['projects'];

export const projectsRoutes = {
  list: route({ method: 'GET', path: '/api/projects', access: 'user', reply: listProjectCardsReply, tags, summary: 'The caller’s playground projects with their details and stars' }),
  update: route({
    method: 'PATCH',
    path: '/api/projects/:id',
    access: 'user',
    offline: 'online',
    params: cardParams,
    body: projectDetailsBody,
    reply: projectCard,
    tags,
    summary: 'Change a project’s details: category, status, technologies, progress, live URL',
  }),
  star: route({
    method: 'PUT',
    path: '/api/projects/:id/star',
    access: 'user',
    offline: 'online',
    params: cardParams,
    body: starBody,
    reply: starReply,
    tags,
    summary: 'Star or unstar a project (the caller’s own, or a shared one)',
  }),
  share: route({
    method: 'PUT',
    path: '/api/projects/:id/share',
    access: 'user',
    offline: 'online',
    params: cardParams,
    reply: shareReply,
    tags,
    summary: 'Share a project: a public read-only link (the same link when already shared)',
  }),
  unshare: route({ method: 'DELETE', path: '/api/projects/:id/share', access: 'user', offline: 'online', params: cardParams, reply: unshareReply, tags, summary: 'Stop sharing a project' }),
  shared: route({
    method: 'GET',
    path: '/api/shared-projects/:shareId',
    access: 'public',
    params: sharedProjectParams,
    reply: sharedProjectReply,
    tags,
    summary: 'A shared project, read-only, for anyone with its link',
  }),
};
