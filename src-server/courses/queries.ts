import { sql, type Insertable, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Executor } from '../db/executor';
import { prepareQuery } from '../db/prepared';
import type { CourseModulesTable, CoursesTable, Database, LessonsTable } from '../db/schema';
import { isPremium } from '../subscriptions/premium';

/**
 * The reader's reads, compiled once per database because the course request is the hot path of
 * the reader (bench/reader.ts).
 */
export function courseQueries(db: Db, clock: Clock) {
  const course = prepareQuery(db, ['courseId'], (k, a) =>
    k.selectFrom('courses').select(['id', 'title', 'description', 'thumbnail', 'category', 'sort_order']).where('id', '=', a.courseId),
  );
  const modules = prepareQuery(db, ['courseId'], (k, a) =>
    k.selectFrom('course_modules').select(['id', 'title', 'description', 'position']).where('course_id', '=', a.courseId).orderBy('position'),
  );
  const lessons = prepareQuery(db, ['courseId'], (k, a) =>
    k
      .selectFrom('lessons')
      .select(['id', 'module_id', 'title', 'position', 'word_count', 'quiz_block_ids_json'])
      .where('course_id', '=', a.courseId)
      .orderBy('module_id')
      .orderBy('position'),
  );
  const progress = prepareQuery(db, ['userId', 'courseId'], (k, a) =>
    k
      .selectFrom('course_progress')
      .select(['last_visited_lesson_id', 'last_visited_at'])
      .where('user_id', '=', a.userId)
      .where('course_id', '=', a.courseId),
  );
  const completed = prepareQuery(db, ['userId', 'courseId'], (k, a) =>
    k.selectFrom('completed_lessons').select('lesson_id').where('user_id', '=', a.userId).where('course_id', '=', a.courseId).orderBy('completed_at'),
  );
  const answered = prepareQuery(db, ['userId', 'courseId'], (k, a) =>
    k.selectFrom('quiz_answers').select('block_id').where('user_id', '=', a.userId).where('course_id', '=', a.courseId),
  );
  const lesson = prepareQuery(db, ['lessonId'], (k, a) =>
    k
      .selectFrom('lessons')
      .innerJoin('course_modules', 'course_modules.id', 'lessons.module_id')
      .select([
        'lessons.id',
        'lessons.course_id',
        'lessons.module_id',
        'course_modules.title as module_title',
        'lessons.title',
        'lessons.position',
        'lessons.html',
        'lessons.blocks_json',
        'lessons.explanation_json',
        'lessons.quiz_block_ids_json',
        'lessons.word_count',
      ])
      .where('lessons.id', '=', a.lessonId),
  );
  /**
   * Everything about one learner in one course in one read: completed lessons ('c'), answered
   * quiz blocks ('q'), the last visit ('v') and the subscriptions not yet over ('p', when each
   * starts and ends), which tell whether the learner is premium now and until when that holds.
   */
  const learnerState = prepareQuery(db, ['userId', 'courseId', 'now'], (k, a) =>
    k
      .selectFrom('completed_lessons')
      .select([sql<string>`'c'`.as('kind'), sql<string | null>`lesson_id`.as('id'), sql<string | null>`null`.as('at')])
      .where('user_id', '=', a.userId)
      .where('course_id', '=', a.courseId)
      .unionAll(
        k
          .selectFrom('quiz_answers')
          .select([sql<string>`'q'`.as('kind'), sql<string | null>`block_id`.as('id'), sql<string | null>`null`.as('at')])
          .where('user_id', '=', a.userId)
          .where('course_id', '=', a.courseId),
      )
      .unionAll(
        k
          .selectFrom('course_progress')
          .select([sql<string>`'v'`.as('kind'), 'last_visited_lesson_id as id', 'last_visited_at as at'])
          .where('user_id', '=', a.userId)
          .where('course_id', '=', a.courseId),
      )
      .unionAll(
        k
          .selectFrom('subscriptions')
          .select([sql<string>`'p'`.as('kind'), 'starts_at as id', 'expires_at as at'])
          .where('user_id', '=', a.userId)
          .where('status', '=', 'active')
          .where('expires_at', '>', a.now),
      ),
  );
  const lessonAnswers = prepareQuery(db, ['userId', 'lessonId'], (k, a) =>
    k.selectFrom('quiz_answers').select(['block_id', 'answer']).where('user_id', '=', a.userId).where('lesson_id', '=', a.lessonId),
  );
  return {
    /** The learner's last answer to each quiz block of a lesson, by the option's written place. */
    lessonPicks: async (userId: string, lessonId: string) => new Map((await lessonAnswers({ userId, lessonId })).map((r) => [r.block_id, Number(r.answer)])),
    learnerState: async (userId: string, courseId: string, now: Date = clock()) => {
      const at = now.toISOString();
      const rows = await learnerState({ userId, courseId, now: at });
      const visit = rows.find((r) => r.kind === 'v');
      const plans = rows.filter((r) => r.kind === 'p').map((r) => ({ starts: r.id ?? '', ends: r.at ?? '' }));
      return {
        completed: rows.filter((r) => r.kind === 'c').map((r) => r.id ?? ''),
        answered: rows.filter((r) => r.kind === 'q').map((r) => r.id ?? ''),
        visit: visit ? { lessonId: visit.id, at: visit.at } : undefined,
        premium: plans.some((plan) => plan.starts <= at),
        // The next time a subscription starts or ends, when the premium answer may change.
        premiumChangesAt: plans.map((plan) => (plan.starts > at ? plan.starts : plan.ends)).sort()[0],
      };
    },
    course: async (courseId: string) => (await course({ courseId }))[0],
    modules: (courseId: string) => modules({ courseId }),
    lessons: (courseId: string) => lessons({ courseId }),
    progress: async (userId: string, courseId: string) => (await progress({ userId, courseId }))[0],
    completedIds: async (userId: string, courseId: string) => (await completed({ userId, courseId })).map((r) => r.lesson_id),
    answeredIds: async (userId: string, courseId: string) => (await answered({ userId, courseId })).map((r) => r.block_id),
    lesson: async (lessonId: string) => (await lesson({ lessonId }))[0],
    isPremium: (userId: string) => isPremium(db.kysely, userId, clock()),
    /** The server's clock, for what a learner's reading records. */
    clock,
  };
}
export type CourseQueries = ReturnType<typeof courseQueries>;
export type LessonBodyRow = NonNullable<Awaited<ReturnType<CourseQueries['lesson']>>>;
export type LessonOutlineRow = Awaited<ReturnType<CourseQueries['lessons']>>[number];

