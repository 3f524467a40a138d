import { randomUUID } from 'node:crypto';
import type { AssignmentEntry, AssignmentResult, ListAssignmentsReply } from '@shared/api/assignments';
import type { GetCourseReply } from '@shared/api/courses';
import type { CourseProgress } from '@shared/api/progress';
import type { Submission } from '@shared/api/hackathon-submissions';
import type { Team } from '@shared/api/hackathon-teams';
import type { Project } from '@shared/api/playground';
import { matchRoutePath, routePath, type RouteContract } from '@shared/api/route';
import { stampAfter } from '@shared/api/timestamp';
import { assignmentsRoutes } from '@shared/api/routes/assignments';
import { coursesRoutes } from '@shared/api/routes/courses';
import { hackathonTeamRoutes } from '@shared/api/routes/hackathon-teams';
import { progressRoutes } from '@shared/api/routes/progress';
import { playgroundRoutes } from '@shared/api/routes/playground';
import { resumeRoutes } from '@shared/api/routes/resume';
import { hackathonSubmissionRoutes } from '@shared/api/routes/hackathon-submissions';
import { maxProjectsPerUser } from '@shared/playground/files';
import { playgroundMessageTable } from '@shared/playground/messages';
import { hackathonMessageTable } from '@shared/hackathon/messages';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import { syncMessageTable } from '@shared/sync/messages';
import type { ConflictChoice } from '@shared/api/sync';
import type { ConflictKind } from '@shared/sync/keep-both';
import { routeKey } from '@shared/offline/outbox';
import {
  applyAssignmentComplete,
  applyAssignmentSubmit,
  applyLessonAction,
  applyQuizAnswer,
  emptyProgress,
  isMadeOffline,
  mergeProgress,
  offlineIdPrefix,
  rebaseStamp,
  teamEditChange,
} from '@shared/sync/rules';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { dropCache, readCache, writeCache } from './store';
import type { SyncOutboxRow } from './tables';

/**
 * The writes the desktop keeps in its outbox, and what each does to this computer's copy at once,
 * so that the learner sees their work saved while the platform server does not answer. The
 * platform server's own answer replaces these copies when the write reaches it.
 */

type Db = Kysely<Database>;

export interface LocalAnswer {
  status: number;
  reply: unknown;
  baseStamp: string | null;
  localStamp: string | null;
  /** What goes to the platform when it is not the request's own body (a team edit's changed fields). */
  send?: unknown;
  /** Nothing to send: the platform's copy already says this. */
  nothingToSend?: true;
}

/** Could not be answered on this computer: the message says why (a 503 unless the platform would refuse it too). */
export class NotKeptOffline extends Error {
  constructor(
    readonly refusal: IdentifiedMessage,
    readonly status = 503,
  ) {
    super(refusal.message);
  }
}

type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.output<C['body']> : unknown;
type ReplyOf<C extends RouteContract> = C['reply'] extends z.ZodType ? z.output<C['reply']> : unknown;
/** `at` is now by the app's clock, ISO-8601 UTC: the stamp of everything this write changes here. */
type Apply<Body> = (db: Db, userId: string, params: Record<string, string>, body: Body, at: string) => Promise<LocalAnswer>;

/** A write of the outbox as its declaration sees it: its row, and its route's params in the row's path. */
export interface Written {
  row: SyncOutboxRow;
  params: Record<string, string>;
}

/** A queued write as the replay sends it: where, what, and from which of the platform's stamps. */
export interface Sent {
  path: string;
  body: string;
  base: string | null;
}

/** The stamps and ids this computer made up, each with the platform's in its place. */
export type Stamps = ReadonlyMap<string, string>;
type Keep<Reply> = (db: Db, written: Written, answer: Reply, at: string) => Promise<void>;
type Rebase = (written: Written, stamps: Stamps) => Sent | undefined;
type MadeUp<Reply> = (row: SyncOutboxRow, answer: Reply) => Array<[madeHere: string, platform: string]>;

