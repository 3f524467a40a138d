import { describe, expect, it } from 'vitest';
import { registerBody } from '../api/hackathon-registration';
import {
  emptyPerson,
  emptyWizardForm,
  formFieldOfServerPath,
  resizeMembers,
  serverFieldPaths,
  stepOfField,
  teamSizeOf,
  toRegisterPayload,
  withAccountEmail,
  wizardForm,
  wizardSteps,
  type WizardForm,
  type WizardPerson,
} from './wizard-form';

const errorsOf = (schema: (typeof wizardSteps)[number] | typeof wizardForm, values: WizardForm) => {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const leader: WizardPerson = {
  name: 'Asha Rao',
  rollNumber: 'CS21-042',
  email: 'asha@iitb.ac.in',
  phone: '98765 43210',
  college: 'IIT Bombay',
  year: '3rd',
  branch: 'Computer Science',
};
const ravi: WizardPerson = { name: 'Ravi Kumar', rollNumber: '', email: 'ravi@gmail.com', phone: '+91 (912) 345-6789', college: 'IIT Bombay', year: '', branch: '' };
const meena: WizardPerson = { name: 'Meena', rollNumber: 'EC-7', email: 'meena@yahoo.co.in', phone: '7012345678', college: 'NIT Trichy', year: '2nd', branch: 'ECE' };

const filled = (change: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyWizardForm('PS03'),
  teamName: '  Code Warriors ',
  teamSize: 3,
  teamLead: leader,
  members: [ravi, meena],
  projectIdea: 'A prescription checker',
  agreeToTerms: true,
  ...change,
});

describe('step 1, Team Info', () => {
  const [teamStep] = wizardSteps;

  it('passes a complete leader and team name', () => {
    expect(errorsOf(teamStep, filled())).toEqual({});
  });

  it('gives every required field its spec text', () => {
    expect(errorsOf(teamStep, emptyWizardForm())).toEqual({
      teamName: 'Team name is required',
      'teamLead.name': 'Team lead name is required',
      'teamLead.phone': 'Phone number is required',
      'teamLead.college': 'College name is required',
      'teamLead.year': 'Academic year is required',
      'teamLead.branch': 'Branch/Department is required',
    });
  });

  it('counts the team name and leader name after trimming', () => {
    expect(errorsOf(teamStep, filled({ teamName: '  ab  ' })).teamName).toBe('Team name must be at least 3 characters long');
    expect(errorsOf(teamStep, filled({ teamName: '   ' })).teamName).toBe('Team name is required');
    expect(errorsOf(teamStep, filled({ teamName: 'abc' })).teamName).toBeUndefined();
    expect(errorsOf(teamStep, filled({ teamLead: { ...leader, name: ' A ' } }))['teamLead.name']).toBe('Name must be at least 2 characters long');
  });

  it('checks the leader’s phone with the live rules, and asks no e-mail: the leader’s is the account’s', () => {
    const errors = errorsOf(teamStep, filled({ teamLead: { ...leader, email: '', phone: '5876543210' } }));
    expect(errors).toEqual({ 'teamLead.phone': 'Indian mobile numbers must start with 6, 7, 8, or 9' });
  });

  it('puts the signed-in account’s address in as the leader’s, so a member cannot repeat it', () => {
    const form = withAccountEmail(filled({ teamLead: { ...leader, email: 'typed@old.example' }, members: [{ ...ravi, email: 'Asha@IITB.ac.in' }] }), 'asha@iitb.ac.in');
    expect(form.teamLead.email).toBe('asha@iitb.ac.in');
    expect(errorsOf(wizardSteps[1], form)).toEqual({ 'members.0.email': 'Team leader email cannot be the same as team member email' });
    expect(withAccountEmail(filled(), undefined).teamLead.email).toBe('');
  });

  it('accepts only the spec’s years, and leaves the roll number optional', () => {
    for (const year of ['1st', '2nd', '3rd', '4th', 'graduate']) expect(errorsOf(teamStep, filled({ teamLead: { ...leader, year } }))).toEqual({});
    expect(errorsOf(teamStep, filled({ teamLead: { ...leader, year: '5th' } }))['teamLead.year']).toBe('Academic year is required');
    expect(errorsOf(teamStep, filled({ teamLead: { ...leader, rollNumber: '' } }))).toEqual({});
  });
});

