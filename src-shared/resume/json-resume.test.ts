import { describe, expect, it } from 'vitest';
import { fromJsonResume, proficiencyFor, toJsonResume } from './json-resume';
import { resumeSchema, type Resume } from './resume';
import { resumeTemplates, templateIds } from './templates';

const full: Resume = resumeSchema.parse({
  firstName: 'Priya',
  lastName: 'Ramesh Iyer',
  email: 'priya@example.in',
  phone: '+91 98765 43210',
  location: 'Chennai, Tamil Nadu',
  linkedin: 'https://www.linkedin.com/in/priya-iyer',
  github: 'https://github.com/priya',
  website: 'https://priya.dev',
  portfolio: 'https://behance.net/priya',
  jobTitle: 'Backend Developer',
  summary: 'Backend developer who builds payment services in Go and PostgreSQL for 2 million users.',
  experiences: [
    { id: 'e1', jobTitle: 'Software Engineer', company: 'Razorpay', location: 'Bengaluru', startDate: '2023-07', endDate: '', description: 'Built the refunds API.', current: true },
    { id: 'e2', jobTitle: 'Intern', company: 'Zoho', location: 'Chennai', startDate: '2022-01', endDate: '2022-06', description: 'Wrote 40 integration tests.', current: false },
  ],
  education: [{ id: 'd1', degree: 'B.E. in Computer Science', institution: 'Anna University', location: 'Chennai', graduationDate: '2023-05', gpa: '8.6', description: 'Class representative' }],
  skills: [
    { id: 's1', name: 'Go', level: 4, category: 'Technical' },
    { id: 's2', name: 'Docker', level: 3, category: 'Tools' },
  ],
  projects: [
    { id: 'p1', name: 'UPI Splitter', description: 'Splits bills over UPI.', technologies: ['Go', 'React'], startDate: '2022-08', endDate: '2022-10', github: 'https://github.com/priya/upi-splitter', demo: 'https://split.priya.dev', highlights: ['500 users in a month'] },
  ],
  certificates: [{ id: 'c1', name: 'AWS Cloud Practitioner', issuer: 'Amazon Web Services', date: '2024-01-10', expiryDate: '2027-01-10', credentialId: 'ABC-123', url: 'https://aws.amazon.com/verify/ABC-123' }],
  languages: [
    { id: 'l1', name: 'Tamil', proficiency: 'Native', certification: '' },
    { id: 'l2', name: 'Hindi', proficiency: 'Upper Intermediate', certification: 'Rashtrabhasha Praveen' },
  ],
});

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};
const withoutIds = (r: Resume) => JSON.parse(JSON.stringify(r, (key: string, value: unknown) => (key === 'id' ? undefined : value))) as unknown;

describe('JSON Resume', () => {
  it('exports the standard fields', () => {
    const doc = toJsonResume(full);
    expect(doc.basics).toMatchObject({ name: 'Priya Ramesh Iyer', label: 'Backend Developer', email: 'priya@example.in', url: 'https://priya.dev', location: { city: 'Chennai, Tamil Nadu' } });
    expect(doc.basics.profiles).toContainEqual({ network: 'GitHub', username: 'priya', url: 'https://github.com/priya' });
    expect(doc.work[0]).toEqual({ name: 'Razorpay', position: 'Software Engineer', location: 'Bengaluru', startDate: '2023-07', summary: 'Built the refunds API.' });
    expect(doc.skills[0]).toEqual({ name: 'Go', level: 'Advanced', keywords: [], category: 'Technical' });
    expect(doc.languages[1]).toEqual({ language: 'Hindi', fluency: 'Upper Intermediate', certification: 'Rashtrabhasha Praveen' });
  });

  it('reads its own export back whole', () => {
    const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(full))), ids());
    expect(resumeSchema.safeParse(back).success).toBe(true);
    expect(withoutIds(back)).toEqual(withoutIds(full));
  });

  it('imports a document written by another tool', () => {
    const back = fromJsonResume(
      {
        basics: { name: 'Ravi Kumar', email: 'ravi@example.com', location: { city: 'Hyderabad', countryCode: 'IN' }, profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/ravi' }] },
        work: [{ name: 'TCS', position: 'Analyst', startDate: '2020-06-01', endDate: '2023-03-31', summary: 'Reporting.', highlights: ['Automated 12 reports', 'Saved 10 hours a week'] }],
        education: [{ institution: 'Osmania University', studyType: 'Bachelor', area: 'Commerce', endDate: '2020' }],
        skills: [{ name: 'Frontend', level: 'Master', keywords: ['HTML', 'CSS'] }],
        projects: [{ name: 'Budget app', description: 'Tracks spending', url: 'https://github.com/ravi/budget' }],
        languages: [{ language: 'Telugu', fluency: 'Native speaker' }],
        interests: [{ name: 'Cricket' }],
      },
      ids(),
    );
    expect(back).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', location: 'Hyderabad, IN', linkedin: 'https://linkedin.com/in/ravi' });
    expect(back.experiences[0]).toMatchObject({ startDate: '2020-06', endDate: '2023-03', current: false, description: 'Reporting.\n• Automated 12 reports\n• Saved 10 hours a week' });
    expect(back.education[0]).toMatchObject({ degree: 'Bachelor in Commerce', graduationDate: '2020' });
    expect(back.skills.map((s) => [s.name, s.level])).toEqual([
      ['HTML', 5],
      ['CSS', 5],
    ]);
    expect(back.projects[0]).toMatchObject({ github: 'https://github.com/ravi/budget', demo: '' });
    expect(back.languages[0]?.proficiency).toBe('Native');
    expect(resumeSchema.safeParse(back).success).toBe(true);
  });

  it('ignores fields of the wrong type instead of failing the whole import', () => {
    const back = fromJsonResume({ basics: { name: 42, email: 'a@b.in' }, work: 'none' }, ids());
    expect(back.firstName).toBe('');
    expect(back.email).toBe('a@b.in');
    expect(back.experiences).toEqual([]);
  });

  it('maps free-text fluency to the six levels', () => {
    expect(['Native or bilingual', 'Full professional proficiency', 'Professional working', 'Limited working', 'Elementary', 'A1', 'conversational'].map(proficiencyFor)).toEqual([
      'Native',
      'Advanced',
      'Upper Intermediate',
      'Elementary',
      'Elementary',
      'Beginner',
      'Intermediate',
    ]);
  });
});

describe('the templates', () => {
  it('are the five of the product, modern first and two popular', () => {
    expect(resumeTemplates.map((t) => t.id)).toEqual([...templateIds]);
    expect(resumeTemplates.filter((t) => t.popular).map((t) => t.id)).toEqual(['latex-modern', 'latex-tech']);
    for (const t of resumeTemplates) expect(t.best_for.length * t.features.length).toBeGreaterThan(0);
  });
});
