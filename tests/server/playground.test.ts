import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptToken } from '@server/auth/oauth/token-crypto';
import { playgroundMessages } from '@shared/playground/messages';
import { repoMessages } from '@shared/playground/repo-name';
import { startGithubPeer, type GithubPeer } from '../peers/github-peer';
import { bearer, register } from './support/accounts';
import { signInWithGithub } from './support/github-sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const publicUrl = 'http://localhost:3998';
const tokenKey = randomBytes(32).toString('hex');

const files = [
  { name: 'index.html', content: '<h1>Hello</h1><script src="app.js"></script>', mode: 'html' },
  { name: 'app.js', content: 'console.log("नमस्ते")', mode: 'javascript' },
];

describe('playground projects and presence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps a learner’s projects: create, list, open, rename, save files, delete', async () => {
    const { accessToken } = await register(t);
    const auth = bearer(accessToken);
    const created = await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: auth, payload: { name: ' My site ', files } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ name: 'My site', fileCount: 2, files });

    const list = await t.app.inject({ method: 'GET', url: '/api/playground/projects', headers: auth });
    expect(list.json().projects).toEqual([expect.objectContaining({ id, name: 'My site', fileCount: 2 })]);

    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/playground/projects/${id}`, headers: auth, payload: { name: 'Birthday page' } });
    expect(renamed.json()).toMatchObject({ name: 'Birthday page', files });

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/playground/projects/${id}`,
      headers: auth,
      payload: { files: [...files, { name: 'style.css', content: 'h1 { color: teal }', mode: 'css' }] },
    });
    expect(saved.json()).toMatchObject({ name: 'Birthday page', fileCount: 3 });
    const opened = await t.app.inject({ method: 'GET', url: `/api/playground/projects/${id}`, headers: auth });
    expect(opened.json().files.map((f: { name: string }) => f.name)).toEqual(['index.html', 'app.js', 'style.css']);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/playground/projects/${id}`, headers: auth });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/playground/projects/${id}`, headers: auth })).statusCode).toBe(404);
  });

  it('writes a save only over the version it started from, and answers a stale one 409 with the stored project', async () => {
    const auth = bearer((await register(t)).accessToken);
    const created = (await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: auth, payload: { name: 'Two tabs', files } })).json();
    const url = `/api/playground/projects/${created.id}`;
    const fromTab = (content: string) => [{ name: 'index.html', content, mode: 'html' }];

    const first = await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { files: fromTab('<p>tab one</p>'), baseUpdatedAt: created.updatedAt } });
    expect(first.statusCode, first.body).toBe(200);
    expect(Date.parse(first.json().updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    // The second tab still started from the created version: its save must not win unseen.
    const stale = await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { files: fromTab('<p>tab two</p>'), baseUpdatedAt: created.updatedAt } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'CONFLICT', message: playgroundMessages.staleProject, messageId: 'playground.staleProject' }, current: first.json() });
    const stored = (await t.app.inject({ method: 'GET', url, headers: auth })).json();
    expect(stored.files).toEqual(fromTab('<p>tab one</p>'));

    // Kept over the stored project it has now seen.
    const mine = await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { files: fromTab('<p>tab two</p>'), baseUpdatedAt: stale.json().current.updatedAt } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().files).toEqual(fromTab('<p>tab two</p>'));

    // An older client sends no base and writes over whatever is stored, as before.
    const old = await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { name: 'Renamed by an old app' } });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toMatchObject({ name: 'Renamed by an old app', files: fromTab('<p>tab two</p>') });

    const bad = await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { name: 'x', baseUpdatedAt: 'yesterday' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('baseUpdatedAt');

    await t.app.inject({ method: 'DELETE', url, headers: auth });
    const gone = await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { name: 'x', baseUpdatedAt: created.updatedAt } });
    expect(gone.statusCode).toBe(404);
  });

  it('never shows or changes another learner’s project', async () => {
    const owner = await register(t);
    const other = await register(t);
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: bearer(owner.accessToken), payload: { name: 'Mine', files } })).json();
    for (const [method, payload] of [['GET', undefined], ['PATCH', { name: 'Stolen' }], ['DELETE', undefined]] as const) {
      const res = await t.app.inject({ method, url: `/api/playground/projects/${id}`, headers: bearer(other.accessToken), payload });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/playground/projects', headers: bearer(other.accessToken) })).json().projects).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/playground/projects/${id}`, headers: bearer(owner.accessToken) })).json().name).toBe('Mine');
  });

  it('refuses bad projects with a message and writes nothing', async () => {
    const { accessToken } = await register(t);
    const auth = bearer(accessToken);
    const cases: Array<[object, string]> = [
      [{ name: '', files }, playgroundMessages.projectNameRequired],
      [{ name: 'x'.repeat(101), files }, playgroundMessages.projectNameTooLong({ max: 100 })],
      [{ name: 'x', files: [] }, playgroundMessages.lastFile],
      [{ name: 'x', files: [files[0], files[0]] }, playgroundMessages.duplicateName({ name: 'index.html' })],
      [{ name: 'x', files: [{ name: '../etc/passwd', content: '', mode: 'text' }] }, playgroundMessages.badName],
      [{ name: 'x', files: [{ name: 'big.txt', content: 'x'.repeat(200_001), mode: 'text' }] }, playgroundMessages.fileTooLarge({ name: 'big.txt', kb: 200 })],
      [{ name: 'x', files: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}.txt`, content: '', mode: 'text' })) }, playgroundMessages.tooManyFiles({ max: 30 })],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: auth, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    // The reason is one of the playground's messages with values: the reply carries its id and values.
    const repeated = await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: auth, payload: { name: 'x', files: [files[0], files[0]] } });
    expect(repeated.json().error).toEqual({
      code: 'VALIDATION',
      message: `Invalid files: ${playgroundMessages.duplicateName({ name: 'index.html' })}`,
      messageId: 'http.invalidField',
      messageValues: {
        where: 'files',
        reason: { message: playgroundMessages.duplicateName({ name: 'index.html' }), messageId: 'playground.duplicateName', messageValues: { name: 'index.html' } },
      },
    });
        const tooLarge = Array.from({ length: 4 }, (_, i) => ({ name: `part${i}.txt`, content: 'y'.repeat(190_000), mode: 'text' }));
    const res = await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: auth, payload: { name: 'x', files: tooLarge } });
    expect(res.json().error.message).toContain(playgroundMessages.projectTooLarge({ kb: 600 }));
    expect((await t.app.inject({ method: 'GET', url: '/api/playground/projects', headers: auth })).json().projects).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/playground/projects' })).statusCode).toBe(401);
  });

  it('counts learners seen in the last 2 minutes, once each, and forgets those who left', async () => {
    const a = await register(t);
    const b = await register(t);
    const before = (await t.app.inject({ method: 'GET', url: '/api/playground/presence', headers: bearer(a.accessToken) })).json().active;
    expect((await t.app.inject({ method: 'POST', url: '/api/playground/presence', headers: bearer(a.accessToken) })).json().active).toBe(before + 1);
    expect((await t.app.inject({ method: 'POST', url: '/api/playground/presence', headers: bearer(a.accessToken) })).json().active).toBe(before + 1);
    expect((await t.app.inject({ method: 'POST', url: '/api/playground/presence', headers: bearer(b.accessToken) })).json().active).toBe(before + 2);

    // b was last seen 3 minutes ago: no longer coding now.
    await t.db.kysely.updateTable('playground_presence').set({ seen_at: new Date(Date.now() - 3 * 60_000).toISOString() }).where('user_id', '=', b.user.uid).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/playground/presence', headers: bearer(b.accessToken) })).json().active).toBe(before + 1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/playground/presence', headers: bearer(a.accessToken) })).json().active).toBe(before);
  });
});

describe('saving to and loading from GitHub through the learner’s account', () => {
  let github: GithubPeer;
  let t: TestApp;
  let token: string;
  const login = 'asha-codes';

  beforeAll(async () => {
    github = await startGithubPeer();
    t = await createTestApp({
      PUBLIC_URL: publicUrl,
      TOKEN_ENCRYPTION_KEY: tokenKey,
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_AUTHORIZE_URL: `${github.baseUrl}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${github.baseUrl}/login/oauth/access_token`,
      GITHUB_API_URL: github.baseUrl,
    });
    github.nextAccount({ id: 5150, login, name: 'Asha', email: 'asha.gh@example.in', repos: ['mom-birthday', 'notes'] });
    token = await signInWithGithub(t, publicUrl, '/playground');
  });
  afterAll(async () => {
    await t.close();
    await github.close();
  });

  it('says who is connected, and lists the repositories (per_page 100)', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/playground/github', headers: bearer(token) });
    expect(status.json()).toEqual({ connected: true, login, reason: null });
    const repos = await t.app.inject({ method: 'GET', url: '/api/playground/github/repos', headers: bearer(token) });
    expect(repos.statusCode, repos.body).toBe(200);
    expect(repos.json().login).toBe(login);
    expect(repos.json().repos.map((r: { fullName: string }) => r.fullName).sort()).toEqual([`${login}/mom-birthday`, `${login}/notes`]);
  });

  it('creates project.json, updates it with its sha, and loads it back', async () => {
    const save = (message?: string, content = files) =>
      t.app.inject({ method: 'PUT', url: '/api/playground/github/project', headers: bearer(token), payload: { repo: 'mom-birthday', message, project: { name: 'Card', files: content } } });
    const first = await save('First card');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ owner: login, repo: 'mom-birthday', path: 'project.json', created: true });
    const edited = [files[0]!, { ...files[1]!, content: 'console.log("updated")' }];
    const second = await save(undefined, edited);
    expect(second.json()).toMatchObject({ created: false });

    const repo = github.repos.get(login)?.get('mom-birthday');
    expect(repo?.commits.map((c) => c.message)).toEqual(['First card', 'Save Card from Kodeshala Playground']);
    expect(JSON.parse(repo?.files.get('project.json')?.text ?? '{}')).toMatchObject({ name: 'Card', files: edited });

    const loaded = await t.app.inject({ method: 'GET', url: `/api/playground/github/project?repo=${encodeURIComponent(`${login}/mom-birthday`)}`, headers: bearer(token) });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toEqual({ owner: login, repo: 'mom-birthday', name: 'Card', files: edited });
  });

  it('answers with the spec’s messages for bad names, missing repositories and missing files', async () => {
    const load = (repo: string) => t.app.inject({ method: 'GET', url: `/api/playground/github/project?repo=${encodeURIComponent(repo)}`, headers: bearer(token) });
    expect((await load('  ')).json().error).toMatchObject(repoMessages.empty);
    expect((await load('a/b/c')).json().error).toMatchObject({ message: repoMessages.badFormat.message, messageId: 'github.repoBadFormat' });
    const missingFile = await load('notes');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json().error.message).toBe(`Failed to load from GitHub: ${login}/notes has no project.json. Save a project there first.`);
    const otherOwner = await t.app.inject({
      method: 'PUT',
      url: '/api/playground/github/project',
      headers: bearer(token),
      payload: { repo: 'vercel/next.js', project: { name: 'x', files } },
    });
    expect(otherOwner.statusCode).toBe(404);
    expect(otherOwner.json().error.message).toMatch(/^Failed to save to GitHub: the repository vercel\/next\.js was not found/);
  });

  it('refuses a project.json that is not a project, and tells a learner without GitHub what to do', async () => {
    github.repos.get(login)?.get('notes')?.files.set('project.json', { text: '{"files": "nope"}', sha: 'abc' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/playground/github/project?repo=notes', headers: bearer(token) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe(`Failed to load from GitHub: project.json in ${login}/notes is not a Kodeshala project.`);

    const { accessToken } = await register(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/playground/github', headers: bearer(accessToken) })).json()).toEqual({
      connected: false,
      login: null,
      reason: 'Sign in with GitHub to save and load projects from your repositories.',
    });
    const repos = await t.app.inject({ method: 'GET', url: '/api/playground/github/repos', headers: bearer(accessToken) });
    expect(repos.statusCode).toBe(409);
    expect(repos.json().error.message).toBe('Failed to fetch repos: Sign in with GitHub to save and load projects from your repositories.');
  });

  it('asks the learner to sign in with GitHub again when the kept token is refused or unreadable', async () => {
    const row = await t.db.kysely.selectFrom('oauth_accounts').select('access_token_encrypted').where('login', '=', login).executeTakeFirstOrThrow();
    const keep = (stored: string | null) => t.db.kysely.updateTable('oauth_accounts').set({ access_token_encrypted: stored }).where('login', '=', login).execute();

    await keep(encryptToken('gho_revoked', tokenKey));
    const revoked = await t.app.inject({ method: 'GET', url: '/api/playground/github/repos', headers: bearer(token) });
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().error.message).toBe('Failed to fetch repos: GitHub no longer accepts your sign-in. Please sign in with GitHub again.');
    // What failed and why travel apart, so the repository picker shows the reason alone by its id.
    expect(revoked.json().error).toMatchObject({
      messageId: 'github.failedBecause',
      messageValues: { outcome: 'Failed to fetch repos', reason: { messageId: 'github.signInRejected', message: 'GitHub no longer accepts your sign-in. Please sign in with GitHub again.' } },
    });

    await keep(encryptToken('gho_other', randomBytes(32).toString('hex')));
    const unreadable = await t.app.inject({ method: 'GET', url: '/api/playground/github/repos', headers: bearer(token) });
    expect(unreadable.statusCode).toBe(409);
    expect(unreadable.json().error.message).toBe('Failed to fetch repos: Sign in with GitHub again to let Kodeshala save to your repositories.');
    await keep(row.access_token_encrypted);
  });
});
