import type { AdminIdsQuery, AdminListQuery } from '@shared/api/hackathon-admin';
import { type Expression, type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database, HackathonRegistrationStatus, HackathonStatusChangesTable } from '../db/schema';
import { listMembers } from './team-queries';

type Registrations = ExpressionBuilder<Database, 'hackathon_registrations'>;

/** A LIKE pattern matching the text anywhere, its own % _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The list's conditions (product.md §3.2.6 Registrations tab) on the denormalised columns of
 * migration 0012; `search_text` is lower-cased, and so is the search, so LIKE is case-insensitive
 * on SQLite and PostgreSQL alike.
 */
export function listConditions(eventId: string, query: AdminIdsQuery) {
  return (eb: Registrations) => {
    const conditions: Expression<SqlBool>[] = [eb('hackathon_registrations.event_id', '=', eventId)];
    if (query.status) conditions.push(eb('hackathon_registrations.status', '=', query.status));
    if (query.type === 'individual') conditions.push(eb('hackathon_registrations.team_size', '=', 1));
    if (query.type === 'team') conditions.push(eb('hackathon_registrations.team_size', '>', 1));
    if (query.college) conditions.push(eb('hackathon_registrations.college', '=', query.college));
    if (query.department) conditions.push(eb('hackathon_registrations.department', '=', query.department));
    if (query.payment === 'refund_due') conditions.push(eb('hackathon_registrations.refund_due', '=', 1));
    if (query.search) conditions.push(sql<SqlBool>`hackathon_registrations.search_text like ${containsPattern(query.search)} escape '\\'`);
    return eb.and(conditions);
  };
}

/** The fee's orders of a registration (payment_orders.item is the registration id). */
const feeOrders = (eb: Registrations) =>
  eb.selectFrom('payment_orders').where('payment_orders.payment_type', '=', 'hackathon_registration').whereRef('payment_orders.item', '=', 'hackathon_registrations.id');

/** 1 when a payment was credited for the registration (refunded later or not), else 0. */
const paidFlag = (eb: Registrations) =>
  eb
    .case()
    .when(eb.exists(feeOrders(eb).innerJoin('payments', 'payments.order_id', 'payment_orders.id').select('payments.id')))
    .then(1)
    .else(0)
    .end()
    .as('paid');

/** 1 when some order of the registration had a failed attempt, else 0. */
const failedFlag = (eb: Registrations) =>
  eb
    .case()
    .when(eb.exists(feeOrders(eb).select('payment_orders.id').where('payment_orders.failed_attempts', '>', 0)))
    .then(1)
    .else(0)
    .end()
    .as('failed');

