import type { Resume } from '@shared/resume/resume';
import { draftFrom } from './resume-draft';

/**
 * The browser's copy of a learner's resume (product.md §2.4: stored locally under a per-user key),
 * written on every change so nothing typed is lost to a closed tab, a crash or a dead connection.
 */
export interface LocalCopy {
  resume: Resume;
  /** The server copy's `updatedAt` these edits started from; null when there was none. */
  baseUpdatedAt: string | null;
  /** True while the edits have not reached the server. */
  unsynced: boolean;
}

/** Ours: one key per account, so two learners sharing a computer never see each other's resume. */
export const localResumeKey = (userId: string): string => `kodeshala_resume_${userId}`;

export function readLocalCopy(storage: Storage, userId: string): LocalCopy | null {
  try {
    const raw = storage.getItem(localResumeKey(userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { resume, baseUpdatedAt, unsynced } = parsed as Record<string, unknown>;
    return { resume: draftFrom(resume), baseUpdatedAt: typeof baseUpdatedAt === 'string' ? baseUpdatedAt : null, unsynced: unsynced === true };
  } catch {
    return null;
  }
}

export function writeLocalCopy(storage: Storage, userId: string, copy: LocalCopy): void {
  try {
    storage.setItem(localResumeKey(userId), JSON.stringify(copy));
  } catch {
    // Storage full or refused (private mode): the server copy is the only one then.
  }
}
