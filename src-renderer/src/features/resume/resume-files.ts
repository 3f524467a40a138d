import { fromJsonResume, toJsonResume } from '@shared/resume/json-resume';
import { resumeNotices } from '@shared/resume/messages';
import type { Resume } from '@shared/resume/resume';
import { draftFrom, newId } from './resume-draft';

/** Ours: what a file that is neither of the two formats gets. */
export const importMessages = { notJson: resumeNotices.notJson, imported: resumeNotices.imported } as const;

/** Our own format: the resume as the builder holds it (what `updatedAt` said is the server's business). */
export const ownJson = (resume: Resume): Blob => new Blob([JSON.stringify({ ...resume, updatedAt: null }, null, 2)], { type: 'application/json' });

/** The open JSON Resume format, for other resume tools. */
export const jsonResume = (resume: Resume): Blob => new Blob([JSON.stringify(toJsonResume(resume), null, 2)], { type: 'application/json' });

/**
 * Reads an imported file's text: a JSON Resume document (it has `basics`) or our own export. The
 * import replaces what is on screen and is saved on top of the current server copy like any other
 * edit. JSON Resume has no word for our templates, so such an import keeps the one chosen here.
 */
export function parseResumeFile(text: string, current: Pick<Resume, 'template'>): Resume | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if ('basics' in value) {
    try {
      return { ...fromJsonResume(value, newId), template: current.template };
    } catch {
      return null;
    }
  }
  if (!('firstName' in value)) return null;
  return draftFrom(value);
}