/** A document both sides may change: when the platform's copy moved on, the learner sees both (`sync_conflicts`). */
export interface ConflictRule {
  kind: ConflictKind;
  /** The learner's copy, from the write's body as sent. */
  mine(body: unknown): unknown;
  /** The body that sends the learner's copy over the platform's, whose stamp is `base`. */
  resend(mine: unknown, base: string | null): unknown;
  /**
   * For a write that carries no base of its own: the platform's copy, found in what the read
   * route `read` answers, is looked at before sending. Without it, the platform says so itself: a
   * 409 with its `current` copy.
   */
  lookFirst?: { read: RouteContract; find(list: unknown, params: Record<string, string>): { updatedAt: string } | undefined };
  /** The two copies as the conflicts screen shows them; unless said, as they were kept. */
  shown?(mine: unknown, server: unknown): { mine: unknown; server: unknown };
  /** What this computer shows once the learner chose, until the platform answers. */
  settled(db: Db, userId: string, keep: ConflictChoice, server: unknown, at: string): Promise<void>;
}

/**
 * A route whose contract says `offline: 'queue'`, and everything the desktop does with its writes:
 * what one does to this computer's copy at once (`apply`), how it goes later (`rebase`), what the
 * platform's answer does to the copy (`keep`), which made-up ids and stamps that answer replaces
 * (`madeUp`), how a conflict is shown and settled, and what a refusal ends besides.
 */
export interface QueuedWrite {
  route: RouteContract;
  /** The request's body by the contract's schema (a route without one takes anything, or nothing). */
  parse(body: unknown): z.ZodSafeParseResult<unknown>;
  apply: Apply<unknown>;
  /** The platform's answer (a 2xx) replaces this computer's stand-in copy. */
  keep: Keep<unknown>;
  /**
   * The write as it goes now that earlier writes' answers gave the platform's ids and stamps for
   * those made here; undefined while one it needs is not answered yet (its later writes wait).
   */
  rebase: Rebase;
  madeUp: MadeUp<unknown>;
  conflict?: ConflictRule;
  /** What else the platform's refusal of this write ends, each with the same refusal. */
  refused?(db: Db, row: SyncOutboxRow, reply: { status: number; body: string }, at: string): Promise<void>;
}

interface Declaration<C extends RouteContract> {
  apply: Apply<BodyOf<C>>;
  keep: Keep<ReplyOf<C>>;
  /** Unless said: the same path and body, from the platform's stamp for the base made here. */
  rebase?: Rebase;
  /** Unless said: none. */
  madeUp?: MadeUp<ReplyOf<C>>;
  conflict?: ConflictRule;
  refused?: QueuedWrite['refused'];
}

/** A write sent as it was queued, its base the platform's stamp for the one made here. */
export const asQueued = ({ row }: Written, stamps: Stamps): Sent => ({ path: row.path, body: row.body, base: rebaseStamp(row.base_stamp, stamps) });

function queued<C extends RouteContract>(route: C, declared: Declaration<C>): QueuedWrite {
  const schema: z.ZodType = route.body ?? z.unknown();
  const { apply, keep, madeUp } = declared;
  return {
    route,
    parse: (body) => schema.safeParse(body),
    // The gateway applies only a body that parse() accepted, so it is the schema's output.
    apply: (db, userId, params, body, at) => apply(db, userId, params, body as BodyOf<C>, at),
    // The platform answered this route by its contract (tests/server/contract.test.ts holds it to it).
    keep: (db, written, answer, at) => keep(db, written, answer as ReplyOf<C>, at),
    rebase: declared.rebase ?? asQueued,
    madeUp: madeUp ? (row, answer) => madeUp(row, answer as ReplyOf<C>) : () => [],
    conflict: declared.conflict,
    refused: declared.refused,
  };
}

/** A stamp or id made here and the platform's for it, when both are known. */
const pair = (madeHere: string | null, platform: string | undefined): Array<[string, string]> => (madeHere && platform ? [[madeHere, platform]] : []);

const json = <T>(body: string | undefined): T | undefined => (body === undefined ? undefined : (JSON.parse(body) as T));