/** The catalogue with its counts, and the caller's progress in every course, in a few grouped reads. */
export async function catalogue(db: Kysely<Database>, userId: string) {
  const [courses, modules, lessons, completed, answered, visits] = await Promise.all([
    db.selectFrom('courses').select(['id', 'title', 'description', 'thumbnail', 'category', 'sort_order']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('course_modules').select((eb) => ['course_id', eb.fn.countAll<number>().as('count')]).groupBy('course_id').execute(),
    db.selectFrom('lessons').select(['course_id', 'quiz_block_ids_json']).execute(),
    db
      .selectFrom('completed_lessons')
      .select((eb) => ['course_id', eb.fn.countAll<number>().as('count')])
      .where('user_id', '=', userId)
      .groupBy('course_id')
      .execute(),
    db.selectFrom('quiz_answers').select(['course_id', 'block_id']).where('user_id', '=', userId).execute(),
    db.selectFrom('course_progress').select(['course_id', 'last_visited_at']).where('user_id', '=', userId).execute(),
  ]);
  return { courses, modules, lessons, completed, answered, visits };
}

/** The lessons' count and latest update: a cheap read that changes whenever the content does. */
export function lessonsStamp(db: Executor) {
  return db
    .selectFrom('lessons')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();
}

/** Every course and lesson with the text the search index reads. */
export async function searchableContent(db: Executor) {
  const [courses, lessons] = await Promise.all([
    db.selectFrom('courses').select(['id', 'title', 'description']).execute(),
    db
      .selectFrom('lessons')
      .innerJoin('course_modules', 'course_modules.id', 'lessons.module_id')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id', 'lessons.course_id', 'courses.title as course_title', 'course_modules.position as module_position', 'lessons.position', 'lessons.title', 'lessons.search_text'])
      .execute(),
  ]);
  return { courses, lessons };
}

export async function upsertCourse(db: Executor, course: Insertable<CoursesTable>): Promise<void> {
  await db.insertInto('courses').values(course).onConflict((oc) => oc.column('id').doUpdateSet(course)).execute();
}

export async function upsertModules(db: Executor, modules: Insertable<CourseModulesTable>[]): Promise<void> {
  await db
    .insertInto('course_modules')
    .values(modules)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        course_id: eb.ref('excluded.course_id'),
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        position: eb.ref('excluded.position'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function upsertLessons(db: Executor, lessons: Insertable<LessonsTable>[]): Promise<void> {
  await db
    .insertInto('lessons')
    .values(lessons)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        module_id: eb.ref('excluded.module_id'),
        course_id: eb.ref('excluded.course_id'),
        title: eb.ref('excluded.title'),
        position: eb.ref('excluded.position'),
        html: eb.ref('excluded.html'),
        blocks_json: eb.ref('excluded.blocks_json'),
        explanation_json: eb.ref('excluded.explanation_json'),
        quiz_block_ids_json: eb.ref('excluded.quiz_block_ids_json'),
        search_text: eb.ref('excluded.search_text'),
        word_count: eb.ref('excluded.word_count'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Removes the course's lessons and modules whose ids are not kept. */
export async function deleteContentNotIn(db: Executor, courseId: string, keptLessonIds: string[], keptModuleIds: string[]): Promise<void> {
  await db.deleteFrom('lessons').where('course_id', '=', courseId).where('id', 'not in', keptLessonIds).execute();
  await db.deleteFrom('course_modules').where('course_id', '=', courseId).where('id', 'not in', keptModuleIds).execute();
}

export function findModule(db: Executor, moduleId: string) {
  return db.selectFrom('course_modules').select(['id', 'course_id', 'title', 'description', 'position']).where('id', '=', moduleId).executeTakeFirst();
}

/** A module's lesson ids in reading order. */
export function moduleLessonIds(db: Executor, moduleId: string) {
  return db.selectFrom('lessons').select(['id', 'position']).where('module_id', '=', moduleId).orderBy('position').execute();
}

export function lessonTitle(db: Executor, lessonId: string) {
  return db.selectFrom('lessons').select(['title']).where('id', '=', lessonId).executeTakeFirstOrThrow();
}
