import { hackathonMessageTable } from '@shared/hackathon/messages';
import { hackathonTeamRoutes } from '@shared/api/routes/hackathon-teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { AppError } from '../errors';
import { loadCurrentEvent, loadCurrentEventId } from './current-event';
import { teamCodeGuesses } from './team-code-guesses';
import type { HackathonOptions } from './plugin';
import { acceptInvitation, declineInvitation, expireLapsed, myInvitations, regenerateCode, removeMember, replaceMember } from './membership';
import { teamMessages } from './team-messages';
import { createTeam, joinTeam, leaveTeam, loadMyTeam, updateTeam } from './teams';

/**
 * Teams on the participant dashboard: create, join by code, edit (leader only), leave, and the
 * membership of a registered team: invitations and the leader's changes (product.md §3.4).
 */
export const teamPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, clock, payments }) => {
  const now = () => clock().toISOString();
  const deps = { db, clock, mail: payments.mail, publicUrl: payments.publicUrl };
  const guesses = teamCodeGuesses(db, () => clock().getTime());

  app.route({
    ...routeOptions(hackathonTeamRoutes.myTeam),
    handler: async (request) => {
      // A lapsed registration's team is disbanded before anyone reads it.
      const event = await loadCurrentEvent(db);
      await expireLapsed(deps, event);
      return { success: true as const, data: await loadMyTeam(db, event.id, requireUser(request).userId) };
    },
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
        throw new AppError('RATE_LIMITED', hackathonMessageTable.ref('tooManyTeamCodes', { minutes: Math.ceil(wait / 60) }), 429);
      }
      try {
        const { team, message } = await joinTeam(deps, await loadCurrentEventId(db), userId, request.body.code);
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

  app.route({
    ...routeOptions(hackathonTeamRoutes.invitations),
    handler: async (request) => ({ success: true as const, data: await myInvitations(deps, requireUser(request).userId) }),
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.acceptInvitation),
    handler: async (request) => acceptInvitation(deps, requireUser(request).userId, request.params.invitationId),
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.declineInvitation),
    handler: async (request) => declineInvitation(deps, requireUser(request).userId, request.params.invitationId),
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.removeMember),
    handler: async (request) => removeMember(deps, requireUser(request).userId, request.params.registrationId, request.params.invitationId),
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.replaceMember),
    handler: async (request) => replaceMember(deps, requireUser(request).userId, request.params.registrationId, request.params.invitationId, request.body),
  });

  app.route({
    ...routeOptions(hackathonTeamRoutes.regenerateCode),
    handler: async (request) => regenerateCode(deps, requireUser(request).userId, request.params.registrationId),
  });
};
