import { z } from 'zod';
import { e164Phone } from '../hackathon/contact-rules';
import { withinCount } from '../i18n/issue-message';
import { hackathonMessageTable, hackathonMessages } from '../hackathon/messages';
import {
  academicYears,
  branchField,
  duplicateEmailProblems,
  expectationsField,
  leaderCollegeField,
  leaderNameField,
  leaderPhoneField,
  memberCollegeField,
  memberBranchField,
  memberEmailField,
  memberNameField,
  memberPhoneField,
  profileLinkField,
  projectIdeaField,
  rollNumberField,
  teamNameField,
  termsField,
  trackField,
} from '../hackathon/registration-rules';
import { genders, participantSkills } from '../hackathon/participant-background';
import { memberStates } from '../hackathon/membership';
import { text } from './text';

export { academicYears };

/**
 * POST /api/hackathon/register in product.md §3.3's payload shape. The per-field rules (e-mail,
 * Indian phone, names) are the wizard's own, from src-shared/hackathon, so the browser and the
 * server refuse the same things with the same words.
 */
/** product.md §3.3: organisers may also waitlist or reject a registration. */
export const registrationStatuses = ['pending_payment', 'confirmed', 'cancelled', 'refunded', 'waitlisted', 'rejected'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** product.md §3: a team is its leader and up to three members. */
const maxTeamSize = 4;

const personalInfo = z.object({
  full_name: text().trim().min(2).max(80),
  email: text().trim().max(254),
  phone: text().trim().max(20),
  college: text().trim().min(1).max(120),
  department: text().trim().min(1).max(80),
  year: z.enum(academicYears),
  roll_number: text().trim().max(40).default(''),
  gender: z.enum(genders).optional(),
});

const teamMember = z.object({
  name: text().trim().min(1).max(80),
  email: text().trim().max(254),
  phone: text().trim().max(20),
  college: text().trim().min(1).max(120),
  department: text().trim().max(80).default(''),
  year: z.enum(academicYears).optional(),
  roll_number: text().trim().max(40).default(''),
  role: text().trim().max(40).default('team member'),
});

const commitments = z.object({
  ibm_skillsbuild: z.boolean(),
  nasscom_courses: z.boolean(),
  full_participation: z.boolean(),
});

const personalInfoBody = z.object({
  full_name: leaderNameField,
  /**
   * The leader's e-mail is the account's (product.md §3.3); the wizard no longer asks for it.
   * Older wizards still send what was typed: it is taken and ignored, so their registrations go
   * through unchanged.
   */
  email: text().trim().max(254).optional(),
  phone: leaderPhoneField.overwrite(e164Phone),
  college: leaderCollegeField,
  department: branchField,
  year: z.enum(academicYears, hackathonMessages.yearRequired),
  roll_number: rollNumberField.default(''),
  gender: z.enum(genders).optional(),
});

export const teamMemberBody = z.object({
  name: memberNameField,
  email: memberEmailField,
  phone: memberPhoneField.overwrite(e164Phone),
  college: memberCollegeField,
  department: memberBranchField.default(''),
  year: z.enum(academicYears).optional(),
  roll_number: rollNumberField.default(''),
  role: text().trim().max(40).default('team member'),
});

export const registerBody = z
  .object({
    personal_info: personalInfoBody,
    team_info: z.object({
      team_name: teamNameField,
      team_size: z.number().int().min(1).max(maxTeamSize),
      team_members: withinCount(z.array(teamMemberBody), maxTeamSize - 1, hackathonMessageTable.ref('maxTeamSize', { max: maxTeamSize })),
    }),
    additional_info: z.object({
      problem_statement_id: trackField,
      project_idea: projectIdeaField.default(''),
      expectations: expectationsField.default(''),
      linkedin: profileLinkField('linkedin').default(''),
      github: profileLinkField('github').default(''),
      commitments,
      agree_to_terms: termsField,
      skills: participantSkills.default({ programming_languages: [], additional_skills: '' }),
    }),
  })
  .superRefine(({ team_info }, ctx) => {
    const members = team_info.team_members;
    // The leader's address is the account's, which the server compares the members with.
    for (const { index, message } of duplicateEmailProblems('', members.map((member) => member.email))) {
      ctx.addIssue({ code: 'custom', path: ['team_info', 'team_members', index, 'email'], message });
    }
    // product.md §3.5: the team is the leader plus the members listed.
    if (team_info.team_size !== 1 + members.length) {
      ctx.addIssue({ code: 'custom', path: ['team_info', 'team_size'], message: hackathonMessages.teamSizeMismatch });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterInput = z.input<typeof registerBody>;

export const registerReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ registration_id: z.string(), team_size: z.number().int() }),
});
export type RegisterReply = z.infer<typeof registerReply>;

/** A member the registration declares, and where they stand (product.md §3.4 "Members and invitations"). */
export const registrationMember = z.object({
  invitation_id: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.enum(memberStates),
});
export type RegistrationMember = z.infer<typeof registrationMember>;

/** One of the caller's registrations, as the wizard's payment step and the dashboard show it. */
export const registrationSummary = z.object({
  registration_id: z.string(),
  event_id: z.string(),
  status: z.enum(registrationStatuses),
  team_name: z.string(),
  team_size: z.number().int(),
  amount_paise: z.number().int(),
  problem_statement_id: z.string().nullable(),
  personal_info: personalInfo,
  team_members: z.array(teamMember),
  /** When the fee was credited; the payment state, apart from the status an organiser sets. */
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** The declared members, current ones first; absent from older servers' answers. */
  members: z.array(registrationMember).default([]),
  /** When an unpaid registration lapses; null once paid or for one that never waited. */
  expires_at: z.string().nullable().default(null),
  /** When it lapsed unpaid (its status is then cancelled). */
  expired_at: z.string().nullable().default(null),
  /** Money taken for it waits to be returned (waitlisted or rejected after paying, or paid twice). */
  refund_due: z.boolean().default(false),
});
export type RegistrationSummary = z.infer<typeof registrationSummary>;

export const myRegistrationsReply = z.object({ success: z.literal(true), data: z.array(registrationSummary) });
export type MyRegistrationsReply = z.infer<typeof myRegistrationsReply>;

/**
 * GET /api/hackathon/registrations/:registrationId/commitments (product.md §3.5 "Profile and
 * commitments"). Any text is taken, so an unknown id reads 'Commitments not found', not a 400.
 */
export const registrationParams = z.object({ registrationId: text().trim().min(1).max(40) });

export const commitmentsReply = z.object({
  success: z.literal(true),
  data: z.object({
    registration_id: z.string(),
    user_id: z.string(),
    commitments: commitments,
    expectations: z.string(),
    github: z.string(),
    linkedin: z.string(),
    created_at: z.string(),
  }),
});
export type CommitmentsReply = z.infer<typeof commitmentsReply>;
