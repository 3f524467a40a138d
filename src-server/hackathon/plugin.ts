import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import type { PaymentDeps } from '../payments/deps';
import type { PdfWork } from '../heavy-work/pool';
import type { HandIn } from '../workspace/hand-in';
import { adminPlugin } from './admin-plugin';
import { adminMailPlugin } from './admin-mail-plugin';
import { eventPlugin } from './event-plugin';
import { exportPlugin } from './export-plugin';
import { registrationPlugin } from './registration-plugin';
import { submissionPlugin } from './submission-plugin';
import { teamPlugin } from './team-plugin';

export interface HackathonOptions {
  db: Kysely<Database>;
  config: AppConfig;
  clock: Clock;
  payments: PaymentDeps;
  /** For certificates and exports, written in the heavy-work pool. */
  pdfWork: PdfWork;
  /** Keeps the team project's files with a submission. */
  handIn: HandIn;
}

/** The hackathon: the event, registration and its fee, teams, submissions, and the organisers' side. */
export const hackathonPlugin: FastifyPluginAsyncZod<HackathonOptions> = async (app, options) => {
  await app.register(eventPlugin, options);
  await app.register(registrationPlugin, options);
  await app.register(teamPlugin, options);
  await app.register(submissionPlugin, options);
  await app.register(adminPlugin, options);
  await app.register(exportPlugin, options);
  await app.register(adminMailPlugin, options);
};
