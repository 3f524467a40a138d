import type { Kysely } from 'kysely';
import { plans } from '@shared/plans/plans';
import type { Database } from './schema';
import { libraryCoursesToSeed } from '../admin/documents';
import { seedAssignments } from '../assignments/seed-assignments';
import { readCourseLibrary } from '../courses/library';
import { seedCourses } from '../courses/seed-courses';
import { readHackathonEvent } from './seed-files';

/**
 * Loads the plan table, the course library and the hackathon event. Every write is an upsert
 * keyed on the seed's own id, so starting twice changes nothing and editing a seed file updates
 * the row in place. A course an admin has edited in the product belongs to the database and is
 * skipped; its id is in the answer, so the caller can log it.
 */
export async function seed(db: Kysely<Database>, resourcesDir: string, at: Date): Promise<{ skippedCourses: string[] }> {
  const library = await readCourseLibrary(resourcesDir);
  const event = await readHackathonEvent(resourcesDir);
  const now = at.toISOString();

  return db.transaction().execute(async (trx) => {
    for (const plan of plans) {
      const row = {
        key: plan.key,
        level: plan.level,
        name: plan.name,
        amount_paise: plan.amountPaise,
        currency: 'INR',
        duration_unit: plan.duration.unit,
        duration_count: plan.duration.count,
        duration_label: plan.durationLabel,
        popular: plan.popular ? 1 : 0,
        features_json: JSON.stringify(plan.features),
        updated_at: now,
      };
      await trx
        .insertInto('plans')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
    }

    const courses = await libraryCoursesToSeed(trx, library, now);
    await seedCourses(trx, courses.seeded, now);
    await seedAssignments(trx, courses.seeded, now);

    const eventRow = {
      id: event.id,
      name: event.name,
      starts_at: event.startsAt,
      ends_at: event.endsAt,
      registration_deadline: event.registrationDeadline,
      data_json: JSON.stringify(event),
      updated_at: now,
    };
    await trx
      .insertInto('hackathon_events')
      .values(eventRow)
      .onConflict((oc) => oc.column('id').doUpdateSet(eventRow))
      .execute();
    return { skippedCourses: courses.skipped };
  });
}
