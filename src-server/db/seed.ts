import type { Kysely } from 'kysely';
import { plans } from '@shared/plans/plans';
import type { Database } from './schema';
import { seedAssignments } from '../assignments/seed-assignments';
import { readCourseLibrary } from '../courses/library';
import { seedCourses } from '../courses/seed-courses';
import { readHackathonEvent } from './seed-files';

/**
 * Loads the plan table, the course library and the hackathon event. Every write is an upsert
 * keyed on the seed's own id, so starting twice changes nothing and editing a seed file updates
 * the row in place.
 */
export async function seed(db: Kysely<Database>, resourcesDir: string): Promise<void> {
  const library = await readCourseLibrary(resourcesDir);
  const event = await readHackathonEvent(resourcesDir);
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
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

    await seedCourses(trx, library, now);
    await seedAssignments(trx, library, now);

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
  });
}
