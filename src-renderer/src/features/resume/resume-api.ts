import { saveResumeConflict } from '@shared/api/resume';
import { classifyReply } from '@shared/offline/outbox';
import { resumeRoutes } from '@shared/api/routes/resume';
import type { Resume } from '@shared/resume/resume';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { accessToken } from '../../api/session-token';
import type { SaveOutcome } from './resume-sync';

/** The server's copy of the learner's resume, or null when none was saved. */
export async function loadServerResume(): Promise<Resume | null> {
  return (await api(resumeRoutes.get)).resume;
}

/** A save, told apart by what the builder does next: done, ask the learner, try later, or give up. */
export async function saveServerResume(resume: Resume, baseUpdatedAt: string | null, idempotencyKey: string): Promise<SaveOutcome> {
  try {
    const { updatedAt } = await api(resumeRoutes.save, { body: { resume, baseUpdatedAt }, idempotencyKey });
    return { kind: 'saved', updatedAt };
  } catch (error) {
    return saveFailure(error);
  }
}

/**
 * A failed save, classified as every outbox classifies an answer (`classifyReply`). A lost session
 * is shown in the server's words (sign in again, then save); so is a conflict without the stored copy.
 */
export function saveFailure(error: unknown): SaveOutcome {
  if (!(error instanceof ApiError) || error.code === 'BAD_RESPONSE') return { kind: 'offline' };
  const outcome = classifyReply(error.status, error.retryAfter !== undefined);
  if (outcome === 'conflict') {
    const conflict = saveResumeConflict.safeParse(error.body);
    if (conflict.success) return { kind: 'conflict', current: conflict.data.current };
  }
  if (outcome === 'retry') return { kind: 'offline' };
  return { kind: 'refused', message: error.message };
}

/**
 * The last save as the page unloads: a keepalive request outlives the page, which the API client's
 * (with its timeout and token refresh) cannot. Its answer is never read; the next visit compares
 * the two copies and finds them equal. It carries its outbox save's Idempotency-Key like every
 * other save, so a copy of it that arrives twice, or the same save sent again later, is stored once.
 */
export function saveOnExit(resume: Resume, baseUpdatedAt: string | null, idempotencyKey: string): void {
  const token = accessToken();
  if (!token) return;
  void fetch(resumeRoutes.save.path, {
    method: resumeRoutes.save.method,
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ resume, baseUpdatedAt }),
  }).catch(() => undefined);
}
