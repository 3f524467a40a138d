import { createRepoBody, createRepoReply, pushProjectBody, pushProjectReply } from '../github';
import { route } from '../route';

const tags = ['github'];

/** The GitHub screen; its status and repository list are the playground's (`playgroundRoutes.github`, `githubRepos`). */
export const githubRoutes = {
  createRepo: route({
    method: 'POST',
    path: '/api/github/repos',
    access: 'user',
    offline: 'online',
    body: createRepoBody,
    reply: createRepoReply,
    status: 201,
    tags,
    summary: 'Create a repository on the caller’s GitHub account',
  }),
  push: route({
    method: 'POST',
    path: '/api/github/push',
    access: 'user',
    offline: 'online',
    body: pushProjectBody,
    reply: pushProjectReply,
    tags,
    summary: 'Push one of the caller’s projects to a repository as its own files, in one commit',
  }),
};
