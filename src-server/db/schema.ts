import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { SyncTables } from '../sync/tables';
import type { AppLanguage as AccountLanguage } from '@shared/i18n/languages';

/**
 * The typed shape of every table. Conventions (both dialects): time is ISO-8601 UTC text,
 * money is integer paise, booleans are integers 0/1, JSON documents are text.
 */
export interface Database extends SyncTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  plans: PlansTable;
  courses: CoursesTable;
  hackathon_events: HackathonEventsTable;
  refresh_tokens: RefreshTokensTable;
  oauth_states: OAuthStatesTable;
  oauth_accounts: OAuthAccountsTable;
  desktop_sign_in_codes: DesktopSignInCodesTable;
  auth_failures: AuthFailuresTable;
  course_modules: CourseModulesTable;
  lessons: LessonsTable;
  subscriptions: SubscriptionsTable;
  course_progress: CourseProgressTable;
  completed_lessons: CompletedLessonsTable;
  quiz_answers: QuizAnswersTable;
  activity_days: ActivityDaysTable;
  chat_messages: ChatMessagesTable;
  payment_orders: PaymentOrdersTable;
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  payment_refunds: PaymentRefundsTable;
  mail_outbox: MailOutboxTable;
  sandbox_gateway_orders: SandboxGatewayOrdersTable;
  sandbox_gateway_payments: SandboxGatewayPaymentsTable;
  playground_projects: PlaygroundProjectsTable;
  playground_presence: PlaygroundPresenceTable;
  rate_limit_hits: RateLimitHitsTable;
  run_leases: RunLeasesTable;
  hackathon_registrations: HackathonRegistrationsTable;
  hackathon_registration_emails: HackathonRegistrationEmailsTable;
  hackathon_invitations: HackathonInvitationsTable;
  hackathon_team_changes: HackathonTeamChangesTable;
  hackathon_commitments: HackathonCommitmentsTable;
  hackathon_teams: HackathonTeamsTable;
  hackathon_team_members: HackathonTeamMembersTable;
  hackathon_submissions: HackathonSubmissionsTable;
  github_repo_cache: GithubRepoCacheTable;
  hackathon_status_changes: HackathonStatusChangesTable;
  hackathon_certificates: HackathonCertificatesTable;
  resumes: ResumesTable;
  assignments: AssignmentsTable;
  assignment_submissions: AssignmentSubmissionsTable;
  project_stars: ProjectStarsTable;
  quiz_attempts: QuizAttemptsTable;
  course_documents: CourseDocumentsTable;
  course_drafts: CourseDraftsTable;
  course_revisions: CourseRevisionsTable;
  workspace_projects: WorkspaceProjectsTable;
  workspace_updates: WorkspaceUpdatesTable;
  workspace_collaborators: WorkspaceCollaboratorsTable;
  workspace_versions: WorkspaceVersionsTable;
}

export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  photo_url: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified: ColumnType<number, number | undefined, number>;
  phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Profile fields (migration 0004). */
  handle: ColumnType<string | null, string | null | undefined, string | null>;
  bio: ColumnType<string, string | undefined, string>;
  social_links_json: ColumnType<string, string | undefined, string>;
  profile_visibility: ColumnType<'public' | 'private', 'public' | 'private' | undefined, 'public' | 'private'>;
  photo_file: ColumnType<string | null, string | null | undefined, string | null>;
  time_zone: ColumnType<string, string | undefined, string>;
  /** The interface and e-mail language (migration 0021). */
  language: ColumnType<AccountLanguage, AccountLanguage | undefined, AccountLanguage>;
  /** Raised to end every access token signed before (migration 0027). */
  session_version: ColumnType<number, number | undefined, number>;
}

export const roles = ['learner', 'admin', 'organiser'] as const;
export type Role = (typeof roles)[number];

export interface UserRolesTable {
  user_id: string;
  role: Role;
  granted_at: string;
}

export interface PlansTable {
  key: string;
  level: number;
  name: string;
  amount_paise: number;
  currency: string;
  duration_unit: string;
  duration_count: number;
  duration_label: string;
  popular: number;
  features_json: string;
  updated_at: string;
}

