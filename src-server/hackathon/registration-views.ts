import { registrationSummary, type CommitmentsReply, type MyRegistrationsReply } from '@shared/api/hackathon/registration';
import type { Caller } from '../http/access';
import { AppError, notFound } from '../errors';
import type { Executor } from '../db/executor';
import { findCommitments, listRegistrationsOfUser } from './registration-queries';

const personalInfo = registrationSummary.shape.personal_info;
const teamMembers = registrationSummary.shape.team_members;

/** GET /api/hackathon/registrations: the caller's own, with the stored JSON checked by the shared schema. */
export async function myRegistrations(db: Executor, userId: string): Promise<MyRegistrationsReply> {
  const rows = await listRegistrationsOfUser(db, userId);
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
    })),
  };
}

/**
 * product.md §3.5 "Profile and commitments" and §3.6: the owner reads their own commitments;
 * organisers and admins read anyone's.
 */
export async function registrationCommitments(db: Executor, caller: Caller, registrationId: string): Promise<CommitmentsReply> {
  const row = await findCommitments(db, registrationId);
  if (!row) throw notFound('Commitments not found');
  const staff = caller.roles.includes('organiser') || caller.roles.includes('admin');
  if (row.user_id !== caller.userId && !staff) throw new AppError('FORBIDDEN', 'Access denied: Can only access your own profile', 403);
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
