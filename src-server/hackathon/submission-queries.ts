import { sql, type Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type { GithubRepoCacheTable, HackathonSubmissionsTable } from '../db/schema';

/** Project submissions and the GitHub repository cache (product.md §3.3, §3.7). */
const submissionColumns = [
  'id',
  'user_id',
  'team_id',
  'title',
  'description',
  'github_repo',
  'live_demo',
  'video_demo',
  'tech_stack_json',
  'problem_statement_id',
  'status',
  'version',
  'evaluation_score',
  'is_public',
  'submitted_at',
  'updated_at',
  'workspace_version_id',
] as const;

export type SubmissionChange = Pick<
  Insertable<HackathonSubmissionsTable>,
  'title' | 'description' | 'github_repo' | 'live_demo' | 'video_demo' | 'tech_stack_json' | 'problem_statement_id'
>;

export async function insertSubmission(db: Executor, row: Insertable<HackathonSubmissionsTable>): Promise<void> {
  await db.insertInto('hackathon_submissions').values(row).execute();
}

export async function findSubmission(db: Executor, id: string) {
  return db.selectFrom('hackathon_submissions').select(submissionColumns).where('id', '=', id).executeTakeFirst();
}
export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

/** The caller's submissions to the event, newest first. */
export async function listUserSubmissions(db: Executor, eventId: string, userId: string) {
  return db
    .selectFrom('hackathon_submissions')
    .select(submissionColumns)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * What a registration handed in, newest first: its team's submissions, or its leader's own when
 * they submitted without a team.
 */
export async function listRegistrationSubmissions(db: Executor, registration: { id: string; event_id: string; user_id: string }) {
  return db
    .selectFrom('hackathon_submissions')
    .select(submissionColumns)
    .where('event_id', '=', registration.event_id)
    .where((eb) =>
      eb.or([
        eb('team_id', 'in', eb.selectFrom('hackathon_teams').select('id').where('registration_id', '=', registration.id)),
        eb.and([eb('team_id', 'is', null), eb('user_id', '=', registration.user_id)]),
      ]),
    )
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listPublicSubmissions(db: Executor, eventId: string, limit: number) {
  return db
    .selectFrom('hackathon_submissions')
    .select(submissionColumns)
    .where('event_id', '=', eventId)
    .where('is_public', '=', 1)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Writes the change and raises the version by one in the same statement (product.md §3.4); a new
 * hand-in snapshot replaces the old one, none keeps it.
 */
export async function updateSubmission(db: Executor, id: string, change: SubmissionChange, now: string, workspaceVersionId?: string): Promise<void> {
  await db
    .updateTable('hackathon_submissions')
    .set({ ...change, version: sql<number>`version + 1`, updated_at: now, ...(workspaceVersionId ? { workspace_version_id: workspaceVersionId } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function deleteSubmission(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('hackathon_submissions').where('id', '=', id).execute();
}

export async function findRepoCache(db: Executor, fullName: string) {
  return db.selectFrom('github_repo_cache').select(['data_json', 'status', 'fetched_at']).where('full_name', '=', fullName).executeTakeFirst();
}

export async function saveRepoCache(db: Executor, row: GithubRepoCacheTable): Promise<void> {
  await db
    .insertInto('github_repo_cache')
    .values(row)
    .onConflict((oc) => oc.column('full_name').doUpdateSet({ data_json: row.data_json, status: row.status, fetched_at: row.fetched_at }))
    .execute();
}