/** Changes this computer's copy of a course's progress, and the course outline's copy of it. */
async function updateProgress(db: Db, userId: string, courseId: string, change: (progress: CourseProgress) => CourseProgress, at: string): Promise<CourseProgress> {
  const progressPath = routePath(progressRoutes.get, { courseId });
  const coursePath = routePath(coursesRoutes.get, { courseId });
  const course = json<GetCourseReply>(await readCache(db, userId, coursePath));
  const total = course ? course.modules.reduce((sum, module) => sum + module.lessons.length, 0) : 0;
  const after = change(json<CourseProgress>(await readCache(db, userId, progressPath)) ?? course?.progress ?? emptyProgress(courseId, total));
  await writeCache(db, userId, progressPath, JSON.stringify(after), at);
  if (course) await writeCache(db, userId, coursePath, JSON.stringify({ ...course, progress: after }), at);
  return after;
}

const lessonAction = (action: 'visit' | 'complete'): Apply<{ contentId: string }> => {
  return async (db, userId, { courseId = '' }, { contentId }, at) => {
    const after = await updateProgress(db, userId, courseId, (before) => applyLessonAction(before, action, contentId, at), at);
    return { status: 200, reply: after, baseStamp: null, localStamp: null };
  };
};

const assignmentsPath = routePath(assignmentsRoutes.list);

/** Hands in or completes an assignment on this computer's copy of the list, by the rule given. */
const assignmentAction = (rule: (entry: AssignmentEntry, submissionId: string, at: string) => AssignmentEntry | undefined): Apply<unknown> => {
  return async (db, userId, { id: assignmentId = '' }, _body, at) => {
    const list = json<ListAssignmentsReply>(await readCache(db, userId, assignmentsPath));
    const entry = list?.courses.flatMap((c) => c.modules.flatMap((m) => m.assignments)).find((a) => a.id === assignmentId);
    if (!list || !entry) throw new NotKeptOffline(syncMessageTable.ref('assignmentNotKept'));
    const after = rule(entry, `${offlineIdPrefix}${randomUUID()}`, at);
    if (!after) throw new NotKeptOffline(syncMessageTable.ref('assignmentLocked'), 409);
    const courses = list.courses.map((c) => ({ ...c, modules: c.modules.map((m) => ({ ...m, assignments: m.assignments.map((a) => (a.id === after.id ? after : a)) })) }));
    await writeCache(db, userId, assignmentsPath, JSON.stringify({ ...list, courses }), at);
    const reply: AssignmentResult = { id: after.id, status: after.status, marks: after.marks, feedback: after.feedback, submissionId: after.submissionId };
    return { status: 200, reply, baseStamp: null, localStamp: after.submissionId };
  };
};

const teamPath = routePath(hackathonTeamRoutes.myTeam);
type TeamCopy = { success: true; data: Team | null };

const teamNotHere = syncMessageTable.ref('teamNotKept');

const submissionsPath = routePath(hackathonSubmissionRoutes.mine);
type SubmissionList = { success: true; data: Submission[] };
type SubmissionFields = z.infer<typeof hackathonSubmissionRoutes.create.body>;

const submissionFrom = (fields: SubmissionFields) => ({
  projectTitle: fields.projectTitle,
  description: fields.description,
  githubRepo: fields.githubRepo,
  liveDemo: fields.liveDemo ?? null,
  videoDemo: fields.videoDemo ?? null,
  techStack: fields.techStack,
  problemStatement: fields.problemStatement,
});

export const savedOfflineMessage = 'Saved on this computer: it will be sent when you are back online.';

const resumePath = routePath(resumeRoutes.get);
const projectsPath = routePath(playgroundRoutes.projects);

type ProjectList = { projects: Array<Omit<Project, 'files'>> };

/** This computer's copy of a project, and of the list that names it, newest first. */
export async function keepProject(db: Db, userId: string, kept: Project, at: string): Promise<void> {
  await writeCache(db, userId, routePath(playgroundRoutes.project, { id: kept.id }), JSON.stringify(kept), at);
  const list = json<ProjectList>(await readCache(db, userId, projectsPath)) ?? { projects: [] };
  const summary = { id: kept.id, name: kept.name, fileCount: kept.fileCount, createdAt: kept.createdAt, updatedAt: kept.updatedAt };
  await writeCache(db, userId, projectsPath, JSON.stringify({ projects: [summary, ...list.projects.filter((p) => p.id !== kept.id)] }), at);
}

/**
 * A project made on this computer: an `offline-` id until the platform gives its own, which the
 * replay then puts in its place everywhere here (replay.ts).
 */
