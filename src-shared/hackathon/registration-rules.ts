import { z } from 'zod';
import { text } from '../api/text';
import { isSocialLink, socialNetworks } from '../profile/rules';
import { checkEmail, checkPhone, normalisePhone } from './contact-rules';

/**
 * The registration's field rules with the wizard's texts (product.md §3.5 "Registration wizard"),
 * one definition for the wizard's form and for the server's registration body.
 */
export const academicYears = ['1st', '2nd', '3rd', '4th', 'graduate'] as const;
export type AcademicYear = (typeof academicYears)[number];

export const isAcademicYear = (value: string): value is AcademicYear => (academicYears as readonly string[]).includes(value);

/** The leader's e-mail field is labelled "Email", so an empty one reads 'Email is required'. */
export const leaderEmailLabel = 'Email';

export const registrationMessages = {
  teamNameRequired: 'Team name is required',
  teamNameShort: 'Team name must be at least 3 characters long',
  leaderNameRequired: 'Team lead name is required',
  leaderNameShort: 'Name must be at least 2 characters long',
  collegeRequired: 'College name is required',
  yearRequired: 'Academic year is required',
  branchRequired: 'Branch/Department is required',
  trackRequired: 'Please select a battle track (problem statement)',
  memberNameRequired: 'Full name is required for all team members',
  memberEmailRequired: 'Email is required for all team members',
  memberEmailInvalid: 'Please enter a valid email address',
  memberPhoneRequired: 'Phone number is required for all team members',
  memberPhoneInvalid: 'Please enter a valid phone number',
  memberCollegeRequired: 'College is required for all team members',
  leaderEmailReused: 'Team leader email cannot be the same as team member email',
  memberEmailReused: 'This email is already used by another team member',
  termsRequired: 'Please agree to the terms and conditions to proceed',
  teamSizeMismatch: 'Team size must be 1 plus the number of team members',
} as const;

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters long`;

export const teamNameField = text()
  .trim()
  .min(1, registrationMessages.teamNameRequired)
  .min(3, registrationMessages.teamNameShort)
  .max(60, tooLong('Team name', 60));

export const leaderNameField = text()
  .trim()
  .min(1, registrationMessages.leaderNameRequired)
  .min(2, registrationMessages.leaderNameShort)
  .max(80, tooLong('Name', 80));

/** The phone as the checks read it; the server stores it without spaces, hyphens or parentheses. */
export const leaderPhoneField = text()
  .trim()
  .max(24, tooLong('Phone number', 24))
  .superRefine((value, ctx) => {
    const check = checkPhone(value);
    if (!check.valid) ctx.addIssue({ code: 'custom', message: check.message });
  });

export const leaderCollegeField = text().trim().min(1, registrationMessages.collegeRequired).max(120, tooLong('College name', 120));
export const branchField = text().trim().min(1, registrationMessages.branchRequired).max(80, tooLong('Branch/Department', 80));
export const memberBranchField = text().trim().max(80, tooLong('Branch/Department', 80));
export const rollNumberField = text().trim().max(40, tooLong('Roll number', 40));

export const memberNameField = text().trim().min(1, registrationMessages.memberNameRequired).max(80, tooLong('Name', 80));

export const memberEmailField = text()
  .trim()
  .max(254, tooLong('Email', 254))
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: registrationMessages.memberEmailRequired });
    else if (!checkEmail(value, leaderEmailLabel).valid) ctx.addIssue({ code: 'custom', message: registrationMessages.memberEmailInvalid });
  });

export const memberPhoneField = text()
  .trim()
  .max(24, tooLong('Phone number', 24))
  .superRefine((value, ctx) => {
    if (normalisePhone(value) === '') ctx.addIssue({ code: 'custom', message: registrationMessages.memberPhoneRequired });
    else if (!checkPhone(value).valid) ctx.addIssue({ code: 'custom', message: registrationMessages.memberPhoneInvalid });
  });

export const memberCollegeField = text().trim().min(1, registrationMessages.memberCollegeRequired).max(120, tooLong('College', 120));

export const trackField = text().trim().min(1, registrationMessages.trackRequired).max(10, registrationMessages.trackRequired);

export const projectIdeaField = text().trim().max(2000, tooLong('Project idea', 2000));
export const expectationsField = text().trim().max(1000, tooLong('Expectations', 1000));

/** GitHub and LinkedIn are optional; when given they must lead to the network's own site, as on the profile (product.md §1.5). */
export const profileLinkField = (network: 'github' | 'linkedin') =>
  text()
    .trim()
    .max(200, tooLong(`The ${socialNetworks[network].label} link`, 200))
    .refine((value) => isSocialLink(network, value), `Enter a link to your ${socialNetworks[network].label} profile starting with https://${socialNetworks[network].hosts[0]}/`);

export const termsField = z.literal(true, registrationMessages.termsRequired);

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
    if (member === leader) problems.push({ index, message: registrationMessages.leaderEmailReused });
    else if (seen.has(member)) problems.push({ index, message: registrationMessages.memberEmailReused });
    seen.add(member);
  });
  return problems;
}
