import { sql } from 'kysely';
import type { AdminIdsQuery } from '@shared/api/hackathon-admin';
import type { Executor } from '../db/executor';
import { listConditions } from './admin-queries';

/** Which registrations an export reads: the named ones of a selection, or those the list's search and filters match. */
export interface ExportFilter {
  ids?: readonly string[];
  matching?: AdminIdsQuery;
}

/** Where a keyset page ends: the next page starts after this registration. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * One page of the event's registrations the filter keeps, oldest first, for an export: a keyset page over
 * (created_at, id), which the list index of migration 0012 answers without sorting, so every page
 * costs the same however deep the export is. `payment_rank` sums up the fee's orders: 2 a payment
 * was credited (refunded later or not), 1 an attempt failed, 0 or null nothing yet.
 */
export function registrationPage(db: Executor, eventId: string, after: ExportCursor | undefined, limit: number, filter: ExportFilter) {
  const r = 'hackathon_registrations' as const;
  let query = db
    .selectFrom(r)
    .select([`${r}.id`, `${r}.status`, `${r}.team_name`, `${r}.team_size`, `${r}.amount_paise`, `${r}.problem_statement_id`, `${r}.personal_info_json`, `${r}.team_info_json`, `${r}.created_at`])
    .select((eb) =>
      eb
        .selectFrom('payment_orders as o')
        .leftJoin('payments as p', 'p.order_id', 'o.id')
        .select(sql<number | null>`max(case when p.id is not null then 2 when o.failed_attempts > 0 then 1 else 0 end)`.as('rank'))
        .where('o.payment_type', '=', 'hackathon_registration')
        .whereRef('o.item', '=', `${r}.id`)
        .as('payment_rank'),
    )
    .where(listConditions(eventId, filter.matching ?? {}));
  if (filter.ids) query = query.where(`${r}.id`, 'in', filter.ids);
  if (after) {
    query = query.where((eb) => eb.or([eb(`${r}.created_at`, '>', after.createdAt), eb.and([eb(`${r}.created_at`, '=', after.createdAt), eb(`${r}.id`, '>', after.id)])]));
  }
  return query.orderBy(`${r}.created_at`).orderBy(`${r}.id`).limit(limit).execute();
}

export type ExportRegistrationRow = Awaited<ReturnType<typeof registrationPage>>[number];

/** The leader's department, college or year of the event's registrations, counted by the database, largest first. */
export function countsBy(db: Executor, eventId: string, column: 'department' | 'college' | 'year', limit = 1000) {
  return db
    .selectFrom('hackathon_registrations')
    .select((eb) => [
      eb.ref(column).as('name'),
      eb.fn.countAll<number | string>().as('registrations'),
      sql<number | string>`sum(case when status = 'confirmed' then 1 else 0 end)`.as('confirmed'),
      sql<number | string>`sum(case when status = 'pending_payment' then 1 else 0 end)`.as('pending'),
      eb.fn.sum<number | string>('team_size').as('participants'),
    ])
    .where('event_id', '=', eventId)
    .groupBy(column)
    .orderBy('registrations', 'desc')
    .orderBy(column)
    .limit(limit)
    .execute();
}

/** Registrations and people by team size, 1 to 4. */
export function teamSizeCounts(db: Executor, eventId: string) {
  return db
    .selectFrom('hackathon_registrations')
    .select((eb) => ['team_size', eb.fn.countAll<number | string>().as('teams'), eb.fn.sum<number | string>('team_size').as('participants')])
    .where('event_id', '=', eventId)
    .groupBy('team_size')
    .orderBy('team_size')
    .execute();
}