export async function createProjectHere(db: Db, userId: string, fields: { name: string; files: Project['files'] }, at: string): Promise<Project> {
  const list = json<ProjectList>(await readCache(db, userId, projectsPath));
  if (list && list.projects.length >= maxProjectsPerUser) {
    throw new NotKeptOffline(playgroundMessageTable.ref('tooManyProjects', { max: maxProjectsPerUser }), 409);
  }
  const created: Project = { id: `${offlineIdPrefix}${randomUUID()}`, name: fields.name, files: fields.files, fileCount: fields.files.length, createdAt: at, updatedAt: at };
  await keepProject(db, userId, created, at);
  return created;
}

/** The course's progress as the platform answered it, merged with what this computer did since. */
const keepProgress =
  <Reply>(progressOf: (answer: Reply) => CourseProgress): Keep<Reply> =>
  async (db, { row, params: { courseId = '' } }, answer, at) => {
    const progressPath = routePath(progressRoutes.get, { courseId });
    const local = json<CourseProgress>(await readCache(db, row.user_id, progressPath));
    const server = progressOf(answer);
    await writeCache(db, row.user_id, progressPath, JSON.stringify(local ? mergeProgress(server, local) : server), at);
  };

/** Graded now (a code assignment by its tests): the platform's marks replace "waiting". */
const keepAssignment: Keep<AssignmentResult> = async (db, { row }, result, at) => {
  const list = json<ListAssignmentsReply>(await readCache(db, row.user_id, assignmentsPath));
  if (!list) return;
  const update = (a: AssignmentEntry): AssignmentEntry => (a.id === result.id ? { ...a, status: result.status, marks: result.marks, feedback: result.feedback, submissionId: result.submissionId } : a);
  const courses = list.courses.map((c) => ({ ...c, modules: c.modules.map((m) => ({ ...m, assignments: m.assignments.map(update) })) }));
  await writeCache(db, row.user_id, assignmentsPath, JSON.stringify({ ...list, courses }), at);
};

/** The platform's copy of a submission replaces this computer's, found by its id or the id made here. */
const keepSubmission: Keep<{ data: Submission }> = async (db, { row }, { data: sent }, at) => {
  const list = json<SubmissionList>(await readCache(db, row.user_id, submissionsPath));
  if (!list) return;
  const replaced = list.data.map((s) => (s.id === sent.id || s.id === row.local_stamp ? sent : s));
  await writeCache(db, row.user_id, submissionsPath, JSON.stringify({ ...list, data: replaced }), at);
};

/**
 * A project made offline now has the platform's id: this computer's copy moves to it, and the
 * saves waiting behind the creation go to it.
 */
const adoptProjectId: Keep<Project> = async (db, { row }, created, at) => {
  const user = row.user_id;
  const offlineId = row.local_stamp ?? '';
  const offlinePath = routePath(playgroundRoutes.project, { id: offlineId });
  const local = json<Project>(await readCache(db, user, offlinePath));
  await db.transaction().execute(async (trx) => {
    const waiting = await trx.selectFrom('sync_outbox').select('id').where('user_id', '=', user).where('path', '=', offlinePath).where('state', 'in', ['pending', 'checked']).execute();
    // Edits made here after the creation stay in the copy until their own saves are answered.
    await keepProject(trx, user, local && waiting.length > 0 ? { ...local, id: created.id, createdAt: created.createdAt } : created, at);
    await dropCache(trx, user, offlinePath);
    const list = json<ProjectList>(await readCache(trx, user, projectsPath));
    if (list) await writeCache(trx, user, projectsPath, JSON.stringify({ projects: list.projects.filter((p) => p.id !== offlineId) }), at);
    // Their bases are rebased when they are sent, as any other (madeUp below).
    const realPath = routePath(playgroundRoutes.project, { id: created.id });
    for (const waitingRow of waiting) await trx.updateTable('sync_outbox').set({ path: realPath }).where('id', '=', waitingRow.id).execute();
  });
};

/**
 * A project edit carries a new name, new files or both; shown beside the platform's project, each
 * copy is its name and files, what the edit left alone taken from the platform's.
 */
