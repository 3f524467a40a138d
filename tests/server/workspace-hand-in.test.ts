import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGithubPeer, type GithubPeer } from '../peers/github-peer';
import { adminSubmissionSnapshotReply, adminTeamChangesReply } from '@shared/api/hackathon-admin';
import { registerReply } from '@shared/api/hackathon-registration';
import { myTeamReply } from '@shared/api/hackathon-teams';
import { versionsMapName } from '@shared/workspace/limits';
import { bearer, login, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { joinWorkspace, leaveWorkspace, whenSynced, type WorkspaceMember } from './support/workspace-client';

/** A hackathon submission keeps the team project's files as they were handed in (product.md §3.10). */

const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');
const opened: WorkspaceMember[] = [];

afterEach(() => {
  for (const member of opened.splice(0)) leaveWorkspace(member);
});

describe('the hand-in snapshot of a team project', () => {
  let t: TestApp;
  let github: GithubPeer;
  let url: string;
  beforeAll(async () => {
    github = await startGithubPeer();
    t = await createTestApp({ GITHUB_API_URL: github.baseUrl });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/workspace/live`;
  });
  afterAll(async () => {
    await t.close();
    await github.close();
  });

  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
  const submission = (title: string) => ({ projectTitle: title, description: 'Checks prescriptions.', githubRepo: 'https://github.com/asha-dev/nuskha', techStack: ['Python'] });

  /** A team made through the team routes, its shared project, and a member connected to it. */
  async function teamWithProject() {
    const leader = await signUp(t, 'leader');
    const member = await signUp(t, 'member');
    const team = await call(leader.headers, 'POST', '/api/hackathon/teams', { name: 'Chai Coders' });
    expect(team.statusCode, team.body).toBe(201);
    const { id: teamId, code } = team.json<{ data: { id: string; code: string } }>().data;
    expect((await call(member.headers, 'POST', '/api/hackathon/teams/join', { code })).statusCode).toBe(200);
    const project = await call(leader.headers, 'POST', '/api/workspace/projects', { name: 'Nuskha', teamId });
    const projectId = project.json<{ id: string }>().id;
    const live = joinWorkspace(url, projectId, tokenOf(member.headers));
    opened.push(live);
    await whenSynced(live);
    return { leader, member, projectId, live };
  }

  const typed = async (projectId: string, files: Record<string, string>) =>
    vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual(files), { timeout: 5000, interval: 10 });

  const noted = (live: WorkspaceMember, versionId: string | null) =>
    vi.waitFor(() => expect(live.doc.getMap<string>(versionsMapName).get('latest')).toBe(versionId), { timeout: 5000, interval: 10 });

  const versionFiles = async (headers: Record<string, string>, projectId: string, versionId: string) => {
    const res = await call(headers, 'GET', `/api/workspace/projects/${projectId}/versions/${versionId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ name: string; files: Record<string, string> }>();
  };

  it('keeps the files as they were when submitted, whatever the team types afterwards', async () => {
    const { leader, member, projectId, live } = await teamWithProject();
    live.file('main.py').insert(0, 'print("judged")\n');
    await typed(projectId, { 'main.py': 'print("judged")\n' });

    const submitted = await call(leader.headers, 'POST', '/api/hackathon/submissions', submission('Nuskha Check'));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id, workspaceVersionId } = submitted.json<{ data: { id: string; workspaceVersionId: string | null } }>().data;
    expect(workspaceVersionId).toEqual(expect.any(String));
    // Every open version list hears of it, as of a version a member saves.
    await noted(live, workspaceVersionId);

    live.file('main.py').insert(0, '# typed after the deadline\n');
    live.file('late.py').insert(0, 'late = True\n');
    await typed(projectId, { 'main.py': '# typed after the deadline\nprint("judged")\n', 'late.py': 'late = True\n' });

    // Every member of the team opens what was handed in; it is listed among the versions too.
    const kept = await versionFiles(member.headers, projectId, workspaceVersionId ?? '');
    expect(kept).toMatchObject({ name: 'Submitted: Nuskha Check', files: { 'main.py': 'print("judged")\n' } });
    const mine = await call(leader.headers, 'GET', '/api/hackathon/submissions');
    expect(mine.json<{ data: Array<{ id: string; workspaceVersionId: string | null }> }>().data).toContainEqual(expect.objectContaining({ id, workspaceVersionId }));
    // The public list does not name it.
    const published = await call({}, 'GET', '/api/hackathon/submissions/public');
    expect(published.json<{ data: Array<Record<string, unknown>> }>().data.find((s) => s.id === id)).not.toHaveProperty('workspaceVersionId');

    // Changing the submission hands it in again: the files as they are then.
    const changed = await call(leader.headers, 'PUT', `/api/hackathon/submissions/${id}`, submission('Nuskha Check v2'));
    expect(changed.statusCode, changed.body).toBe(200);
    const again = changed.json<{ data: { workspaceVersionId: string | null; version: number } }>().data;
    expect(again.version).toBe(2);
    expect(again.workspaceVersionId).not.toBe(workspaceVersionId);
    await noted(live, again.workspaceVersionId);
    expect((await versionFiles(leader.headers, projectId, again.workspaceVersionId ?? '')).files).toEqual({ 'main.py': '# typed after the deadline\nprint("judged")\n', 'late.py': 'late = True\n' });
    expect((await versionFiles(leader.headers, projectId, workspaceVersionId ?? '')).files).toEqual({ 'main.py': 'print("judged")\n' });
  });

  it('shows the organisers what a registered team handed in, and its files as they were then', async () => {
    const leader = await signUp(t, 'registered-leader');
    const registered = await call(leader.headers, 'POST', '/api/hackathon/register', {
      personal_info: { full_name: 'Arjun Reddy', email: leader.email, phone: '9876543210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd' },
      team_info: { team_name: 'Byte Yoddhas', team_size: 1, team_members: [] },
      additional_info: { problem_statement_id: 'PS03', commitments: { ibm_skillsbuild: true, nasscom_courses: true, full_participation: true }, agree_to_terms: true },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const registrationId = registerReply.parse(registered.json()).data.registration_id;
    const team = myTeamReply.parse((await call(leader.headers, 'GET', '/api/hackathon/team')).json()).data;
    const project = await call(leader.headers, 'POST', '/api/workspace/projects', { name: 'Yoddha', teamId: team?.id });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json<{ id: string }>().id;
    const live = joinWorkspace(url, projectId, tokenOf(leader.headers));
    opened.push(live);
    await whenSynced(live);
    live.file('app.py').insert(0, 'print("handed in")\n');
    live.file('README.md').insert(0, '# Yoddha\n');
    await typed(projectId, { 'app.py': 'print("handed in")\n', 'README.md': '# Yoddha\n' });

    const submitted = await call(leader.headers, 'POST', '/api/hackathon/submissions', submission('Yoddha'));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const submissionId = submitted.json<{ data: { id: string } }>().data.id;
    live.file('app.py').insert(0, '# after the hand-in\n');
    live.file('late.py').insert(0, 'late = True\n');
    await typed(projectId, { 'app.py': '# after the hand-in\nprint("handed in")\n', 'README.md': '# Yoddha\n', 'late.py': 'late = True\n' });

    const admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
    const trail = await call(admin, 'GET', `/api/hackathon/admin/registrations/${registrationId}/team-changes`);
    expect(trail.statusCode, trail.body).toBe(200);
    expect(adminTeamChangesReply.parse(trail.json()).data.submissions).toEqual([expect.objectContaining({ id: submissionId, title: 'Yoddha', version: 1, has_snapshot: true })]);

    const snapshotUrl = `/api/hackathon/admin/submissions/${submissionId}/snapshot`;
    const snapshot = await call(admin, 'GET', snapshotUrl);
    expect(snapshot.statusCode, snapshot.body).toBe(200);
    expect(adminSubmissionSnapshotReply.parse(snapshot.json()).data).toMatchObject({
      submission_id: submissionId,
      title: 'Yoddha',
      files: [
        { name: 'README.md', content: '# Yoddha\n' },
        { name: 'app.py', content: 'print("handed in")\n' },
      ],
    });
    // The team itself, a learner, asks through the workspace, not the organisers' route.
    expect((await call(leader.headers, 'GET', snapshotUrl)).statusCode).toBe(403);
    const missing = await call(admin, 'GET', '/api/hackathon/admin/submissions/no-such-submission/snapshot');
    expect([missing.statusCode, missing.json<{ error: { message: string } }>().error.message]).toEqual([404, 'Submission not found']);

    const loner = await signUp(t, 'snapshotless');
    const plain = await call(loner.headers, 'POST', '/api/hackathon/submissions', submission('Plain'));
    const none = await call(admin, 'GET', `/api/hackathon/admin/submissions/${plain.json<{ data: { id: string } }>().data.id}/snapshot`);
    expect([none.statusCode, none.json<{ error: { message: string } }>().error.message]).toEqual([
      404,
      'This submission keeps no workspace files: the team had no shared project when it was handed in.',
    ]);
  });

  it('submits without a snapshot when the team has no shared project, and with no team', async () => {
    const leader = await signUp(t, 'solo-leader');
    expect((await call(leader.headers, 'POST', '/api/hackathon/teams', { name: 'No Workspace' })).statusCode).toBe(201);
    const loner = await signUp(t, 'loner');
    for (const who of [leader, loner]) {
      const res = await call(who.headers, 'POST', '/api/hackathon/submissions', submission('Plain'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ data: { workspaceVersionId: string | null } }>().data.workspaceVersionId).toBeNull();
    }
  });
});
