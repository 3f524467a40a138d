import type { Kysely, Transaction } from 'kysely';
import { inferCategory } from '@shared/courses/categories';
import type { CourseFile } from '@shared/courses/course-file';
import type { Database } from '../db/schema';
import { lessonRow } from './lesson-row';

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Writes the course library: each course, module and lesson upserted on its id, in batches, and
 * whatever a seeded course no longer has removed, so editing a file under resources/courses is
 * reflected on the next start and starting twice changes nothing.
 */
export async function seedCourses(db: Writer, library: readonly CourseFile[], now: string): Promise<void> {
  for (const course of library) {
    const courseRow = {
      id: course.id,
      title: course.title,
      description: course.description,
      category: inferCategory(course.title),
      thumbnail: course.thumbnail,
      sort_order: course.order,
      updated_at: now,
    };
    await db.insertInto('courses').values(courseRow).onConflict((oc) => oc.column('id').doUpdateSet(courseRow)).execute();

    const modules = course.modules.map((module, position) => ({
      id: module.id,
      course_id: course.id,
      title: module.title,
      description: module.description,
      position,
      updated_at: now,
    }));
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

    const lessons = course.modules.flatMap((module) =>
      module.lessons.map((lesson, position) => lessonRow(lesson, { courseId: course.id, moduleId: module.id, position }, now)),
    );
    // Batches keep each statement under SQLite's and PostgreSQL's bound-parameter limits.
    for (let start = 0; start < lessons.length; start += 50) {
      await db
        .insertInto('lessons')
        .values(lessons.slice(start, start + 50))
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

    await db.deleteFrom('lessons').where('course_id', '=', course.id).where('id', 'not in', lessons.map((l) => l.id)).execute();
    await db.deleteFrom('course_modules').where('course_id', '=', course.id).where('id', 'not in', modules.map((m) => m.id)).execute();
  }
}