describe('step 2, Members & Track', () => {
  const [, membersStep] = wizardSteps;

  it('passes named members with valid contacts and a track, and a solo team', () => {
    expect(errorsOf(membersStep, filled())).toEqual({});
    expect(errorsOf(membersStep, filled({ teamSize: 1, members: [] }))).toEqual({});
  });

  it('asks for a track', () => {
    expect(errorsOf(membersStep, filled({ selectedTrack: '' }))).toEqual({ selectedTrack: 'Please select a battle track (problem statement)' });
  });

  it('gives each member field its spec text', () => {
    expect(errorsOf(membersStep, filled({ members: [emptyPerson()] }))).toEqual({
      'members.0.name': 'Full name is required for all team members',
      'members.0.email': 'Email is required for all team members',
      'members.0.phone': 'Phone number is required for all team members',
      'members.0.college': 'College is required for all team members',
    });
    const errors = errorsOf(membersStep, filled({ members: [{ ...ravi, email: 'ravi@', phone: '12345' }] }));
    expect(errors).toEqual({ 'members.0.email': 'Please enter a valid email address', 'members.0.phone': 'Please enter a valid phone number' });
  });

  it('refuses the leader’s e-mail for a member, whatever its case', () => {
    const errors = errorsOf(membersStep, filled({ members: [{ ...ravi, email: ' ASHA@iitb.ac.in ' }, meena] }));
    expect(errors).toEqual({ 'members.0.email': 'Team leader email cannot be the same as team member email' });
  });

  it('refuses a member e-mail used by an earlier member, marking the later one', () => {
    const errors = errorsOf(membersStep, filled({ members: [ravi, { ...meena, email: 'Ravi@Gmail.com' }] }));
    expect(errors).toEqual({ 'members.1.email': 'This email is already used by another team member' });
  });
});

describe('step 3, Finalize', () => {
  const [, , finalizeStep] = wizardSteps;

  it('needs the terms accepted and nothing else', () => {
    expect(errorsOf(finalizeStep, filled())).toEqual({});
    expect(errorsOf(finalizeStep, filled({ agreeToTerms: false }))).toEqual({ agreeToTerms: 'Please agree to the terms and conditions to proceed' });
    expect(errorsOf(finalizeStep, filled({ projectIdea: '' }))).toEqual({});
  });

  it('takes GitHub and LinkedIn only as links to those sites', () => {
    expect(errorsOf(finalizeStep, filled({ github: 'https://github.com/asha', linkedin: 'https://www.linkedin.com/in/asha' }))).toEqual({});
    expect(errorsOf(finalizeStep, filled({ github: 'javascript:alert(1)', linkedin: 'https://evil.example/in/asha' }))).toEqual({
      github: 'Enter a link to your GitHub profile starting with https://github.com/',
      linkedin: 'Enter a link to your LinkedIn profile starting with https://linkedin.com/',
    });
  });
});

describe('the team size and member list', () => {
  it('is 1 plus the members with a non-empty name', () => {
    expect(teamSizeOf({ members: [] })).toBe(1);
    expect(teamSizeOf({ members: [ravi, meena] })).toBe(3);
    expect(teamSizeOf({ members: [ravi, { ...meena, name: '   ' }, emptyPerson()] })).toBe(2);
  });

  it('grows and shrinks from the end, keeping the members typed', () => {
    expect(resizeMembers([], 1)).toEqual([]);
    expect(resizeMembers([], 4)).toEqual([emptyPerson(), emptyPerson(), emptyPerson()]);
    expect(resizeMembers([ravi, meena], 2)).toEqual([ravi]);
    expect(resizeMembers([ravi], 3)).toEqual([ravi, emptyPerson()]);
    expect(resizeMembers([ravi], 9)).toHaveLength(3);
  });
});

