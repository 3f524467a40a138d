import { describe, expect, it } from 'vitest';
import { gerundToPast, improveSectionOffline } from './offline-improver';

const improve = (sectionName: string, content: string, targetRole = '', industry = '') => improveSectionOffline({ sectionName, content, targetRole, industry });

describe('the offline improver', () => {
  it('turns weak openers into strong action verbs', () => {
    const result = improve(
      'experience',
      [
        '- Responsible for developing the payments API used by 3 lakh customers',
        '- Worked on the checkout page',
        '- Helped the support team with escalations',
        '- I was involved in migrating 40 services to Kubernetes',
        '- Worked with designers on the onboarding flow',
        '- Helped build a dashboard for the sales team',
      ].join('\n'),
    );
    expect(result.improved_content.split('\n')).toEqual([
      '- Developed the payments API used by 3 lakh customers',
      '- Developed the checkout page',
      '- Supported the support team with escalations',
      '- Migrated 40 services to Kubernetes',
      '- Collaborated with designers on the onboarding flow',
      '- Collaborated to build a dashboard for the sales team',
    ]);
    expect(result.suggestions[0]).toBe('Started points with a strong action verb instead of "responsible for", "worked on", "helped", "involved in", "worked with" (points changed: 6).');
  });

  it('makes past tenses of gerunds, regular and irregular', () => {
    expect(['developing', 'managing', 'planning', 'studying', 'deploying', 'building', 'leading', 'writing', 'setting'].map(gerundToPast)).toEqual([
      'developed',
      'managed',
      'planned',
      'studied',
      'deployed',
      'built',
      'led',
      'wrote',
      'set',
    ]);
  });

  it('keeps a noun after "responsible for" with an honest verb', () => {
    expect(improve('experience', 'Responsible for the marketing website').improved_content).toBe('Owned the marketing website');
  });

  it('asks for numbers when no point has one, and counts the points without', () => {
    expect(improve('experience', '• Built the admin panel\n• Fixed login bugs').suggestions).toContain(
      'Add numbers that show your impact: users served, time or money saved, a percentage improved, the size of the team.',
    );
    expect(improve('experience', '• Built the admin panel for 12 schools\n• Fixed login bugs').suggestions).toContain('Points with no number: 1 of 2. Add a measurable result where you can.');
  });

  it('counts the long points in words that read right for one point', () => {
    const long = `• Built ${'the admin panel for 12 schools and '.repeat(5)}more`;
    expect(improve('experience', `${long}\n• Fixed 3 login bugs`).suggestions).toContain('Points over about 30 words: 1. Shorten each, or split it in two.');
  });

  it('brings present-tense points of a past role into the past tense', () => {
    const result = improve('experience', '- Designed the schema for 8 tables\n- Built 5 reports\n- Manages the nightly import of 2 GB');
    expect(result.improved_content).toBe('- Designed the schema for 8 tables\n- Built 5 reports\n- Managed the nightly import of 2 GB');
    expect(result.suggestions).toContain('Put points in the past tense to match the rest (points changed: 1); keep the present tense only for the role you hold now.');
  });

  it('leaves an opener that may be a noun as it is', () => {
    const result = improve('experience', '- Designed the schema for 8 tables\n- Built 5 reports\n- Research assistant to Prof. Rao\n- Tests the 3 importers nightly');
    expect(result.improved_content).toBe('- Designed the schema for 8 tables\n- Built 5 reports\n- Research assistant to Prof. Rao\n- Tested the 3 importers nightly');
  });

  it('points out a mix of tenses without changing a role that reads as current', () => {
    const result = improve('experience', '- Lead a team of 4\n- Review 20 pull requests a week\n- Designed the release process in 2023');
    expect(result.improved_content).toBe('- Lead a team of 4\n- Review 20 pull requests a week\n- Designed the release process in 2023');
    expect(result.suggestions).toContain('Your points mix past and present tense: use the present for your current role and the past for earlier ones.');
  });

  it('removes filler words and flags passive voice and clichés', () => {
    const summary = 'I am a very hard-working team player who basically loves building things. The college app was built by me in order to help 500 students.';
    const result = improve('Professional Summary', summary);
    expect(result.improved_content).toBe('I am a hard-working team player who loves building things. The college app was built by me to help 500 students.');
    expect(result.suggestions).toContain('Removed filler words: "very", "basically", "in order to".');
    expect(result.suggestions).toContain('Rewrite "was built by" in the active voice: say what you did ("Built the API", not "The API was built").');
    expect(result.suggestions).toContain('Replace "hard-working", "team player" with something you can show: a result, a project, a number.');
    expect(result.suggestions).toContain('Write without "I" and "my": "Frontend developer who builds..." reads better on a resume.');
  });

  it('judges a summary’s length at the score’s 50 characters', () => {
    const short = 'Python developer with 2 years at a fintech firm...';
    expect(short.length).toBe(50);
    expect(improve('summary', short).suggestions[0]).toMatch(/^Your summary is short/);
    expect(improve('summary', `${short}!`).suggestions.some((s) => s.startsWith('Your summary is short'))).toBe(false);
    expect(improve('summary', Array.from({ length: 110 }, () => 'word').join(' ')).suggestions).toContain('Your summary is long: keep it to 2–4 sentences, under about 100 words.');
  });

  it('names the target role’s keywords the text does not mention yet', () => {
    const result = improve('summary', 'Frontend developer with 3 years of React and TypeScript, building accessible dashboards for 10,000 users.', 'Senior Frontend Developer');
    const keywords = result.suggestions.find((s) => s.startsWith('For a Frontend Developer role'));
    expect(keywords).toBe('For a Frontend Developer role, mention these where they are true of your work: JavaScript, HTML, CSS, responsive design, accessibility.');
  });

  it('gives the section’s advice for an empty section', () => {
    const result = improve('projects', '   ');
    expect(result.improved_content).toBe('');
    expect(result.suggestions[0]).toMatch(/^This section is empty\./);
  });

  it('is deterministic', () => {
    const content = '- worked on   the ML pipeline\n- responsible for testing';
    expect(improve('experience', content, 'Data Scientist')).toEqual(improve('experience', content, 'Data Scientist'));
    expect(improve('experience', content).improved_content).toBe('- Developed the ML pipeline\n- Tested');
  });
});
