import type { ColumnType } from 'kysely';

/** The tables of the hackathon: events, registrations, teams, invitations, submissions, certificates (conventions in db/schema.ts). */
export interface HackathonTables {
  hackathon_events: HackathonEventsTable;
  hackathon_registrations: HackathonRegistrationsTable;
  hackathon_invitations: HackathonInvitationsTable;
  hackathon_team_changes: HackathonTeamChangesTable;
  hackathon_registration_emails: HackathonRegistrationEmailsTable;
  hackathon_commitments: HackathonCommitmentsTable;
  hackathon_teams: HackathonTeamsTable;
  hackathon_team_members: HackathonTeamMembersTable;
  hackathon_submissions: HackathonSubmissionsTable;
  hackathon_status_changes: HackathonStatusChangesTable;
  hackathon_certificates: HackathonCertificatesTable;
}

export interface HackathonEventsTable {
  id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  registration_deadline: string;
  data_json: string;
  updated_at: string;
}

/** Migration 0011: the hackathon's participant side. */
export type HackathonRegistrationStatus = 'pending_payment' | 'confirmed' | 'cancelled' | 'refunded' | 'waitlisted' | 'rejected';

export interface HackathonRegistrationsTable {
  id: string;
  event_id: string;
  user_id: string;
  status: HackathonRegistrationStatus;
  team_name: string;
  team_size: number;
  problem_statement_id: string | null;
  personal_info_json: string;
  team_info_json: string;
  additional_info_json: string;
  amount_paise: number;
  admin_notes: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
  /** Migration 0012: denormalised for the organisers' list (src-server/hackathon/admin-search.ts). */
  search_text: ColumnType<string, string | undefined, string>;
  college: ColumnType<string, string | undefined, string>;
  department: ColumnType<string, string | undefined, string>;
  year: ColumnType<string, string | undefined, string>;
  leader_name: ColumnType<string, string | undefined, string>;
  /** Lower-cased. */
  leader_email: ColumnType<string, string | undefined, string>;
  /** Migration 0014: one of `genders`, or empty when not given. */
  gender: ColumnType<string, string | undefined, string>;
  /** Migration 0028: when an unpaid registration lapses; null for rows that never wait for a fee. */
  expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0028: when it lapsed unpaid (its status is then cancelled). */
  expired_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0028: 1 while money taken for it waits to be returned. */
  refund_due: ColumnType<number, number | undefined, number>;
}

/** Migration 0028: a member a registration declares, and where their invitation stands. */
export type HackathonInvitationState = 'invited' | 'accepted' | 'declined' | 'removed' | 'expired';

export interface HackathonInvitationsTable {
  id: string;
  registration_id: string;
  event_id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  state: HackathonInvitationState;
  /** The account that accepted or declined. */
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0028: the audit trail of a team's membership. */
export interface HackathonTeamChangesTable {
  id: string;
  registration_id: string;
  actor_id: string | null;
  action: string;
  detail: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface HackathonRegistrationEmailsTable {
  event_id: string;
  /** Lower-cased. */
  email: string;
  registration_id: string;
}

export interface HackathonCommitmentsTable {
  registration_id: string;
  user_id: string;
  ibm_skillsbuild: number;
  nasscom_courses: number;
  full_participation: number;
  expectations: ColumnType<string, string | undefined, string>;
  github: ColumnType<string, string | undefined, string>;
  linkedin: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface HackathonTeamsTable {
  id: string;
  event_id: string;
  code: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  leader_id: string | null;
  registration_id: string | null;
  member_count: number;
  max_members: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface HackathonTeamMembersTable {
  team_id: string;
  event_id: string;
  user_id: string;
  role: 'leader' | 'member';
  joined_at: string;
}

export interface HackathonSubmissionsTable {
  id: string;
  event_id: string;
  user_id: string;
  team_id: string | null;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  github_repo: string;
  live_demo: string | null;
  video_demo: string | null;
  tech_stack_json: ColumnType<string, string | undefined, string>;
  problem_statement_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  version: ColumnType<number, number | undefined, number>;
  evaluation_score: number | null;
  judge_comments: string | null;
  is_public: ColumnType<number, number | undefined, number>;
  submitted_at: string;
  updated_at: string;
  /** The team project's version taken at hand-in (workspace_versions.id), or null. */
  workspace_version_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0012: an organiser's status change of a registration. */
export interface HackathonStatusChangesTable {
  id: string;
  registration_id: string;
  /** The organiser's user id; null once that account is deleted. */
  changed_by: string | null;
  from_status: HackathonRegistrationStatus;
  to_status: HackathonRegistrationStatus;
  note: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** Migration 0012: an issued certificate, checked by its unique verification code. */
export interface HackathonCertificatesTable {
  id: string;
  registration_id: string;
  certificate_type: ColumnType<string, string | undefined, string>;
  verification_code: string;
  issued_at: string;
  issued_by: string | null;
  /** Whose it is: '' the leader's, else the member's e-mail, lower-cased. */
  recipient: ColumnType<string, string | undefined, string>;
  /** The name printed on it; '' on older rows, which print the leader's. */
  recipient_name: ColumnType<string, string | undefined, string>;
}
