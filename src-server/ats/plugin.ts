import multipart from '@fastify/multipart';
import { atsMessageTable } from '@shared/ats/messages';
import { atsLimits } from '@shared/ats/rules';
import { atsFileField, atsJobDescription, atsJobDescriptionField, type AtsScoreReply } from '@shared/api/ats';
import { atsRoutes } from '@shared/api/routes/ats';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import { invalidField } from '@shared/http/invalid-field';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';
import { requireUser } from '../http/access';
import { perUserLimit } from '../http/rate-limit';
import { routeOptions } from '../http/route-options';
import type { HeavyWork } from '../heavy-work/pool';

interface AtsPluginOptions {
  /** Checks per learner per minute: each is a parse of up to 5 MB. */
  perMinute?: number;
  /** Where the file is read and scored, off the request loop. */
  heavyWork: HeavyWork;
}

interface AtsForm {
  file?: Buffer;
  jobDescription?: string;
  /** The field was longer than the multipart limit and was cut. */
  truncated: boolean;
}

const multipartCodes = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads every part (an unread body holds the connection open), then says what was wrong. */
async function readForm(request: FastifyRequest): Promise<AtsForm> {
  if (!request.isMultipart()) throw badRequest(atsMessageTable.ref('notMultipart', { file: atsFileField, jobDescription: atsJobDescriptionField }));
  const form: AtsForm = { truncated: false };
  let stray: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === atsFileField) form.file = bytes;
        else stray = part.fieldname;
      } else if (part.fieldname === atsJobDescriptionField) {
        form.jobDescription = typeof part.value === 'string' ? part.value : '';
        form.truncated = part.valueTruncated;
      } else stray = part.fieldname;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', atsMessageTable.ref('fileSize'), 413);
    if (code && multipartCodes.has(code)) throw badRequest(atsMessageTable.ref('oneFile'));
    throw badRequest(atsMessageTable.ref('formUnreadable', { hint: atsMessageTable.ref('oneFile') }));
  }
  if (stray !== undefined) throw badRequest(atsMessageTable.ref('unexpectedField', { field: stray, hint: atsMessageTable.ref('oneFile') }));
  return form;
}

/** The ATS checker's server side (product.md §2.11): the file is read in memory and forgotten. */
/**
 * The job description's refusal by its id: the form is read by hand, not by the validation the
 * error handler words, and its length checks' messages have no values to carry an id in the issue.
 */
function jobDescriptionRefusal(issue: z.core.$ZodIssue | undefined): IdentifiedMessage {
  if (issue?.code === 'too_big') return atsMessageTable.ref('jobDescriptionLong');
  if (issue?.code === 'too_small') return atsMessageTable.ref(Number(issue.minimum) <= 1 ? 'jobDescriptionRequired' : 'jobDescriptionShort');
  return invalidField(atsJobDescriptionField, issue);
}

export const atsPlugin: FastifyPluginAsyncZod<AtsPluginOptions> = async (app, { perMinute = 20, heavyWork }) => {
  // Multipart only in this scope, with the checker's own limits.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      // A job description of 20,000 characters is at most 80,000 bytes of UTF-8; longer is cut and refused.
      limits: { fileSize: atsLimits.fileBytes, files: 1, fields: 1, parts: 2, fieldSize: atsLimits.jobDescriptionMax * 4 },
    });
    upload.route({
      ...routeOptions(atsRoutes.score, { rateLimit: perUserLimit(perMinute, atsMessageTable.ref('rateLimited')) }),
      handler: async (request): Promise<AtsScoreReply> => {
        requireUser(request);
        const form = await readForm(request);
        if (!form.file) throw badRequest(atsMessageTable.ref('fileRequired'));
        if (form.truncated) throw badRequest(atsMessageTable.ref('jobDescriptionLong'));
        const jobDescription = atsJobDescription.safeParse(form.jobDescription ?? '');
        if (!jobDescription.success) throw badRequest(jobDescriptionRefusal(jobDescription.error.issues[0]));
        const file = form.file;
        // The upload's memory moves to the worker instead of being copied there.
        const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
        return heavyWork.run('atsScore', { file: bytes, jobDescription: jobDescription.data });
      },
    });
  });
};
