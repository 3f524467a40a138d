import { inferCategory } from '@shared/courses/categories';
import type { CourseFile } from '@shared/courses/course-file';
import type { Executor } from '../db/executor';
import { lessonRow } from './lesson-row';
import { deleteContentNotIn, upsertCourse, upsertLessons, upsertModules } from './queries';

/**
 * Writes the course library: each course, module and lesson upserted on its id, in batches, and
 * whatever a seeded course no longer has removed, so editing a file under resources/courses is
 * reflected on the next start and starting twice changes nothing.
 */
export async function seedCourses(db: Executor, library: readonly CourseFile[], now: string): Promise<void> {
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
    await upsertCourse(db, courseRow);

    const modules = course.modules.map((module, position) => ({
      id: module.id,
      course_id: course.id,
      title: module.title,
      description: module.description,
      position,
      updated_at: now,
    }));
    await upsertModules(db, modules);

    const lessons = course.modules.flatMap((module) =>
      module.lessons.map((lesson, position) => lessonRow(lesson, { courseId: course.id, moduleId: module.id, position }, now)),
    );
    // Batches keep each statement under SQLite's and PostgreSQL's bound-parameter limits.
    for (let start = 0; start < lessons.length; start += 50) {
      await upsertLessons(db, lessons.slice(start, start + 50));
    }

    await deleteContentNotIn(
      db,
      course.id,
      lessons.map((l) => l.id),
      modules.map((m) => m.id),
    );
  }
}
