import { hackathonTeamRoutes } from '@shared/api/routes/hackathon-teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { AppError } from '../errors';
import { loadCurrentEventId } from './current-event';
import { teamCodeGuesses, tooManyTeamCodeGuesses } from './team-code-guesses';
import type { HackathonOptions } from './plugin';
import { createTeam, joinTeam, leaveTeam, loadMyTeam, teamMessages, updateTeam } from './teams';

/** Teams on the participant dashboard: create, join by code, edit (leader only), leave (product.md §3.4). */
export const teamPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, clock }) => {
  const now = () => clock().toISOString();
  const guesses = teamCodeGuesses(db, () => clock().getTime());

  app.route({
    ...routeOptions(hackathonTeamRoutes.myTeam),
    handler: async (request) => ({ success: true as const, data: await loadMyTeam(db, await loadCurrentEventId(db), requireUser(request).userId) }),
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.create),
    handler: async (request, reply) => {
      const team = await createTeam(db, await loadCurrentEventId(db), requireUser(request).userId, request.body, now());
      return reply.status(201).send({ success: true as const, message: teamMessages.created, data: team });
    },
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.join),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const wait = await guesses.waitSeconds(userId, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('RATE_LIMITED', tooManyTeamCodeGuesses(Math.ceil(wait / 60)), 429);
      }
      try {
        const { team, message } = await joinTeam(db, await loadCurrentEventId(db), userId, request.body.code, now());
        return { success: true as const, message, data: team };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) await guesses.wrong(userId, request.ip);
        throw error;
      }
    },
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.update),
    handler: async (request) => {
      const team = await updateTeam(db, requireUser(request).userId, request.params.teamId, request.body, now());
      return { success: true as const, message: teamMessages.updated, data: team };
    },
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.leave),
    handler: async (request) => {
      await leaveTeam(db, await loadCurrentEventId(db), requireUser(request).userId, now());
      return { success: true as const, message: teamMessages.left };
    },
  });
};
