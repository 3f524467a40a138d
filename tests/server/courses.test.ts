import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { getCourseReply, getLessonReply, listCoursesReply, moduleContentReply, searchReply } from '@shared/api/courses';
import { courseProgress, quizAnswerReply } from '@shared/api/progress';
import { grantSubscription } from '@server/subscriptions/premium';
import { createPassageIndex } from '@server/tutor/passages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReply } from '@shared/api/auth';
import { bearer, goodPassword, login, uniqueEmail } from './support/accounts';
import { createFixtureResources, fixtureCourseId, fixtureLibrary } from './support/course-fixture';
import { createTestApp, createTestDatabase, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, createFixtureResources());
});
afterAll(() => t.close());

let address = 0;
/** Each learner signs up from its own address, as real learners do, so the per-address sign-up limit stays out of the way. */
async function freeLearner() {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: goodPassword }, remoteAddress: `192.0.2.${++address}` });
  const session = sessionReply.parse(res.json());
  return { ...session, headers: bearer(session.accessToken) };
}

async function premiumLearner() {
  const learner = await freeLearner();
  await grantSubscription(t.db.kysely, learner.user.uid, 'monthly', 'test', new Date());
  return learner;
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

describe('the catalogue and the course outline', () => {
  it('lists seeded courses with counts, category and zero progress for a new learner', async () => {
    const { headers } = await freeLearner();
    const res = await get('/api/courses', headers);
    expect(res.statusCode).toBe(200);
    const reply = listCoursesReply.parse(res.json());
    expect(reply.premium).toBe(false);
    expect(reply.courses).toEqual([
      expect.objectContaining({ id: fixtureCourseId, category: 'Programming Languages', moduleCount: 2, lessonCount: 10, completedLessons: 0, percent: 0 }),
    ]);
  });

  it('marks lessons at position 3 and later locked for a free learner, and none for a premium one', async () => {
    const free = getCourseReply.parse((await get(`/api/courses/${fixtureCourseId}`, (await freeLearner()).headers)).json());
    expect(free.modules.map((m) => m.lessons.map((l) => l.locked))).toEqual([
      [false, false, false, true, true],
      [false, false, false, true, true],
    ]);
    expect(free.modules[0]?.lessons.map((l) => l.position)).toEqual([0, 1, 2, 3, 4]);
    const premium = getCourseReply.parse((await get(`/api/courses/${fixtureCourseId}`, (await premiumLearner()).headers)).json());
    expect(premium.premium).toBe(true);
    expect(premium.modules.flatMap((m) => m.lessons).every((l) => !l.locked)).toBe(true);
  });

  it('answers 404 with the spec text for an unknown course, and 400 for a malformed id', async () => {
    const { headers } = await freeLearner();
    const missing = await get('/api/courses/no-such-course', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Course with ID "no-such-course" not found');
    expect(missing.json().error).toMatchObject({ messageId: 'courses.courseNotFound', messageValues: { id: 'no-such-course' } });
    expect((await get('/api/courses/Bad%20Id!', headers)).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/lessons/fx-m1-l1' })).statusCode).toBe(401);
  });
});

describe('lesson bodies and the lock', () => {
  it('serves a free lesson with sanitised html, placed blocks and read time', async () => {
    const res = await get('/api/lessons/fx-m1-l1', (await freeLearner()).headers);
    expect(res.statusCode).toBe(200);
    const lesson = getLessonReply.parse(res.json());
    expect(lesson.html).not.toMatch(/script|onclick|javascript:/);
    expect(lesson.html).toContain('<b>bold</b>');
    expect(lesson.contentBlocks[0]).toMatchObject({ id: 'fx-m1-l1-b1', order: 1, type: 'text' });
    expect(lesson.readMinutes).toBe(1);
  });

  it('refuses a locked lesson body to a free user with 403 PREMIUM_REQUIRED, and serves it to a premium user', async () => {
    const free = await get('/api/lessons/fx-m1-l4', (await freeLearner()).headers);
    expect(free.statusCode).toBe(403);
    expect(free.json().error.code).toBe('PREMIUM_REQUIRED');
    expect(free.body).not.toContain('premiumsecret');
    const premium = await get('/api/lessons/fx-m1-l4', (await premiumLearner()).headers);
    expect(premium.statusCode).toBe(200);
    expect(premium.body).toContain('premiumsecret');
  });

  it('never sends a locked body in the module content list', async () => {
    const res = await get('/api/modules/fx-m1/content', (await freeLearner()).headers);
    const reply = moduleContentReply.parse(res.json());
    expect(reply.lessons.map((l) => l.locked)).toEqual([false, false, false, true, true]);
    expect(res.body).not.toContain('premiumsecret');
    expect(reply.lessons[3]).toEqual({ id: 'fx-m1-l4', title: 'Module 1 lesson 4', position: 3, courseId: fixtureCourseId, moduleId: 'fx-m1', moduleTitle: 'Fixture module 1', locked: true });
  });

  it('answers 404 for an unknown lesson or module', async () => {
    const { headers } = await freeLearner();
    expect((await get('/api/lessons/no-such-lesson', headers)).json().error.message).toBe('Lesson with ID "no-such-lesson" not found');
    expect((await get('/api/modules/no-such-module/content', headers)).statusCode).toBe(404);
  });

  it('stops granting premium when the subscription expires', async () => {
    const learner = await freeLearner();
    const past = new Date(Date.now() - 40 * 86_400_000);
    await grantSubscription(t.db.kysely, learner.user.uid, 'monthly', 'test', past);
    expect((await get('/api/lessons/fx-m1-l4', learner.headers)).statusCode).toBe(403);
  });
});

describe('progress', () => {
  it('counts a lesson completed twice once, and records the last visit', async () => {
    const { headers } = await freeLearner();
    const url = `/api/progress/${fixtureCourseId}`;
    expect(courseProgress.parse((await get(url, headers)).json())).toMatchObject({ completedLessonIds: [], lastVisitedLessonId: null, percent: 0 });
    await post(`${url}/visit`, headers, { contentId: 'fx-m1-l2' });
    await post(`${url}/complete`, headers, { contentId: 'fx-m1-l1' });
    const again = await post(`${url}/complete`, headers, { contentId: 'fx-m1-l1' });
    expect(again.statusCode).toBe(200);
    const progress = courseProgress.parse(again.json());
    expect(progress).toMatchObject({ completedLessonIds: ['fx-m1-l1'], lastVisitedLessonId: 'fx-m1-l2', percent: 10, totalLessons: 10 });
    const outline = getCourseReply.parse((await get(`/api/courses/${fixtureCourseId}`, headers)).json());
    expect(outline.progress.completedLessonIds).toEqual(['fx-m1-l1']);
    const catalogue = listCoursesReply.parse((await get('/api/courses', headers)).json());
    expect(catalogue.courses[0]).toMatchObject({ completedLessons: 1, percent: 10 });
  });

  it('answers the course with a change any feature writes, straight after it is written', async () => {
    const learner = await freeLearner();
    const reply = async () => getCourseReply.parse((await get(`/api/courses/${fixtureCourseId}`, learner.headers)).json());
    expect((await reply()).progress.completedLessonIds).toEqual([]);
    expect((await reply()).progress.completedLessonIds).toEqual([]);
    const completed = { user_id: learner.user.uid, lesson_id: 'fx-m1-l2', course_id: fixtureCourseId, completed_at: new Date().toISOString() };
    await t.db.kysely.insertInto('completed_lessons').values(completed).execute();
    expect((await reply()).progress.completedLessonIds).toEqual(['fx-m1-l2']);
    await t.db.kysely.deleteFrom('completed_lessons').where('user_id', '=', learner.user.uid).execute();
    expect((await reply()).progress.completedLessonIds).toEqual([]);
    await grantSubscription(t.db.kysely, learner.user.uid, 'monthly', 'test', new Date());
    expect((await reply()).premium).toBe(true);
  });

  it('refuses to complete a locked lesson for a free user and leaves progress unchanged', async () => {
    const { headers } = await freeLearner();
    const res = await post(`/api/progress/${fixtureCourseId}/complete`, headers, { contentId: 'fx-m1-l4' });
    expect(res.statusCode).toBe(403);
    expect(courseProgress.parse((await get(`/api/progress/${fixtureCourseId}`, headers)).json()).completedLessonIds).toEqual([]);
  });

  it('refuses a lesson of another course, an unknown course and a malformed id with clear 4xx answers', async () => {
    const { headers } = await freeLearner();
    const other = await post(`/api/progress/${fixtureCourseId}/complete`, headers, { contentId: 'no-such-lesson' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toMatchObject({
      message: `Lesson "no-such-lesson" is not part of course "${fixtureCourseId}".`,
      messageId: 'courses.lessonNotInCourse',
      messageValues: { lessonId: 'no-such-lesson', courseId: fixtureCourseId },
    });
    expect((await post('/api/progress/no-such-course/complete', headers, { contentId: 'fx-m1-l1' })).json().error.message).toBe(
      'Course with ID "no-such-course" not found',
    );
    const malformed = await post(`/api/progress/${fixtureCourseId}/complete`, headers, { contentId: '../etc' });
    expect(malformed.statusCode).toBe(400);
    expect((await post(`/api/progress/${fixtureCourseId}/complete`, headers, {})).statusCode).toBe(400);
  });

  /** The lesson as the learner is served it, and its quiz block. */
  const servedQuiz = async (headers: Record<string, string>, lessonId: string, blockId: string) => {
    const lesson = getLessonReply.parse((await get(`/api/lessons/${lessonId}`, headers)).json());
    const block = lesson.contentBlocks.find((b) => b.id === blockId);
    if (block?.type !== 'quiz') throw new Error(`${blockId} is not a quiz`);
    return { block, body: JSON.stringify(lesson) };
  };

  it('serves each learner their own option order and never the answer before they answer', async () => {
    const a = await premiumLearner();
    const b = await premiumLearner();
    const first = await servedQuiz(a.headers, 'fx-m1-l5', 'fx-m1-l5-b2');
    expect(first.block.answered).toBeNull();
    expect(first.body).not.toMatch(/correctAnswer|correctOptionId|for repeats a block/);
    expect(first.block.options.map((o) => o.text).sort()).toEqual(['for', 'print', 'stop']);
    expect((await servedQuiz(a.headers, 'fx-m1-l5', 'fx-m1-l5-b2')).block.options).toEqual(first.block.options);
    // Over several learners the order differs (3 options: 6 orders).
    const orders = new Set([first.block.options.map((o) => o.text).join()]);
    for (let i = 0; i < 6 && orders.size < 2; i++) orders.add((await servedQuiz((await premiumLearner()).headers, 'fx-m1-l5', 'fx-m1-l5-b2')).block.options.map((o) => o.text).join());
    expect(orders.size).toBeGreaterThan(1);
    // The same option keeps its id for every learner, so the server grades ids, not places.
    const idOf = async (headers: Record<string, string>, text: string) => (await servedQuiz(headers, 'fx-m1-l5', 'fx-m1-l5-b2')).block.options.find((o) => o.text === text)?.id;
    expect(await idOf(b.headers, 'for')).toBe(await idOf(a.headers, 'for'));
  });

  it('checks quiz answers by option id on the server and marks the quiz submitted once every quiz is answered', async () => {
    const { headers } = await premiumLearner();
    const url = `/api/progress/${fixtureCourseId}/quiz`;
    const quiz = (await servedQuiz(headers, 'fx-m1-l5', 'fx-m1-l5-b2')).block;
    const idOf = (text: string) => quiz.options.find((o) => o.text === text)?.id ?? '';
    const wrong = quizAnswerReply.parse((await post(url, headers, { contentId: 'fx-m1-l5', blockId: 'fx-m1-l5-b2', optionId: idOf('stop') })).json());
    expect(wrong).toMatchObject({ correct: false, correctOptionId: idOf('for'), explanation: 'for repeats a block.' });
    expect(wrong.progress.quizSubmitted).toBe(false);
    const right = quizAnswerReply.parse((await post(url, headers, { contentId: 'fx-m1-l5', blockId: 'fx-m1-l5-b2', optionId: idOf('for') })).json());
    expect(right.correct).toBe(true);
    await post(url, headers, { contentId: 'fx-m1-l5', blockId: 'fx-m1-l5-b2', optionId: idOf('stop') });
    for (const [lesson, block] of [['fx-m1-l5', 'b3'], ['fx-m2-l5', 'b2'], ['fx-m2-l5', 'b3']] as const) {
      const served = (await servedQuiz(headers, lesson, `${lesson}-${block}`)).block;
      expect((await post(url, headers, { contentId: lesson, blockId: served.id, optionId: served.options[0]?.id ?? '' })).statusCode).toBe(200);
    }
    const progress = courseProgress.parse((await get(`/api/progress/${fixtureCourseId}`, headers)).json());
    expect(progress.quizSubmitted).toBe(true);
    expect(progress.answeredQuizBlockIds).toHaveLength(4);
    // A reopened lesson shows the learner's own last pick, marked, beside the right option (product.md §2.12).
    expect((await servedQuiz(headers, 'fx-m1-l5', 'fx-m1-l5-b2')).block.answered).toEqual({ chosenOptionId: idOf('stop'), correctOptionId: idOf('for'), correct: false, explanation: 'for repeats a block.' });
  });

  it('refuses a quiz answer that is not a quiz, not one of its options, or in a locked lesson', async () => {
    const { headers } = await freeLearner();
    const url = `/api/progress/${fixtureCourseId}/quiz`;
    expect((await post(url, headers, { contentId: 'fx-m1-l1', blockId: 'fx-m1-l1-b1', optionId: 'o1' })).statusCode).toBe(400);
    expect((await post(url, headers, { contentId: 'fx-m1-l5', blockId: 'fx-m1-l5-b2', optionId: 'o1' })).statusCode).toBe(403);
    const premium = await premiumLearner();
    const unknown = await post(url, premium.headers, { contentId: 'fx-m1-l5', blockId: 'fx-m1-l5-b2', optionId: 'o-made-up' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      message: '"o-made-up" is not an option of this quiz. Reload the lesson and choose one of its options.',
      messageId: 'courses.notAnOption',
      messageValues: { optionId: 'o-made-up' },
    });
    // A place on screen is not an answer.
    expect((await post(url, premium.headers, { contentId: 'fx-m1-l5', blockId: 'fx-m1-l5-b2', answer: 0 })).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds lessons by their words and never by the body of a lesson locked for the caller', async () => {
    const free = searchReply.parse((await get('/api/search?q=premiumsecret', (await freeLearner()).headers)).json());
    expect(free.results).toEqual([]);
    const premium = searchReply.parse((await get('/api/search?q=premiumsecret', (await premiumLearner()).headers)).json());
    expect(premium.results.map((r) => r.lessonId)).toContain('fx-m1-l4');
    const byTitle = searchReply.parse((await get('/api/search?q=module%201%20lesson%204', (await freeLearner()).headers)).json());
    expect(byTitle.results[0]).toMatchObject({ lessonId: 'fx-m1-l4', locked: true, snippet: '' });
  });

  it('asks for at least two characters', async () => {
    const res = await get('/api/search?q=a', (await freeLearner()).headers);
    expect(res.statusCode).toBe(400);
  });
});

describe('subscriptions', () => {
  it('lets an admin grant a plan, which unlocks every lesson for that learner', async () => {
    const learner = await freeLearner();
    const admin = await login(t, 'admin@kodeshala.local', 'demo-password-123');
    const res = await post('/api/admin/subscriptions', bearer(admin.accessToken), { email: learner.user.email, plan: 'weekly' });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/lessons/fx-m1-l4', learner.headers)).statusCode).toBe(200);
    expect((await get('/api/subscription', learner.headers)).json()).toMatchObject({ hasSubscription: true, plan: 'weekly', status: 'active' });
  });

  it('refuses a learner granting plans, and an unknown e-mail', async () => {
    const learner = await freeLearner();
    expect((await post('/api/admin/subscriptions', learner.headers, { email: learner.user.email, plan: 'weekly' })).statusCode).toBe(403);
    const admin = await login(t, 'admin@kodeshala.local', 'demo-password-123');
    expect((await post('/api/admin/subscriptions', bearer(admin.accessToken), { email: 'nobody@example.in', plan: 'weekly' })).statusCode).toBe(404);
  });
});

describe('seeding the library', () => {
  it('updates edited lessons in place and removes lessons a course no longer has', async () => {
    const database = await createTestDatabase();
    await (await createTestApp({}, database, createFixtureResources())).app.close();
    const edited = structuredClone(fixtureLibrary);
    edited.modules[0]!.lessons[0]!.title = 'Renamed first lesson';
    edited.modules[1]!.lessons.pop();
    const dir = createFixtureResources();
    fs.writeFileSync(path.join(dir, 'courses', `${fixtureCourseId}.yaml`), stringify(edited));
    const again = await createTestApp({}, database, dir);
    const lessons = await again.db.kysely.selectFrom('lessons').select(['id', 'title']).where('course_id', '=', fixtureCourseId).execute();
    expect(lessons).toHaveLength(9);
    expect(lessons.find((l) => l.id === 'fx-m1-l1')?.title).toBe('Renamed first lesson');
    await again.close();
    await database.drop();
  });
});

describe('the shipped library', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp();
  });
  afterAll(() => real.close());

  const signUp = async () => {
    const res = await real.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: goodPassword }, remoteAddress: `198.18.0.${++address % 250}` });
    return bearer(sessionReply.parse(res.json()).accessToken);
  };

  it('lists the TypeScript course, the tenth, under Programming Languages and opens its first lesson', async () => {
    const headers = await signUp();
    const catalogue = listCoursesReply.parse((await real.app.inject({ method: 'GET', url: '/api/courses', headers })).json());
    expect(catalogue.courses).toHaveLength(10);
    expect(catalogue.courses.find((c) => c.id === 'typescript-essentials')).toMatchObject({ category: 'Programming Languages', moduleCount: 6 });
    const outline = getCourseReply.parse((await real.app.inject({ method: 'GET', url: '/api/courses/typescript-essentials', headers })).json());
    expect(outline.modules.map((m) => m.title)).toEqual(['Types and the Compiler', 'Typed Functions', 'Objects and Interfaces', 'Unions and Narrowing', 'Generics Basics', 'A Small Typed Project']);
    const lesson = await real.app.inject({ method: 'GET', url: '/api/lessons/ts-why-typescript', headers });
    expect(lesson.statusCode).toBe(200);
    expect(getLessonReply.parse(lesson.json()).contentBlocks.some((b) => b.type === 'code' && b.language === 'typescript')).toBe(true);
  });

  it('puts the TypeScript lessons in the tutor’s index', async () => {
    const find = createPassageIndex(real.db.kysely);
    const passages = await find({ text: 'discriminated union never exhaustive switch', premium: true, limit: 5 });
    expect(passages[0]?.courseId).toBe('typescript-essentials');
    expect(passages.map((p) => p.lessonId)).toEqual(expect.arrayContaining(['ts-discriminated-unions', 'ts-exhaustive']));
  });
});
