import { githubRoutes } from '@shared/api/routes/github';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { createGithubAccess } from './connection';
import { createGithubPush, githubCallLimit } from './push';

interface GithubOptions {
  db: Kysely<Database>;
  config: AppConfig;
}

/** The GitHub screen (product.md §2.2): create a repository and push a project, as the learner. */
export const githubPlugin: FastifyPluginAsyncZod<GithubOptions> = async (app, { db, config }) => {
  const github = createGithubPush(db, createGithubAccess(db, config));

  app.route({
    ...routeOptions(githubRoutes.createRepo, { rateLimit: githubCallLimit }),
    handler: async (request, reply) => reply.status(201).send(await github.createRepo(requireUser(request).userId, request.body)),
  });

  app.route({
    ...routeOptions(githubRoutes.push, { rateLimit: githubCallLimit }),
    handler: async (request) => github.push(requireUser(request).userId, request.body),
  });
};
