import { errorReply } from '@shared/api/error-reply';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCourseReply, adminLesson, listAdminCoursesReply, listRevisionsReply, revisionReply } from '@shared/admin/content';
import { getCourseReply, getLessonReply, listCoursesReply, searchReply } from '@shared/api/courses';
import { courseFile } from '@shared/courses/course-file';
import { seed } from '@server/db/seed';
import { multipartBody } from '../support/resume-files';
import { bearer, login, signUp } from './support/accounts';
import { createFixtureResources, fixtureCourseId, fixtureLibrary } from './support/course-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/** A second small course that carries assignments, so the round trip covers them too. */
const assignedCourse = {
  id: 'assigned-course',
  title: 'Git Assigned Course',
  description: 'A course with assignments.',
  thumbnail: 'https://cdn.example.in/git.png',
  order: 2,
  modules: [
    {
      id: 'as-m1',
      title: 'Basics',
      description: 'The basics.',
      lessons: [
        { id: 'as-l1', title: 'First', html: '<p>Hello <b>there</b><script>x()</script></p>', blocks: [{ type: 'divider', style: 'space', height: 40 }] },
        { id: 'as-l2', title: 'Second', blocks: [{ type: 'quiz', question: 'Ready?', options: ['Yes'], correctAnswer: 0 }] },
      ],
    },
  ],
  assignments: [
    { id: 'as-a1', title: 'Write notes', kind: 'text', module: 'as-m1', dueDays: 7, instructions: 'Write what you learnt.' },
    { id: 'as-final', title: 'Final task', kind: 'task', final: true, dueDays: 30, instructions: 'Finish the course.' },
  ],
};

// Empty (real time) unless a test sets it.
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kodeshala-admin-clock-')), 'now');

let t: TestApp;
let resources: string;
let admin: Record<string, string>;
let learner: Record<string, string>;

