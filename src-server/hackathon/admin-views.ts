import { hackathonMessageTable } from '@shared/hackathon/messages';
import {
  bulkUpdateMax,
  type AdminIdsQuery,
  type AdminIdsReply,
  type AdminListQuery,
  type AdminParticipantsReply,
  type AdminRegistrationReply,
  type AdminRegistrationsReply,
  type AdminStats,
  type AdminStatsReply,
  type AdminTeamChangesReply,
  type ParticipantRow,
  type PaymentStatus,
} from '@shared/api/hackathon-admin';
import { registrationSummary } from '@shared/api/hackathon-registration';
import { genders, participantSkills } from '@shared/hackathon/participant-background';
import { countByDay, daysEnding, dayKey } from '@shared/engagement/day-key';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import { notFound } from '../errors';
import {
  countFailedPayments,
  countParticipants,
  countRegistrations,
  feeRevenue,
  filterOptions,
  findAdminRegistration,
  findFeeOrders,
  findRegistrationTeam,
  listRegistrationIds,
  listRegistrationPage,
  listStatusChanges,
  registrationGenders,
  registrationTallies,
  registrationsHoldingPeople,
  registrationTimesSince,
} from './admin-queries';
import { loadCurrentEvent, loadCurrentEventId } from './current-event';
import { membersOf } from './membership';
import { isRegistrationPaid, listTeamChanges } from './membership-queries';
import { registrationSubmissions } from './admin-submissions';
import { findCommitments } from './registration-queries';

const personalInfo = registrationSummary.shape.personal_info;
const teamMembers = registrationSummary.shape.team_members;
const storedMembers = (teamInfoJson: string) => teamMembers.parse((JSON.parse(teamInfoJson) as { team_members?: unknown }).team_members ?? []);
const additionalInfo = z.object({
  project_idea: z.string().default(''),
  expectations: z.string().default(''),
  linkedin: z.string().default(''),
  github: z.string().default(''),
  // Registrations made before the wizard asked have none.
  skills: participantSkills.default({ programming_languages: [], additional_skills: '' }),
});

/** product.md §3.3: completed once paid; failed after a failed attempt with no payment; else pending. */
const paymentStatus = (paid: number | boolean, failed: number | boolean): PaymentStatus => (Number(paid) ? 'completed' : Number(failed) ? 'failed' : 'pending');

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** "Select all filtered" (product.md §3.2.6): as many matching ids as one bulk update takes. */
export async function adminRegistrationIds(db: Executor, query: AdminIdsQuery): Promise<AdminIdsReply> {
  const eventId = await loadCurrentEventId(db);
  const [total, ids] = await Promise.all([countRegistrations(db, eventId, query), listRegistrationIds(db, eventId, query, bulkUpdateMax)]);
  return { success: true, data: { ids, total, limit: bulkUpdateMax } };
}

