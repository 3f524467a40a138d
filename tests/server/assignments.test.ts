import { listAssignmentsReply, submission, assignmentResult, gradingReply, type AssignmentEntry } from '@shared/api/assignments';
import { errorReply } from '@shared/api/error-reply';
import { assignmentMessages } from '@shared/assignments/messages';
import { authMessages } from '@shared/auth/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = Record<string, string>;

/** From the real library (resources/courses/python-programming.yaml): code, its Final, and text and task ones. */
const gradeCalculator = 'py-assignment-grade';
const pythonFinal = 'py-assignment-final';
const textAssignment = 'git-assignment-merge';
const taskAssignment = 'git-assignment-setup';

const correct = 'm = int(input())\nprint("A" if m >= 90 else "B" if m >= 75 else "C" if m >= 50 else "Fail")\n';
const offByOne = 'm = int(input())\nprint("A" if m >= 90 else "B" if m > 75 else "C" if m >= 50 else "Fail")\n';
const hiddenBoundary = 'm = int(input())\nprint("A" if m > 90 else "B" if m >= 75 else "C" if m >= 50 else "Fail")\n';
const classList = 'sql-assignment-class-list';
const countdown = 'js-assignment-countdown';

describe('assignments', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
  });
  afterAll(() => t.close());

  const list = async (headers: Headers) => listAssignmentsReply.parse((await t.app.inject({ method: 'GET', url: '/api/assignments', headers })).json());
  const entry = async (headers: Headers, id: string): Promise<AssignmentEntry> => {
    const found = (await list(headers)).courses.flatMap((c) => c.modules.flatMap((m) => m.assignments)).find((a) => a.id === id);
    if (!found) throw new Error(`${id} is not listed`);
    return found;
  };
  const submit = (headers: Headers, id: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/assignments/${id}/submit`, headers, payload });
  const premium = async (userId: string) => {
    const now = new Date();
    await t.db.kysely
      .insertInto('subscriptions')
      .values({ id: `sub-${userId}`, user_id: userId, plan_key: 'monthly', status: 'active', starts_at: now.toISOString(), expires_at: new Date(now.getTime() + 86_400_000).toISOString(), source: 'test', created_at: now.toISOString() })
      .execute();
  };

  it('lists course groups with modules and assignments, the Final one last, all Pending for a new learner', async () => {
    const { headers } = await signUp(t);
    const reply = await list(headers);
    const python = reply.courses.find((c) => c.id === 'python-programming');
    expect(python?.modules.map((m) => m.name)).toEqual(['First Steps', 'Making Decisions', 'Loops', 'Collections', 'Functions and Small Projects', 'Files, CSV, Classes and Packages', 'Final assignment']);
    const all = reply.courses.flatMap((c) => c.modules.flatMap((m) => m.assignments));
    expect(all.every((a) => a.status === 'Pending' && a.marks === null)).toBe(true);
    expect(JSON.stringify(reply)).not.toContain('"solution"');
  });

  it('dates assignments from when the learner starts the course', async () => {
    const { headers } = await signUp(t);
    expect((await entry(headers, gradeCalculator)).dueDate).toBeNull();
    const visit = await t.app.inject({ method: 'POST', url: '/api/progress/python-programming/visit', headers, payload: { contentId: 'py-what-is-programming' } });
    expect(visit.statusCode).toBe(200);
    const started = await entry(headers, gradeCalculator);
    expect(started.dueDays).toBe(14);
    expect(Date.parse(started.dueDate ?? '') - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
  });

  it('grades a code submission by its tests, names the failing case, and takes a fixed one to 100', async () => {
    const { headers } = await signUp(t);
    const first = await submit(headers, gradeCalculator, { solution: offByOne });
    expect(first.statusCode).toBe(200);
    expect(assignmentResult.parse(first.json())).toMatchObject({ status: 'Graded', marks: 88, feedback: 'Passed 7 of 8 tests. Failed: "exactly 75 is a B": expected "B", got "C".' });

    const second = assignmentResult.parse((await submit(headers, gradeCalculator, { solution: correct, notes: 'Fixed the boundary.' })).json());
    expect(second).toMatchObject({ status: 'Graded', marks: 100, feedback: 'All 8 tests passed.', submissionId: first.json<{ submissionId: string }>().submissionId });
    expect(await entry(headers, gradeCalculator)).toMatchObject({ status: 'Graded', marks: 100 });

    const again = await submit(headers, gradeCalculator, { solution: correct });
    expect(again.statusCode).toBe(409);
  });

  it('sends the visible examples and only a count of the hidden cases', async () => {
    const { headers } = await signUp(t);
    const reply = await list(headers);
    const grade = await entry(headers, gradeCalculator);
    expect(grade.examples).toEqual([
      { name: '95 is an A', stdin: '95\n', data: null, expectedOutput: 'A\n' },
      { name: 'exactly 75 is a B', stdin: '75\n', data: null, expectedOutput: 'B\n' },
    ]);
    expect(grade).toMatchObject({ hiddenCount: 6, testCount: 8 });
    expect(JSON.stringify(reply)).not.toContain('a mark of exactly 90');
    const sql = await entry(headers, classList);
    expect(sql.examples).toHaveLength(1);
    expect(sql.examples[0]?.data).toContain('CREATE TABLE students');
    expect(JSON.stringify(reply)).not.toContain('Zoya');
  });

  it('names a failing hidden case without quoting its input or output', async () => {
    const { headers } = await signUp(t);
    const graded = assignmentResult.parse((await submit(headers, gradeCalculator, { solution: hiddenBoundary })).json());
    expect(graded).toMatchObject({ marks: 88, feedback: 'Passed 7 of 8 tests. Failed hidden test: "a mark of exactly 90" (its input and output stay hidden).' });
  });

  it('runs an SQL query on hidden data, so literal rows copied from the example fail', async () => {
    const { headers } = await signUp(t);
    const literal = "SELECT 'Asha' AS name, 'Chennai' AS city UNION ALL SELECT 'Kiran', 'Hyderabad' UNION ALL SELECT 'Meera', 'Pune';";
    const copied = assignmentResult.parse((await submit(headers, classList, { solution: literal })).json());
    expect(copied.marks).toBe(33);
    expect(copied.feedback).toMatch(/^Passed 1 of 3 tests\. Failed hidden test: "/);
    expect(copied.feedback).not.toMatch(/Zoya|Agra|Gauri/);
    const real = assignmentResult.parse((await submit(headers, classList, { solution: 'SELECT name, city FROM students WHERE class = 10 ORDER BY name;' })).json());
    expect(real).toMatchObject({ marks: 100, feedback: 'All 3 tests passed.' });
  });

  it('checks the shape of code whose output cannot show the skill, and says what to change', async () => {
    const { headers } = await signUp(t);
    const plainLoop = "const n = Number(require('fs').readFileSync(0, 'utf8').trim());\nfor (let i = n; i >= 1; i--) console.log(i);\nconsole.log('Liftoff!');\n";
    const graded = assignmentResult.parse((await submit(headers, countdown, { solution: plainLoop })).json());
    expect(graded).toMatchObject({
      marks: 50,
      feedback: 'Passed 3 of 6 tests. Failed: "wait returns a Promise": make wait(ms) return new Promise((resolve) => setTimeout(resolve, ms)).',
    });
  });

  it('refuses a blank solution and a URL that is not a web address, writing nothing', async () => {
    const { headers } = await signUp(t);
    const blank = await submit(headers, textAssignment, { solution: '   \n' });
    expect(blank.statusCode).toBe(400);
    expect(errorReply.parse(blank.json()).error.message).toContain(assignmentMessages.solutionRequired);
    const badUrl = await submit(headers, textAssignment, { solution: 'git log', submissionUrl: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect((await entry(headers, textAssignment)).status).toBe('Pending');
  });

  it('queues a text submission for an admin, whose marks and feedback the learner then sees', async () => {
    const learner = await signUp(t, 'grading');
    const sent = assignmentResult.parse((await submit(learner.headers, textAssignment, { solution: '* abc Merge feature/about', submissionUrl: 'https://github.com/asha/merge' })).json());
    expect(sent).toMatchObject({ status: 'Submitted', marks: null });
    expect((await submit(learner.headers, textAssignment, { solution: 'again' })).statusCode).toBe(409);

    const queue = gradingReply.parse((await t.app.inject({ method: 'GET', url: '/api/assignments/grading', headers: admin })).json());
    const waiting = queue.submissions.find((s) => s.id === sent.submissionId);
    expect(waiting).toMatchObject({ learnerEmail: learner.email, assignmentTitle: 'Branch, Commit and Merge', courseName: 'Git and GitHub', status: 'Submitted' });

    const bad = await t.app.inject({ method: 'POST', url: `/api/assignments/submissions/${sent.submissionId}/grade`, headers: admin, payload: { marks: 120, feedback: 'x' } });
    expect(bad.statusCode).toBe(400);
    // Marks that are no number are refused in our words, which the grading form shows translated.
    const blank = await t.app.inject({ method: 'POST', url: `/api/assignments/submissions/${sent.submissionId}/grade`, headers: admin, payload: { marks: '', feedback: 'x' } });
    expect(errorReply.parse(blank.json()).error.messageValues?.reason).toBe(assignmentMessages.marksNumber);
    const graded = await t.app.inject({ method: 'POST', url: `/api/assignments/submissions/${sent.submissionId}/grade`, headers: admin, payload: { marks: 85, feedback: 'Clear graph; name the merge commit next time.' } });
    expect(submission.parse(graded.json())).toMatchObject({ status: 'Graded', marks: 85 });
    expect(await entry(learner.headers, textAssignment)).toMatchObject({ status: 'Graded', marks: 85, feedback: 'Clear graph; name the merge commit next time.' });
    const after = gradingReply.parse((await t.app.inject({ method: 'GET', url: '/api/assignments/grading', headers: admin })).json());
    expect(after.submissions.some((s) => s.id === sent.submissionId)).toBe(false);
  });

  it('shows a learner their own submission, and another learner’s as not found', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { submissionId } = assignmentResult.parse((await submit(owner.headers, textAssignment, { solution: 'my log' })).json());
    const url = `/api/assignments/submissions/${submissionId}`;
    expect(submission.parse((await t.app.inject({ method: 'GET', url, headers: owner.headers })).json()).solution).toBe('my log');
    const peek = await t.app.inject({ method: 'GET', url, headers: other.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('my log');
    expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/assignments/submissions/no-such-id', headers: owner.headers })).statusCode).toBe(404);
  });

  it('locks the Final assignment for a free learner, instructions and all, until they subscribe', async () => {
    const learner = await signUp(t);
    const locked = await entry(learner.headers, pythonFinal);
    expect(locked).toMatchObject({ locked: true, instructions: '', starterCode: null, isFinal: true });
    const refused = await submit(learner.headers, pythonFinal, { solution: 'print(1)' });
    expect(refused.statusCode).toBe(403);
    expect(errorReply.parse(refused.json()).error.code).toBe('PREMIUM_REQUIRED');
    expect(errorReply.parse(refused.json()).error.messageId).toBe('assignments.premium');

    await premium(learner.id);
    expect((await entry(learner.headers, pythonFinal)).locked).toBe(false);
    const solution = [
      'import csv, sys',
      'class Student:',
      '    def __init__(self, name, marks):',
      '        self.name, self.marks = name, int(marks)',
      's = [Student(r["name"], r["marks"]) for r in csv.DictReader(sys.stdin)]',
      't = s[0]',
      'for x in s:',
      '    t = x if x.marks > t.marks else t',
      'with open("report.txt", "w") as f:',
      '    f.write(f"Average: {sum(x.marks for x in s) / len(s):.2f}\\nTop: {t.name} ({t.marks})\\n")',
      '    f.write(f"Passed: {sum(1 for x in s if x.marks >= 40)} of {len(s)}\\n")',
      'print(open("report.txt").read(), end="")',
    ].join('\n');
    expect(assignmentResult.parse((await submit(learner.headers, pythonFinal, { solution })).json())).toMatchObject({ marks: 100 });
  });

  it('marks a task complete once, and refuses completing a code assignment', async () => {
    const { headers } = await signUp(t);
    const done = await t.app.inject({ method: 'POST', url: `/api/assignments/${taskAssignment}/complete`, headers });
    expect(assignmentResult.parse(done.json())).toMatchObject({ status: 'Graded' });
    expect((await t.app.inject({ method: 'POST', url: `/api/assignments/${taskAssignment}/complete`, headers })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/assignments/${gradeCalculator}/complete`, headers })).statusCode).toBe(409);
    expect((await submit(headers, taskAssignment, { solution: 'done' })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/assignments/no-such/complete', headers })).statusCode).toBe(404);
  });

  it('keeps the grading queue and grading to admins, and the list to signed-in callers', async () => {
    const { headers } = await signUp(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/assignments/grading', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/assignments/submissions/x/grade', headers, payload: { marks: 1, feedback: 'x' } })).statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/assignments' });
    expect(signedOut.statusCode).toBe(401);
    expect(errorReply.parse(signedOut.json()).error).toMatchObject({ message: authMessages.viewAssignments, messageId: 'auth.viewAssignments' });
  });
});
