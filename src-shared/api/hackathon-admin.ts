import { z } from 'zod';
import { withinCount } from '../i18n/issue-message';
import { organiserMessageTable, organiserMessages } from '../hackathon/messages';
import { text } from './text';
import { aiExperienceLevels, genders, previousHackathonCounts } from '../hackathon/participant-background';
import { registrationMember, registrationStatuses, registrationSummary } from './hackathon-registration';

/**
 * The organisers' registration API (product.md §3.2.6, §3.4, §3.7): the list with search, filters
 * and paging done by the server, one registration in full, statistics, participant details and
 * status changes. Organisers and admins only.
 */

/** product.md §3.9: 20 a page by default, at most 100. */
export const adminPageSizeDefault = 20;
export const adminPageSizeMax = 100;
/** One bulk update changes at most this many registrations, in one transaction. */
export const bulkUpdateMax = 500;

export const paymentStatuses = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A query string's whole number; absent is the default. */
const pageNumber = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** GET /api/hackathon/admin/registrations and /details: the same search, filters and paging. */
export const adminListQuery = z.object({
  /** Over name, e-mail, registration id, team name and department; case-insensitive, a substring. */
  search: text().trim().max(100).optional(),
  /** Absent for every status. */
  status: z.enum(registrationStatuses).optional(),
  /** Absent for both; individual is a team of one. */
  type: z.enum(['individual', 'team']).optional(),
  /** Exact, as one of `filters.colleges`. */
  college: text().trim().max(120).optional(),
  /** Exact, as one of `filters.departments`. */
  department: text().trim().max(80).optional(),
  /** `refund_due`: only registrations whose money waits to be returned (product.md §3.4 "Payment state"). */
  payment: z.enum(['refund_due']).optional(),
  page: pageNumber(1, 100_000),
  pageSize: pageNumber(adminPageSizeDefault, adminPageSizeMax),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;
export type AdminListQueryInput = z.input<typeof adminListQuery>;

/** GET /api/hackathon/admin/registration-ids: the list's search and filters, without paging. */
export const adminIdsQuery = adminListQuery.omit({ page: true, pageSize: true });
export type AdminIdsQuery = z.infer<typeof adminIdsQuery>;
export type AdminIdsQueryInput = z.input<typeof adminIdsQuery>;

/**
 * "Select all filtered": the ids of every matching registration in the list's order, at most as
 * many as one bulk update takes; `total` says how many matched, so the screen can say when the
 * selection stopped short.
 */
export const adminIdsReply = z.object({
  success: z.literal(true),
  data: z.object({ ids: z.array(z.string()), total: z.number().int(), limit: z.number().int() }),
});
export type AdminIdsReply = z.infer<typeof adminIdsReply>;

const paging = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
};

export const adminRegistrationRow = z.object({
  registration_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  college: z.string(),
  department: z.string(),
  year: z.string(),
  team_name: z.string(),
  team_size: z.number().int(),
  status: z.enum(registrationStatuses),
  payment_status: z.enum(paymentStatuses),
  amount_paise: z.number().int(),
  created_at: z.string(),
});
export type AdminRegistrationRow = z.infer<typeof adminRegistrationRow>;

export const adminRegistrationsReply = z.object({
  success: z.literal(true),
  data: z.object({
    registrations: z.array(adminRegistrationRow),
    ...paging,
    /** Every college and department of the event's registrations, for the filter menus. */
    filters: z.object({ colleges: z.array(z.string()), departments: z.array(z.string()) }),
  }),
});
export type AdminRegistrationsReply = z.infer<typeof adminRegistrationsReply>;

export const adminRegistrationParams = z.object({ registrationId: text().trim().min(1).max(40) });

export const statusChange = z.object({
  id: z.string(),
  from_status: z.enum(registrationStatuses),
  to_status: z.enum(registrationStatuses),
  note: z.string(),
  changed_by: z.object({ user_id: z.string(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
});
export type StatusChange = z.infer<typeof statusChange>;

export const adminRegistrationDetail = z.object({
  registration_id: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  status: z.enum(registrationStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  /** The leader, as the form gave it. */
  personal_info: registrationSummary.shape.personal_info,
  team: z.object({
    team_name: z.string(),
    team_size: z.number().int(),
    /** The members the registration lists (the leader is `personal_info`). */
    team_members: registrationSummary.shape.team_members,
    /** The team formed with the registration, when there is one, and who has joined it, by the names they registered with. */
    team_id: z.string().nullable(),
    team_code: z.string().nullable(),
    joined: z.array(z.object({ user_id: z.string(), name: z.string(), email: z.string(), role: z.enum(['leader', 'member']), joined_at: z.string() })),
  }),
  technical: z.object({
    problem_statement_id: z.string().nullable(),
    problem_statement_title: z.string().nullable(),
    project_idea: z.string(),
    expectations: z.string(),
    github: z.string(),
    linkedin: z.string(),
    commitments: z.object({ ibm_skillsbuild: z.boolean(), nasscom_courses: z.boolean(), full_participation: z.boolean() }).nullable(),
    /** product.md §3.3 "Participant background"; empty or absent when not given. */
    skills: z.object({
      programming_languages: z.array(z.string()),
      ai_experience: z.enum(aiExperienceLevels).optional(),
      previous_hackathons: z.enum(previousHackathonCounts).optional(),
      additional_skills: z.string(),
    }),
  }),
  payment: z.object({
    amount_paise: z.number().int(),
    status: z.enum(paymentStatuses),
    /** The gateway's ids of the payment and its order; null while unpaid. */
    gateway_payment_id: z.string().nullable(),
    gateway_order_id: z.string().nullable(),
    paid_at: z.string().nullable(),
    refunded_paise: z.number().int(),
    failed_attempts: z.number().int(),
    /** Money taken for it waits to be returned: waitlisted or rejected after paying, or paid twice. */
    refund_due: z.boolean(),
  }),
  admin_notes: z.string(),
  /** Oldest first. */
  status_history: z.array(statusChange),
});
export type AdminRegistrationDetail = z.infer<typeof adminRegistrationDetail>;

export const adminRegistrationReply = z.object({ success: z.literal(true), data: adminRegistrationDetail });
export type AdminRegistrationReply = z.infer<typeof adminRegistrationReply>;

/** The membership actions the audit trail records (product.md §3.4 "Members and invitations"). */
export const teamChangeActions = ['accepted', 'declined', 'removed', 'replaced', 'code', 'lapsed'] as const;

/** One row of a team's membership audit trail; `actor` is null for the server's own (a lapse). */
export const teamChange = z.object({
  id: z.string(),
  /** One of `teamChangeActions`; an action a newer server records reads as any text. */
  action: z.string(),
  detail: z.string(),
  actor: z.object({ user_id: z.string(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
});
export type TeamChange = z.infer<typeof teamChange>;

/**
 * GET /api/hackathon/admin/registrations/:registrationId/team-changes: the declared members with
 * their state, whether a refund is due, and the membership audit trail, oldest first.
 */
/**
 * A project the registration's team (or its leader alone) handed in, newest first; `has_snapshot`
 * says whether it keeps the team workspace's files as they were then (product.md §3.10 "Hand-in").
 */
export const adminTeamSubmission = z.object({
  id: z.string(),
  title: z.string(),
  github_repo: z.string(),
  version: z.number().int(),
  submitted_at: z.string(),
  updated_at: z.string(),
  has_snapshot: z.boolean(),
});
export type AdminTeamSubmission = z.infer<typeof adminTeamSubmission>;

export const adminTeamChangesReply = z.object({
  success: z.literal(true),
  data: z.object({
    refund_due: z.boolean(),
    members: z.array(registrationMember),
    changes: z.array(teamChange),
    submissions: z.array(adminTeamSubmission),
  }),
});
export type AdminTeamChangesReply = z.infer<typeof adminTeamChangesReply>;

export const adminSubmissionParams = z.object({ submissionId: text().trim().min(1).max(64) });

/**
 * GET /api/hackathon/admin/submissions/:submissionId/snapshot: the team project's files as they
 * were handed in, by name; what the team typed afterwards is not in it.
 */
export const adminSubmissionSnapshotReply = z.object({
  success: z.literal(true),
  data: z.object({
    submission_id: z.string(),
    title: z.string(),
    taken_at: z.string(),
    files: z.array(z.object({ name: z.string(), content: z.string() })),
  }),
});
export type AdminSubmissionSnapshot = z.infer<typeof adminSubmissionSnapshotReply>['data'];

const collegeStats = z.object({
  college: z.string(),
  total: z.number().int(),
  individual: z.number().int(),
  team: z.number().int(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  /** Its five largest departments, largest first. */
  top_departments: z.array(z.object({ department: z.string(), count: z.number().int() })),
});

/**
 * GET /api/hackathon/admin/stats: the Dashboard and Analytics tabs in one answer. Counts are of
 * registrations (departments, colleges and years are the leader's).
 */
export const adminStatsReply = z.object({
  success: z.literal(true),
  data: z.object({
    total_registrations: z.number().int(),
    confirmed_registrations: z.number().int(),
    pending_payments: z.number().int(),
    cancelled_registrations: z.number().int(),
    /** Rupees: credited fees of the event's registrations minus their refunds. */
    total_revenue: z.number(),
    total_revenue_paise: z.number().int(),
    /** Registrations paid for, whatever their status now. */
    completed_payments: z.number().int(),
    individual_registrations: z.number().int(),
    group_registrations: z.number().int(),
    /** product.md §3.4: registrations with a failed payment attempt and no payment. */
    failed_payments: z.number().int(),
    total_participants: z.number().int(),
    /** Largest first, at most 50. */
    college_wise_stats: z.array(collegeStats),
    college_count: z.number().int(),
    /** Largest first, every department. */
    department_stats: z.array(z.object({ department: z.string(), count: z.number().int(), individual: z.number().int(), team: z.number().int() })),
    year_stats: z.array(z.object({ year: z.string(), count: z.number().int() })),
    /** Each gender in a fixed order, zeros included, then the registrations that did not say. */
    gender_stats: z.array(z.object({ gender: z.enum([...genders, 'not_given']), count: z.number().int() })),
    /** The last 7 days in India (Asia/Kolkata), oldest first, zero days included. */
    timeline: z.array(z.object({ date: z.string(), count: z.number().int() })),
    generated_at: z.string(),
  }),
});
export type AdminStatsReply = z.infer<typeof adminStatsReply>;
export type AdminStats = AdminStatsReply['data'];

/** product.md §3.3 "Participant detail row": the leader and each listed member is one row. */
export const participantRow = z.object({
  registration_id: z.string(),
  role: z.enum(['leader', 'member']),
  name: z.string(),
  team: z.string(),
  phone: z.string(),
  email: z.string(),
  department: z.string(),
  year: z.string(),
  college: z.string(),
  status: z.enum(registrationStatuses),
});
export type ParticipantRow = z.infer<typeof participantRow>;

/** Paged by person over the registrations the same query selects, in the list's order. */
export const adminParticipantsReply = z.object({
  success: z.literal(true),
  data: z.object({ participants: z.array(participantRow), ...paging }),
});
export type AdminParticipantsReply = z.infer<typeof adminParticipantsReply>;

const statusUpdate = z.object({
  registration_id: text().trim().min(1).max(40),
  status: z.enum(registrationStatuses),
  /** Appended to the registration's notes and kept with the change. */
  admin_notes: text().trim().max(2000).optional(),
});
export type StatusUpdate = z.infer<typeof statusUpdate>;

export const statusUpdateBody = statusUpdate;

export const bulkUpdateBody = z.object({
  updates: withinCount(z.array(statusUpdate).min(1, organiserMessages.selectFirst), bulkUpdateMax, organiserMessageTable.ref('bulkTooMany', { max: bulkUpdateMax })),
});
export type BulkUpdateBody = z.infer<typeof bulkUpdateBody>;

export const updatedRegistration = z.object({
  registration_id: z.string(),
  previous_status: z.enum(registrationStatuses),
  status: z.enum(registrationStatuses),
  admin_notes: z.string(),
  updated_at: z.string(),
  /** The e-mail this change queued (product.md §3.4), or null. */
  mail_kind: z.string().nullable(),
});
export type UpdatedRegistration = z.infer<typeof updatedRegistration>;

export const statusUpdateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ registration: updatedRegistration, mails_queued: z.number().int() }),
});
export type StatusUpdateReply = z.infer<typeof statusUpdateReply>;

export const bulkUpdateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ updated: z.array(updatedRegistration), count: z.number().int(), mails_queued: z.number().int() }),
});
export type BulkUpdateReply = z.infer<typeof bulkUpdateReply>;
