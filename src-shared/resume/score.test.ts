import { describe, expect, it } from 'vitest';
import { analyseResume, strengthTexts } from './analysis-score';
import { builderScore, completionPercent, scoreColour } from './builder-score';
import { emptyResume, type Resume } from './resume';

const contact = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', phone: '9876543210' };
const experience = (description = 'Built the billing page') => ({ id: crypto.randomUUID(), jobTitle: 'Intern', company: 'Infosys', location: '', startDate: '', endDate: '', description, current: false });
const education = { id: 'ed', degree: 'B.Tech', institution: 'JNTU', location: '', graduationDate: '', gpa: '', description: '' };
const skill = { id: 'sk', name: 'Python', level: 3, category: 'Technical' as const };
const project = (id = 'p') => ({ id, name: 'Chai Tracker', description: 'Tracks chai', technologies: [], startDate: '', endDate: '', github: '', demo: '', highlights: [] });
const certificate = { id: 'c', name: 'AWS CCP', issuer: 'AWS', date: '', expiryDate: '', credentialId: '', url: '' };
const language = (id: string) => ({ id, name: id, proficiency: 'Native' as const, certification: '' });
const resume = (changes: Partial<Resume>): Resume => ({ ...emptyResume(), ...changes });

describe('the builder score', () => {
  it('gives each section its weight', () => {
    expect(builderScore(resume({}))).toBe(0);
    expect(builderScore(resume(contact))).toBe(15);
    expect(builderScore(resume({ summary: 'x'.repeat(51) }))).toBe(20);
    expect(builderScore(resume({ experiences: [experience()] }))).toBe(25);
    expect(builderScore(resume({ education: [education] }))).toBe(15);
    expect(builderScore(resume({ skills: [skill] }))).toBe(15);
    expect(builderScore(resume({ projects: [project()] }))).toBe(10);
    expect(builderScore(resume({ ...contact, summary: 'x'.repeat(60), experiences: [experience()], education: [education], skills: [skill], projects: [project()] }))).toBe(100);
  });

  it('counts contact only when all four required fields are filled', () => {
    expect(builderScore(resume({ ...contact, phone: ' ' }))).toBe(0);
  });

  it('counts a summary only above 50 characters, after trimming', () => {
    expect(builderScore(resume({ summary: 'x'.repeat(50) }))).toBe(0);
    expect(builderScore(resume({ summary: 'x'.repeat(51) }))).toBe(20);
    expect(builderScore(resume({ summary: `  ${'x'.repeat(50)}  ` }))).toBe(0);
  });

  it('reports completion as the steps done out of 8', () => {
    expect(completionPercent(resume({}))).toBe(0);
    expect(completionPercent(resume(contact))).toBe(13);
    expect(completionPercent(resume({ certificates: [certificate], languages: [language('Hindi')] }))).toBe(25);
    expect(
      completionPercent(resume({ ...contact, summary: 'x'.repeat(60), experiences: [experience()], education: [education], skills: [skill], projects: [project()], certificates: [certificate], languages: [language('Telugu')] })),
    ).toBe(100);
  });

  it('colours the badge green from 80, amber from 60, red below', () => {
    expect(scoreColour(100)).toBe('green');
    expect(scoreColour(80)).toBe('green');
    expect(scoreColour(79)).toBe('amber');
    expect(scoreColour(60)).toBe('amber');
    expect(scoreColour(59)).toBe('red');
    expect(scoreColour(0)).toBe('red');
  });
});

describe('the analysis score', () => {
  it('gives each section its weight', () => {
    expect(analyseResume(resume(contact)).score).toBe(20);
    expect(analyseResume(resume({ summary: 'x'.repeat(51) })).score).toBe(20);
    expect(analyseResume(resume({ summary: 'x'.repeat(50) })).score).toBe(0);
    expect(analyseResume(resume({ experiences: [experience()] })).score).toBe(30);
    expect(analyseResume(resume({ education: [education] })).score).toBe(15);
    expect(analyseResume(resume({ skills: [skill] })).score).toBe(10);
    expect(analyseResume(resume({ projects: [project()] })).score).toBe(5);
  });

  it('adds 5 when any experience description has a digit', () => {
    expect(analyseResume(resume({ experiences: [experience(), experience('Cut load time by 40%')] })).score).toBe(35);
  });

  it('never goes above 100', () => {
    const full = resume({ ...contact, summary: 'x'.repeat(60), experiences: [experience('Served 2 lakh users')], education: [education], skills: [skill], projects: [project()] });
    expect(analyseResume(full).score).toBe(100);
    expect(analyseResume({ ...full, experiences: [experience()] }).score).toBe(100);
    expect(analyseResume({ ...full, projects: [] }).score).toBe(100);
    expect(analyseResume({ ...full, projects: [], experiences: [experience()] }).score).toBe(95);
  });

  it('lists its strengths at their thresholds', () => {
    expect(analyseResume(resume({})).strengths).toEqual([]);
    expect(analyseResume(resume({ github: 'github.com/asha' })).strengths).toEqual([strengthTexts.onlinePresence]);
    expect(analyseResume(resume({ experiences: [experience(), experience()] })).strengths).toEqual([]);
    expect(analyseResume(resume({ experiences: [experience(), experience(), experience()] })).strengths).toEqual([strengthTexts.experience]);
    expect(analyseResume(resume({ projects: [project('a')] })).strengths).toEqual([]);
    expect(analyseResume(resume({ projects: [project('a'), project('b')] })).strengths).toEqual([strengthTexts.projects]);
    expect(analyseResume(resume({ certificates: [certificate] })).strengths).toEqual([strengthTexts.certificates]);
    expect(analyseResume(resume({ languages: [language('Hindi')] })).strengths).toEqual([]);
    expect(analyseResume(resume({ languages: [language('Hindi'), language('Telugu')] })).strengths).toEqual([strengthTexts.languages]);
  });
});
