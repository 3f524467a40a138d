import { z } from 'zod';
import { text } from '../text';

/**
 * POST /api/hackathon/register in product.md §3.3's payload shape. The per-field rules (e-mail,
 * Indian phone, names) are the wizard's own, from src-shared/hackathon, so the browser and the
 * server refuse the same things with the same words.
 */
export const registrationStatuses = ['pending_payment', 'confirmed', 'cancelled', 'refunded'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const academicYears = ['1st', '2nd', '3rd', '4th', 'graduate'] as const;

const personalInfo = z.object({
  full_name: text().trim().min(2).max(80),
  email: text().trim().max(254),
  phone: text().trim().max(20),
  college: text().trim().min(1).max(120),
  department: text().trim().min(1).max(80),
  year: z.enum(academicYears),
  roll_number: text().trim().max(40).default(''),
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

export const registerBody = z.object({
  personal_info: personalInfo,
  team_info: z.object({
    team_name: text().trim().min(3).max(60),
    team_size: z.number().int().min(1).max(4),
    team_members: z.array(teamMember).max(3),
  }),
  additional_info: z.object({
    problem_statement_id: text().trim().min(1).max(10),
    project_idea: text().trim().max(2000).default(''),
    expectations: text().trim().max(1000).default(''),
    linkedin: text().trim().max(200).default(''),
    github: text().trim().max(200).default(''),
    commitments,
    agree_to_terms: z.literal(true),
  }),
});
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterInput = z.input<typeof registerBody>;

export const registerReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ registration_id: z.string(), team_size: z.number().int() }),
});
export type RegisterReply = z.infer<typeof registerReply>;

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
  paid_at: z.string().nullable(),
  created_at: z.string(),
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