export interface CoursesTable {
  id: string;
  title: string;
  description: string;
  category: string;
  thumbnail: string;
  sort_order: number;
  updated_at: string;
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

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type PlanRow = Selectable<PlansTable>;
export type CourseRow = Selectable<CoursesTable>;

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

/** Migration 0039: the desktop app's one-time sign-in codes, by their SHA-256. */
export interface DesktopSignInCodesTable {
  code_hash: string;
  user_id: string;
  challenge: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OAuthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  browser_binding: string;
  mode: string;
  return_to: string;
  /** Set when the attempt connects the provider to this signed-in account instead of signing in. */
  link_user_id: string | null;
  created_at: string;
  expires_at: string;
}

export interface OAuthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  login: string | null;
  access_token_encrypted: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthFailuresTable {
  key: string;
  count: number;
  window_started_at: string;
  /** Migration 0008; null only on a row written before it. */
  last_failed_at: string | null;
}

export interface CourseModulesTable {
  id: string;
  course_id: string;
  title: string;
  description: string;
  /** 0-based within the course. */
  position: number;
  updated_at: string;
}

export interface LessonsTable {
  id: string;
  module_id: string;
  course_id: string;
  title: string;
  /** 0-based within the module: the free-lesson lock counts this. */
  position: number;
  html: string;
  blocks_json: string;
  explanation_json: string;
  quiz_block_ids_json: string;
  search_text: string;
  word_count: number;
  updated_at: string;
}

export const subscriptionStatuses = ['active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_key: string;
  status: SubscriptionStatus;
  starts_at: string;
  expires_at: string;
  /** Who granted it: 'admin', 'payment:<id>', ... */
  source: string;
  created_at: string;
}

export interface CourseProgressTable {
  user_id: string;
  course_id: string;
  started_at: string;
  last_visited_lesson_id: string | null;
  last_visited_at: string | null;
  updated_at: string;
}

export interface CompletedLessonsTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  completed_at: string;
}

export interface QuizAnswersTable {
  user_id: string;
  block_id: string;
  lesson_id: string;
  course_id: string;
  answer: number;
  correct: number;
  answered_at: string;
}

export type LessonRow = Selectable<LessonsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface ActivityDaysTable {
  user_id: string;
  /** `YYYY-MM-DD` in the user's time zone. */
  day: string;
  minutes: number;
  /** Epoch minute of the last counted heartbeat. PostgreSQL answers bigint as text: read with Number(). */
  last_beat_minute: ColumnType<number | string, number, number>;
}

/** Migration 0005: orders, the payment ledger, webhook events, the mail outbox. */
export interface PaymentOrdersTable {
  id: string;
  gateway_order_id: string;
  user_id: string;
  payment_type: 'subscription' | 'hackathon_registration';
  /** The plan key for a subscription. */
  item: string;
  description: string;
  amount_paise: number;
  currency: string;
  status: 'created' | 'paid';
  failed_attempts: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  gateway_payment_id: string;
  user_id: string;
  amount_paise: number;
  currency: string;
  status: 'credited' | 'refunded';
  credited_via: 'verify' | 'webhook' | 'reconciler';
  receipt_number: string;
  receipt_mail_id: string | null;
  refunded_paise: ColumnType<number, number | undefined, number>;
  credited_at: string;
  refunded_at: string | null;
}

export interface PaymentWebhookEventsTable {
  event_id: string;
  event: string;
  outcome: string;
  received_at: string;
}

