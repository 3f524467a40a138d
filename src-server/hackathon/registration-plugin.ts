import { hackathonRegistrationRoutes } from '@shared/api/routes/hackathon-registration';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import { startLapseSweep } from './lapse-sweep';
import type { HackathonOptions } from './plugin';
import { registerTeam } from './registration';
import { myRegistrations, registrationCommitments } from './registration-views';

/** A registration is one form sent once; a few tries a minute cover a corrected mistake, not a script. */
const registerRateLimit = perUserLimit(5, hackathonMessageTable.ref('registerTooFast'));

/** Registration, the caller's registrations and their commitments, and the unpaid hold's sweep; the fee goes through /api/payments. */
export const registrationPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, clock, payments }) => {
  const deps = { db, clock, mail: payments.mail, publicUrl: payments.publicUrl };
  const sweep = startLapseSweep(deps, app.log);
  app.addHook('onClose', () => sweep.stop());
  app.route({
    ...routeOptions(hackathonRegistrationRoutes.register, { rateLimit: registerRateLimit }),
    handler: async (request, reply) => reply.status(201).send(await registerTeam(deps, requireUser(request).userId, request.body)),
  });
  app.route({
    ...routeOptions(hackathonRegistrationRoutes.myRegistrations),
    handler: async (request) => myRegistrations(deps, requireUser(request).userId),
  });
  app.route({
    ...routeOptions(hackathonRegistrationRoutes.commitments),
    handler: async (request) => registrationCommitments(db, requireUser(request), request.params.registrationId),
  });
};
