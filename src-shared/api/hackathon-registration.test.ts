import { describe, expect, it } from 'vitest';
import { registerBody, type RegisterInput } from './hackathon-registration';

const body = (): RegisterInput => ({
  personal_info: {
    full_name: 'Asha Rao',
    phone: '+91 98765-43210',
    college: 'IIT Bombay',
    department: 'CSE',
    year: '3rd',
  },
  team_info: {
    team_name: 'Code Warriors',
    team_size: 2,
    team_members: [{ name: 'Ravi', email: 'ravi@gmail.com', phone: '(912) 345 6789', college: 'IIT Bombay' }],
  },
  additional_info: {
    problem_statement_id: 'PS03',
    commitments: { ibm_skillsbuild: true, nasscom_courses: true, full_participation: true },
    agree_to_terms: true,
  },
});

/** The first problem, as the server's 400 reply words it: `Invalid <path>: <message>`. */
const firstProblem = (input: unknown) => {
  const issue = registerBody.safeParse(input).error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
};

describe('the registration body the server accepts', () => {
  it('takes a valid registration, storing phones without spaces, hyphens or parentheses', () => {
    const parsed = registerBody.parse(body());
    expect(parsed.personal_info.phone).toBe('+919876543210');
    expect(parsed.team_info.team_members[0]).toMatchObject({ phone: '+919123456789', role: 'team member', department: '', roll_number: '' });
    expect(parsed.additional_info).toMatchObject({ project_idea: '', github: '', linkedin: '', expectations: '' });
  });

  it('refuses the leader’s phone with the wizard’s own text', () => {
    const input = body();
    input.personal_info.phone = '5876543210';
    expect(firstProblem(input)).toBe('personal_info.phone: Indian mobile numbers must start with 6, 7, 8, or 9');
  });

  it('asks no leader e-mail, and takes what an older wizard typed there without reading it', () => {
    expect(registerBody.safeParse(body()).success).toBe(true);
    for (const email of ['asha@iitb.ac.in', 'asha@gmial', '']) {
      const old = body();
      old.personal_info.email = email;
      expect(firstProblem(old)).toBeNull();
    }
  });

  it('refuses the missing leader fields with their texts', () => {
    const input = body();
    input.personal_info = { ...input.personal_info, full_name: ' ', college: '', department: '' };
    expect(registerBody.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'Team lead name is required',
      'Name must be at least 2 characters long',
      'College name is required',
      'Branch/Department is required',
    ]);
    const noYear = body() as { personal_info: Record<string, unknown> };
    noYear.personal_info.year = '';
    expect(firstProblem(noYear)).toBe('personal_info.year: Academic year is required');
  });

  it('refuses a member’s bad contacts and a short team name', () => {
    const input = body();
    input.team_info.team_name = 'ab';
    expect(firstProblem(input)).toBe('team_info.team_name: Team name must be at least 3 characters long');
    const member = body();
    member.team_info.team_members = [{ name: 'Ravi', email: 'ravi@', phone: '12', college: 'X' }];
    expect(registerBody.safeParse(member).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'team_info.team_members.0.email: Please enter a valid email address',
      'team_info.team_members.0.phone: Please enter a valid phone number',
    ]);
  });

  it('refuses repeated member e-mails, case-insensitively (the leader’s account is the server’s to compare)', () => {
    const memberTwice = body();
    memberTwice.team_info.team_size = 3;
    memberTwice.team_info.team_members = [
      { name: 'Ravi', email: 'ravi@gmail.com', phone: '9123456789', college: 'X' },
      { name: 'Meena', email: 'Ravi@gmail.com', phone: '9123456780', college: 'X' },
    ];
    expect(firstProblem(memberTwice)).toBe('team_info.team_members.1.email: This email is already used by another team member');
  });

  it('wants the team size to be the leader plus the members listed', () => {
    const input = body();
    input.team_info.team_size = 3;
    expect(firstProblem(input)).toBe('team_info.team_size: Team size must be 1 plus the number of team members');
    input.team_info.team_size = 5;
    expect(firstProblem(input)).toMatch(/^team_info\.team_size: /);
  });

  it('wants a track and the terms', () => {
    const input = body();
    input.additional_info.problem_statement_id = '';
    expect(firstProblem(input)).toBe('additional_info.problem_statement_id: Please select a battle track (problem statement)');
    const terms = body() as { additional_info: Record<string, unknown> };
    terms.additional_info.agree_to_terms = false;
    expect(firstProblem(terms)).toBe('additional_info.agree_to_terms: Please agree to the terms and conditions to proceed');
  });
});
