import { z } from 'zod';
import { text } from '../api/text';
import { withinLength } from '../i18n/issue-message';
import { authMessages } from '../auth/messages';
import { profileMessages } from '../profile/messages';
import { isSocialLink } from '../profile/rules';
import { checkEmail, checkPhone, normalisePhone } from './contact-rules';
import { hackathonMessageTable, hackathonMessages } from './messages';

/**
 * The registration's field rules with the wizard's texts (product.md §3.5 "Registration wizard"),
 * one definition for the wizard's form and for the server's registration body. A field over its
 * limit is refused by a message id with the limit as its value (`withinLength`).
 */
export const academicYears = ['1st', '2nd', '3rd', '4th', 'graduate'] as const;
export type AcademicYear = (typeof academicYears)[number];

export const isAcademicYear = (value: string): value is AcademicYear => (academicYears as readonly string[]).includes(value);

export const teamNameField = withinLength(
  text().trim().min(1, hackathonMessages.teamNameRequired).min(3, hackathonMessages.teamNameShort),
  60,
  hackathonMessageTable.ref('teamNameLimit', { max: 60 }),
);

export const leaderNameField = withinLength(
  text().trim().min(1, hackathonMessages.leaderNameRequired).min(2, hackathonMessages.leaderNameShort),
  80,
  hackathonMessageTable.ref('nameLimit', { max: 80 }),
);

/** The phone as the checks read it; the server stores it without spaces, hyphens or parentheses. */
export const leaderPhoneField = withinLength(text().trim(), 24, hackathonMessageTable.ref('phoneLimit', { max: 24 })).superRefine((value, ctx) => {
  const check = checkPhone(value);
  if (!check.valid) ctx.addIssue({ code: 'custom', message: check.message });
});

export const leaderCollegeField = withinLength(text().trim().min(1, hackathonMessages.collegeRequired), 120, hackathonMessageTable.ref('collegeNameLimit', { max: 120 }));
export const branchField = withinLength(text().trim().min(1, hackathonMessages.branchRequired), 80, hackathonMessageTable.ref('branchLimit', { max: 80 }));
export const memberBranchField = withinLength(text().trim(), 80, hackathonMessageTable.ref('branchLimit', { max: 80 }));
export const rollNumberField = withinLength(text().trim(), 40, hackathonMessageTable.ref('rollNumberLimit', { max: 40 }));

export const memberNameField = withinLength(text().trim().min(1, hackathonMessages.memberNameRequired), 80, hackathonMessageTable.ref('nameLimit', { max: 80 }));

/** A member's malformed address reads as the sign-in form's does, one text with one id. */
export const memberEmailField = withinLength(text().trim(), 254, hackathonMessageTable.ref('emailLimit', { max: 254 })).superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: hackathonMessages.memberEmailRequired });
  else if (!checkEmail(value).valid) ctx.addIssue({ code: 'custom', message: authMessages.emailInvalid });
});

export const memberPhoneField = withinLength(text().trim(), 24, hackathonMessageTable.ref('phoneLimit', { max: 24 })).superRefine((value, ctx) => {
  if (normalisePhone(value) === '') ctx.addIssue({ code: 'custom', message: hackathonMessages.memberPhoneRequired });
  else if (!checkPhone(value).valid) ctx.addIssue({ code: 'custom', message: hackathonMessages.memberPhoneInvalid });
});

export const memberCollegeField = withinLength(text().trim().min(1, hackathonMessages.memberCollegeRequired), 120, hackathonMessageTable.ref('collegeLimit', { max: 120 }));

export const trackField = text().trim().min(1, hackathonMessages.trackRequired).max(10, hackathonMessages.trackRequired);

export const projectIdeaField = withinLength(text().trim(), 2000, hackathonMessageTable.ref('projectIdeaLimit', { max: 2000 }));
export const expectationsField = withinLength(text().trim(), 1000, hackathonMessageTable.ref('expectationsLimit', { max: 1000 }));

/** A link elsewhere is refused in the profile's words, with the profile's id (product.md §1.5). */
const linkElsewhere = { github: profileMessages.githubLink, linkedin: profileMessages.linkedinLink } as const;

const linkLimit = {
  github: hackathonMessageTable.ref('githubLinkLimit', { max: 200 }),
  linkedin: hackathonMessageTable.ref('linkedinLinkLimit', { max: 200 }),
} as const;

/** GitHub and LinkedIn are optional; when given they must lead to the network's own site, as on the profile (product.md §1.5). */
export const profileLinkField = (network: 'github' | 'linkedin') =>
  withinLength(text().trim(), 200, linkLimit[network]).refine((value) => isSocialLink(network, value), linkElsewhere[network]);

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
