import { randomUUID } from 'node:crypto';
import type { PublicSubmission, Submission, submissionBody } from '@shared/api/hackathon-submissions';
import { submissionSummary } from '@shared/hackathon/tech-stack';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import type { HandIn } from '../workspace/hand-in';
import { findCurrentEventRow } from './queries';
import type { RepositoryInfoSource } from './repository-info';
import { repoFullName } from './repository-info';
import {
  deleteSubmission,
  findSubmission,
  insertSubmission,
  listPublicSubmissions,
  listUserSubmissions,
  updateSubmission,
  type SubmissionChange,
  type SubmissionRow,
} from './submission-queries';
import { findMembership } from './team-queries';

/** The product's words for submissions (product.md §3.8, §3.6). */
export const submissionMessages = {
  created: 'Project submitted successfully!',
  updated: 'Submission updated successfully!',
  deleted: 'Submission deleted successfully',
} as const;

/** Public submissions shown at a time (product.md §3.9). */
export const publicSubmissionLimit = 50;

type SubmissionInput = z.output<typeof submissionBody>;

export interface SubmissionDeps {
  db: Kysely<Database>;
  repositories: RepositoryInfoSource;
  handIn: HandIn;
}

const techStack = z.array(z.string());

/** The event a submission belongs to, and the problem statement ids it may name. */
export interface SubmissionEvent {
  id: string;
  problemIds: string[];
}

/** Only the ids are read here; the event's full content is checked where it is shown. */
const eventProblems = z.object({ problemStatements: z.array(z.object({ id: z.string() })).catch([]) });

export async function loadSubmissionEvent(db: Kysely<Database>): Promise<SubmissionEvent> {
  const row = await findCurrentEventRow(db);
  if (!row) throw notFound(hackathonMessageTable.ref('noEvent'));
  const parsed = eventProblems.safeParse(JSON.parse(row.data_json));
  return { id: row.id, problemIds: parsed.success ? parsed.data.problemStatements.map((problem) => problem.id) : [] };
}

function toSubmission(row: SubmissionRow, repository: Submission['repository']): Submission {
  const stack = techStack.safeParse(JSON.parse(row.tech_stack_json));
  return {
    id: row.id,
    projectTitle: row.title,
    description: row.description,
    githubRepo: row.github_repo,
    liveDemo: row.live_demo,
    videoDemo: row.video_demo,
    techStack: stack.success ? stack.data : [],
    problemStatement: row.problem_statement_id,
    status: row.status,
    version: row.version,
    evaluationScore: row.evaluation_score,
    isPublic: row.is_public === 1,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    repository,
    workspaceVersionId: row.workspace_version_id,
  };
}

async function withRepositories(deps: SubmissionDeps, rows: SubmissionRow[]): Promise<Submission[]> {
  const infos = await deps.repositories.lookupMany(rows.map((row) => row.github_repo));
  return rows.map((row) => toSubmission(row, infos.get(row.github_repo) ?? null));
}

/** The columns a form writes; the schema checked the shapes, the server the GitHub name and the problem. */
function toChange(event: SubmissionEvent, input: SubmissionInput): SubmissionChange {
  if (!repoFullName(input.githubRepo)) throw badRequest(hackathonMessageTable.ref('invalidRepo'));
  if (input.problemStatement !== null && !event.problemIds.includes(input.problemStatement)) {
    throw badRequest(hackathonMessageTable.ref('unknownProblem'));
  }
  return {
    title: input.projectTitle,
    description: input.description,
    github_repo: input.githubRepo,
    live_demo: input.liveDemo,
    video_demo: input.videoDemo,
    tech_stack_json: JSON.stringify(input.techStack),
    problem_statement_id: input.problemStatement,
  };
}

async function loadOwned(deps: SubmissionDeps, userId: string, id: string, otherwise: IdentifiedMessage): Promise<SubmissionRow> {
  const row = await findSubmission(deps.db, id);
  if (!row) throw notFound(hackathonMessageTable.ref('submissionNotFound'));
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', otherwise, 403);
  return row;
}

async function loadOne(deps: SubmissionDeps, id: string): Promise<Submission> {
  const row = await findSubmission(deps.db, id);
  if (!row) throw notFound(hackathonMessageTable.ref('submissionNotFound'));
  return toSubmission(row, await deps.repositories.lookup(row.github_repo));
}

export async function listMySubmissions(deps: SubmissionDeps, eventId: string, userId: string): Promise<Submission[]> {
  return withRepositories(deps, await listUserSubmissions(deps.db, eventId, userId));
}

/**
 * Anyone's public submissions, each with its summary (product.md §3.9); the reply's schema carries
 * no owner id or e-mail (product.md §3.6).
 */
export async function listPublic(deps: SubmissionDeps, eventId: string): Promise<PublicSubmission[]> {
  const submissions = await withRepositories(deps, await listPublicSubmissions(deps.db, eventId, publicSubmissionLimit));
  return submissions.map((submission) => ({ ...submission, summary: submissionSummary(submission) }));
}

/**
 * Submitted, version 1, public, not yet scored (product.md §3.4); the team is the owner's at the
 * time, and its shared project's files are kept as they are now (product.md §3.10 "Hand-in").
 */
export async function createSubmission(deps: SubmissionDeps, event: SubmissionEvent, userId: string, input: SubmissionInput, now: string): Promise<Submission> {
  const change = toChange(event, input);
  const id = randomUUID();
  const membership = await findMembership(deps.db, event.id, userId);
  await deps.handIn.keep(membership?.team_id ?? null, userId, input.projectTitle, now, async (trx, versionId) => {
    await insertSubmission(trx, {
      ...change,
      id,
      event_id: event.id,
      user_id: userId,
      team_id: membership?.team_id ?? null,
      status: 'submitted',
      version: 1,
      evaluation_score: null,
      judge_comments: null,
      is_public: 1,
      submitted_at: now,
      updated_at: now,
      workspace_version_id: versionId,
    });
  });
  return loadOne(deps, id);
}

/** A changed submission is handed in again: the team project's files are kept anew. */
export async function changeSubmission(deps: SubmissionDeps, event: SubmissionEvent, userId: string, id: string, input: SubmissionInput, now: string) {
  const row = await loadOwned(deps, userId, id, hackathonMessageTable.ref('updateOwnOnly'));
  const change = toChange(event, input);
  await deps.handIn.keep(row.team_id, userId, input.projectTitle, now, (trx, versionId) => updateSubmission(trx, id, change, now, versionId ?? undefined));
  return loadOne(deps, id);
}

export async function removeSubmission(deps: SubmissionDeps, userId: string, id: string): Promise<void> {
  await loadOwned(deps, userId, id, hackathonMessageTable.ref('deleteOwnOnly'));
  await deleteSubmission(deps.db, id);
}
