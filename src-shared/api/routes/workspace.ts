import { route } from '../route';
import {
  collaboratorParams,
  createWorkspaceProjectBody,
  inviteCollaboratorBody,
  listVersionsReply,
  listWorkspaceProjectsReply,
  saveVersionBody,
  versionFilesReply,
  versionParams,
  workspaceProject,
  workspaceProjectParams,
  workspaceVersion,
} from '../workspace';

const tags = ['workspace'];

export const workspaceRoutes = {
  list: route({ method: 'GET', path: '/api/workspace/projects', access: 'user', reply: listWorkspaceProjectsReply, tags, summary: 'The shared projects the caller may open' }),
  create: route({
    method: 'POST',
    path: '/api/workspace/projects',
    access: 'user',
    offline: 'online',
    body: createWorkspaceProjectBody,
    reply: workspaceProject,
    status: 201,
    tags,
    summary: 'Create a shared project: the team’s (one per team) or a playground project to share',
  }),
  get: route({ method: 'GET', path: '/api/workspace/projects/:projectId', access: 'user', params: workspaceProjectParams, reply: workspaceProject, tags, summary: 'A shared project with its members' }),
  invite: route({
    method: 'POST',
    path: '/api/workspace/projects/:projectId/collaborators',
    access: 'user',
    offline: 'online',
    params: workspaceProjectParams,
    body: inviteCollaboratorBody,
    reply: workspaceProject,
    tags,
    summary: 'Invite a collaborator by e-mail to a playground project (its owner, at most three)',
  }),
  removeCollaborator: route({
    method: 'DELETE',
    path: '/api/workspace/projects/:projectId/collaborators/:email',
    access: 'user',
    offline: 'online',
    params: collaboratorParams,
    reply: workspaceProject,
    tags,
    summary: 'Remove a collaborator; their open connections close at once',
  }),
  listVersions: route({ method: 'GET', path: '/api/workspace/projects/:projectId/versions', access: 'user', params: workspaceProjectParams, reply: listVersionsReply, tags, summary: 'Named versions, newest first' }),
  saveVersion: route({
    method: 'POST',
    path: '/api/workspace/projects/:projectId/versions',
    access: 'user',
    offline: 'online',
    params: workspaceProjectParams,
    body: saveVersionBody,
    reply: workspaceVersion,
    status: 201,
    tags,
    summary: 'Save the document as it is stored now under a name',
  }),
  getVersion: route({ method: 'GET', path: '/api/workspace/projects/:projectId/versions/:versionId', access: 'user', params: versionParams, reply: versionFilesReply, tags, summary: 'A named version’s files' }),
  /** Signed in by the `token` query parameter: a browser cannot set headers on a WebSocket. Speaks y-websocket's protocol. */
  live: route({ method: 'GET', path: '/api/workspace/live/:projectId', access: 'public', kind: 'websocket', params: workspaceProjectParams, hide: true }),
};
