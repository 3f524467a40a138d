import { hackathonAdminRoutes } from '@shared/api/routes/hackathon-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { changeStatuses } from './admin-status';
import { adminSubmissionSnapshot } from './admin-submissions';
import { adminParticipants, adminRegistration, adminRegistrationIds, adminRegistrations, adminStats, adminTeamChanges } from './admin-views';
import type { HackathonOptions } from './plugin';

/** The organisers' registration API (product.md §3.2.6, §3.7); the access check admits organisers and admins. */
export const adminPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, clock, payments }) => {
  const statusDeps = { db, clock, mail: payments.mail, publicUrl: payments.publicUrl };
  app.route({
    ...routeOptions(hackathonAdminRoutes.registrations),
    handler: async (request) => adminRegistrations(db, request.query),
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.registrationIds),
    handler: async (request) => adminRegistrationIds(db, request.query),
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.registration),
    handler: async (request) => adminRegistration(db, request.params.registrationId),
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.teamChanges),
    handler: async (request) => adminTeamChanges(db, request.params.registrationId),
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.submissionSnapshot),
    handler: async (request) => ({ success: true as const, data: await adminSubmissionSnapshot(db, request.params.submissionId) }),
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.stats),
    handler: async () => adminStats(db, clock()),
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.participants),
    handler: async (request) => adminParticipants(db, request.query),
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.updateStatus),
    handler: async (request) => {
      const { updated, mailsQueued } = await changeStatuses(statusDeps, requireUser(request).userId, [request.body]);
      const [registration] = updated;
      if (!registration) throw new Error('A status change answered no registration');
      return { success: true as const, message: 'Registration status updated', data: { registration, mails_queued: mailsQueued } };
    },
  });
  app.route({
    ...routeOptions(hackathonAdminRoutes.bulkUpdate),
    handler: async (request) => {
      const { updated, mailsQueued } = await changeStatuses(statusDeps, requireUser(request).userId, request.body.updates);
      return { success: true as const, message: `Registrations updated: ${updated.length}`, data: { updated, count: updated.length, mails_queued: mailsQueued } };
    },
  });
};