/** Migration 0009: one row per gateway refund id. */
export interface PaymentRefundsTable {
  refund_id: string;
  payment_id: string;
  amount_paise: number;
  processed_at: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  /** Migration 0013: the HTML part, for mail written with one; null for text-only mail. */
  html_body: ColumnType<string | null, string | null | undefined, string | null>;
  kind: string;
  status: 'stored' | 'pending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}

export interface SandboxGatewayOrdersTable {
  id: string;
  amount_paise: number;
  currency: string;
  receipt: string;
  status: string;
  created_at: string;
}

export interface SandboxGatewayPaymentsTable {
  id: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  status: string;
  error_description: string | null;
  created_at: string;
}

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;

/** Migration 0006: playground projects (files as JSON text) and who has it open. */
export interface PlaygroundProjectsTable {
  id: string;
  user_id: string;
  name: string;
  files_json: string;
  file_count: number;
  size_bytes: number;
  created_at: string;
  updated_at: string;
  /** Project details (migration 0018, product.md §2.4). */
  description: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  technologies_json: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  github_url: ColumnType<string | null, string | null | undefined, string | null>;
  live_url: ColumnType<string | null, string | null | undefined, string | null>;
  share_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProjectStarsTable {
  project_id: string;
  user_id: string;
  created_at: string;
}

export interface PlaygroundPresenceTable {
  user_id: string;
  seen_at: string;
}

/** Migration 0007: the tutor's conversations, per user and conversation id. */
export interface ChatMessagesTable {
  id: string;
  user_id: string;
  chat_id: string;
  sender: 'user' | 'bot';
  text: string;
  /** Which tutor wrote a bot message ('offline' or 'llm'); null for the learner's own. */
  tutor: string | null;
  stopped: ColumnType<number, number | undefined, number>;
  created_at: string;
}

/** Migration 0008: the shared rate-limit counters; `resets_at` is epoch milliseconds (bigint). */
export interface RunLeasesTable {
  id: string;
  user_id: string;
  expires_at: ColumnType<number | string, number, number>;
}

export interface RateLimitHitsTable {
  key: string;
  count: number;
  resets_at: ColumnType<number | string, number, number>;
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

/** GitHub's answer for a repository (null data with the status when it failed), kept for a while. */
export interface GithubRepoCacheTable {
  full_name: string;
  data_json: string | null;
  status: number;
  fetched_at: string;
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

/** A learner's resume: the shared resume schema's JSON, and when it was stored (ISO-8601 UTC). */
export interface ResumesTable {
  user_id: string;
  resume_json: string;
  updated_at: string;
}

/** Seeded from the course library (migration 0016). */
export interface AssignmentsTable {
  id: string;
  course_id: string;
  /** Null for the course's Final assignment. */
  module_id: string | null;
  /** 0-based within its module (the free lock counts it), or within the course for the Final one. */
  position: number;
  title: string;
  kind: 'code' | 'text' | 'task';
  language: string | null;
  instructions: string;
  starter_code: string | null;
  tests_json: string;
  due_days: number;
  is_final: number;
  updated_at: string;
}

export interface AssignmentSubmissionsTable {
  id: string;
  assignment_id: string;
  user_id: string;
  solution: string;
  submission_url: string | null;
  notes: string | null;
  status: 'Submitted' | 'Graded';
  marks: number | null;
  feedback: string | null;
  submitted_at: string;
  graded_at: string | null;
  graded_by: string | null;
}

/** One attempt at a bank quiz; the score columns are null until it is submitted. */
export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  quiz_id: string;
  started_at: string;
  deadline_at: string;
  layout_json: string;
  submitted_at: string | null;
  answers_json: string | null;
  correct_count: number | null;
  question_count: number;
  percent: number | null;
  points: number | null;
}

/** A course's published document in the authoring format, and who owns it (migration 0019). */
export interface CourseDocumentsTable {
  course_id: string;
  document_json: string;
  owner: 'library' | 'database';
  revision: number;
  published_at: string;
  published_by: string | null;
  deleted_at: string | null;
}

/** The draft an admin is editing, one per course (migration 0019). */
export interface CourseDraftsTable {
  course_id: string;
  document_json: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** Every published version of a course (migration 0019). */
export interface CourseRevisionsTable {
  course_id: string;
  revision: number;
  document_json: string;
  published_at: string;
  published_by: string | null;
}

/** Shared projects and their Yjs documents (migration 0030). */
export interface WorkspaceProjectsTable {
  id: string;
  name: string;
  team_id: string | null;
  owner_id: string | null;
  created_by: string;
  last_seq: ColumnType<number, number | undefined, number>;
  stored_bytes: ColumnType<number, number | undefined, number>;
  snapshot: ColumnType<string | null, string | null | undefined, string | null>;
  snapshot_seq: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceUpdatesTable {
  project_id: string;
  seq: number;
  data: string;
  size_bytes: number;
  created_at: string;
}

export interface WorkspaceCollaboratorsTable {
  project_id: string;
  email: string;
  invited_by: string;
  invited_at: string;
}

export interface WorkspaceVersionsTable {
  id: string;
  project_id: string;
  name: string;
  state: string;
  created_by: string;
  created_at: string;
  /** Migration 0035: on a "Before restoring …" version, the version whose restore it undoes. */
  undoes_version_id: ColumnType<string | null, string | null | undefined, string | null>;
}