function projectCopies(mine: unknown, server: unknown): { mine: unknown; server: unknown } {
  const theirs = (server ?? {}) as { name?: unknown; files?: unknown; updatedAt?: unknown };
  const edit = (mine ?? {}) as { name?: unknown; files?: unknown };
  return { mine: { name: edit.name ?? theirs.name, files: edit.files ?? theirs.files }, server: { name: theirs.name, files: theirs.files, updatedAt: theirs.updatedAt } };
}

/** The learner's resume save still waiting to be sent, which a newer one replaces. */
const waitingResumeSave = (db: Db, userId: string) =>
  db
    .selectFrom('sync_outbox')
    .select(['base_stamp', 'local_stamp'])
    .where('user_id', '=', userId)
    .where('route', '=', routeKey(resumeRoutes.save))
    .where('state', '=', 'pending')
    .orderBy('position', 'desc')
    .executeTakeFirst();

/** A document's save whose body names the stamp it started from: that stamp is rebased too. */
const withBodyBase: Rebase = (written, stamps) => {
  const sent = asQueued(written, stamps);
  const parsed = JSON.parse(sent.body) as { baseUpdatedAt?: string | null };
  return parsed.baseUpdatedAt === undefined ? sent : { ...sent, body: JSON.stringify({ ...parsed, baseUpdatedAt: rebaseStamp(parsed.baseUpdatedAt, stamps) }) };
};

