import { hackathonMessageTable, organiserMessageTable } from '@shared/hackathon/messages';
import { hackathonOutboxPageSize } from '@shared/api/hackathon-admin-mail';
import { hackathonAdminMailRoutes } from '@shared/api/routes/hackathon-admin-mail';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../errors';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import { countHackathonOutbox, listHackathonOutbox } from './admin-mail-queries';
import { sendHackathonEmails } from './admin-mail-send';
import { certificatesZip, generateCertificate } from './certificate-files';
import { findCertificateByCode } from './certificate-queries';
import type { HackathonOptions } from './plugin';

/** A send may reach every registration; a few a minute cover an organiser's real work, not a runaway script. */
const sendRateLimit = perUserLimit(10, organiserMessageTable.ref('sendTooFast'));
/** Each certificate is a PDF drawn on request. */
const certificateRateLimit = perUserLimit(60, organiserMessageTable.ref('certificatesTooFast'));
/** The ZIP draws every confirmed registration's certificate. */
const zipRateLimit = perUserLimit(2, organiserMessageTable.ref('zipBusy'));
/** Public and keyed by address: enough for people checking certificates, too few to try codes. */
const verifyRateLimit: RateLimitOptions = {
  max: 30,
  timeWindow: 60_000,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', hackathonMessageTable.ref('certificateChecksLimited'), 429),
};

const storedName = z.object({ full_name: z.string().catch('') }).catch({ full_name: '' });

/** The organisers' utilities (product.md §3.7): e-mail to registrations, their outbox, certificates. */
export const adminMailPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, { db, clock, payments, pdfWork }) => {
  app.route({
    ...routeOptions(hackathonAdminMailRoutes.sendEmail, { rateLimit: sendRateLimit }),
    handler: async (request) =>
      sendHackathonEmails({ db, mail: payments.mail, publicUrl: payments.publicUrl, organiserId: requireUser(request).userId, now: clock() }, request.body),
  });

  app.route({
    ...routeOptions(hackathonAdminMailRoutes.outbox),
    handler: async (request) => {
      const page = Number(request.query.page ?? '1');
      const [rows, total] = await Promise.all([listHackathonOutbox(db, (page - 1) * hackathonOutboxPageSize, hackathonOutboxPageSize), countHackathonOutbox(db)]);
      return {
        success: true as const,
        data: {
          messages: rows.map(({ to_address: to, ...message }) => ({ ...message, to })),
          page,
          page_size: hackathonOutboxPageSize,
          total,
        },
      };
    },
  });

  app.route({
    ...routeOptions(hackathonAdminMailRoutes.generateCertificate, { rateLimit: certificateRateLimit }),
    handler: async (request, reply) => {
      const { registration_id: registrationId } = request.body;
      const pdf = await generateCertificate({ db, publicUrl: payments.publicUrl, pdfWork, issuedBy: requireUser(request).userId, now: clock() }, registrationId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate_${registrationId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  app.route({
    ...routeOptions(hackathonAdminMailRoutes.certificatesZip, { rateLimit: zipRateLimit }),
    handler: async (request, reply) => {
      const archive = await certificatesZip({ db, publicUrl: payments.publicUrl, pdfWork, issuedBy: requireUser(request).userId, now: clock() }, request.log);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="certificates.zip"')
        .header('cache-control', 'no-store')
        .send(archive);
    },
  });

  app.route({
    ...routeOptions(hackathonAdminMailRoutes.verifyCertificate, { rateLimit: verifyRateLimit }),
    handler: async (request) => {
      const row = await findCertificateByCode(db, request.params.code.toUpperCase());
      if (!row) throw notFound(hackathonMessageTable.ref('noCertificate'));
      return {
        valid: row.status === 'confirmed',
        verification_code: row.verification_code,
        // Older certificates were the leader's alone, and carry no name of their own.
        participant_name: row.recipient_name || storedName.parse(JSON.parse(row.personal_info_json)).full_name,
        team_name: row.team_name,
        event_name: row.event_name,
        issued_at: row.issued_at,
      };
    },
  });
};
