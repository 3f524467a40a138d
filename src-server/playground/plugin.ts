import { playgroundRoutes } from '@shared/api/routes/playground';
import type { SaveProjectConflict } from '@shared/api/playground';
import { playgroundMessageTable } from '@shared/playground/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import { createGithubAccess } from '../github/connection';
import { createPlaygroundGithub } from './github';
import { countActive, markActive, markGone } from './presence';
import { createProject, deleteProject, listProjects, loadProject, StaleProject, updateProject } from './projects';

interface PlaygroundOptions {
  db: Kysely<Database>;
  config: AppConfig;
  clock: Clock;
}

/** The learner's projects, "N learners coding now" and saving to and loading from GitHub. */
export const playgroundPlugin: FastifyPluginAsyncZod<PlaygroundOptions> = async (app, { db, config, clock }) => {
  const github = createPlaygroundGithub(createGithubAccess(db, config), clock);
  // Each GitHub call costs a request against the learner's own GitHub quota, so those are held tighter.
  const tooMany = playgroundMessageTable.ref('tooManyRequests');
  const everyday = perUserLimit(120, tooMany);
  const githubLimit = perUserLimit(20, tooMany);

  app.route({
    ...routeOptions(playgroundRoutes.projects, { rateLimit: everyday }),
    handler: async (request) => ({ projects: await listProjects(db, requireUser(request).userId) }),
  });

  app.route({
    ...routeOptions(playgroundRoutes.createProject, { rateLimit: everyday }),
    handler: async (request, reply) => reply.status(201).send(await createProject(db, requireUser(request).userId, request.body.name, request.body.files, clock())),
  });

  app.route({
    ...routeOptions(playgroundRoutes.project, { rateLimit: everyday }),
    handler: async (request) => loadProject(db, requireUser(request).userId, request.params.id),
  });

  app.route({
    ...routeOptions(playgroundRoutes.updateProject, { rateLimit: everyday }),
    handler: async (request, reply) => {
      try {
        return await updateProject(db, requireUser(request).userId, request.params.id, request.body, clock());
      } catch (error) {
        if (!(error instanceof StaleProject)) throw error;
        const conflict: SaveProjectConflict = { error: { code: error.code, message: error.message, messageId: error.messageId }, current: error.current };
        // The 409 carries the stored project beside the usual error, which the one error handler cannot add.
        return (reply as FastifyReply).code(409).send(conflict);
      }
    },
  });

  app.route({
    ...routeOptions(playgroundRoutes.deleteProject, { rateLimit: everyday }),
    handler: async (request) => {
      await deleteProject(db, requireUser(request).userId, request.params.id);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOptions(playgroundRoutes.presence, { rateLimit: everyday }),
    handler: async () => ({ active: await countActive(db, clock().getTime()) }),
  });

  app.route({
    ...routeOptions(playgroundRoutes.markPresent, { rateLimit: everyday }),
    handler: async (request) => ({ active: await markActive(db, requireUser(request).userId, clock().getTime()) }),
  });

  app.route({
    ...routeOptions(playgroundRoutes.markGone, { rateLimit: everyday }),
    handler: async (request) => ({ active: await markGone(db, requireUser(request).userId, clock().getTime()) }),
  });

  app.route({
    ...routeOptions(playgroundRoutes.github, { rateLimit: everyday }),
    handler: async (request) => github.status(requireUser(request).userId),
  });

  app.route({
    ...routeOptions(playgroundRoutes.githubRepos, { rateLimit: githubLimit }),
    handler: async (request) => github.repos(requireUser(request).userId),
  });

  app.route({
    ...routeOptions(playgroundRoutes.githubSave, { rateLimit: githubLimit }),
    handler: async (request) => github.save(requireUser(request).userId, request.body),
  });

  app.route({
    ...routeOptions(playgroundRoutes.githubLoad, { rateLimit: githubLimit }),
    handler: async (request) => github.load(requireUser(request).userId, request.query.repo),
  });
};