describe('the registration payload', () => {
  it('maps the checked form to the server’s shape, trimmed, phones normalised, members defaulting to the leader', () => {
    const payload = toRegisterPayload(wizardForm.parse(filled({ expectations: 'Learn', github: 'https://github.com/asha', commitments: { ibmSkillsbuild: true, nasscomCourses: false, fullParticipation: true } })));
    expect(payload).toEqual({
      personal_info: {
        full_name: 'Asha Rao',
        phone: '+919876543210',
        college: 'IIT Bombay',
        department: 'Computer Science',
        year: '3rd',
        roll_number: 'CS21-042',
      },
      team_info: {
        team_name: 'Code Warriors',
        team_size: 3,
        team_members: [
          { name: 'Ravi Kumar', email: 'ravi@gmail.com', phone: '+919123456789', college: 'IIT Bombay', department: 'Computer Science', year: '3rd', roll_number: '', role: 'team member' },
          { name: 'Meena', email: 'meena@yahoo.co.in', phone: '+917012345678', college: 'NIT Trichy', department: 'ECE', year: '2nd', roll_number: 'EC-7', role: 'team member' },
        ],
      },
      additional_info: {
        problem_statement_id: 'PS03',
        project_idea: 'A prescription checker',
        expectations: 'Learn',
        linkedin: '',
        github: 'https://github.com/asha',
        commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
        agree_to_terms: true,
        skills: { programming_languages: [], additional_skills: '' },
      },
    });
  });

  it('sends the background only as far as it was given', () => {
    const given = toRegisterPayload(
      wizardForm.parse(filled({ gender: 'female', programmingLanguages: ['Python', 'Go'], aiExperience: 'advanced', previousHackathons: '6+', additionalSkills: 'Hardware' })),
    );
    expect(given.personal_info.gender).toBe('female');
    expect(given.additional_info.skills).toEqual({ programming_languages: ['Python', 'Go'], ai_experience: 'advanced', previous_hackathons: '6+', additional_skills: 'Hardware' });
    const tampered = toRegisterPayload(wizardForm.parse(filled({ gender: 'robot', aiExperience: 'guru' })));
    expect(tampered.personal_info).not.toHaveProperty('gender');
    expect(tampered.additional_info.skills).not.toHaveProperty('ai_experience');
  });

  it('is accepted by the server’s body schema as it is', () => {
    const payload = toRegisterPayload(wizardForm.parse(filled()));
    expect(registerBody.safeParse(payload).success).toBe(true);
    expect(toRegisterPayload(wizardForm.parse(filled({ teamSize: 1, members: [] }))).team_info).toEqual({ team_name: 'Code Warriors', team_size: 1, team_members: [] });
  });

  it('cannot be built from a form with a problem on any step', () => {
    expect(errorsOf(wizardForm, filled({ teamName: '', members: [{ ...ravi, email: leader.email }], agreeToTerms: false }))).toEqual({
      teamName: 'Team name is required',
      agreeToTerms: 'Please agree to the terms and conditions to proceed',
    });
    // The repeated e-mail is found once the fields themselves are right.
    expect(errorsOf(wizardForm, filled({ members: [{ ...ravi, email: leader.email }] }))).toEqual({ 'members.0.email': 'Team leader email cannot be the same as team member email' });
  });
});

describe('a server field error', () => {
  it('is shown on the form field it names, on the step that asks for it', () => {
    expect(formFieldOfServerPath('personal_info.full_name')).toBe('teamLead.name');
    expect(formFieldOfServerPath('personal_info.department')).toBe('teamLead.branch');
    expect(formFieldOfServerPath('team_info.team_name')).toBe('teamName');
    expect(formFieldOfServerPath('team_info.team_members.2.phone')).toBe('members.2.phone');
    expect(formFieldOfServerPath('team_info.team_members.0.roll_number')).toBe('members.0.rollNumber');
    expect(formFieldOfServerPath('additional_info.problem_statement_id')).toBe('selectedTrack');
    expect(formFieldOfServerPath('additional_info.commitments.nasscom_courses')).toBe('commitments.nasscomCourses');
    expect(stepOfField('teamLead.email')).toBe(0);
    expect(stepOfField('members.1.email')).toBe(1);
    expect(stepOfField('selectedTrack')).toBe(1);
    expect(stepOfField('github')).toBe(2);
  });

  it('names nothing for a path outside the form', () => {
    for (const path of ['personal_info', 'team_info.team_members', 'team_info.team_members.3.email', 'team_info.team_members.0.full_name', 'body', 'additional_info.other']) {
      expect(formFieldOfServerPath(path)).toBeNull();
    }
  });

  it('covers every path the server can name', () => {
    for (const path of serverFieldPaths) expect(formFieldOfServerPath(path)).not.toBeNull();
  });
});
