import { expect, type APIRequestContext } from '@playwright/test';

/** A one-person team's hackathon registration through the API, as the wizard sends it; its id. */
export async function registerForHackathon(
  request: APIRequestContext,
  { email, headers, teamName, leaderName = 'Asha Rao' }: { email: string; headers: Record<string, string>; teamName: string; leaderName?: string },
): Promise<string> {
  const response = await request.post('/api/hackathon/register', {
    headers,
    data: {
      personal_info: { full_name: leaderName, email, phone: '9876543210', college: 'JNTU Hyderabad', department: 'CSE', year: '3rd', roll_number: '', gender: 'female' },
      team_info: { team_name: teamName, team_size: 1, team_members: [] },
      additional_info: {
        problem_statement_id: 'PS03',
        project_idea: '',
        expectations: '',
        linkedin: '',
        github: '',
        commitments: { ibm_skillsbuild: true, nasscom_courses: false, full_participation: true },
        agree_to_terms: true,
        skills: { programming_languages: ['Python', 'Rust'], ai_experience: 'intermediate', previous_hackathons: '1-2', additional_skills: '' },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { registration_id: string } }).data.registration_id;
}
