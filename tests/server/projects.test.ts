import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@shared/projects/messages';
import { bearer, register } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const files = [
  { name: 'index.html', content: '<h1>Hello</h1><script src="app.js"></script>', mode: 'html' },
  { name: 'app.js', content: 'console.log("नमस्ते")', mode: 'javascript' },
];

describe('projects: details, stars and share links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function newProject(accessToken: string, name = 'Birthday card'): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/playground/projects', headers: bearer(accessToken), payload: { name, files } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('lists a learner’s playground projects as projects, with defaults, and keeps their details', async () => {
    const { accessToken } = await register(t);
    const auth = bearer(accessToken);
    const id = await newProject(accessToken);
    const list = await t.app.inject({ method: 'GET', url: '/api/projects', headers: auth });
    expect(list.json().projects).toEqual([
      expect.objectContaining({ id, name: 'Birthday card', description: '', category: 'frontend', status: 'In Progress', technologies: [], progress: 0, githubUrl: null, liveUrl: null, stars: 0, starred: false, shareId: null, fileCount: 2 }),
    ]);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      headers: auth,
      payload: { description: ' For Amma ', category: 'ai', status: 'Completed', technologies: ['HTML', 'JavaScript', 'HTML'], progress: 100, liveUrl: 'https://example.in/card' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ description: 'For Amma', category: 'ai', status: 'Completed', technologies: ['HTML', 'JavaScript'], progress: 100, liveUrl: 'https://example.in/card' });

    const cleared = await t.app.inject({ method: 'PATCH', url: `/api/projects/${id}`, headers: auth, payload: { liveUrl: null } });
    expect(cleared.json()).toMatchObject({ liveUrl: null, status: 'Completed' });
    // The playground still opens the same project with its files.
    expect((await t.app.inject({ method: 'GET', url: `/api/playground/projects/${id}`, headers: auth })).json().files).toEqual(files);
  });

  it('refuses bad details with a message naming the problem, and changes nothing', async () => {
    const { accessToken } = await register(t);
    const id = await newProject(accessToken);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: 'Done' }, 'Choose Completed, In Progress, Planning or On Hold.'],
      [{ category: 'games' }, 'Choose one of the categories.'],
      [{ progress: 101 }, 'Progress is at most 100.'],
      [{ liveUrl: 'javascript:alert(1)' }, 'Please enter a live URL that starts with https:// or http://.'],
      [{ technologies: Array.from({ length: 16 }, (_, i) => `t${i}`) }, 'List at most 15 technologies.'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/projects/${id}`, headers: bearer(accessToken), payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    // A reason with a value goes by its id, so the page says it in the learner's language.
    const long = await t.app.inject({ method: 'PATCH', url: `/api/projects/${id}`, headers: bearer(accessToken), payload: { description: 'x'.repeat(501) } });
    expect(long.json().error.messageValues).toEqual({
      where: 'description',
      reason: { message: projectMessages.descriptionTooLong({ max: 500 }), messageId: 'projects.descriptionTooLong', messageValues: { max: 500 } },
    });
    const [card] = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(accessToken) })).json().projects;
    expect(card).toMatchObject({ status: 'In Progress', category: 'frontend', progress: 0, liveUrl: null, technologies: [] });
  });

  it('never shows, changes, stars or shares another learner’s unshared project', async () => {
    const owner = await register(t);
    const other = await register(t);
    const id = await newProject(owner.accessToken);
    const calls = [
      { method: 'PATCH', url: `/api/projects/${id}`, payload: { status: 'On Hold' } },
      { method: 'PUT', url: `/api/projects/${id}/star`, payload: { starred: true } },
      { method: 'PUT', url: `/api/projects/${id}/share` },
      { method: 'DELETE', url: `/api/projects/${id}/share` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(other.accessToken) });
      expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(404);
      expect(res.json().error.message).toBe(projectMessages.notFound);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(other.accessToken) })).json().projects).toEqual([]);
    const [card] = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(owner.accessToken) })).json().projects;
    expect(card).toMatchObject({ status: 'In Progress', stars: 0, shareId: null });
  });

  it('toggles a star per learner and counts the learners who starred', async () => {
    const owner = await register(t);
    const fan = await register(t);
    const id = await newProject(owner.accessToken);
    const star = (accessToken: string, starred: boolean) => t.app.inject({ method: 'PUT', url: `/api/projects/${id}/star`, headers: bearer(accessToken), payload: { starred } });

    expect((await star(owner.accessToken, true)).json()).toEqual({ starred: true, stars: 1 });
    // Starring twice is still one star.
    expect((await star(owner.accessToken, true)).json()).toEqual({ starred: true, stars: 1 });
    const { shareId } = (await t.app.inject({ method: 'PUT', url: `/api/projects/${id}/share`, headers: bearer(owner.accessToken) })).json();
    expect((await star(fan.accessToken, true)).json()).toEqual({ starred: true, stars: 2 });
    expect((await t.app.inject({ method: 'GET', url: `/api/shared-projects/${shareId}` })).json()).toMatchObject({ stars: 2, starred: false });
    const seenByFan = await t.app.inject({ method: 'GET', url: `/api/shared-projects/${shareId}`, headers: bearer(fan.accessToken) });
    expect(seenByFan.json()).toMatchObject({ stars: 2, starred: true });

    const [card] = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(owner.accessToken) })).json().projects;
    expect(card).toMatchObject({ stars: 2, starred: true });
    expect((await star(owner.accessToken, false)).json()).toEqual({ starred: false, stars: 1 });
    const [after] = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(owner.accessToken) })).json().projects;
    expect(after).toMatchObject({ stars: 1, starred: false });
  });

  it('shares a project as a read-only page anyone can open, with one unguessable link, until sharing stops', async () => {
    const owner = await register(t);
    const id = await newProject(owner.accessToken, 'Shared card');
    const shared = await t.app.inject({ method: 'PUT', url: `/api/projects/${id}/share`, headers: bearer(owner.accessToken) });
    expect(shared.statusCode, shared.body).toBe(200);
    const { shareId } = shared.json();
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Sharing again keeps the link people already have.
    expect((await t.app.inject({ method: 'PUT', url: `/api/projects/${id}/share`, headers: bearer(owner.accessToken) })).json()).toEqual({ shareId });

    const open = await t.app.inject({ method: 'GET', url: `/api/shared-projects/${shareId}` });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ id, name: 'Shared card', files, stars: 0, starred: false });
    // Read-only: the playground's own routes still refuse a stranger.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/playground/projects/${id}`, payload: { name: 'x' } })).statusCode).toBe(401);

    const stop = await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}/share`, headers: bearer(owner.accessToken) });
    expect(stop.json()).toEqual({ ok: true });
    const gone = await t.app.inject({ method: 'GET', url: `/api/shared-projects/${shareId}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(projectMessages.sharedNotFound);
    expect(gone.json().error.messageId).toBe('projects.sharedNotFound');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/shared-projects/not-a-share-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain(projectMessages.sharedNotFound);
  });

  it('forgets a project’s stars with the project', async () => {
    const owner = await register(t);
    const id = await newProject(owner.accessToken);
    await t.app.inject({ method: 'PUT', url: `/api/projects/${id}/star`, headers: bearer(owner.accessToken), payload: { starred: true } });
    await t.app.inject({ method: 'DELETE', url: `/api/playground/projects/${id}`, headers: bearer(owner.accessToken) });
    const rows = await t.db.kysely.selectFrom('project_stars').selectAll().where('project_id', '=', id).execute();
    expect(rows).toEqual([]);
  });
});
