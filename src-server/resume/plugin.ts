import { stampAfter } from '@shared/api/timestamp';
import { resumeRoutes } from '@shared/api/routes/resume';
import { canExport } from '@shared/resume/contact-rules';
import { toJsonResume } from '@shared/resume/json-resume';
import { resumeFileName } from '@shared/resume/pdf/layout';
import { resumeSchema } from '@shared/resume/resume';
import { sectionSuggestions } from '@shared/resume/suggestions';
import { defaultTemplateId, resumeTemplates } from '@shared/resume/templates';
import type { SaveResumeConflict } from '@shared/api/resume';
import type { FastifyReply } from 'fastify';
import type { HeavyWork } from '../heavy-work/pool';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { requireUser } from '../http/access';
import { routeOptions } from '../http/route-options';
import { generateResume } from './generate';
import type { ResumePdfRequest } from './pdf';
import { findResume, saveResume } from './queries';
import { exportRateLimit, generateRateLimit, improveRateLimit } from './rate-limit';
import type { SectionImprover } from './section-improver';
import { resumeMessageTable } from '@shared/resume/messages';

interface ResumePluginOptions {
  db: Kysely<Database>;
  improver: SectionImprover;
  /** Where `fonts/` is, for the PDF templates. */
  resourcesDir: string;
  clock: Clock;
  /** Where the PDF is drawn, off the request loop. */
  heavyWork: HeavyWork;
}

/** The resume builder's server side (product.md §2.7 "Resume"). */
export const resumePlugin: FastifyPluginAsyncZod<ResumePluginOptions> = async (app, { db, improver, resourcesDir, clock, heavyWork }) => {

  app.route({
    ...routeOptions(resumeRoutes.get),
    handler: async (request) => ({ resume: (await findResume(db, requireUser(request).userId))?.resume ?? null }),
  });

  app.route({
    ...routeOptions(resumeRoutes.save),
    handler: async (request, reply) => {
      const { userId } = requireUser(request);
      const { resume, baseUpdatedAt } = request.body;
      const updatedAt = stampAfter(baseUpdatedAt, clock().getTime());
      if (await saveResume(db, userId, resume, baseUpdatedAt, updatedAt)) return { updatedAt };
      const current = await findResume(db, userId);
      const conflict: SaveResumeConflict = { error: { code: 'CONFLICT', ...resumeMessageTable.ref('staleResume') }, current: current?.resume ?? null };
      // The 409 carries the stored copy beside the usual error, which the one error handler cannot add.
      return (reply as FastifyReply).code(409).send(conflict);
    },
  });

  app.route({
    ...routeOptions(resumeRoutes.templates),
    handler: async () => ({ templates: [...resumeTemplates], default: defaultTemplateId }),
  });

  app.route({
    ...routeOptions(resumeRoutes.suggestions),
    handler: async (request) => sectionSuggestions(request.params.section, request.query.role, request.query.industry),
  });

  app.route({
    ...routeOptions(resumeRoutes.improveSection, { rateLimit: improveRateLimit() }),
    handler: async (request) => {
      requireUser(request);
      const { section_name: sectionName, current_content: content, target_role: targetRole, industry } = request.body;
      return improver.improve({ sectionName, content, targetRole, industry });
    },
  });

  app.route({
    ...routeOptions(resumeRoutes.generate, { rateLimit: generateRateLimit() }),
    handler: async (request) => {
      requireUser(request);
      const body = request.body;
      return generateResume(improver, { resume: body.resume_data, template: body.template, aiEnhancement: body.ai_enhancement, targetRole: body.target_role, industry: body.industry });
    },
  });

  app.route({
    ...routeOptions(resumeRoutes.export, { rateLimit: exportRateLimit() }),
    handler: async (request, reply) => {
      requireUser(request);
      const { format, paper, ...fields } = request.body;
      if (!canExport(fields)) throw new AppError('VALIDATION', resumeMessageTable.ref('exportNeedsContact'), 400);
      const resume = resumeSchema.parse(fields);
      const [body, type, extension] =
        format === 'pdf'
          ? [await resumePdf(heavyWork, resourcesDir, { resume, template: resume.template, paper, today: clock().toISOString().slice(0, 10) }), 'application/pdf', 'pdf']
          : format === 'json-resume'
            ? [JSON.stringify(toJsonResume(resume), null, 2), 'application/json; charset=utf-8', 'json']
            : [JSON.stringify(resume, null, 2), 'application/json; charset=utf-8', 'json'];
      const fileName = resumeFileName(resume, extension, format === 'json-resume' ? 'json-resume' : 'resume');
      return (reply as FastifyReply)
        .header('content-type', type)
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};

async function resumePdf(heavyWork: HeavyWork, resourcesDir: string, request: ResumePdfRequest): Promise<Buffer> {
  const pdf = await heavyWork.run('resumePdf', { resourcesDir, request });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** An attachment header a browser reads for any name: an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replaceAll(/[^\x20-\x7e]/g, '_').replaceAll('"', '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
