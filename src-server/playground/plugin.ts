import {
  createProjectBody,
  deleteProjectReply,
  githubLoadQuery,
  githubLoadReply,
  githubReposReply,
  githubSaveBody,
  githubSaveReply,
  githubStatusReply,
  listProjectsReply,
  presenceReply,
  project,
  projectParams,
  updateProjectBody,
} from '@shared/api/playground';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { createPlaygroundGithub } from './github';
import { countActive, markActive, markGone } from './presence';
import { createProject, deleteProject, listProjects, loadProject, updateProject } from './projects';

interface PlaygroundOptions {
  db: Kysely<Database>;
  config: AppConfig;
}

const tags = ['playground'];

/** Issue 9: the learner's projects, "N learners coding now" and saving to and loading from GitHub. */
export const playgroundPlugin: FastifyPluginAsyncZod<PlaygroundOptions> = async (app, { db, config }) => {
  const github = createPlaygroundGithub(db, config);
  // Each GitHub call costs a request against the learner's own GitHub quota, so those are held tighter.
  const tooMany = 'Too many requests from the playground. Please wait a minute and try again.';
  const everyday = perUserLimit(120, tooMany);
  const githubLimit = perUserLimit(20, tooMany);

  app.get(
    '/api/playground/projects',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'The caller’s projects, most recently changed first', response: { 200: listProjectsReply } } },
    async (request) => ({ projects: await listProjects(db, requireUser(request).userId) }),
  );

  app.post(
    '/api/playground/projects',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'Keep a new project', body: createProjectBody, response: { 201: project } } },
    async (request, reply) => reply.status(201).send(await createProject(db, requireUser(request).userId, request.body.name, request.body.files)),
  );

  app.get(
    '/api/playground/projects/:id',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'Open one of the caller’s projects', params: projectParams, response: { 200: project } } },
    async (request) => loadProject(db, requireUser(request).userId, request.params.id),
  );

  app.patch(
    '/api/playground/projects/:id',
    {
      config: { access: 'user', rateLimit: everyday },
      schema: { tags, summary: 'Rename a project or save its files', params: projectParams, body: updateProjectBody, response: { 200: project } },
    },
    async (request) => updateProject(db, requireUser(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/playground/projects/:id',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'Delete a project', params: projectParams, response: { 200: deleteProjectReply } } },
    async (request) => {
      await deleteProject(db, requireUser(request).userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/playground/presence',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'How many learners had the playground open in the last 2 minutes', response: { 200: presenceReply } } },
    async () => ({ active: await countActive(db) }),
  );

  app.post(
    '/api/playground/presence',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'Mark the caller as coding now (sent on open and every minute)', response: { 200: presenceReply } } },
    async (request) => ({ active: await markActive(db, requireUser(request).userId) }),
  );

  app.delete(
    '/api/playground/presence',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'The caller left the playground', response: { 200: presenceReply } } },
    async (request) => ({ active: await markGone(db, requireUser(request).userId) }),
  );

  app.get(
    '/api/playground/github',
    { config: { access: 'user', rateLimit: everyday }, schema: { tags, summary: 'Whether the caller can save to GitHub, and as whom', response: { 200: githubStatusReply } } },
    async (request) => github.status(requireUser(request).userId),
  );

  app.get(
    '/api/playground/github/repos',
    { config: { access: 'user', rateLimit: githubLimit }, schema: { tags, summary: 'The caller’s GitHub repositories (first 100)', response: { 200: githubReposReply } } },
    async (request) => github.repos(requireUser(request).userId),
  );

  app.put(
    '/api/playground/github/project',
    {
      config: { access: 'user', rateLimit: githubLimit },
      schema: { tags, summary: 'Save the project as project.json in a repository (create or update)', body: githubSaveBody, response: { 200: githubSaveReply } },
    },
    async (request) => github.save(requireUser(request).userId, request.body),
  );

  app.get(
    '/api/playground/github/project',
    {
      config: { access: 'user', rateLimit: githubLimit },
      schema: { tags, summary: 'Load project.json from a repository', querystring: githubLoadQuery, response: { 200: githubLoadReply } },
    },
    async (request) => github.load(requireUser(request).userId, request.query.repo),
  );
};

