import { describe, expect, it } from 'vitest';
import type { AssignmentEntry } from '../api/assignments';
import {
  applyAssignmentComplete,
  applyAssignmentSubmit,
  applyLessonAction,
  applyQuizAnswer,
  decideDocument,
  emptyProgress,
  isMadeOffline,
  mergeProgress,
  offlineBanner,
  rebaseStamp,
  teamEditChange,
} from './rules';

const base = { ...emptyProgress('python', 4), completedLessonIds: ['a'], answeredQuizBlockIds: ['q1'], percent: 25 };

describe('progress and completions merge', () => {
  it('keeps the union of completed lessons and answered quizzes, and recounts the percent', () => {
    const server = { ...base, completedLessonIds: ['a', 'b'] };
    const local = { ...base, completedLessonIds: ['a', 'c'], answeredQuizBlockIds: ['q2'] };
    const merged = mergeProgress(server, local);
    expect(merged.completedLessonIds.sort()).toEqual(['a', 'b', 'c']);
    expect(merged.answeredQuizBlockIds.sort()).toEqual(['q1', 'q2']);
    expect(merged.percent).toBe(75);
  });

  it('takes the later visit, from whichever side made it', () => {
    const server = { ...base, lastVisitedLessonId: 'a', lastVisitedAt: '2026-01-01T10:00:00.000Z' };
    const local = { ...base, lastVisitedLessonId: 'c', lastVisitedAt: '2026-01-01T11:00:00.000Z' };
    expect(mergeProgress(server, local)).toMatchObject({ lastVisitedLessonId: 'c', lastVisitedAt: '2026-01-01T11:00:00.000Z' });
    expect(mergeProgress(local, server)).toMatchObject({ lastVisitedLessonId: 'c' });
  });

  it('is idempotent: merging a copy with itself changes nothing', () => {
    expect(mergeProgress(base, base)).toEqual(base);
  });

  it('counts a completion once, however often it is applied', () => {
    const once = applyLessonAction(base, 'complete', 'b', '2026-01-01T00:00:00.000Z');
    expect(applyLessonAction(once, 'complete', 'b', '2026-01-01T00:00:00.000Z')).toEqual(once);
    expect(once.percent).toBe(50);
    expect(applyLessonAction(base, 'visit', 'd', '2026-01-02T00:00:00.000Z')).toMatchObject({ lastVisitedLessonId: 'd', completedLessonIds: ['a'] });
  });
});

describe('lesson quiz answers', () => {
  it('count a block answered at once, once however often it is answered', () => {
    const once = applyQuizAnswer(base, 'q2');
    expect(once.answeredQuizBlockIds).toEqual(['q1', 'q2']);
    expect(applyQuizAnswer(once, 'q2')).toBe(once);
    expect(once.completedLessonIds).toEqual(base.completedLessonIds);
  });

  it('merge with the platform’s answers by union, whichever side answered', () => {
    const server = { ...base, answeredQuizBlockIds: ['q3'] };
    expect(mergeProgress(server, applyQuizAnswer(base, 'q2')).answeredQuizBlockIds.sort()).toEqual(['q1', 'q2', 'q3']);
  });
});

const assignment = (over: Partial<AssignmentEntry>): AssignmentEntry => ({
  id: 'a1',
  title: 'Loops',
  kind: 'code',
  language: 'python',
  instructions: 'Print 1 to 3.',
  starterCode: null,
  testCount: 1,
  examples: [],
  hiddenCount: 0,
  dueDays: 7,
  dueDate: null,
  status: 'Pending',
  marks: null,
  feedback: null,
  isFinal: false,
  locked: false,
  submissionId: null,
  submittedAt: null,
  ...over,
});

describe('assignments handed in offline', () => {
  it('wait to be graded under an id made up here', () => {
    const sent = applyAssignmentSubmit(assignment({}), 'offline-1', '2026-01-01T00:00:00.000Z');
    expect(sent).toMatchObject({ status: 'Submitted', marks: null, feedback: null, submissionId: 'offline-1', submittedAt: '2026-01-01T00:00:00.000Z' });
    expect(isMadeOffline(sent?.submissionId)).toBe(true);
    expect(isMadeOffline('5b0c')).toBe(false);
  });

  it('may be handed in again only as online: a code assignment graded below 100', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(applyAssignmentSubmit(assignment({ status: 'Graded', marks: 60, feedback: '2 of 3 tests' }), 'offline-2', at)).toMatchObject({ status: 'Submitted', feedback: null });
    expect(applyAssignmentSubmit(assignment({ status: 'Graded', marks: 100 }), 'offline-2', at)).toBeUndefined();
    expect(applyAssignmentSubmit(assignment({ status: 'Submitted' }), 'offline-2', at)).toBeUndefined();
    expect(applyAssignmentSubmit(assignment({ kind: 'text', status: 'Submitted' }), 'offline-2', at)).toBeUndefined();
    expect(applyAssignmentSubmit(assignment({ locked: true }), 'offline-2', at)).toBeUndefined();
    expect(applyAssignmentSubmit(assignment({ kind: 'task' }), 'offline-2', at)).toBeUndefined();
  });

  it('a task marked complete shows complete at once, once', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const done = applyAssignmentComplete(assignment({ kind: 'task', language: null }), 'offline-3', at);
    expect(done).toMatchObject({ status: 'Graded', marks: null, submissionId: 'offline-3' });
    expect(applyAssignmentComplete(done!, 'offline-4', at)).toBeUndefined();
    expect(applyAssignmentComplete(assignment({}), 'offline-4', at)).toBeUndefined();
  });
});

describe('team edits', () => {
  const team = { name: 'Byte Squad', description: 'We build for farmers.' };

  it('carry only the fields the leader changed here', () => {
    expect(teamEditChange(team, { name: 'Byte Squad 2', description: 'We build for farmers.' })).toEqual({ name: 'Byte Squad 2' });
    expect(teamEditChange(team, { description: 'Now for schools.' })).toEqual({ description: 'Now for schools.' });
  });

  it('send nothing when nothing changed', () => {
    expect(teamEditChange(team, { ...team })).toBeUndefined();
    expect(teamEditChange(team, {})).toBeUndefined();
  });
});

describe('documents (the resume, a submission)', () => {
  it('sends an edit when the server copy is still the one it started from', () => {
    expect(decideDocument('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe('send');
    expect(decideDocument(null, null)).toBe('send');
  });

  it('keeps both copies when both sides changed', () => {
    expect(decideDocument('2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')).toBe('conflict');
    expect(decideDocument(null, '2026-01-02T00:00:00.000Z')).toBe('conflict');
  });

  it('moves a later offline edit onto the stamp the server gave the earlier one', () => {
    const stamps = new Map([['local-1', 'server-1']]);
    expect(rebaseStamp('local-1', stamps)).toBe('server-1');
    expect(rebaseStamp('server-0', stamps)).toBe('server-0');
    expect(rebaseStamp(null, stamps)).toBeNull();
  });
});

it('says since when the app is offline, in the product’s words', () => {
  expect(offlineBanner(new Date('2026-03-01T09:05:00.000Z'), 'UTC')).toBe(
    'Offline since 09:05 — your work is saved and will be sent when you are back online',
  );
});