export async function adminRegistrations(db: Executor, query: AdminListQuery): Promise<AdminRegistrationsReply> {
  const eventId = await loadCurrentEventId(db);
  const [total, rows, colleges, departments] = await Promise.all([
    countRegistrations(db, eventId, query),
    listRegistrationPage(db, eventId, query),
    filterOptions(db, eventId, 'college'),
    filterOptions(db, eventId, 'department'),
  ]);
  return {
    success: true,
    data: {
      registrations: rows.map((row) => {
        const leader = personalInfo.parse(JSON.parse(row.personal_info_json));
        return {
          registration_id: row.id,
          name: leader.full_name,
          email: leader.email,
          phone: leader.phone,
          college: leader.college,
          department: leader.department,
          year: leader.year,
          team_name: row.team_name,
          team_size: row.team_size,
          status: row.status,
          payment_status: paymentStatus(row.paid, row.failed),
          amount_paise: row.amount_paise,
          created_at: row.created_at,
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: pageCount(total, query.pageSize),
      filters: { colleges, departments },
    },
  };
}

/**
 * product.md §3.2.6: a registration's team as the leader changed it, for the organisers: the
 * declared members with their state, whether its money waits to be returned, and the audit trail.
 */
export async function adminTeamChanges(db: Executor, registrationId: string): Promise<AdminTeamChangesReply> {
  const row = await findAdminRegistration(db, registrationId);
  if (!row) throw notFound(hackathonMessageTable.ref('registrationNotFound'));
  const paid = await isRegistrationPaid(db, row.id);
  const [members, changes, submissions] = await Promise.all([membersOf(db, [{ id: row.id, paid }]), listTeamChanges(db, row.id), registrationSubmissions(db, row)]);
  return {
    success: true,
    data: {
      refund_due: row.refund_due === 1,
      members: members.get(row.id) ?? [],
      changes: changes.map((change) => ({
        id: change.id,
        action: change.action,
        detail: change.detail,
        actor: change.actor_id ? { user_id: change.actor_id, name: change.display_name ?? '', email: change.email ?? '' } : null,
        created_at: change.created_at,
      })),
      submissions,
    },
  };
}

export async function adminRegistration(db: Executor, registrationId: string): Promise<AdminRegistrationReply> {
  const row = await findAdminRegistration(db, registrationId);
  if (!row) throw notFound(hackathonMessageTable.ref('registrationNotFound'));
  const [event, team, commitments, orders, changes] = await Promise.all([
    loadCurrentEvent(db),
    findRegistrationTeam(db, row.id),
    findCommitments(db, row.id),
    findFeeOrders(db, row.id),
    listStatusChanges(db, row.id),
  ]);
  const extra = additionalInfo.parse(JSON.parse(row.additional_info_json));
  const [paidOrder] = orders;
  const paid = paidOrder?.gateway_payment_id ? paidOrder : undefined;
  const failedAttempts = orders.reduce((sum, order) => sum + order.failed_attempts, 0);
  const problem = event.id === row.event_id ? event.problemStatements.find((candidate) => candidate.id === row.problem_statement_id) : undefined;
  return {
    success: true,
    data: {
      registration_id: row.id,
      event_id: row.event_id,
      user_id: row.user_id,
      status: row.status,
      created_at: row.created_at,
      updated_at: row.updated_at,
      personal_info: personalInfo.parse(JSON.parse(row.personal_info_json)),
      team: {
        team_name: row.team_name,
        team_size: row.team_size,
        team_members: storedMembers(row.team_info_json),
        team_id: team?.id ?? null,
        team_code: team?.code ?? null,
        joined: (team?.members ?? []).map((member) => ({ user_id: member.user_id, name: member.registered_name, email: member.email, role: member.role, joined_at: member.joined_at })),
      },
      technical: {
        problem_statement_id: row.problem_statement_id,
        problem_statement_title: problem?.title ?? null,
        ...extra,
        commitments: commitments
          ? { ibm_skillsbuild: commitments.ibm_skillsbuild === 1, nasscom_courses: commitments.nasscom_courses === 1, full_participation: commitments.full_participation === 1 }
          : null,
      },
      payment: {
        amount_paise: row.amount_paise,
        status: paymentStatus(Boolean(paid), failedAttempts > 0),
        gateway_payment_id: paid?.gateway_payment_id ?? null,
        gateway_order_id: (paid ?? paidOrder)?.gateway_order_id ?? null,
        paid_at: paid?.credited_at ?? null,
        refunded_paise: paid?.refunded_paise ?? 0,
        failed_attempts: failedAttempts,
        refund_due: row.refund_due === 1,
      },
      admin_notes: row.admin_notes,
      status_history: changes.map((change) => ({
        id: change.id,
        from_status: change.from_status,
        to_status: change.to_status,
        note: change.note,
        changed_by: change.changed_by ? { user_id: change.changed_by, name: change.display_name ?? '', email: change.email ?? '' } : null,
        created_at: change.created_at,
      })),
    },
  };
}

/** Every gender with its count, in a fixed order (zeros included), then those that did not say. */
function genderStats(rows: readonly { gender: string; count: number }[]): AdminStats['gender_stats'] {
  const countOf = (gender: string) => rows.filter((row) => row.gender === gender).reduce((sum, row) => sum + row.count, 0);
  const given = genders.map((gender) => ({ gender, count: countOf(gender) }));
  const known = new Set<string>(genders);
  const notGiven = rows.filter((row) => !known.has(row.gender)).reduce((sum, row) => sum + row.count, 0);
  return [...given, { gender: 'not_given' as const, count: notGiven }];
}

/** The top entries of a count map, largest first, ties by name. */
function ranked<T extends { count: number }>(entries: Iterable<[string, T]>, limit = Infinity): [string, T][] {
  return [...entries].sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b)).slice(0, limit);
}

/** product.md §3.2.6 Dashboard and Analytics tabs, from a few grouped reads and three sums. */
export async function adminStats(db: Executor, now: Date): Promise<AdminStatsReply> {
  const eventId = await loadCurrentEventId(db);
  const days = daysEnding(dayKey(now), 7);
  // A day in India starts at most 5:30 before UTC's; a day's margin reads every row the first day can hold.
  const since = new Date(Date.parse(`${days[0]}T00:00:00Z`) - 86_400_000).toISOString();
  const [tallies, genders, revenue, failed, times] = await Promise.all([
    registrationTallies(db, eventId),
    registrationGenders(db, eventId),
    feeRevenue(db, eventId),
    countFailedPayments(db, eventId),
    registrationTimesSince(db, eventId, since),
  ]);

  const byStatus = new Map(tallies.statuses.map((row) => [row.status, row.count]));
  const sum = (pick: (row: (typeof tallies.statuses)[number]) => number) => tallies.statuses.reduce((total, row) => total + pick(row), 0);
  const total = sum((row) => row.count);
  const individual = sum((row) => row.individual);
  const participants = sum((row) => row.participants);
  const departmentsOf = new Map<string, [string, { count: number }][]>();
  for (const { college, department, count } of tallies.collegeDepartments) {
    const list = departmentsOf.get(college) ?? [];
    list.push([department, { count }]);
    departmentsOf.set(college, list);
  }
  const colleges = tallies.colleges.map((row): [string, typeof row] => [row.college, row]);
  const departments = tallies.departments.map((row): [string, typeof row] => [row.department, row]);
  const years = tallies.years.map((row): [string, typeof row] => [row.year, row]);

  const perDay = countByDay(times, days);

  return {
    success: true,
    data: {
      total_registrations: total,
      confirmed_registrations: byStatus.get('confirmed') ?? 0,
      pending_payments: byStatus.get('pending_payment') ?? 0,
      cancelled_registrations: byStatus.get('cancelled') ?? 0,
      total_revenue: revenue.netPaise / 100,
      total_revenue_paise: revenue.netPaise,
      completed_payments: revenue.paidRegistrations,
      individual_registrations: individual,
      group_registrations: total - individual,
      failed_payments: failed,
      total_participants: participants,
      college_wise_stats: ranked(colleges, 50).map(([name, tally]) => ({
        college: name,
        total: tally.count,
        individual: tally.individual,
        team: tally.count - tally.individual,
        confirmed: tally.confirmed,
        pending: tally.pending,
        top_departments: ranked(departmentsOf.get(name) ?? [], 5).map(([department, { count }]) => ({ department, count })),
      })),
      college_count: colleges.length,
      department_stats: ranked(departments).map(([department, tally]) => ({ department, count: tally.count, individual: tally.individual, team: tally.count - tally.individual })),
      year_stats: ranked(years).map(([year, { count }]) => ({ year, count })),
      gender_stats: genderStats(genders),
      timeline: [...perDay].map(([date, count]) => ({ date, count })),
      generated_at: now.toISOString(),
    },
  };
}

/** product.md §3.3 "Participant detail row": the leader, then each listed member, registration by registration. */
export async function adminParticipants(db: Executor, query: AdminListQuery): Promise<AdminParticipantsReply> {
  const eventId = await loadCurrentEventId(db);
  const offset = (query.page - 1) * query.pageSize;
  const [total, holders] = await Promise.all([
    countParticipants(db, eventId, query),
    registrationsHoldingPeople(db, eventId, query, offset, query.pageSize),
  ]);
  const people: ParticipantRow[] = [];
  let firstIndex: number | undefined;
  for (const holder of holders) {
    firstIndex ??= Number(holder.upto) - holder.team_size;
    const leader = personalInfo.parse(JSON.parse(holder.personal_info_json));
    const base = { registration_id: holder.id, team: holder.team_name, status: holder.status };
    people.push({ ...base, role: 'leader', name: leader.full_name, phone: leader.phone, email: leader.email, department: leader.department, year: leader.year, college: leader.college });
    for (const member of storedMembers(holder.team_info_json)) {
      people.push({
        ...base,
        role: 'member',
        name: member.name,
        phone: member.phone,
        email: member.email,
        // product.md §3.3: a member's college, department and year default to the registrant's.
        department: member.department || leader.department,
        year: member.year ?? leader.year,
        college: member.college || leader.college,
      });
    }
  }
  const skip = offset - (firstIndex ?? offset);
  return {
    success: true,
    data: {
      participants: people.slice(skip, skip + query.pageSize),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: pageCount(total, query.pageSize),
    },
  };
}
