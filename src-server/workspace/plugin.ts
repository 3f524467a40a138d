import { liveQuery } from '@shared/api/workspace';
import { workspaceRoutes } from '@shared/api/routes/workspace';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { createGithubAccess } from '../github/connection';
import { createGithubPush, githubCallLimit } from '../github/push';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { websocketOnly } from '../http/websocket-only';
import { platformTokenUser } from '../sync/store';
import { bridgeToPlatform } from './bridge';
import type { Hub } from './hub';
import { teamIdsOf } from './membership';
import { pushSharedProject } from './github-push';
import * as q from './queries';
import { createProject, describeProject, inviteCollaborator, openableProject, removeCollaborator, restoreVersion, saveVersion, versionFiles } from './projects';

interface WorkspaceOptions {
  db: Kysely<Database>;
  hub: Hub;
  config: AppConfig;
  clock: Clock;
}

/** The team workspace: shared projects, their collaborators and versions, and the live endpoint. */
export const workspacePlugin: FastifyPluginAsyncZod<WorkspaceOptions> = async (app, { db, hub, config, clock }) => {
  const nowIso = () => clock().toISOString();
  const github = createGithubPush(db, createGithubAccess(db, config));
  const platformUser = platformTokenUser(db);
  const knowsToken = async (token: string) => (await platformUser(token)) !== undefined;

  app.route({
    ...routeOptions(workspaceRoutes.list),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const rows = await q.listProjectsFor(db, userId, await teamIdsOf(db, userId));
      return { projects: await Promise.all(rows.map((row) => describeProject(db, row, userId))) };
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.create),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const project = await createProject(db, userId, request.body, nowIso());
      return reply.status(201).send(await describeProject(db, project, userId));
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.get),
    handler: async (request) => {
      const { userId } = requireUser(request);
      return describeProject(db, await openableProject(db, request.params.projectId, userId), userId);
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.invite),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const project = await openableProject(db, request.params.projectId, userId);
      await inviteCollaborator(db, project, userId, request.body.email, nowIso());
      return describeProject(db, project, userId);
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.removeCollaborator),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const project = await openableProject(db, request.params.projectId, userId);
      const removedUser = await removeCollaborator(db, project, userId, request.params.email);
      if (removedUser) await hub.revoke(project.id, removedUser);
      return describeProject(db, project, userId);
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.listVersions),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const project = await openableProject(db, request.params.projectId, userId);
      const rows = await q.listVersions(db, project.id);
      return { versions: rows.map((v) => ({ id: v.id, name: v.name, createdBy: v.display_name ?? '', createdAt: v.created_at })) };
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.saveVersion),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const project = await openableProject(db, request.params.projectId, userId);
      return reply.status(201).send(await saveVersion(db, hub, project.id, userId, request.body.name, nowIso()));
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.getVersion),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const project = await openableProject(db, request.params.projectId, userId);
      return versionFiles(db, project.id, request.params.versionId);
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.restoreVersion),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const project = await openableProject(db, request.params.projectId, userId);
      return { before: await restoreVersion(db, hub, project.id, request.params.versionId, userId, nowIso()) };
    },
  });

  app.route({
    // Limited as the playground's push is: each costs the member's own GitHub quota.
    ...routeOptions(workspaceRoutes.pushToGithub, { rateLimit: githubCallLimit }),
    handler: async (request) => {
      const { userId } = requireUser(request);
      const project = await openableProject(db, request.params.projectId, userId);
      return pushSharedProject(db, github, hub, project, userId, request.body);
    },
  });

  app.route({
    ...routeOptions(workspaceRoutes.live),
    handler: websocketOnly,
    wsHandler: (socket: WebSocket, request) => {
      const query = liveQuery.safeParse(request.query);
      const token = query.success ? query.data.token : undefined;
      // The desktop connected to the platform: the shared project is the platform's.
      if (config.sync) return bridgeToPlatform(socket, request.params.projectId, token, { remoteUrl: config.sync.remoteUrl, knows: knowsToken, log: request.log });
      hub.connect(socket, request.params.projectId, token);
    },
  });
};
