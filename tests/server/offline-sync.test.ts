import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sessionReply } from '@shared/api/auth';
import { assignmentResult, listAssignmentsReply } from '@shared/api/assignments';
import { chatMessagesReply } from '@shared/api/chat';
import { getCourseReply, getLessonReply, listCoursesReply } from '@shared/api/courses';
import { courseProgress, queuedQuizAnswer } from '@shared/api/progress';
import { errorReply } from '@shared/api/error-reply';
import { submissionListReply, submissionReply } from '@shared/api/hackathon-submissions';
import { myTeamReply, teamReply } from '@shared/api/hackathon-teams';
import { project } from '@shared/api/playground';
import { getResumeReply, saveResumeReply } from '@shared/api/resume';
import { syncConflictsReply, syncStatusReply } from '@shared/api/sync';
import { emptyResume } from '@shared/resume/resume';
import { afterAll, describe, expect, it } from 'vitest';
import { type CuttableProxy, startCuttableProxy } from './support/cuttable-proxy';
import { waitFor } from './support/offline-pair';
import { freePort, removeServerBundle, type ServerProcess, startServerProcess } from './support/server-process';

/**
 * The desktop's offline-first sync end to end, on loopback: a real platform server process (the
 * "remote"), a cuttable TCP proxy in front of it, and the desktop's embedded server as a second
 * process configured against the proxy (the "local"). docs/ARCHITECTURE.md "Offline-first sync".
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-sync-'));
const remoteDir = path.join(work, 'remote');
const localDir = path.join(work, 'local');
const password = 'sync-test-password';
const processes: ServerProcess[] = [];
let proxy: CuttableProxy | undefined;

async function remoteServer(port: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    PORT: String(port),
    DATA_DIR: remoteDir,
    DEMO_PASSWORD: password,
    // Fixed, so that the learner's access token outlives a restart of the platform server.
    AUTH_SECRET: 'sync-test-secret-that-is-long-enough-0123456789',
    // Refused at once: a submission then goes without the repository's facts.
    GITHUB_API_URL: 'http://127.0.0.1:9',
    // Grades a code assignment on this machine, as the desktop does (loopback only).
    RUNNER_SANDBOX: 'if-available',
  });
  processes.push(server);
  return server;
}

async function localServer(remoteUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess({ PORT: '0', DATA_DIR: localDir, SYNC_REMOTE_URL: remoteUrl, SYNC_INTERVAL_MS: '150', SYNC_TIMEOUT_MS: '20000' });
  processes.push(server);
  return server;
}


const resume = (summary: string) => ({ ...emptyResume(), firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', summary });
/** From the real library (resources/courses/python-programming.yaml), as in assignments.test.ts. */
const codeAssignment = 'py-assignment-grade';
const taskAssignment = 'git-assignment-setup';
const correctSolution = 'm = int(input())\nprint("A" if m >= 90 else "B" if m >= 75 else "C" if m >= 50 else "Fail")\n';
/** What each queued write was called before the outbox named its route (migration 0041). */
const kindBefore0041: Record<string, string> = {
  'POST /api/progress/:courseId/visit': 'progress',
  'POST /api/progress/:courseId/complete': 'progress',
  'POST /api/progress/:courseId/quiz': 'quiz-answer',
  'POST /api/assignments/:id/submit': 'assignment-submit',
  'POST /api/assignments/:id/complete': 'assignment-complete',
  'PATCH /api/hackathon/teams/:teamId': 'team-update',
  'POST /api/hackathon/team/leave': 'team-leave',
  'PUT /api/resume': 'resume',
  'POST /api/playground/projects': 'project-create',
  'PATCH /api/playground/projects/:id': 'project',
  'POST /api/hackathon/submissions': 'submission-create',
  'PUT /api/hackathon/submissions/:submissionId': 'submission-update',
};
const submission = { projectTitle: 'MediScan', description: 'Reads a prescription photo.', githubRepo: 'https://github.com/asha-dev/MediScan', liveDemo: '', videoDemo: '', techStack: ['React'], problemStatement: null };

