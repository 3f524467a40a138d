import { z } from 'zod';
import type { RegisterInput } from '../api/hackathon-registration';
import { e164Phone } from './contact-rules';
import { hackathonMessages } from './messages';
import { isAiExperience, isGender, isPreviousHackathons } from './participant-background';
import {
  academicYears,
  branchField,
  duplicateEmailProblems,
  expectationsField,
  isAcademicYear,
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
} from './registration-rules';

/**
 * The registration wizard's form (product.md §3.3 "Registration form (wizard)") and its checks per
 * step (product.md §3.5), with the mapping to the server's registration payload.
 */
export const teamSizes = [1, 2, 3, 4] as const;

const person = z.object({
  name: z.string(),
  rollNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  college: z.string(),
  year: z.string(),
  branch: z.string(),
});

/** The form's values as typed, before any check: also what a saved draft must look like. */
export const wizardFormValues = z.object({
  teamName: z.string(),
  teamSize: z.number().int().min(1).max(4),
  teamLead: person,
  members: z.array(person).max(3),
  selectedTrack: z.string(),
  projectIdea: z.string(),
  expectations: z.string(),
  github: z.string(),
  linkedin: z.string(),
  commitments: z.object({ ibmSkillsbuild: z.boolean(), nasscomCourses: z.boolean(), fullParticipation: z.boolean() }),
  agreeToTerms: z.boolean(),
  // product.md §3.3 "Participant background", all optional.
  gender: z.string(),
  programmingLanguages: z.array(z.string()),
  aiExperience: z.string(),
  previousHackathons: z.string(),
  additionalSkills: z.string(),
});
export type WizardForm = z.infer<typeof wizardFormValues>;
export type WizardPerson = WizardForm['teamLead'];

export const emptyPerson = (): WizardPerson => ({ name: '', rollNumber: '', email: '', phone: '', college: '', year: '', branch: '' });

export const emptyWizardForm = (selectedTrack = ''): WizardForm => ({
  teamName: '',
  teamSize: 1,
  teamLead: emptyPerson(),
  members: [],
  selectedTrack,
  projectIdea: '',
  expectations: '',
  github: '',
  linkedin: '',
  commitments: { ibmSkillsbuild: false, nasscomCourses: false, fullParticipation: false },
  agreeToTerms: false,
  gender: '',
  programmingLanguages: [],
  aiExperience: '',
  previousHackathons: '',
  additionalSkills: '',
});

/** The form with the leader's e-mail set to the signed-in account's (none for a visitor not signed in yet). */
export function withAccountEmail(form: WizardForm, accountEmail: string | undefined): WizardForm {
  return { ...form, teamLead: { ...form.teamLead, email: accountEmail ?? '' } };
}

/** product.md §3.2.4: changing the team size keeps the members already typed and adds or drops the rest from the end. */
export function resizeMembers(members: readonly WizardPerson[], teamSize: number): WizardPerson[] {
  const wanted = Math.max(0, Math.min(teamSizes.length, teamSize) - 1);
  return Array.from({ length: wanted }, (_, index) => members[index] ?? emptyPerson());
}

/** product.md §3.5: the leader plus the members that have a name. */
export function teamSizeOf(form: { members: readonly { name: string }[] }): number {
  return 1 + form.members.filter((member) => member.name.trim() !== '').length;
}

/**
 * The leader's e-mail is the signed-in account's (product.md §3.3), not a field of the form: the
 * wizard puts it in `teamLead.email` (withAccountEmail) only so step 2 can refuse it as a member's.
 */
const leader = z.object({
  name: leaderNameField,
  rollNumber: rollNumberField,
  email: z.string(),
  phone: leaderPhoneField,
  college: leaderCollegeField,
  year: z.string().pipe(z.enum(academicYears, hackathonMessages.yearRequired)),
  branch: branchField,
});

/** A member's year and branch may stay empty: the registration takes the leader's (product.md §3.3). */
const member = z.object({
  name: memberNameField,
  rollNumber: rollNumberField,
  email: memberEmailField,
  phone: memberPhoneField,
  college: memberCollegeField,
  year: z
    .string()
    .refine((year) => year === '' || isAcademicYear(year), hackathonMessages.yearRequired)
    .transform((year) => (isAcademicYear(year) ? year : undefined)),
  branch: memberBranchField,
});

function refuseRepeatedEmails(values: { teamLead: { email: string }; members: { email: string }[] }, ctx: z.RefinementCtx) {
  for (const { index, message } of duplicateEmailProblems(values.teamLead.email, values.members.map((one) => one.email))) {
    ctx.addIssue({ code: 'custom', path: ['members', index, 'email'], message });
  }
}

const checkedFields = {
  team: { teamName: teamNameField, teamSize: z.number().int().min(1).max(4), teamLead: leader },
  members: { members: z.array(member).max(3), selectedTrack: trackField },
  finalize: {
    projectIdea: projectIdeaField,
    expectations: expectationsField,
    github: profileLinkField('github'),
    linkedin: profileLinkField('linkedin'),
    agreeToTerms: z.boolean().pipe(termsField),
  },
};

// Each step reads the whole form and checks its own fields, so every step takes the same values.
const teamStep = wizardFormValues.extend(checkedFields.team);
const membersStep = wizardFormValues.extend(checkedFields.members).superRefine(refuseRepeatedEmails);
const finalizeStep = wizardFormValues.extend(checkedFields.finalize);

