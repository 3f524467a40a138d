import { randomUUID } from 'node:crypto';
import type { AssignmentEntry, AssignmentResult, ListAssignmentsReply } from '@shared/api/assignments';
import type { GetCourseReply } from '@shared/api/courses';
import type { CourseProgress, QuizAnswerBody } from '@shared/api/progress';
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
import {
  applyAssignmentComplete,
  applyAssignmentSubmit,
  applyLessonAction,
  applyQuizAnswer,
  emptyProgress,
  offlineIdPrefix,
  teamEditChange,
} from '@shared/sync/rules';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { readCache, writeCache } from './store';
import type { OutboxKind } from './tables';

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
    message: string,
    readonly status = 503,
  ) {
    super(message);
  }
}

type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.output<C['body']> : unknown;
/** `at` is now by the app's clock, ISO-8601 UTC: the stamp of everything this write changes here. */
type Apply<Body> = (db: Db, userId: string, params: Record<string, string>, body: Body, at: string) => Promise<LocalAnswer>;

/** A route whose contract says `offline: 'queue'`, and what it does to this computer's copy. */
export interface QueuedWrite {
  route: RouteContract;
  kind: OutboxKind;
  /** The request's body by the contract's schema (a route without one takes anything, or nothing). */
  parse(body: unknown): z.ZodSafeParseResult<unknown>;
  apply: Apply<unknown>;
}

function queued<C extends RouteContract>(route: C, kind: OutboxKind, apply: Apply<BodyOf<C>>): QueuedWrite {
  const schema: z.ZodType = route.body ?? z.unknown();
  // The gateway applies only a body that parse() accepted, so it is the schema's output.
  return { route, kind, parse: (body) => schema.safeParse(body), apply: (db, userId, params, body, at) => apply(db, userId, params, body as BodyOf<C>, at) };
}

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

export const assignmentsPath = routePath(assignmentsRoutes.list);

/** Hands in or completes an assignment on this computer's copy of the list, by the rule given. */
const assignmentAction = (rule: (entry: AssignmentEntry, submissionId: string, at: string) => AssignmentEntry | undefined): Apply<unknown> => {
  return async (db, userId, { id: assignmentId = '' }, _body, at) => {
    const list = json<ListAssignmentsReply>(await readCache(db, userId, assignmentsPath));
    const entry = list?.courses.flatMap((c) => c.modules.flatMap((m) => m.assignments)).find((a) => a.id === assignmentId);
    if (!list || !entry) throw new NotKeptOffline('You are offline, and this assignment was not opened on this computer while online, so it cannot be handed in here. Try again when you are back online.');
    const after = rule(entry, `${offlineIdPrefix}${randomUUID()}`, at);
    if (!after) throw new NotKeptOffline('This assignment cannot be handed in again now: it is locked, already handed in, or waiting to be graded.', 409);
    const courses = list.courses.map((c) => ({ ...c, modules: c.modules.map((m) => ({ ...m, assignments: m.assignments.map((a) => (a.id === after.id ? after : a)) })) }));
    await writeCache(db, userId, assignmentsPath, JSON.stringify({ ...list, courses }), at);
    const reply: AssignmentResult = { id: after.id, status: after.status, marks: after.marks, feedback: after.feedback, submissionId: after.submissionId };
    return { status: 200, reply, baseStamp: null, localStamp: after.submissionId };
  };
};

export const teamPath = routePath(hackathonTeamRoutes.myTeam);
type TeamCopy = { success: true; data: Team | null };

const teamNotHere = 'You are offline, and your team was not opened on this computer while online, so it cannot be changed here. Try again when you are back online.';

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
    throw new NotKeptOffline(`You can keep at most ${maxProjectsPerUser} projects. Delete one you no longer need first.`, 409);
  }
  const created: Project = { id: `${offlineIdPrefix}${randomUUID()}`, name: fields.name, files: fields.files, fileCount: fields.files.length, createdAt: at, updatedAt: at };
  await keepProject(db, userId, created, at);
  return created;
}

