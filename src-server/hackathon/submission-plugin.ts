import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import { loadCurrentEventId } from './current-event';
import type { HackathonOptions } from './plugin';
import { checkPublicUrl } from './public-url';
import { createRepositoryInfo } from './repository-info';
import { changeSubmission, createSubmission, listMySubmissions, listPublic, loadSubmissionEvent, removeSubmission, submissionMessages } from './submissions';

/** Each reaches out to another server (GitHub, a demo site) on the caller's behalf, so each is limited per learner. */
const submitLimit = perUserLimit(10, hackathonMessageTable.ref('submitTooFast'));
const urlCheckLimit = perUserLimit(20, hackathonMessageTable.ref('urlChecksTooFast'));

/** Project submissions (owner-only changes, product.md §3.6) and the demo-link check (§3.7). */
export const submissionPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, config, clock, handIn }) => {
  const deps = { db, repositories: createRepositoryInfo(db, config.githubApiUrl, clock), handIn };
  const now = () => clock().toISOString();

  app.route({
    ...routeOptions(hackathonSubmissionRoutes.mine),
    handler: async (request) => ({ success: true as const, data: await listMySubmissions(deps, await loadCurrentEventId(db), requireUser(request).userId) }),
  });

  app.route({
    ...routeOptions(hackathonSubmissionRoutes.public),
    handler: async () => ({ success: true as const, data: await listPublic(deps, await loadCurrentEventId(db)) }),
  });

  app.route({
    ...routeOptions(hackathonSubmissionRoutes.create, { rateLimit: submitLimit }),
    handler: async (request, reply) => {
      const data = await createSubmission(deps, await loadSubmissionEvent(db), requireUser(request).userId, request.body, now());
      return reply.status(201).send({ success: true as const, message: submissionMessages.created, data });
    },
  });

  app.route({
    ...routeOptions(hackathonSubmissionRoutes.update),
    handler: async (request) => {
      const data = await changeSubmission(deps, await loadSubmissionEvent(db), requireUser(request).userId, request.params.submissionId, request.body, now());
      return { success: true as const, message: submissionMessages.updated, data };
    },
  });

  app.route({
    ...routeOptions(hackathonSubmissionRoutes.remove),
    handler: async (request) => {
      await removeSubmission(deps, requireUser(request).userId, request.params.submissionId);
      return { success: true as const, message: submissionMessages.deleted };
    },
  });

  app.route({
    ...routeOptions(hackathonSubmissionRoutes.urlCheck, { rateLimit: urlCheckLimit }),
    handler: async (request) => checkPublicUrl(request.query.url),
  });
};
