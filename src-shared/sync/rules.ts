import type { AssignmentEntry } from '../api/assignments';
import type { CourseProgress } from '../api/progress';
import { canComplete, canSubmit } from '../assignments/rules';
import { coursePercent } from '../progress/percent';

/**
 * The desktop's offline sync rules (docs/ARCHITECTURE.md "Offline-first sync"): pure, so the local
 * server's replay and its optimistic answers follow the same written rules, tested one by one.
 */

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a >= b ? a : b);

/**
 * Progress and completions merge: the union of completed lessons and answered quiz blocks, the
 * larger lesson count, the later visit. Neither side's work is ever dropped, so replaying a
 * completion the server already holds changes nothing.
 */
export function mergeProgress(server: CourseProgress, local: CourseProgress): CourseProgress {
  const completed = [...new Set([...server.completedLessonIds, ...local.completedLessonIds])];
  const answered = [...new Set([...server.answeredQuizBlockIds, ...local.answeredQuizBlockIds])];
  const lastVisitedAt = later(server.lastVisitedAt, local.lastVisitedAt);
  const visitFromLocal = lastVisitedAt !== null && lastVisitedAt === local.lastVisitedAt && lastVisitedAt !== server.lastVisitedAt;
  const totalLessons = Math.max(server.totalLessons, local.totalLessons);
  return {
    courseId: server.courseId,
    completedLessonIds: completed,
    lastVisitedLessonId: visitFromLocal ? local.lastVisitedLessonId : server.lastVisitedLessonId ?? local.lastVisitedLessonId,
    lastVisitedAt,
    quizSubmitted: server.quizSubmitted || local.quizSubmitted,
    answeredQuizBlockIds: answered,
    totalLessons,
    percent: coursePercent(completed.length, totalLessons),
  };
}

/** A learner's progress before the server has said anything about the course. */
export function emptyProgress(courseId: string, totalLessons: number): CourseProgress {
  return {
    courseId,
    completedLessonIds: [],
    lastVisitedLessonId: null,
    lastVisitedAt: null,
    quizSubmitted: false,
    answeredQuizBlockIds: [],
    totalLessons,
    percent: 0,
  };
}

/** What an offline visit or completion does to the copy kept on this computer. */
export function applyLessonAction(progress: CourseProgress, action: 'visit' | 'complete', lessonId: string, at: string): CourseProgress {
  if (action === 'visit') return { ...progress, lastVisitedLessonId: lessonId, lastVisitedAt: at };
  const completed = progress.completedLessonIds.includes(lessonId) ? progress.completedLessonIds : [...progress.completedLessonIds, lessonId];
  return { ...progress, completedLessonIds: completed, percent: coursePercent(completed.length, progress.totalLessons) };
}

/** Ids this computer makes up for what the platform has not seen yet (a submission made offline). */
export const offlineIdPrefix = 'offline-';

export function isMadeOffline(id: string | null | undefined): boolean {
  return id?.startsWith(offlineIdPrefix) ?? false;
}

/**
 * A lesson quiz answered offline counts as answered here at once, as online; the right option is
 * not on this computer, so it is checked when it reaches the platform, where, as online, the answer
 * that arrives last is the one kept and any answer marks the block answered (the merge's union).
 */
export function applyQuizAnswer(progress: CourseProgress, blockId: string): CourseProgress {
  if (progress.answeredQuizBlockIds.includes(blockId)) return progress;
  return { ...progress, answeredQuizBlockIds: [...progress.answeredQuizBlockIds, blockId] };
}

/**
 * An assignment handed in offline: waiting to be graded, under an id made up here until the
 * platform grades it (a code assignment by running its tests) when the write reaches it. Only what
 * may be handed in online may be handed in offline (canSubmit); otherwise undefined.
 */
export function applyAssignmentSubmit(entry: AssignmentEntry, submissionId: string, at: string): AssignmentEntry | undefined {
  if (entry.locked || !canSubmit(entry.kind, entry.status, entry.marks)) return undefined;
  return { ...entry, status: 'Submitted', marks: null, feedback: null, submissionId, submittedAt: at };
}

/**
 * A task marked complete offline shows complete at once, as the platform marks it (graded, no
 * marks). Handing in or completing the same assignment on another device first makes the platform
 * refuse the later one (409); that one is kept as refused, with the platform's reason.
 */
export function applyAssignmentComplete(entry: AssignmentEntry, submissionId: string, at: string): AssignmentEntry | undefined {
  if (entry.locked || !canComplete(entry.kind, entry.status)) return undefined;
  return { ...entry, status: 'Graded', marks: null, submissionId, submittedAt: at };
}

export interface TeamFields {
  name: string;
  description: string;
}

/**
 * A team edit made offline carries only the fields the leader changed here, so that on the platform
 * it overwrites those fields and no other (each field: the edit that arrives last wins, as online).
 * Undefined when nothing changed.
 */
export function teamEditChange(before: TeamFields, edit: Partial<TeamFields>): Partial<TeamFields> | undefined {
  const change: Partial<TeamFields> = {};
  if (edit.name !== undefined && edit.name !== before.name) change.name = edit.name;
  if (edit.description !== undefined && edit.description !== before.description) change.description = edit.description;
  return Object.keys(change).length === 0 ? undefined : change;
}

export type DocumentDecision = 'send' | 'conflict';

/**
 * The resume and a submission are documents: an edit made offline started from the server copy
 * stamped `baseStamp`. If the server copy is still that one, only this side changed and the edit is
 * sent; if it moved on, both sides changed and both copies are kept for the learner to choose.
 */
export function decideDocument(baseStamp: string | null, serverStamp: string | null): DocumentDecision {
  return baseStamp === serverStamp ? 'send' : 'conflict';
}

/**
 * An edit queued after another offline edit of the same document started from the stamp this
 * computer made up for the first one; once the first is sent, the second starts from the stamp the
 * server gave it instead.
 */
export function rebaseStamp(baseStamp: string | null, serverStampFor: ReadonlyMap<string, string>): string | null {
  return baseStamp === null ? null : serverStampFor.get(baseStamp) ?? baseStamp;
}

/** The shell's words while the platform server does not answer. */
export function offlineBanner(since: Date, timeZone?: string): string {
  const time = since.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, ...(timeZone ? { timeZone } : {}) });
  return `Offline since ${time} — your work is saved and will be sent when you are back online`;
}
