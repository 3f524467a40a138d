import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushProjectReply } from '@shared/api/github';
import { startGithubPeer, type GithubPeer } from '../peers/github-peer';
import { bearer, signUp } from './support/accounts';
import { signInWithGithub } from './support/github-sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { joinWorkspace, leaveWorkspace, whenSynced, type WorkspaceMember } from './support/workspace-client';

/** Push to GitHub from a team project: its files as the server holds them, as the member who pushes (product.md §3.10). */

const publicUrl = 'http://localhost:3996';
const opened: WorkspaceMember[] = [];

afterEach(() => {
  for (const member of opened.splice(0)) leaveWorkspace(member);
});

describe('pushing a team project to GitHub', () => {
  let github: GithubPeer;
  let t: TestApp;
  let url: string;
  let accounts = 0;
  let login = '';

  beforeAll(async () => {
    github = await startGithubPeer();
    t = await createTestApp({
      PUBLIC_URL: publicUrl,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_AUTHORIZE_URL: `${github.baseUrl}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${github.baseUrl}/login/oauth/access_token`,
      GITHUB_API_URL: github.baseUrl,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/workspace/live`;
  });
  afterAll(async () => {
    await t.close();
    await github.close();
  });

  const call = (headers: Record<string, string>, method: 'GET' | 'POST', path: string, payload?: object) => t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
  const push = (headers: Record<string, string>, projectId: string, payload: object) => call(headers, 'POST', `/api/workspace/projects/${projectId}/github-push`, payload);

  /** A leader signed in with GitHub (owning `repos`), a member without GitHub, their team project, and the member typing in it. */
  async function teamWithProject(repos: string[]) {
    login = `chai-lead-${++accounts}`;
    github.nextAccount({ id: 7000 + accounts, login, name: 'Asha', email: `asha.${randomBytes(3).toString('hex')}@example.in`, repos });
    const leader = bearer(await signInWithGithub(t, publicUrl, '/workspace'));
    const member = await signUp(t, 'member');
    const team = await call(leader, 'POST', '/api/hackathon/teams', { name: `Chai Coders ${randomBytes(2).toString('hex')}` });
    expect(team.statusCode, team.body).toBe(201);
    const { id: teamId, code } = team.json<{ data: { id: string; code: string } }>().data;
    expect((await call(member.headers, 'POST', '/api/hackathon/teams/join', { code })).statusCode).toBe(200);
    const project = await call(member.headers, 'POST', '/api/workspace/projects', { name: 'Nuskha', teamId });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json<{ id: string }>().id;
    const live = joinWorkspace(url, projectId, (member.headers.authorization ?? '').replace('Bearer ', ''));
    opened.push(live);
    await whenSynced(live);
    return { leader, member: member.headers, projectId, live };
  }

  const stored = (projectId: string, files: Record<string, string>) =>
    vi.waitFor(async () => expect(await t.workspace.filesOf(projectId)).toEqual(files), { timeout: 5000, interval: 10 });

  it('pushes the files every member typed, as one commit on the member’s repository', async () => {
    const { leader, projectId, live } = await teamWithProject(['nuskha']);
    live.file('main.py').insert(0, 'print("नमस्ते")\n');
    live.file('README.md').insert(0, '# Nuskha\n');
    await stored(projectId, { 'main.py': 'print("नमस्ते")\n', 'README.md': '# Nuskha\n' });

    const pushed = await push(leader, projectId, { repo: 'nuskha', message: 'Hackathon build' });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const repo = github.repos.get(login)?.get('nuskha');
    const commit = repo?.commits.at(-1);
    expect(pushProjectReply.parse(pushed.json())).toEqual({
      owner: login,
      repo: 'nuskha',
      branch: 'main',
      commitSha: commit?.sha,
      commitUrl: `https://github.com/${login}/nuskha/commit/${commit?.sha}`,
      fileCount: 2,
    });
    expect(commit?.message).toBe('Hackathon build');
    expect(repo?.files.get('main.py')?.text).toBe('print("नमस्ते")\n');
    expect(repo?.files.get('README.md')?.text).toBe('# Nuskha\n');

    // Typed since: a second push carries it, under the default message.
    live.file('main.py').insert(0, '# v2\n');
    await stored(projectId, { 'main.py': '# v2\nprint("नमस्ते")\n', 'README.md': '# Nuskha\n' });
    expect((await push(leader, projectId, { repo: `${login}/nuskha` })).statusCode).toBe(200);
    expect(repo?.commits.at(-1)).toMatchObject({ message: 'Push Nuskha from Kodeshala', paths: ['main.py'] });
  });

  it('lets only members push, tells a member without GitHub how to connect, and limits pushes as the playground does', async () => {
    const { leader, member, projectId, live } = await teamWithProject(['limited']);
    live.file('app.py').insert(0, 'x = 1\n');
    await stored(projectId, { 'app.py': 'x = 1\n' });

    const stranger = await signUp(t, 'stranger');
    const refused = await push(stranger.headers, projectId, { repo: 'limited' });
    expect([refused.statusCode, refused.json<{ error: { message: string } }>().error.message]).toEqual([404, 'This shared project does not exist, or you are not one of its members.']);

    const unlinked = await push(member, projectId, { repo: 'limited' });
    expect([unlinked.statusCode, unlinked.json<{ error: { message: string } }>().error.message]).toEqual([409, 'Failed to push to GitHub: Sign in with GitHub to save and load projects from your repositories.']);

    const missing = await push(leader, projectId, { repo: 'vercel/next.js' });
    expect([missing.statusCode, missing.json<{ error: { message: string } }>().error.message]).toEqual([404, 'Failed to push to GitHub: the repository vercel/next.js was not found, or your account cannot write to it.']);
    for (let i = 0; i < 9; i++) expect((await push(leader, projectId, { repo: 'vercel/next.js' })).statusCode).toBe(404);
    const tooMany = await push(leader, projectId, { repo: 'limited' });
    expect([tooMany.statusCode, tooMany.json<{ error: { message: string } }>().error.message]).toEqual([429, 'Too many GitHub requests. Please wait a minute and try again.']);
    expect(github.repos.get(login)?.get('limited')?.commits).toHaveLength(0);
  });

  it('refuses a project with nothing to push, and more files than a push takes', async () => {
    const { leader, projectId, live } = await teamWithProject(['empty-team', 'big-team']);
    const empty = await push(leader, projectId, { repo: 'empty-team' });
    expect([empty.statusCode, empty.json<{ error: { message: string } }>().error.message]).toEqual([400, 'Failed to push to GitHub: the project has no files.']);
    live.doc.transact(() => {
      for (let i = 0; i < 31; i++) live.file(`f${String(i).padStart(2, '0')}.txt`).insert(0, String(i));
    });
    await vi.waitFor(async () => expect(Object.keys((await t.workspace.filesOf(projectId)) ?? {})).toHaveLength(31), { timeout: 5000, interval: 10 });
    const big = await push(leader, projectId, { repo: 'big-team' });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      error: {
        message: 'Failed to push to GitHub: a push takes at most 30 files, and this project has 31. Delete some files and try again.',
        messageId: 'workspace.pushTooMany',
        messageValues: { max: 30, count: 31 },
      },
    });
  });
});

describe('pushing a team project on a server without GitHub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says saving to GitHub is not set up', async () => {
    const owner = await signUp(t, 'no-github');
    const project = await t.app.inject({ method: 'POST', url: '/api/workspace/projects', headers: owner.headers, payload: { name: 'Offline team' } });
    expect(project.statusCode, project.body).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: `/api/workspace/projects/${project.json<{ id: string }>().id}/github-push`, headers: owner.headers, payload: { repo: 'anything' } });
    expect([res.statusCode, res.json<{ error: { message: string } }>().error.message]).toEqual([409, 'Failed to push to GitHub: Saving to GitHub is not set up on this server.']);
  });
});