export async function countRegistrations(db: Executor, eventId: string, query: AdminIdsQuery): Promise<number> {
  const row = await db
    .selectFrom('hackathon_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(listConditions(eventId, query))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page, newest first (the id breaks ties so pages never overlap). */
export function listRegistrationPage(db: Executor, eventId: string, query: AdminListQuery) {
  return db
    .selectFrom('hackathon_registrations')
    .select(['id', 'status', 'team_name', 'team_size', 'amount_paise', 'personal_info_json', 'college', 'department', 'year', 'created_at'])
    .select((eb) => [paidFlag(eb), failedFlag(eb)])
    .where(listConditions(eventId, query))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
}

/** The first `limit` matching ids, in the list's order. */
export async function listRegistrationIds(db: Executor, eventId: string, query: AdminIdsQuery, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('hackathon_registrations')
    .select('id')
    .where(listConditions(eventId, query))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The distinct non-empty values of a filter column, for the filter menus. */
export async function filterOptions(db: Executor, eventId: string, column: 'college' | 'department'): Promise<string[]> {
  const rows = await db
    .selectFrom('hackathon_registrations')
    .select(column)
    .distinct()
    .where('event_id', '=', eventId)
    .where(column, '<>', '')
    .orderBy(column)
    .execute();
  return rows.map((row) => row[column]);
}

/** How many people (leaders and listed members) the selected registrations hold. */
export async function countParticipants(db: Executor, eventId: string, query: AdminListQuery): Promise<number> {
  const row = await db
    .selectFrom('hackathon_registrations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('team_size'), sql<number>`0`).as('people'))
    .where(listConditions(eventId, query))
    .executeTakeFirstOrThrow();
  return Number(row.people);
}

/**
 * The registrations holding the people `offset` to `offset + limit` of the list's order: a running
 * total of team sizes finds them without reading the registrations before the page.
 */
export function registrationsHoldingPeople(db: Executor, eventId: string, query: AdminListQuery, offset: number, limit: number) {
  return db
    .with('ordered', (qc) =>
      qc
        .selectFrom('hackathon_registrations')
        .select((eb) => [
          'hackathon_registrations.id',
          eb.fn
            .sum<number>('team_size')
            .over((ob) => ob.orderBy('created_at', 'desc').orderBy('id', 'desc'))
            .as('upto'),
        ])
        .where(listConditions(eventId, query)),
    )
    .selectFrom('ordered')
    .innerJoin('hackathon_registrations as r', 'r.id', 'ordered.id')
    .select(['r.id', 'r.status', 'r.team_name', 'r.team_size', 'r.personal_info_json', 'r.team_info_json', 'ordered.upto'])
    .where('ordered.upto', '>', offset)
    .where(sql<SqlBool>`ordered.upto - r.team_size < ${offset + limit}`)
    .orderBy('ordered.upto')
    .execute();
}

export function findAdminRegistration(db: Executor, registrationId: string) {
  return db.selectFrom('hackathon_registrations').selectAll().where('id', '=', registrationId).executeTakeFirst();
}

/** The team formed with the registration and who has joined it, by the names they registered with. */
export async function findRegistrationTeam(db: Executor, registrationId: string) {
  const team = await db
    .selectFrom('hackathon_teams')
    .select(['id', 'code'])
    .where('registration_id', '=', registrationId)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!team) return undefined;
  return { ...team, members: await listMembers(db, team.id) };
}

/** The registration's fee orders, each with its payment when one was credited; paid first, then newest. */
export function findFeeOrders(db: Executor, registrationId: string) {
  return db
    .selectFrom('payment_orders as o')
    .leftJoin('payments as p', 'p.order_id', 'o.id')
    .select(['o.gateway_order_id', 'o.failed_attempts', 'o.created_at', 'p.gateway_payment_id', 'p.amount_paise', 'p.refunded_paise', 'p.credited_at'])
    .where('o.payment_type', '=', 'hackathon_registration')
    .where('o.item', '=', registrationId)
    .orderBy(sql`case when p.id is null then 1 else 0 end`)
    .orderBy('o.created_at', 'desc')
    .execute();
}

export function listStatusChanges(db: Executor, registrationId: string) {
  return db
    .selectFrom('hackathon_status_changes as c')
    .leftJoin('users as u', 'u.id', 'c.changed_by')
    .select(['c.id', 'c.from_status', 'c.to_status', 'c.note', 'c.changed_by', 'c.created_at', 'u.display_name', 'u.email'])
    .where('c.registration_id', '=', registrationId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** Which of these ids exist (any event: an id is unique across events). */
export async function existingRegistrationIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 200) {
    const rows = await db
      .selectFrom('hackathon_registrations')
      .select('id')
      .where('id', 'in', ids.slice(start, start + 200))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * Sets the status when it is still `from`, appending the note to the organisers' notes; false when
 * another change came first.
 */
export async function setRegistrationStatus(
  db: Executor,
  change: { registrationId: string; from: HackathonRegistrationStatus; to: HackathonRegistrationStatus; note: string; at: string },
): Promise<boolean> {
  const notes = change.note
    ? sql<string>`case when admin_notes = '' then cast(${change.note} as text) else admin_notes || cast(${`\n${change.note}`} as text) end`
    : sql<string>`admin_notes`;
  const updated = await db
    .updateTable('hackathon_registrations')
    .set({ status: change.to, admin_notes: notes, updated_at: change.at })
    .where('id', '=', change.registrationId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function insertStatusChange(db: Executor, row: Insertable<HackathonStatusChangesTable>): Promise<void> {
  await db.insertInto('hackathon_status_changes').values(row).execute();
}

const countAll = sql<number | string>`count(*)`;
const alone = sql<number | string>`sum(case when team_size = 1 then 1 else 0 end)`;
const whenStatus = (status: string) => sql<number | string>`sum(case when status = ${status} then 1 else 0 end)`;

/**
 * The registrations counted by each thing the statistics break them down by, each breakdown its own
 * small grouped read: grouping by all of them at once returned one row per combination (about 7,000
 * at 10,000 registrations), and turning those into numbers took most of the request's time.
 */
export async function registrationTallies(db: Executor, eventId: string) {
  const ofEvent = () => db.selectFrom('hackathon_registrations').where('event_id', '=', eventId);
  const [statuses, colleges, collegeDepartments, departments, years] = await Promise.all([
    ofEvent()
      .select(['status', countAll.as('count'), alone.as('individual'), sql<number | string>`sum(team_size)`.as('participants')])
      .groupBy('status')
      .execute(),
    ofEvent()
      .select(['college', countAll.as('count'), alone.as('individual'), whenStatus('confirmed').as('confirmed'), whenStatus('pending_payment').as('pending')])
      .groupBy('college')
      .execute(),
    ofEvent().select(['college', 'department', countAll.as('count')]).groupBy(['college', 'department']).execute(),
    ofEvent().select(['department', countAll.as('count'), alone.as('individual')]).groupBy('department').execute(),
    ofEvent().select(['year', countAll.as('count')]).groupBy('year').execute(),
  ]);
  return {
    statuses: statuses.map((row) => ({ status: row.status, count: Number(row.count), individual: Number(row.individual), participants: Number(row.participants) })),
    colleges: colleges.map((row) => ({ college: row.college, count: Number(row.count), individual: Number(row.individual), confirmed: Number(row.confirmed), pending: Number(row.pending) })),
    collegeDepartments: collegeDepartments.map((row) => ({ college: row.college, department: row.department, count: Number(row.count) })),
    departments: departments.map((row) => ({ department: row.department, count: Number(row.count), individual: Number(row.individual) })),
    years: years.map((row) => ({ year: row.year, count: Number(row.count) })),
  };
}

/** How many registrations gave each gender; the empty string counts those that did not say. */
export async function registrationGenders(db: Executor, eventId: string): Promise<{ gender: string; count: number }[]> {
  const rows = await db
    .selectFrom('hackathon_registrations')
    .select('gender')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('event_id', '=', eventId)
    .groupBy('gender')
    .execute();
  return rows.map((row) => ({ gender: row.gender, count: Number(row.count) }));
}

/** Credited fees of the event's registrations, net of refunds, and how many registrations paid. */
export async function feeRevenue(db: Executor, eventId: string): Promise<{ netPaise: number; paidRegistrations: number }> {
  const row = await db
    .selectFrom('payments as p')
    .innerJoin('payment_orders as o', 'o.id', 'p.order_id')
    .innerJoin('hackathon_registrations as r', 'r.id', 'o.item')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>(sql`p.amount_paise - p.refunded_paise`), sql<number>`0`).as('net'),
      eb.fn.count<number | string>('r.id').distinct().as('registrations'),
    ])
    .where('o.payment_type', '=', 'hackathon_registration')
    .where('r.event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { netPaise: Number(row.net), paidRegistrations: Number(row.registrations) };
}

/** product.md §3.4: registrations whose fee failed at least once and was never paid. */
export async function countFailedPayments(db: Executor, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('hackathon_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('event_id', '=', eventId)
    .where((eb) =>
      eb.and([
        eb.exists(feeOrders(eb).select('payment_orders.id').where('payment_orders.failed_attempts', '>', 0)),
        eb.not(eb.exists(feeOrders(eb).innerJoin('payments', 'payments.order_id', 'payment_orders.id').select('payments.id'))),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function registrationTimesSince(db: Executor, eventId: string, since: string): Promise<string[]> {
  const rows = await db.selectFrom('hackathon_registrations').select('created_at').where('event_id', '=', eventId).where('created_at', '>=', since).execute();
  return rows.map((row) => row.created_at);
}
