import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { AdminSubmissionSnapshot, AdminTeamSubmission } from '@shared/api/hackathon-admin';
import type { Executor } from '../db/executor';
import { notFound } from '../errors';
import { readHandInFiles } from '../workspace/hand-in';
import { findSubmission, listRegistrationSubmissions } from './submission-queries';

/** What a registration's team handed in, for the organisers (product.md §3.2.6, §3.10 "Hand-in"). */
export async function registrationSubmissions(db: Executor, registration: { id: string; event_id: string; user_id: string }): Promise<AdminTeamSubmission[]> {
  const rows = await listRegistrationSubmissions(db, registration);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    github_repo: row.github_repo,
    version: row.version,
    submitted_at: row.submitted_at,
    updated_at: row.updated_at,
    has_snapshot: row.workspace_version_id !== null,
  }));
}

/** The files as handed in, sorted by name; the version is read, never the live document. */
export async function adminSubmissionSnapshot(db: Executor, submissionId: string): Promise<AdminSubmissionSnapshot> {
  const submission = await findSubmission(db, submissionId);
  if (!submission) throw notFound(hackathonMessageTable.ref('submissionNotFound'));
  const kept = submission.workspace_version_id ? await readHandInFiles(db, submission.workspace_version_id) : undefined;
  if (!kept) throw notFound(hackathonMessageTable.ref('noSnapshot'));
  const files = Object.entries(kept.files)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, content]) => ({ name, content }));
  return { submission_id: submission.id, title: submission.title, taken_at: kept.takenAt, files };
}