afterAll(async () => {
  for (const server of processes) await server.stop();
  await proxy?.close();
  removeServerBundle();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('offline-first sync with a platform server', () => {
  it('serves the cached copy offline, keeps every write through kill -9 and dropped answers, and the platform holds each once', async () => {
    const remotePort = await freePort();
    proxy = await startCuttableProxy(remotePort);
    // Each start costs seconds (tens on a busy machine): processes that do not depend on each other start together.
    let [remote, local] = await Promise.all([remoteServer(remotePort), localServer(proxy.url)]);
    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(local.url + url, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : {}) as unknown };
    };

    // Online: signing in and reading go through to the platform, and this computer keeps a copy.
    const session = await call('POST', '/api/auth/login', { email: 'learner@kodeshala.local', password });
    expect(session.status).toBe(200);
    const token = sessionReply.parse(session.json).accessToken;
    const refreshCookie = session.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(refreshCookie).toMatch(/^ks_refresh=./);
    const catalogue = await call('GET', '/api/courses', undefined, token);
    expect(catalogue.status).toBe(200);
    const courseId = listCoursesReply.parse(catalogue.json).courses[0]!.id;
    const course = getCourseReply.parse((await call('GET', `/api/courses/${courseId}`, undefined, token)).json);
    const lessons = course.modules.flatMap((m) => m.lessons);
    const open = lessons.filter((l) => !l.locked);
    const locked = lessons.find((l) => l.locked);
    expect((await call('GET', `/api/lessons/${open[0]!.id}`, undefined, token)).status).toBe(200);
    if (locked) expect((await call('GET', `/api/lessons/${locked.id}`, undefined, token)).status).toBe(403);
    await call('GET', `/api/progress/${courseId}`, undefined, token);
    const created = await call('POST', '/api/playground/projects', { name: 'Train notes', files: [{ name: 'main.py', content: 'print(1)', mode: 'python' }] }, token);
    expect(created.status).toBe(201);
    const projectId = project.parse(created.json).id;
    await call('GET', `/api/playground/projects/${projectId}`, undefined, token);
    await call('GET', '/api/hackathon/submissions', undefined, token);
    // A lesson quiz, the assignments, a team and a chat with the tutor, kept here as they are read.
    let quiz: { lessonId: string; blockId: string; optionId: string } | undefined;
    for (const lesson of open) {
      const read = getLessonReply.parse((await call('GET', `/api/lessons/${lesson.id}`, undefined, token)).json);
      const block = read.contentBlocks.find((b) => b.type === 'quiz' && b.answered === null);
      if (block?.type === 'quiz') {
        quiz = { lessonId: lesson.id, blockId: block.id, optionId: block.options[0]!.id };
        break;
      }
    }
    if (!quiz) throw new Error('no open lesson of the first course has a quiz');
    const assignmentsOnline = listAssignmentsReply.parse((await call('GET', '/api/assignments', undefined, token)).json);
    const assignmentOf = (reply: unknown, id: string) => listAssignmentsReply.parse(reply).courses.flatMap((c) => c.modules.flatMap((m) => m.assignments)).find((a) => a.id === id);
    expect(assignmentOf(assignmentsOnline, codeAssignment)).toMatchObject({ status: 'Pending', locked: false });
    const team = await call('POST', '/api/hackathon/teams', { name: 'Train Coders', description: 'We code on trains.' }, token);
    expect(team.status).toBe(201);
    const teamId = teamReply.parse(team.json).data.id;
    await call('GET', '/api/hackathon/team', undefined, token);
    const asked = await fetch(`${local.url}/api/chat`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ message: 'What is a loop?' }) });
    expect(asked.status).toBe(200);
    await asked.text();
    const chatOnline = chatMessagesReply.parse((await call('GET', '/api/chat/messages?chat_id=default', undefined, token)).json);
    expect(chatOnline.messages.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/sync/status')).json).toMatchObject({ mode: 'sync', online: true, pending: 0 });

    // The platform server stops.
    await remote.stop();
    const cachedCatalogue = await call('GET', '/api/courses', undefined, token);
    expect(cachedCatalogue.status).toBe(200);
    expect(cachedCatalogue.json).toEqual(catalogue.json);
    expect((await call('GET', `/api/lessons/${open[0]!.id}`, undefined, token)).status).toBe(200);
    // The app restarting offline keeps the learner signed in: the kept session, no new token.
    const offlineRefresh = await fetch(`${local.url}/api/auth/refresh`, { method: 'POST', headers: { cookie: refreshCookie } });
    expect(offlineRefresh.status).toBe(200);
    expect(sessionReply.parse(await offlineRefresh.json()).accessToken).toBe(token);
    if (locked) {
      const refused = await call('GET', `/api/lessons/${locked.id}`, undefined, token);
      expect(refused.status).toBe(503);
    }
    const status = syncStatusReply.parse((await call('GET', '/api/sync/status')).json);
    expect(status).toMatchObject({ mode: 'sync', online: false });
    expect(Date.parse(status.offlineSince ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // The new writes first, so that theirs are among the answers the network drops later.
    const answered = await call('POST', `/api/progress/${courseId}/quiz`, { contentId: quiz.lessonId, blockId: quiz.blockId, optionId: quiz.optionId }, token);
    expect(answered.status).toBe(200);
    expect(queuedQuizAnswer.parse(answered.json).progress.answeredQuizBlockIds).toContain(quiz.blockId);
    const handedIn = await call('POST', `/api/assignments/${codeAssignment}/submit`, { solution: correctSolution }, token);
    expect(handedIn.status).toBe(200);
    expect(handedIn.headers.get('x-kodeshala-queued')).toBe('1');
    expect(assignmentResult.parse(handedIn.json)).toMatchObject({ status: 'Submitted', marks: null, submissionId: expect.stringMatching(/^offline-/) as unknown });
    const again409 = await call('POST', `/api/assignments/${codeAssignment}/submit`, { solution: correctSolution }, token);
    expect(again409.status).toBe(409);
    expect((await call('POST', `/api/assignments/${taskAssignment}/complete`, undefined, token)).status).toBe(200);
    expect(assignmentOf((await call('GET', '/api/assignments', undefined, token)).json, codeAssignment)).toMatchObject({ status: 'Submitted' });
    const renamed = await call('PATCH', `/api/hackathon/teams/${teamId}`, { name: 'Train Coders Two', description: 'We code on trains.' }, token);
    expect(renamed.status).toBe(200);
    expect(myTeamReply.parse((await call('GET', '/api/hackathon/team', undefined, token)).json).data?.name).toBe('Train Coders Two');
    const joining = await call('POST', '/api/hackathon/teams/join', { code: 'ABC123' }, token);
    expect(joining.status).toBe(503);
    expect(errorReply.parse(joining.json).error.message).toMatch(/^Creating or joining a team needs a connection/);
    // Chat history reads offline; asking the tutor, and a timed quiz, say they need the platform.
    expect((await call('GET', '/api/chat/messages?chat_id=default', undefined, token)).json).toEqual(chatOnline);
    const tutor = await call('POST', '/api/chat', { message: 'And a while loop?' }, token);
    expect(tutor.status).toBe(503);
    expect(errorReply.parse(tutor.json).error.message).toMatch(/^The AI tutor needs a connection/);
    const timed = await call('POST', '/api/quizzes/python-basics/attempts', {}, token);
    expect(timed.status).toBe(503);
    expect(errorReply.parse(timed.json).error.message).toMatch(/^Timed quizzes need a connection/);

    const done = await call('POST', `/api/progress/${courseId}/complete`, { contentId: open[0]!.id }, token);
    expect(done.status).toBe(200);
    expect(done.headers.get('x-kodeshala-queued')).toBe('1');
    expect(courseProgress.parse(done.json).completedLessonIds).toContain(open[0]!.id);
    // The outbox folds by the routes' rules: a lesson completed again waits once, and of two
    // visits of a course only the later one waits (the in-flight one below replaces it too).
    const doneAgain = await call('POST', `/api/progress/${courseId}/complete`, { contentId: open[0]!.id }, token);
    expect(doneAgain.status).toBe(200);
    expect(courseProgress.parse(doneAgain.json).completedLessonIds).toContain(open[0]!.id);
    for (const lesson of [open[0]!, open[1] ?? open[0]!]) expect((await call('POST', `/api/progress/${courseId}/visit`, { contentId: lesson.id }, token)).status).toBe(200);
    const saved = await call('PUT', '/api/resume', { resume: resume('Wrote this on a train.'), baseUpdatedAt: null }, token);
    expect(saved.status).toBe(200);
    const again = await call('PUT', '/api/resume', { resume: resume('Edited it twice on the train.'), baseUpdatedAt: saveResumeReply.parse(saved.json).updatedAt }, token);
    expect(again.status).toBe(200);
    const code = await call('PATCH', `/api/playground/projects/${projectId}`, { files: [{ name: 'main.py', content: 'print("offline")', mode: 'python' }] }, token);
    expect(code.status).toBe(200);
    const submitted = await call('POST', '/api/hackathon/submissions', submission, token);
    expect(submitted.status).toBe(201);
    const changed = await call('PUT', `/api/hackathon/submissions/${submissionReply.parse(submitted.json).data.id}`, { ...submission, projectTitle: 'MediScan Lite' }, token);
    expect(changed.status).toBe(200);
    const resumeHere = async () => getResumeReply.parse((await call('GET', '/api/resume', undefined, token)).json).resume?.summary;
    expect(await resumeHere()).toBe('Edited it twice on the train.');
    const payment = await call('POST', '/api/payments/create-order', { planId: 'monthly' }, token);
    expect(payment.status).toBe(503);
    expect(errorReply.parse(payment.json).error.message).toMatch(/^Payments need a connection to the Kodeshala server/);
    const pending = async () => syncStatusReply.parse((await call('GET', '/api/sync/status')).json).pending;
    const left = await call('POST', '/api/hackathon/team/leave', undefined, token);
    expect(left.status).toBe(200);
    expect(myTeamReply.parse((await call('GET', '/api/hackathon/team', undefined, token)).json).data).toBeNull();
    expect(await pending()).toBe(11);

    // kill -9 during a write: every answered write is on disk; the one in flight is there once or not at all.
    const inFlight = fetch(`${local.url}/api/progress/${courseId}/visit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contentId: open[1]?.id ?? open[0]!.id }),
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await local.kill9();
    await inFlight;
    // As an outbox written before it named routes (migration 0041): by kind, no route, no entity.
    // Those writes still go after the upgrade, each by its own route's rules.
    const before = new SQLite(path.join(localDir, 'kodeshala.sqlite'));
    const queuedRows = before.prepare('SELECT id, route FROM sync_outbox').all() as Array<{ id: string; route: string }>;
    expect(queuedRows.filter((row) => kindBefore0041[row.route] === undefined)).toEqual([]);
    for (const row of queuedRows) before.prepare('UPDATE sync_outbox SET kind = ?, route = NULL, entity = NULL WHERE id = ?').run(kindBefore0041[row.route], row.id);
    before.close();
    // The platform starts again meanwhile, out of reach until the network comes back.
    proxy.cut();
    [local, remote] = await Promise.all([localServer(proxy.url), remoteServer(remotePort)]);
    expect(await pending()).toBe(11);
    expect(await resumeHere()).toBe('Edited it twice on the train.');

    // The platform is back; the network drops the answers to the first two writes, and this
    // computer is killed -9 part-way through sending the outbox.
    proxy.dropAnswers(2);
    const passedBefore = proxy.writesPassed;
    proxy.restore();
    await waitFor(async () => (proxy!.writesPassed >= passedBefore + 3 ? true : undefined), 'the sync to start');
    await local.kill9();
    local = await localServer(proxy.url);
    await waitFor(async () => ((await pending()) === 0 ? true : undefined), 'the outbox to drain');
    expect((await call('GET', '/api/sync/status')).json).toMatchObject({ online: true, offlineSince: null });
    expect(proxy.dropped).toBe(2);

    // The platform holds each write once.
    const direct = async (url: string): Promise<unknown> => (await fetch(remote.url + url, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(courseProgress.parse(await direct(`/api/progress/${courseId}`)).completedLessonIds).toContain(open[0]!.id);
    expect(getResumeReply.parse(await direct('/api/resume')).resume?.summary).toBe('Edited it twice on the train.');
    expect(project.parse(await direct(`/api/playground/projects/${projectId}`)).files[0]?.content).toBe('print("offline")');
    const onServer = submissionListReply.parse(await direct('/api/hackathon/submissions')).data;
    expect(onServer).toHaveLength(1);
    expect(onServer[0]).toMatchObject({ projectTitle: 'MediScan Lite', version: 2 });
    expect(courseProgress.parse(await direct(`/api/progress/${courseId}`)).answeredQuizBlockIds).toContain(quiz.blockId);
    // The code handed in offline was graded when it reached the platform.
    const assignmentsThere = await direct('/api/assignments');
    expect(assignmentOf(assignmentsThere, codeAssignment)).toMatchObject({ status: 'Graded', marks: 100 });
    expect(assignmentOf(assignmentsThere, taskAssignment)).toMatchObject({ status: 'Graded' });
    expect(myTeamReply.parse(await direct('/api/hackathon/team')).data).toBeNull();
    // Both sides change the resume: the learner is shown both copies and chooses.
    proxy.cut();
    const onLaptop = getResumeReply.parse(await direct('/api/resume')).resume?.updatedAt ?? null;
    const laptop = await fetch(`${remote.url}/api/resume`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ resume: resume('Changed on the laptop.'), baseUpdatedAt: onLaptop }),
    });
    expect(laptop.status).toBe(200);
    const here = getResumeReply.parse((await call('GET', '/api/resume', undefined, token)).json).resume;
    expect(here?.updatedAt).toBe(onLaptop);
    const train = await call('PUT', '/api/resume', { resume: resume('Changed on the train again.'), baseUpdatedAt: here?.updatedAt ?? null }, token);
    expect(train.headers.get('x-kodeshala-queued')).toBe('1');
    proxy.restore();
    await waitFor(async () => ((await pending()) === 0 ? true : undefined), 'the edit to be tried');
    const listed = syncConflictsReply.parse((await call('GET', '/api/sync/conflicts', undefined, token)).json).conflicts;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'resume', mine: { summary: 'Changed on the train again.' }, server: { summary: 'Changed on the laptop.' } });
    expect(getResumeReply.parse(await direct('/api/resume')).resume?.summary).toBe('Changed on the laptop.');
    expect((await call('POST', `/api/sync/conflicts/${listed[0]!.id}/resolve`, { keep: 'mine' }, token)).status).toBe(200);
    await waitFor(async () => ((await pending()) === 0 ? true : undefined), 'the chosen copy to be sent');
    expect(getResumeReply.parse(await direct('/api/resume')).resume?.summary).toBe('Changed on the train again.');
    expect(syncConflictsReply.parse((await call('GET', '/api/sync/conflicts', undefined, token)).json).conflicts).toEqual([]);

    // Reads here now carry the platform's ids.
    expect(submissionListReply.parse((await call('GET', '/api/hackathon/submissions', undefined, token)).json).data[0]?.id).toBe(onServer[0]?.id);

    await local.stop();
    await remote.stop();
    const remoteDb = new SQLite(path.join(remoteDir, 'kodeshala.sqlite'), { readonly: true });
    const keys = remoteDb.prepare('SELECT key, status_code FROM idempotency_keys').all() as Array<{ key: string; status_code: number }>;
    // The team was renamed, then left (its only member, so it closed): each once, in that order.
    expect(remoteDb.prepare('SELECT name, is_active FROM hackathon_teams WHERE id = ?').get(teamId)).toEqual({ name: 'Train Coders Two', is_active: 0 });
    const graded = remoteDb.prepare('SELECT COUNT(*) AS n FROM assignment_submissions WHERE assignment_id = ?').get(codeAssignment) as { n: number };
    expect(graded.n).toBe(1);
    remoteDb.close();
    const localDb = new SQLite(path.join(localDir, 'kodeshala.sqlite'), { readonly: true });
    const outbox = localDb.prepare('SELECT idempotency_key, state FROM sync_outbox ORDER BY position').all() as Array<{ idempotency_key: string; state: string }>;
    localDb.close();
    // The one edit in conflict was kept, not sent; the learner's choice went as a write of its own.
    expect(outbox.map((row) => row.state).filter((state) => state !== 'sent')).toEqual(['conflict']);
    expect(keys.map((k) => k.key).sort()).toEqual(outbox.map((row) => row.idempotency_key).sort());
    expect(keys.find((k) => k.status_code === 409)).toBeDefined();
    expect(keys.filter((k) => k.status_code !== 409).every((k) => k.status_code >= 200 && k.status_code < 300)).toBe(true);
  }, 400_000);
});