/** Every route whose contract says `offline: 'queue'`, with everything the desktop does with its writes. */
export const queuedWrites: QueuedWrite[] = [
  queued(progressRoutes.visit, { apply: lessonAction('visit'), keep: keepProgress((progress) => progress) }),
  queued(progressRoutes.complete, { apply: lessonAction('complete'), keep: keepProgress((progress) => progress) }),
  queued(progressRoutes.quiz, {
    apply: async (db, userId, { courseId = '' }, body, at) => {
      const progress = await updateProgress(db, userId, courseId, (before) => applyQuizAnswer(before, body.blockId), at);
      return { status: 200, reply: { queued: true, progress }, baseStamp: null, localStamp: null };
    },
    keep: keepProgress((answer) => answer.progress),
  }),
  queued(assignmentsRoutes.submit, { apply: assignmentAction(applyAssignmentSubmit), keep: keepAssignment }),
  queued(assignmentsRoutes.complete, { apply: assignmentAction(applyAssignmentComplete), keep: keepAssignment }),
  queued(hackathonTeamRoutes.update, {
    apply: async (db, userId, { teamId }, body, at) => {
      const copy = json<TeamCopy>(await readCache(db, userId, teamPath));
      const team = copy?.data;
      if (!team || team.id !== teamId) throw new NotKeptOffline(teamNotHere);
      if (team.leaderId !== userId) throw new NotKeptOffline(hackathonMessageTable.ref('teamLeaderOnly'), 403);
      const change = teamEditChange(team, body);
      if (!change) return { status: 200, reply: { success: true, message: savedOfflineMessage, data: team }, baseStamp: null, localStamp: null, nothingToSend: true };
      const updated: Team = { ...team, ...change, updatedAt: at };
      await writeCache(db, userId, teamPath, JSON.stringify({ success: true, data: updated }), at);
      return { status: 200, reply: { success: true, message: savedOfflineMessage, data: updated }, baseStamp: null, localStamp: null, send: change };
    },
    keep: async (db, { row }, answer, at) => writeCache(db, row.user_id, teamPath, JSON.stringify({ success: true, data: answer.data }), at),
  }),
  queued(hackathonTeamRoutes.leave, {
    apply: async (db, userId, _params, _body, at) => {
      const copy = json<TeamCopy>(await readCache(db, userId, teamPath));
      if (!copy) throw new NotKeptOffline(teamNotHere);
      if (!copy.data) throw new NotKeptOffline(hackathonMessageTable.ref('notInTeam'), 404);
      await writeCache(db, userId, teamPath, JSON.stringify({ success: true, data: null }), at);
      return { status: 200, reply: { success: true, message: savedOfflineMessage }, baseStamp: null, localStamp: null };
    },
    keep: async (db, { row }, _answer, at) => writeCache(db, row.user_id, teamPath, JSON.stringify({ success: true, data: null }), at),
  }),
  queued(resumeRoutes.save, {
    apply: async (db, userId, _params, { resume, baseUpdatedAt }, at) => {
      const updatedAt = stampAfter(baseUpdatedAt, Date.parse(at));
      await writeCache(db, userId, resumePath, JSON.stringify({ resume: { ...resume, updatedAt } }), at);
      // Only the latest save waits (the route's rule): one that edits the save it replaces goes from
      // the stamp that save started from, which the platform knows, not the one made up here.
      const replaced = await waitingResumeSave(db, userId);
      const base = replaced && replaced.local_stamp === baseUpdatedAt ? replaced.base_stamp : baseUpdatedAt;
      const send = base === baseUpdatedAt ? undefined : { resume, baseUpdatedAt: base };
      return { status: 200, reply: { updatedAt }, baseStamp: base, localStamp: updatedAt, ...(send ? { send } : {}) };
    },
    keep: async (db, { row }, answer, at) => {
      const copy = json<{ resume: { updatedAt?: string | null } | null }>(await readCache(db, row.user_id, resumePath));
      // Edits made here after this save stay until their own saves are answered.
      if (copy?.resume && copy.resume.updatedAt === row.local_stamp) {
        await writeCache(db, row.user_id, resumePath, JSON.stringify({ resume: { ...copy.resume, updatedAt: answer.updatedAt } }), at);
      }
    },
    rebase: withBodyBase,
    madeUp: (row, answer) => pair(row.local_stamp, answer.updatedAt),
    conflict: {
      kind: 'resume',
      mine: (body) => (body as { resume: unknown }).resume,
      resend: (mine, base) => ({ resume: mine, baseUpdatedAt: base }),
      // The next read asks the platform, which by then holds the copy chosen.
      settled: (db, userId) => dropCache(db, userId, resumePath),
    },
  }),
  queued(playgroundRoutes.createProject, {
    apply: async (db, userId, _params, body, at) => {
      const created = await createProjectHere(db, userId, body, at);
      // A creation's base is the stamp made here, which later saves of it start from (madeUp below).
      return { status: 201, reply: created, baseStamp: created.updatedAt, localStamp: created.id };
    },
    keep: adoptProjectId,
    madeUp: (row, answer) => [...pair(row.local_stamp, answer.id), ...pair(row.base_stamp, answer.updatedAt)],
    // The saves of a project that was never made have nowhere to go; the refusal says why.
    refused: async (db, row, reply, at) => {
      await db
        .updateTable('sync_outbox')
        .set({ state: 'refused', reply_status: reply.status, reply_body: reply.body, done_at: at })
        .where('user_id', '=', row.user_id)
        .where('path', '=', routePath(playgroundRoutes.project, { id: row.local_stamp ?? '' }))
        .where('state', 'in', ['pending', 'checked'])
        .execute();
    },
  }),
  queued(playgroundRoutes.updateProject, {
    apply: async (db, userId, { id = '' }, change, at) => {
      const path = routePath(playgroundRoutes.project, { id });
      const stored = json<Project>(await readCache(db, userId, path));
      if (!stored) throw new NotKeptOffline(syncMessageTable.ref('projectNotKept'));
      const { baseUpdatedAt, ...fields } = change;
      const updated: Project = { ...stored, ...fields, fileCount: (change.files ?? stored.files).length, updatedAt: stampAfter(baseUpdatedAt ?? stored.updatedAt, Date.parse(at)) };
      await keepProject(db, userId, updated, at);
      // The platform decides whether the base is still its copy's: a stale one becomes a conflict there.
      return { status: 200, reply: updated, baseStamp: baseUpdatedAt ?? null, localStamp: updated.updatedAt };
    },
    keep: async (db, { row }, answer, at) => {
      // Edits made here after this save stay in the copy until their own saves are answered.
      const cached = json<Project>(await readCache(db, row.user_id, row.path));
      if (!cached || cached.updatedAt === row.local_stamp) await keepProject(db, row.user_id, answer, at);
    },
    // A save of a project made here waits for its creation's answer, which moves it to the platform's id.
    rebase: (written, stamps) => (isMadeOffline(written.params.id) ? undefined : withBodyBase(written, stamps)),
    madeUp: (row, answer) => pair(row.local_stamp, answer.updatedAt),
    conflict: {
      kind: 'project',
      mine: (body) => {
        // The edit as the learner made it: its base is the sync's business, not theirs.
        const edit = { ...(body as Record<string, unknown>) };
        delete edit.baseUpdatedAt;
        return edit;
      },
      resend: (mine, base) => ({ ...(mine as object), ...(base === null ? {} : { baseUpdatedAt: base }) }),
      shown: projectCopies,
      // The server's copy unless mine goes over it.
      settled: async (db, userId, keep, server, at) => {
        if (keep !== 'mine' && server !== null) await keepProject(db, userId, server as Project, at);
      },
    },
  }),
  queued(hackathonSubmissionRoutes.create, {
    apply: async (db, userId, _params, body, at) => {
      const created: Submission = {
        id: `${offlineIdPrefix}${randomUUID()}`,
        ...submissionFrom(body),
        status: 'submitted',
        version: 1,
        evaluationScore: null,
        isPublic: true,
        submittedAt: at,
        updatedAt: at,
        repository: null,
        // The server takes the team project's snapshot when the queued hand-in reaches it.
        workspaceVersionId: null,
      };
      const list = json<SubmissionList>(await readCache(db, userId, submissionsPath)) ?? { success: true, data: [] };
      await writeCache(db, userId, submissionsPath, JSON.stringify({ ...list, data: [created, ...list.data] }), at);
      return { status: 201, reply: { success: true, message: savedOfflineMessage, data: created }, baseStamp: null, localStamp: created.id };
    },
    keep: keepSubmission,
    madeUp: (row, answer) => pair(row.local_stamp, answer.data.id),
  }),
  queued(hackathonSubmissionRoutes.update, {
    apply: async (db, userId, { submissionId }, body, at) => {
      const list = json<SubmissionList>(await readCache(db, userId, submissionsPath));
      const stored = list?.data.find((s) => s.id === submissionId);
      if (!list || !stored) throw new NotKeptOffline(syncMessageTable.ref('submissionNotKept'));
      const updated: Submission = { ...stored, ...submissionFrom(body), version: stored.version + 1, updatedAt: at };
      await writeCache(db, userId, submissionsPath, JSON.stringify({ ...list, data: list.data.map((s) => (s.id === stored.id ? updated : s)) }), at);
      return { status: 200, reply: { success: true, message: savedOfflineMessage, data: updated }, baseStamp: stored.updatedAt, localStamp: updated.updatedAt };
    },
    keep: keepSubmission,
    // An edit of a submission made here goes to the platform's id once its creation is answered.
    rebase: (written, stamps) => {
      const id = written.params.submissionId ?? '';
      if (!isMadeOffline(id)) return asQueued(written, stamps);
      const real = stamps.get(id);
      return real === undefined ? undefined : { ...asQueued(written, stamps), path: routePath(hackathonSubmissionRoutes.update, { submissionId: real }) };
    },
    madeUp: (row, answer) => pair(row.local_stamp, answer.data.updatedAt),
    conflict: {
      kind: 'submission',
      mine: (body) => body,
      resend: (mine) => mine,
      // Its edit carries no base: whether the platform's copy moved on is looked at before sending.
      lookFirst: { read: hackathonSubmissionRoutes.mine, find: (list, { submissionId }) => (list as SubmissionList).data.find((s) => s.id === submissionId) },
      settled: (db, userId) => dropCache(db, userId, submissionsPath),
    },
  }),
];

export function findQueuedWrite(method: string, path: string): { write: QueuedWrite; params: Record<string, string> } | undefined {
  const withoutQuery = path.split('?')[0] ?? path;
  for (const write of queuedWrites) {
    if (write.route.method !== method) continue;
    const params = matchRoutePath(write.route, withoutQuery);
    if (params) return { write, params };
  }
  return undefined;
}

/**
 * The declaration a row of the outbox was queued by: by its route, or for a row queued before the
 * outbox named routes (migration 0041), by its method and path, as the gateway found it then.
 * Undefined for a route this version no longer queues.
 */
export function writtenBy(row: SyncOutboxRow): { write: QueuedWrite; params: Record<string, string> } | undefined {
  if (row.route === null) return findQueuedWrite(row.method, row.path);
  const write = queuedWrites.find((candidate) => routeKey(candidate.route) === row.route);
  const params = write && matchRoutePath(write.route, row.path.split('?')[0] ?? row.path);
  return write && params ? { write, params } : undefined;
}