/** Every route whose contract says `offline: 'queue'`, with its effect on this computer's copy. */
export const queuedWrites: QueuedWrite[] = [
  queued(progressRoutes.visit, 'progress', lessonAction('visit')),
  queued(progressRoutes.complete, 'progress', lessonAction('complete')),
  queued(progressRoutes.quiz, 'quiz-answer', async (db, userId, { courseId = '' }, body: QuizAnswerBody, at) => {
    const progress = await updateProgress(db, userId, courseId, (before) => applyQuizAnswer(before, body.blockId), at);
    return { status: 200, reply: { queued: true, progress }, baseStamp: null, localStamp: null };
  }),
  queued(assignmentsRoutes.submit, 'assignment-submit', assignmentAction(applyAssignmentSubmit)),
  queued(assignmentsRoutes.complete, 'assignment-complete', assignmentAction(applyAssignmentComplete)),
  queued(hackathonTeamRoutes.update, 'team-update', async (db, userId, { teamId }, body, at) => {
    const copy = json<TeamCopy>(await readCache(db, userId, teamPath));
    const team = copy?.data;
    if (!team || team.id !== teamId) throw new NotKeptOffline(teamNotHere);
    if (team.leaderId !== userId) throw new NotKeptOffline('Only team leader can update team information', 403);
    const change = teamEditChange(team, body);
    if (!change) return { status: 200, reply: { success: true, message: savedOfflineMessage, data: team }, baseStamp: null, localStamp: null, nothingToSend: true };
    const updated: Team = { ...team, ...change, updatedAt: at };
    await writeCache(db, userId, teamPath, JSON.stringify({ success: true, data: updated }), at);
    return { status: 200, reply: { success: true, message: savedOfflineMessage, data: updated }, baseStamp: null, localStamp: null, send: change };
  }),
  queued(hackathonTeamRoutes.leave, 'team-leave', async (db, userId, _params, _body, at) => {
    const copy = json<TeamCopy>(await readCache(db, userId, teamPath));
    if (!copy) throw new NotKeptOffline(teamNotHere);
    if (!copy.data) throw new NotKeptOffline('You are not part of any team', 404);
    await writeCache(db, userId, teamPath, JSON.stringify({ success: true, data: null }), at);
    return { status: 200, reply: { success: true, message: savedOfflineMessage }, baseStamp: null, localStamp: null };
  }),
  queued(resumeRoutes.save, 'resume', async (db, userId, _params, { resume, baseUpdatedAt }, at) => {
    const updatedAt = stampAfter(baseUpdatedAt, Date.parse(at));
    await writeCache(db, userId, resumePath, JSON.stringify({ resume: { ...resume, updatedAt } }), at);
    return { status: 200, reply: { updatedAt }, baseStamp: baseUpdatedAt, localStamp: updatedAt };
  }),
  queued(playgroundRoutes.createProject, 'project-create', async (db, userId, _params, body, at) => {
    const created = await createProjectHere(db, userId, body, at);
    // A creation's base is the stamp made here, which later saves of it start from (store.ts serverStamps).
    return { status: 201, reply: created, baseStamp: created.updatedAt, localStamp: created.id };
  }),
  queued(playgroundRoutes.updateProject, 'project', async (db, userId, { id = '' }, change, at) => {
    const path = routePath(playgroundRoutes.project, { id });
    const stored = json<Project>(await readCache(db, userId, path));
    if (!stored) throw new NotKeptOffline('You are offline, and this project was not opened on this computer while online, so it cannot be saved here. Try again when you are back online.');
    const { baseUpdatedAt, ...fields } = change;
    const updated: Project = { ...stored, ...fields, fileCount: (change.files ?? stored.files).length, updatedAt: stampAfter(baseUpdatedAt ?? stored.updatedAt, Date.parse(at)) };
    await keepProject(db, userId, updated, at);
    // The platform decides whether the base is still its copy's: a stale one becomes a conflict there.
    return { status: 200, reply: updated, baseStamp: baseUpdatedAt ?? null, localStamp: updated.updatedAt };
  }),
  queued(hackathonSubmissionRoutes.create, 'submission-create', async (db, userId, _params, body, at) => {
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
  }),
  queued(hackathonSubmissionRoutes.update, 'submission-update', async (db, userId, { submissionId }, body, at) => {
    const list = json<SubmissionList>(await readCache(db, userId, submissionsPath));
    const stored = list?.data.find((s) => s.id === submissionId);
    if (!list || !stored) throw new NotKeptOffline('You are offline, and this submission is not on this computer, so it cannot be changed here. Try again when you are back online.');
    const updated: Submission = { ...stored, ...submissionFrom(body), version: stored.version + 1, updatedAt: at };
    await writeCache(db, userId, submissionsPath, JSON.stringify({ ...list, data: list.data.map((s) => (s.id === stored.id ? updated : s)) }), at);
    return { status: 200, reply: { success: true, message: savedOfflineMessage, data: updated }, baseStamp: stored.updatedAt, localStamp: updated.updatedAt };
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
