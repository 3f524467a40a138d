import { atsFileField, atsJobDescriptionField, type AtsScoreReply } from '@shared/api/ats';
import { atsRoutes } from '@shared/api/routes/ats';
import { atsMessageTable } from '@shared/ats/messages';
import { atsLimits, atsMessages } from '@shared/ats/rules';
import type { MessageRef } from '@shared/i18n/messages';
import { ApiError } from '../../api/api-error';
import { upload } from '../../api/client';
import { poolRefusal } from '../heavy-work/pool-refusal';

/** The checker's form (product.md §2.2 "ATS checker"). */
export interface AtsForm {
  file: File | null;
  jobDescription: string;
}

/**
 * product.md §2.5: the browser checks the name and size first so a learner hears at once; the
 * server checks the file's bytes again, since a name says nothing about what a file holds.
 */
export function fileProblem(file: File | null): string | null {
  if (!file) return atsMessages.fileRequired;
  if (!/\.(pdf|docx)$/i.test(file.name)) return atsMessages.fileTypeOnly;
  if (file.size > atsLimits.fileBytes) return atsMessages.fileSize;
  return null;
}

export function jobDescriptionProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return atsMessages.jobDescriptionRequired;
  if (trimmed.length < atsLimits.jobDescriptionMin) return atsMessages.jobDescriptionShort;
  if (trimmed.length > atsLimits.jobDescriptionMax) return atsMessages.jobDescriptionLong;
  return null;
}

/** **Ours**: a 5 MB upload on a slow line plus the server's read; longer means something is stuck. */
export const atsTimeoutMs = 90_000;

/** What the screen shows for a failed check: §2.8's words, and the server's own when it says more. */
export interface AtsFailure {
  /** A message by id where it has values (the status of a server error), else its English. */
  title: string | MessageRef;
  detail?: string;
  /** The same file and description may well go through if sent again (a busy or unreachable server). */
  retry?: true;
}

const withDetail = (title: string, detail: string): AtsFailure => (detail && detail !== title ? { title, detail } : { title });

/** product.md §2.8: each status to its message. */
export function atsFailure(error: unknown): AtsFailure {
  if (!(error instanceof ApiError)) return { title: atsMessages.unexpected };
  if (error.code === 'TIMEOUT') return { title: atsMessages.timeout, retry: true };
  if (error.code === 'NETWORK') return { title: atsMessages.unreachable, retry: true };
  // The server's pool was busy: its own words say nothing changed and when to try again.
  const refusal = poolRefusal(error);
  if (refusal) return { title: refusal, retry: true };
  if (error.code === 'BAD_RESPONSE' && error.status < 300) return { title: atsMessages.invalidResponse };
  switch (error.status) {
    case 413:
      return withDetail(atsMessages.tooLarge, error.message);
    case 415:
      return withDetail(atsMessages.unsupported, error.message);
    case 422:
      // The server names the problem (a password, a scan); §2.8's words head it.
      return withDetail(atsMessages.invalidFile, error.message);
    case 400:
    case 401:
    case 403:
    case 429:
      return { title: error.message };
  }
  if (error.status >= 500) return { title: atsMessageTable.ref('serverError', { status: error.status }), retry: true };
  return { title: atsMessages.unexpected };
}

/** Sends the file and the description; gives up after `atsTimeoutMs` or when the learner starts over. */
export async function checkResume(form: { file: File; jobDescription: string }, signal?: AbortSignal): Promise<AtsScoreReply> {
  const body = new FormData();
  body.append(atsJobDescriptionField, form.jobDescription.trim());
  body.append(atsFileField, form.file);
  const timeout = AbortSignal.timeout(atsTimeoutMs);
  try {
    return await upload(atsRoutes.score, body, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', atsMessages.timeout);
    throw error;
  }
}
