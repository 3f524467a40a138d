import type { StoredGrading } from '@shared/assignments/assignment-file';
import type { CourseFile } from '@shared/courses/course-file';
import type { Executor } from '../db/executor';
import type { AssignmentsTable } from '../db/schema';

/**
 * Writes each course's assignments, upserted on their ids, and removes those a course no longer
 * has (with their submissions), so editing a course file is reflected on the next start.
 */
export async function seedAssignments(db: Executor, library: readonly CourseFile[], now: string): Promise<void> {
  for (const course of library) {
    const rows: AssignmentsTable[] = course.assignments.map((a, index) => ({
      id: a.id,
      course_id: course.id,
      module_id: a.module ?? null,
      // The free lock counts a module's assignments as it counts its lessons.
      position: a.module ? course.assignments.slice(0, index).filter((b) => b.module === a.module).length : index,
      title: a.title,
      kind: a.kind,
      language: a.language ?? null,
      instructions: a.instructions,
      starter_code: a.starterCode ?? null,
      // What the grader needs, hidden cases included; the solution and wrong solutions stay in the file.
      tests_json: JSON.stringify({ tests: a.tests, structure: a.structure } satisfies StoredGrading),
      due_days: a.dueDays,
      is_final: a.final ? 1 : 0,
      updated_at: now,
    }));
    for (const row of rows) {
      await db
        .insertInto('assignments')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    let stale = db.deleteFrom('assignments').where('course_id', '=', course.id);
    if (rows.length > 0) stale = stale.where('id', 'not in', rows.map((r) => r.id));
    await stale.execute();
  }
}
