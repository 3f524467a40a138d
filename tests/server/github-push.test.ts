import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGithubPeer, type GithubPeer } from '../peers/github-peer';
import { bearer, register } from './support/accounts';
import { signInWithGithub } from './support/github-sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const publicUrl = 'http://localhost:3997';

const files = [
  { name: 'index.html', content: '<h1>Hello</h1><script src="app.js"></script>', mode: 'html' },
  { name: 'app.js', content: 'console.log("नमस्ते")', mode: 'javascript' },
];

describe('the GitHub screen: repositories and pushing a project through the learner’s account', () => {
  let github: GithubPeer;
  let t: TestApp;
  let token: string;
  const login = 'meera-builds';
  const manyRepos = Array.from({ length: 130 }, (_, i) => `repo-${String(i).padStart(3, '0')}`);

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
    github.nextAccount({ id: 6160, login, name: 'Meera', email: 'meera.gh@example.in', repos: manyRepos });
    token = await signInWithGithub(t, publicUrl, '/github');
  });
  afterAll(async () => {
    await t.close();
    await github.close();
  });

  async function newProject(): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: bearer(token), payload: { name: 'Card', files } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('lists every page of the learner’s repositories', async () => {
    const repos = await t.app.inject({ method: 'GET', url: '/api/playground/github/repos', headers: bearer(token) });
    expect(repos.statusCode, repos.body).toBe(200);
    expect(repos.json().repos).toHaveLength(130);
    expect(new Set(repos.json().repos.map((r: { name: string }) => r.name))).toEqual(new Set(manyRepos));
  });

  it('creates a repository and pushes a two-file project as its own files in one commit', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/github/repos', headers: bearer(token), payload: { name: 'birthday-card', private: true } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ fullName: `${login}/birthday-card`, private: true });

    const id = await newProject();
    const pushed = await t.app.inject({ method: 'POST', url: '/api/github/push', headers: bearer(token), payload: { projectId: id, repo: 'birthday-card', message: 'First version' } });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const repo = github.repos.get(login)?.get('birthday-card');
    const commit = repo?.commits.at(-1);
    expect(pushed.json()).toEqual({
      owner: login,
      repo: 'birthday-card',
      branch: 'main',
      commitSha: commit?.sha,
      commitUrl: `https://github.com/${login}/birthday-card/commit/${commit?.sha}`,
      fileCount: 2,
    });
    // The initial commit made the README; the push is one commit holding both files, nothing in project.json.
    expect(repo?.commits.map((c) => c.message)).toEqual(['Initial commit', 'First version']);
    expect(commit?.paths.sort()).toEqual(['app.js', 'index.html']);
    expect(repo?.files.get('index.html')?.text).toBe(files[0]?.content);
    expect(repo?.files.get('app.js')?.text).toBe(files[1]?.content);
    expect([...(repo?.files.keys() ?? [])].sort()).toEqual(['README.md', 'app.js', 'index.html']);

    // The project now links to its repository.
    const card = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) })).json().projects.find((p: { id: string }) => p.id === id);
    expect(card.githubUrl).toBe(`https://github.com/${login}/birthday-card`);

    // A second push builds on the first: only the changed file is in the new commit.
    await t.app.inject({ method: 'PATCH', url: `/api/playground/projects/${id}`, headers: bearer(token), payload: { files: [files[0], { ...files[1], content: 'console.log(2)' }] } });
    const again = await t.app.inject({ method: 'POST', url: '/api/github/push', headers: bearer(token), payload: { projectId: id, repo: `${login}/birthday-card` } });
    expect(again.statusCode, again.body).toBe(200);
    expect(repo?.commits.at(-1)).toMatchObject({ message: 'Push Card from Kodeshala', paths: ['app.js'] });
  });

  it('starts an empty repository before pushing to it', async () => {
    const empty = { name: 'empty-one', private: false, updatedAt: new Date().toISOString(), head: null, files: new Map(), commits: [], blobs: new Map(), trees: new Map(), gitCommits: new Map() };
    github.repos.get(login)?.set('empty-one', empty);
    const id = await newProject();
    const pushed = await t.app.inject({ method: 'POST', url: '/api/github/push', headers: bearer(token), payload: { projectId: id, repo: 'empty-one' } });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const repo = github.repos.get(login)?.get('empty-one');
    expect(repo?.commits.map((c) => c.paths)).toEqual([['README.md'], ['index.html', 'app.js']]);
  });

  it('answers a learner’s mistakes with messages they can act on', async () => {
    const id = await newProject();
    const taken = await t.app.inject({ method: 'POST', url: '/api/github/repos', headers: bearer(token), payload: { name: 'repo-001' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Failed to create the repository: you already have a repository called repo-001, or GitHub refused the name.');
    const badName = await t.app.inject({ method: 'POST', url: '/api/github/repos', headers: bearer(token), payload: { name: 'my repo!' } });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.message).toContain('A repository name is letters, digits');

    const missing = await t.app.inject({ method: 'POST', url: '/api/github/push', headers: bearer(token), payload: { projectId: id, repo: 'vercel/next.js' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Failed to push to GitHub: the repository vercel/next.js was not found, or your account cannot write to it.');

    const someoneElses = await register(t);
    const notMine = await t.app.inject({ method: 'POST', url: '/api/github/push', headers: bearer(someoneElses.accessToken), payload: { projectId: id, repo: 'x' } });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.message).toBe('Project not found. It may have been deleted.');
  });

  it('tells a learner without GitHub sign-in how to connect, and pushes nothing', async () => {
    const { accessToken } = await register(t);
    const id = (await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: bearer(accessToken), payload: { name: 'Mine', files } })).json().id;
    const push = await t.app.inject({ method: 'POST', url: '/api/github/push', headers: bearer(accessToken), payload: { projectId: id, repo: 'anything' } });
    expect(push.statusCode).toBe(409);
    expect(push.json().error.message).toBe('Failed to push to GitHub: Sign in with GitHub to save and load projects from your repositories.');
    // The outcome and the reason travel as messages of their own, so each is shown translated.
    expect(push.json().error).toMatchObject({ messageId: 'github.failedBecause', messageValues: { outcome: 'Failed to push to GitHub', reason: 'Sign in with GitHub to save and load projects from your repositories.' } });
    const create = await t.app.inject({ method: 'POST', url: '/api/github/repos', headers: bearer(accessToken), payload: { name: 'anything' } });
    expect(create.statusCode).toBe(409);
  });
});