beforeAll(async () => {
  resources = createFixtureResources([assignedCourse]);
  // One heavy-work thread: a held thread makes "the export waits for the pool" exact.
  t = await createTestApp({ HEAVY_WORK_THREADS: '1', KODESHALA_TEST_CLOCK_FILE: clockFile }, undefined, resources);
  admin = bearer((await login(t, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
  learner = (await signUp(t)).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const courses = '/api/admin/courses';
const errorOf = (res: { json: () => unknown }) => errorReply.parse(res.json()).error;

const lessonBody = (title: string, extra: object = {}) => ({ title, blocks: [{ type: 'text', content: `${title} explains things.` }], ...extra });

describe('who may use the content admin', () => {
  it('answers a guest 401 and a learner 403 with the spec text', async () => {
    expect((await call('GET', courses, {})).statusCode).toBe(401);
    const res = await call('GET', courses, learner);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Access denied. Admin privileges required.');
  });
});

describe('courses, modules and lessons as drafts', () => {
  it('lists the library courses as published, owned by the library', async () => {
    const reply = listAdminCoursesReply.parse((await call('GET', courses, admin)).json());
    expect(reply.courses.map((c) => [c.id, c.status, c.owner, c.revision])).toEqual([
      [fixtureCourseId, 'published', 'library', 0],
      ['assigned-course', 'published', 'library', 0],
    ]);
  });

  it('refuses a course without its required fields, a thumbnail that is not a URL and an order below 1', async () => {
    const missing = await call('POST', courses, admin, { id: 'new-course', title: ' ', description: 'x', thumbnail: '/a.png', order: 1 });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe('Invalid title: Please fill in all required fields (Course ID, Title, Description)');
    const noId = await call('POST', courses, admin, { title: 'T', description: 'x', thumbnail: '/a.png', order: 1 });
    expect(errorOf(noId).message).toBe('Invalid id: Please fill in all required fields (Course ID, Title, Description)');
    const thumbnail = await call('POST', courses, admin, { id: 'new-course', title: 'T', description: 'x', thumbnail: 'javascript:alert(1)', order: 1 });
    expect(errorOf(thumbnail).message).toMatch(/^Invalid thumbnail: The thumbnail must be a URL/);
    const order = await call('POST', courses, admin, { id: 'new-course', title: 'T', description: 'x', thumbnail: '/a.png', order: 0 });
    expect(errorOf(order).message).toBe('Invalid order: The order must be a whole number of at least 1.');
  });

  it('builds a new course as a draft learners do not see until it is published', async () => {
    const created = await call('POST', courses, admin, { id: 'draft-course', title: 'Draft Course', description: 'New.', thumbnail: 'https://cdn.example.in/d.png', order: 3 });
    expect(created.statusCode).toBe(201);
    expect(adminCourseReply.parse(created.json())).toMatchObject({ status: 'draft', owner: 'database', revision: null, modules: [] });
    expect((await call('POST', courses, admin, { id: 'draft-course', title: 'Again', description: 'x', thumbnail: '/a.png', order: 1 })).statusCode).toBe(409);

    // Not ready: a course needs a module with a lesson before it is published.
    const early = await call('POST', `${courses}/draft-course/publish`, admin);
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toMatch(/^Invalid modules:/);

    const moduleRes = await call('POST', `${courses}/draft-course/modules`, admin, { id: 'dc-m1', title: 'Start', description: 'Where to start.' });
    expect(moduleRes.statusCode).toBe(201);
    const noModuleTitle = await call('POST', `${courses}/draft-course/modules`, admin, { id: 'dc-m2', description: 'x' });
    expect(errorOf(noModuleTitle).message).toBe('Invalid title: Please fill in all required fields (Module ID, Course, Title, Description)');
    // Module and lesson ids are unique across the library.
    const taken = await call('POST', `${courses}/draft-course/modules`, admin, { id: 'fx-m1', title: 'Taken', description: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe('The module ID "fx-m1" is already used by the course "fixture-course". Choose another ID.');
    expect(errorOf(taken)).toMatchObject({ messageId: 'admin.moduleIdTaken', messageValues: { id: 'fx-m1', course: 'fixture-course' } });

    const lessons = `${courses}/draft-course/modules/dc-m1/lessons`;
    const empty = await call('POST', lessons, admin, { id: 'dc-l1', title: 'Empty' });
    expect(errorOf(empty).message).toBe('Invalid blocks: Please add either HTML content or at least one content block');
    const noTitle = await call('POST', lessons, admin, { id: 'dc-l1', html: '<p>x</p>' });
    expect(errorOf(noTitle).message).toBe('Invalid title: Please fill in all required fields (Content ID, Module, Title)');
    const quiz = await call('POST', lessons, admin, lessonBody('Quiz', { id: 'dc-l1', blocks: [{ type: 'quiz', question: 'Q?', options: [], correctAnswer: 0 }] }));
    expect(errorOf(quiz).message).toBe('Invalid blocks.0.options: A quiz block needs at least one option.');
    const divider = await call('POST', lessons, admin, lessonBody('Divider', { id: 'dc-l1', blocks: [{ type: 'divider', style: 'space', height: 5 }] }));
    expect(divider.statusCode).toBe(400);
    expect(errorOf(divider).message).toMatch(/^Invalid blocks\.0\.height:/);

    const lesson = await call('POST', lessons, admin, { id: 'dc-l1', title: 'Hello', html: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' });
    expect(lesson.statusCode).toBe(201);
    expect(adminLesson.parse(lesson.json()).html).toBe('<p>Hi <a rel="noopener noreferrer">x</a></p>');

    expect(listCoursesReply.parse((await call('GET', '/api/courses', learner)).json()).courses.map((c) => c.id)).not.toContain('draft-course');
    expect((await call('GET', '/api/courses/draft-course', learner)).statusCode).toBe(404);

    const published = await call('POST', `${courses}/draft-course/publish`, admin);
    expect(published.statusCode).toBe(200);
    expect(adminCourseReply.parse(published.json())).toMatchObject({ status: 'published', owner: 'database', revision: 1, draftUpdatedAt: null });
    const outline = getCourseReply.parse((await call('GET', '/api/courses/draft-course', learner)).json());
    expect(outline.modules.map((m) => m.lessons.map((l) => l.title))).toEqual([['Hello']]);
    expect(getLessonReply.parse((await call('GET', '/api/lessons/dc-l1', learner)).json()).html).toBe('<p>Hi <a rel="noopener noreferrer">x</a></p>');
    expect((await call('POST', `${courses}/draft-course/publish`, admin)).statusCode).toBe(409);
  });

  it('keeps learners on the published lesson until the edit is published, and shows it at once after', async () => {
    const url = `${courses}/${fixtureCourseId}/modules/fx-m1/lessons/fx-m1-l2`;
    const edited = await call('PUT', url, admin, lessonBody('Edited lesson', { blocks: [{ type: 'text', content: 'Zanzibarword is new here.' }] }));
    expect(edited.statusCode).toBe(200);
    expect(adminLesson.parse(edited.json()).title).toBe('Edited lesson');

    const course = adminCourseReply.parse((await call('GET', `${courses}/${fixtureCourseId}`, admin)).json());
    expect(course).toMatchObject({ status: 'changed', owner: 'database' });
    expect(getLessonReply.parse((await call('GET', '/api/lessons/fx-m1-l2', learner)).json()).title).toBe('Module 1 lesson 2');
    // The outline is cached per process; it must still show the published title before publishing...
    const before = getCourseReply.parse((await call('GET', `/api/courses/${fixtureCourseId}`, learner)).json());
    expect(before.modules[0]?.lessons[1]?.title).toBe('Module 1 lesson 2');
    expect(searchReply.parse((await call('GET', '/api/search?q=zanzibarword', learner)).json()).results).toEqual([]);

    expect((await call('POST', `${courses}/${fixtureCourseId}/publish`, admin)).statusCode).toBe(200);
    // ...and the new one straight after.
    const after = getCourseReply.parse((await call('GET', `/api/courses/${fixtureCourseId}`, learner)).json());
    expect(after.modules[0]?.lessons[1]?.title).toBe('Edited lesson');
    expect(getLessonReply.parse((await call('GET', '/api/lessons/fx-m1-l2', learner)).json()).title).toBe('Edited lesson');
    const found = searchReply.parse((await call('GET', '/api/search?q=zanzibarword', learner)).json()).results;
    expect(found.map((r) => r.lessonId)).toEqual(['fx-m1-l2']);
  });

  it('reorders and deletes lessons and modules in the draft, then publishes the new order', async () => {
    const lessons = `${courses}/${fixtureCourseId}/modules/fx-m2/lessons`;
    const bad = await call('POST', `${lessons}/reorder`, admin, { ids: ['fx-m2-l1'] });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/leaves out/);
    const order = ['fx-m2-l5', 'fx-m2-l1', 'fx-m2-l2', 'fx-m2-l3', 'fx-m2-l4'];
    const moved = await call('POST', `${lessons}/reorder`, admin, { ids: order });
    expect(moved.json<{ lessons: Array<{ id: string; order: number }> }>().lessons.map((l) => [l.id, l.order])).toEqual(order.map((id, i) => [id, i + 1]));
    expect((await call('DELETE', `${lessons}/fx-m2-l4`, admin)).json()).toEqual({ deleted: true });
    expect((await call('DELETE', `${lessons}/fx-m2-l4`, admin)).statusCode).toBe(404);
    const updated = await call('PUT', `${courses}/${fixtureCourseId}/modules/fx-m2`, admin, { title: 'Second module', description: 'Moved first.', order: 1 });
    expect(updated.json()).toMatchObject({ id: 'fx-m2', order: 1, title: 'Second module' });

    const learnerBefore = getCourseReply.parse((await call('GET', `/api/courses/${fixtureCourseId}`, learner)).json());
    expect(learnerBefore.modules.map((m) => m.id)).toEqual(['fx-m1', 'fx-m2']);
    await call('POST', `${courses}/${fixtureCourseId}/publish`, admin);
    const learnerAfter = getCourseReply.parse((await call('GET', `/api/courses/${fixtureCourseId}`, learner)).json());
    expect(learnerAfter.modules.map((m) => m.id)).toEqual(['fx-m2', 'fx-m1']);
    expect(learnerAfter.modules[0]?.lessons.map((l) => l.id)).toEqual(['fx-m2-l5', 'fx-m2-l1', 'fx-m2-l2', 'fx-m2-l3']);
    expect((await call('GET', '/api/lessons/fx-m2-l4', learner)).statusCode).toBe(404);
  });

  it('keeps every published version with who and when, and restores one as the draft', async () => {
    const list = listRevisionsReply.parse((await call('GET', `${courses}/${fixtureCourseId}/revisions`, admin)).json());
    expect(list.revisions.map((r) => [r.revision, r.current, r.publishedBy?.email])).toEqual([
      [2, true, 'admin@kodeshala.local'],
      [1, false, 'admin@kodeshala.local'],
    ]);
    const first = revisionReply.parse((await call('GET', `${courses}/${fixtureCourseId}/revisions/1`, admin)).json());
    expect(first.course.modules.map((m) => m.id)).toEqual(['fx-m1', 'fx-m2']);
    expect((await call('GET', `${courses}/${fixtureCourseId}/revisions/9`, admin)).statusCode).toBe(404);

    const restored = adminCourseReply.parse((await call('POST', `${courses}/${fixtureCourseId}/revisions/1/restore`, admin)).json());
    expect(restored.status).toBe('changed');
    expect(restored.modules.map((m) => m.id)).toEqual(['fx-m1', 'fx-m2']);
    // Learners still read revision 2 until the restored draft is published.
    expect(getCourseReply.parse((await call('GET', `/api/courses/${fixtureCourseId}`, learner)).json()).modules[0]?.id).toBe('fx-m2');
    const discarded = adminCourseReply.parse((await call('DELETE', `${courses}/${fixtureCourseId}/draft`, admin)).json());
    expect(discarded).toMatchObject({ status: 'published', revision: 2 });
    expect(discarded.modules.map((m) => m.id)).toEqual(['fx-m2', 'fx-m1']);
  });

  it('leaves a course edited here out of the start-up import, and says so', async () => {
    const file = path.join(resources, 'courses', `${fixtureCourseId}.yaml`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Python Fixture Course', 'Renamed In The File'));
    const { skippedCourses } = await seed(t.db.kysely, resources, new Date());
    expect(skippedCourses).toEqual([fixtureCourseId]);
    const catalogue = listCoursesReply.parse((await call('GET', '/api/courses', learner)).json());
    expect(catalogue.courses.find((c) => c.id === fixtureCourseId)?.title).toBe(fixtureLibrary.title);
  });

  it("dates drafts and published versions by the app's clock", async () => {
    const instant = '2031-02-03T04:05:06.000Z';
    fs.writeFileSync(clockFile, instant);
    try {
      const body = { id: 'clocked-course', title: 'Clocked Course', description: 'Dated by the clock.', thumbnail: 'https://cdn.example.in/c.png', order: 9 };
      expect((await call('POST', courses, admin, body)).statusCode).toBe(201);
      expect((await call('POST', `${courses}/clocked-course/modules`, admin, { id: 'ck-m1', title: 'One', description: 'One.' })).statusCode).toBe(201);
      expect((await call('POST', `${courses}/clocked-course/modules/ck-m1/lessons`, admin, lessonBody('Clocked', { id: 'ck-l1' }))).statusCode).toBe(201);
      expect(adminCourseReply.parse((await call('GET', `${courses}/clocked-course`, admin)).json()).draftUpdatedAt).toBe(instant);
      expect((await call('POST', `${courses}/clocked-course/publish`, admin)).statusCode).toBe(200);
      const revisions = listRevisionsReply.parse((await call('GET', `${courses}/clocked-course/revisions`, admin)).json()).revisions;
      expect(revisions.map((r) => r.publishedAt)).toEqual([instant]);
    } finally {
      fs.rmSync(clockFile, { force: true });
    }
  });

  it('deletes a course at once, for good', async () => {
    expect((await call('DELETE', `${courses}/draft-course`, admin)).json()).toEqual({ deleted: true });
    expect((await call('GET', '/api/courses/draft-course', learner)).statusCode).toBe(404);
    expect((await call('GET', `${courses}/draft-course`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${courses}/draft-course`, admin)).statusCode).toBe(404);
    // Its history stays.
    expect(listRevisionsReply.parse((await call('GET', `${courses}/draft-course/revisions`, admin)).json()).revisions.map((r) => [r.revision, r.current])).toEqual([[1, false]]);
  });
});

describe('export and import', () => {
  it('exports a course in the authoring format and imports it into a fresh database unchanged, assignments included', async () => {
    const exported = await call('GET', `${courses}/assigned-course/export`, admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/yaml/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="assigned-course.yaml"');
    const document = courseFile.parse(parse(exported.body));
    expect(document.assignments.map((a) => a.id)).toEqual(['as-a1', 'as-final']);
    expect(document.modules[0]?.lessons[0]?.html).toBe('<p>Hello <b>there</b></p>');

    const emptyResources = createFixtureResources();
    fs.rmSync(path.join(emptyResources, 'courses', `${fixtureCourseId}.yaml`));
    const fresh = await createTestApp({}, undefined, emptyResources);
    try {
      const freshAdmin = bearer((await login(fresh, 'admin@kodeshala.local', 'demo-password-123')).accessToken);
      const imported = await fresh.app.inject({ method: 'POST', url: `${courses}/import`, headers: freshAdmin, payload: { yaml: exported.body, publish: true } });
      expect(imported.statusCode).toBe(200);
      expect(adminCourseReply.parse(imported.json())).toMatchObject({ status: 'published', revision: 1 });
      const again = await fresh.app.inject({ method: 'GET', url: `${courses}/assigned-course/export`, headers: freshAdmin });
      expect(again.body).toBe(exported.body);

      const freshLearner = (await signUp(fresh)).headers;
      const read = async (app: TestApp, headers: Record<string, string>, url: string) => (await app.app.inject({ method: 'GET', url, headers })).json<unknown>();
      for (const url of ['/api/courses/assigned-course', '/api/lessons/as-l1', '/api/lessons/as-l2', '/api/assignments']) {
        expect(await read(fresh, freshLearner, url), url).toEqual(await read(t, learner, url));
      }
    } finally {
      await fresh.close();
    }
  });

  it('writes the course file in the heavy-work pool while /api/health answers', { timeout: 60_000 }, async () => {
    const before = await call('GET', `${courses}/assigned-course/export`, admin);
    const release = new Int32Array(new SharedArrayBuffer(4));
    const held = t.heavyWork.run('hold', { release });
    let answered = false;
    const exported = call('GET', `${courses}/assigned-course/export`, admin).then((res) => {
      answered = true;
      return res;
    });
    try {
      // The YAML is a job queued behind the held thread, not written on the request loop.
      await vi.waitFor(() => expect(t.heavyWork.pending()).toBe(2), { timeout: 10_000 });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(answered).toBe(false);
    } finally {
      Atomics.store(release, 0, 1);
      Atomics.notify(release, 0);
      await held;
    }
    const res = await exported;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="assigned-course.yaml"');
    expect(res.body).toBe(before.body);
  });

  it('exports a draft only when asked for the draft, and answers 404 for a course that is not there', async () => {
    const created = await call('POST', courses, admin, { id: 'export-draft', title: 'Export Draft', description: 'Only a draft.', thumbnail: 'https://cdn.example.in/draft.png', order: 9 });
    expect(created.statusCode, created.body).toBe(201);
    const published = await call('GET', `${courses}/export-draft/export`, admin);
    expect(published.statusCode).toBe(404);
    expect(errorOf(published).message).toBe('The course "export-draft" has not been published yet. Export its draft with ?from=draft.');
    const draft = await call('GET', `${courses}/export-draft/export?from=draft`, admin);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(parse(draft.body)).toMatchObject({ id: 'export-draft', title: 'Export Draft' });
    expect((await call('GET', `${courses}/no-such-course/export?from=draft`, admin)).statusCode).toBe(404);
  });

  it('answers a bad course file with a 400 that names the field', async () => {
    const notYaml = await call('POST', `${courses}/import`, admin, { yaml: 'id: [unclosed' });
    expect(notYaml.statusCode).toBe(400);
    expect(errorOf(notYaml).message).toMatch(/^The course file is not valid YAML/);
    expect(errorOf(notYaml).messageId).toBe('admin.notYaml');
    const broken = { ...assignedCourse, id: 'broken-course', modules: [{ ...assignedCourse.modules[0], id: 'br-m1', lessons: [{ id: 'br-l1', title: '', blocks: [{ type: 'text', content: 'x' }] }] }], assignments: [] };
    const res = await call('POST', `${courses}/import`, admin, { yaml: JSON.stringify(broken) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/^Invalid modules\.0\.lessons\.0\.title:/);
    const stealing = { ...broken, modules: [{ id: 'br-m1', title: 'M', description: 'D', lessons: [{ id: 'fx-m1-l1', title: 'Mine', blocks: [{ type: 'text', content: 'x' }] }] }] };
    const clash = await call('POST', `${courses}/import`, admin, { yaml: JSON.stringify(stealing) });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe('The lesson ID "fx-m1-l1" is already used by the course "fixture-course". Choose another ID.');
    expect(errorOf(clash)).toMatchObject({ messageId: 'admin.lessonIdTaken', messageValues: { id: 'fx-m1-l1', course: 'fixture-course' } });
  });
});

describe('thumbnails', () => {
  it('stores an uploaded image as a 640×360 WebP with the profile photo’s checks', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const upload = multipartBody([{ field: 'thumbnail', name: 'cover.png', type: 'image/png', bytes: png }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/thumbnails', headers: { ...admin, ...upload.headers }, payload: upload.payload });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/course-thumbnails\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });
    expect((await call('PUT', `${courses}/assigned-course`, admin, { title: 'Git Assigned Course', description: 'With a cover.', thumbnail: url, order: 2 })).statusCode).toBe(200);

    const fake = multipartBody([{ field: 'thumbnail', name: 'cover.png', type: 'image/png', bytes: Buffer.from('not an image at all') }]);
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/thumbnails', headers: { ...admin, ...fake.headers }, payload: fake.payload });
    expect(refused.statusCode).toBe(415);
    expect(errorOf(refused).message).toBe('Please upload an image (JPEG, PNG, GIF, or WebP).');
    const forLearner = await t.app.inject({ method: 'POST', url: '/api/admin/thumbnails', headers: { ...learner, ...upload.headers }, payload: upload.payload });
    expect(forLearner.statusCode).toBe(403);
  });
});
