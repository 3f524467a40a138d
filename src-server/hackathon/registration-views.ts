import { hackathonMessageTable } from '@shared/hackathon/messages';
import { registrationSummary, type CommitmentsReply, type MyRegistrationsReply } from '@shared/api/hackathon-registration';
import type { Caller } from '../http/access';
import { AppError, notFound } from '../errors';
import type { Executor } from '../db/executor';
import { loadCurrentEvent } from './current-event';
import { expireLapsed, membersOf, type MembershipDeps } from './membership';
import { findCommitments, listRegistrationsOfUser } from './registration-queries';

const personalInfo = registrationSummary.shape.personal_info;
const teamMembers = registrationSummary.shape.team_members;

/**
 * GET /api/hackathon/registrations: the caller's own, with the stored JSON checked by the shared
 * schema, each declared member's state, and the payment state apart from the status.
 */
export async function myRegistrations(deps: MembershipDeps, userId: string): Promise<MyRegistrationsReply> {
  const { db } = deps;
  await expireLapsed(deps, await loadCurrentEvent(db));
  const rows = await listRegistrationsOfUser(db, userId);
  const members = await membersOf(db, rows.map((row) => ({ id: row.id, paid: Boolean(row.paid_at) })));
  return {
    success: true,
    data: rows.map((row) => ({
      registration_id: row.id,
      event_id: row.event_id,
      status: row.status,
      team_name: row.team_name,
      team_size: row.team_size,
      amount_paise: row.amount_paise,
      problem_statement_id: row.problem_statement_id,
      personal_info: personalInfo.parse(JSON.parse(row.personal_info_json)),
      team_members: teamMembers.parse((JSON.parse(row.team_info_json) as { team_members?: unknown }).team_members ?? []),
      paid_at: row.paid_at ?? null,
      created_at: row.created_at,
      members: members.get(row.id) ?? [],
      expires_at: row.paid_at ? null : row.expires_at,
      expired_at: row.expired_at,
      refund_due: row.refund_due === 1,
    })),
  };
}

/**
 * product.md §3.5 "Profile and commitments" and §3.6: the owner reads their own commitments;
 * organisers and admins read anyone's.
 */
export async function registrationCommitments(db: Executor, caller: Caller, registrationId: string): Promise<CommitmentsReply> {
  const row = await findCommitments(db, registrationId);
  if (!row) throw notFound(hackathonMessageTable.ref('commitmentsNotFound'));
  const staff = caller.roles.includes('organiser') || caller.roles.includes('admin');
  if (row.user_id !== caller.userId && !staff) throw new AppError('FORBIDDEN', hackathonMessageTable.ref('ownProfileOnly'), 403);
  return {
    success: true,
    data: {
      registration_id: row.registration_id,
      user_id: row.user_id,
      commitments: { ibm_skillsbuild: row.ibm_skillsbuild === 1, nasscom_courses: row.nasscom_courses === 1, full_participation: row.full_participation === 1 },
      expectations: row.expectations,
      github: row.github,
      linkedin: row.linkedin,
      created_at: row.created_at,
    },
  };
}