/** What Next checks on each of the first three steps (Team Info, Members & Track, Finalize). */
export const wizardSteps: readonly [z.ZodType<unknown, WizardForm>, z.ZodType<unknown, WizardForm>, z.ZodType<unknown, WizardForm>] = [teamStep, membersStep, finalizeStep];
export type WizardStep = 0 | 1 | 2;

/** The whole form, checked once more before it is sent, and read into the values the payload is built from. */
export const wizardForm = wizardFormValues.extend({ ...checkedFields.team, ...checkedFields.members, ...checkedFields.finalize }).superRefine(refuseRepeatedEmails);
export type WizardValues = z.output<typeof wizardForm>;

/** The step a form field is asked on, so a problem found later can send the person back to it. */
export function stepOfField(path: string): WizardStep {
  const root = path.split('.')[0] ?? '';
  if (root === 'teamName' || root === 'teamSize' || root === 'teamLead' || root === 'gender') return 0;
  if (root === 'members' || root === 'selectedTrack') return 1;
  return 2;
}

/**
 * product.md §3.3 "Registration payload": the checked form in the server's shape. Only members
 * with a name are sent; a member's college, department and year default to the leader's.
 */
export function toRegisterPayload(values: WizardValues): RegisterInput {
  const lead = values.teamLead;
  const members = values.members.filter((one) => one.name !== '');
  return {
    personal_info: {
      full_name: lead.name,
      phone: e164Phone(lead.phone),
      college: lead.college,
      department: lead.branch,
      year: lead.year,
      roll_number: lead.rollNumber,
      ...(isGender(values.gender) ? { gender: values.gender } : {}),
    },
    team_info: {
      team_name: values.teamName,
      team_size: teamSizeOf({ members }),
      team_members: members.map((one) => ({
        name: one.name,
        email: one.email,
        phone: e164Phone(one.phone),
        college: one.college || lead.college,
        department: one.branch || lead.branch,
        year: one.year ?? lead.year,
        roll_number: one.rollNumber,
        role: 'team member',
      })),
    },
    additional_info: {
      problem_statement_id: values.selectedTrack,
      project_idea: values.projectIdea,
      expectations: values.expectations,
      linkedin: values.linkedin,
      github: values.github,
      commitments: {
        ibm_skillsbuild: values.commitments.ibmSkillsbuild,
        nasscom_courses: values.commitments.nasscomCourses,
        full_participation: values.commitments.fullParticipation,
      },
      agree_to_terms: values.agreeToTerms,
      skills: {
        programming_languages: values.programmingLanguages,
        ...(isAiExperience(values.aiExperience) ? { ai_experience: values.aiExperience } : {}),
        ...(isPreviousHackathons(values.previousHackathons) ? { previous_hackathons: values.previousHackathons } : {}),
        additional_skills: values.additionalSkills,
      },
    },
  };
}

const personFieldOf: Record<string, keyof WizardPerson> = {
  full_name: 'name',
  name: 'name',
  email: 'email',
  phone: 'phone',
  college: 'college',
  department: 'branch',
  year: 'year',
  roll_number: 'rollNumber',
};

const additionalFieldOf: Record<string, string> = {
  problem_statement_id: 'selectedTrack',
  project_idea: 'projectIdea',
  expectations: 'expectations',
  linkedin: 'linkedin',
  github: 'github',
  agree_to_terms: 'agreeToTerms',
  'commitments.ibm_skillsbuild': 'commitments.ibmSkillsbuild',
  'commitments.nasscom_courses': 'commitments.nasscomCourses',
  'commitments.full_participation': 'commitments.fullParticipation',
  'skills.programming_languages': 'programmingLanguages',
  'skills.ai_experience': 'aiExperience',
  'skills.previous_hackathons': 'previousHackathons',
  'skills.additional_skills': 'additionalSkills',
};

/**
 * The form field a server validation reply names by its payload path
 * (`team_info.team_members.1.email` → `members.1.email`). Members keep their places: the wizard
 * requires a name for each, so none is left out of the payload.
 */
export function formFieldOfServerPath(path: string): string | null {
  const [section, ...rest] = path.split('.');
  const tail = rest.join('.');
  if (section === 'personal_info' && tail === 'gender') return 'gender';
  if (section === 'personal_info' && rest.length === 1) {
    const field = personFieldOf[tail];
    return field ? `teamLead.${field}` : null;
  }
  if (section === 'team_info') {
    if (tail === 'team_name') return 'teamName';
    if (tail === 'team_size') return 'teamSize';
    const [list, index, key] = rest;
    const field = key === undefined ? undefined : personFieldOf[key];
    if (list === 'team_members' && rest.length === 3 && /^[0-2]$/.test(index ?? '') && field && key !== 'full_name') return `members.${index}.${field}`;
    return null;
  }
  if (section === 'additional_info') return additionalFieldOf[tail] ?? null;
  return null;
}

const memberServerKeys = ['name', 'email', 'phone', 'college', 'department', 'year', 'roll_number'];

/** Every payload path a field error can name, for matching the server's reply. */
export const serverFieldPaths: readonly string[] = [
  ...['full_name', 'email', 'phone', 'college', 'department', 'year', 'roll_number', 'gender'].map((key) => `personal_info.${key}`),
  'team_info.team_name',
  'team_info.team_size',
  ...[0, 1, 2].flatMap((index) => memberServerKeys.map((key) => `team_info.team_members.${index}.${key}`)),
  ...Object.keys(additionalFieldOf).map((key) => `additional_info.${key}`),
];
