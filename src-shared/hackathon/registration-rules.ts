import { z } from 'zod';
import { text } from '../api/text';
import { authMessages } from '../auth/messages';
import { profileMessages } from '../profile/messages';
import { isSocialLink, socialNetworks } from '../profile/rules';
import { checkEmail, checkPhone, normalisePhone } from './contact-rules';
import { hackathonMessages } from './messages';

/**
 * The registration's field rules with the wizard's texts (product.md §3.5 "Registration wizard"),
 * one definition for the wizard's form and for the server's registration body.
 */
export const academicYears = ['1st', '2nd', '3rd', '4th', 'graduate'] as const;
export type AcademicYear = (typeof academicYears)[number];

export const isAcademicYear = (value: string): value is AcademicYear => (academicYears as readonly string[]).includes(value);

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters long`;

export const teamNameField = text()
  .trim()
  .min(1, hackathonMessages.teamNameRequired)
  .min(3, hackathonMessages.teamNameShort)
  .max(60, tooLong('Team name', 60));

export const leaderNameField = text()
  .trim()
  .min(1, hackathonMessages.leaderNameRequired)
  .min(2, hackathonMessages.leaderNameShort)
  .max(80, tooLong('Name', 80));

/** The phone as the checks read it; the server stores it without spaces, hyphens or parentheses. */
export const leaderPhoneField = text()
  .trim()
  .max(24, tooLong('Phone number', 24))
  .superRefine((value, ctx) => {
    const check = checkPhone(value);
    if (!check.valid) ctx.addIssue({ code: 'custom', message: check.message });
  });

export const leaderCollegeField = text().trim().min(1, hackathonMessages.collegeRequired).max(120, tooLong('College name', 120));
export const branchField = text().trim().min(1, hackathonMessages.branchRequired).max(80, tooLong('Branch/Department', 80));
export const memberBranchField = text().trim().max(80, tooLong('Branch/Department', 80));
export const rollNumberField = text().trim().max(40, tooLong('Roll number', 40));

export const memberNameField = text().trim().min(1, hackathonMessages.memberNameRequired).max(80, tooLong('Name', 80));

/** A member's malformed address reads as the sign-in form's does, one text with one id. */
export const memberEmailField = text()
  .trim()
  .max(254, tooLong('Email', 254))
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: hackathonMessages.memberEmailRequired });
    else if (!checkEmail(value).valid) ctx.addIssue({ code: 'custom', message: authMessages.emailInvalid });
  });

export const memberPhoneField = text()
  .trim()
  .max(24, tooLong('Phone number', 24))
  .superRefine((value, ctx) => {
    if (normalisePhone(value) === '') ctx.addIssue({ code: 'custom', message: hackathonMessages.memberPhoneRequired });
    else if (!checkPhone(value).valid) ctx.addIssue({ code: 'custom', message: hackathonMessages.memberPhoneInvalid });
  });

export const memberCollegeField = text().trim().min(1, hackathonMessages.memberCollegeRequired).max(120, tooLong('College', 120));

export const trackField = text().trim().min(1, hackathonMessages.trackRequired).max(10, hackathonMessages.trackRequired);

export const projectIdeaField = text().trim().max(2000, tooLong('Project idea', 2000));
export const expectationsField = text().trim().max(1000, tooLong('Expectations', 1000));

/** A link elsewhere is refused in the profile's words, with the profile's id (product.md §1.5). */
const linkElsewhere = { github: profileMessages.githubLink, linkedin: profileMessages.linkedinLink } as const;

/** GitHub and LinkedIn are optional; when given they must lead to the network's own site, as on the profile (product.md §1.5). */
export const profileLinkField = (network: 'github' | 'linkedin') =>
  text()
    .trim()
    .max(200, tooLong(`The ${socialNetworks[network].label} link`, 200))
    .refine((value) => isSocialLink(network, value), linkElsewhere[network]);

export const termsField = z.literal(true, hackathonMessages.termsRequired);

export interface EmailProblem {
  /** The member whose e-mail repeats an earlier one. */
  index: number;
  message: string;
}

/**
 * product.md §3.5: e-mails are compared trimmed and case-insensitively; a member may not reuse the
 * leader's, nor an earlier member's. Empty ones are left to the required check.
 */
export function duplicateEmailProblems(leaderEmail: string, memberEmails: readonly string[]): EmailProblem[] {
  const key = (email: string) => email.trim().toLowerCase();
  const leader = key(leaderEmail);
  const seen = new Set<string>();
  const problems: EmailProblem[] = [];
  memberEmails.forEach((email, index) => {
    const member = key(email);
    if (member === '') return;
    if (member === leader) problems.push({ index, message: hackathonMessages.leaderEmailReused });
    else if (seen.has(member)) problems.push({ index, message: hackathonMessages.memberEmailReused });
    seen.add(member);
  });
  return problems;
}
