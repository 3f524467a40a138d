import { describe, expect, it } from 'vitest';
import { roleKeyFor, sectionFor, sectionSuggestions } from './suggestions';

describe('section suggestions', () => {
  it('treats an industry named like an object property as an unknown industry', () => {
    for (const industry of ['__proto__', 'constructor', 'toString']) {
      const { suggestions, keywords } = sectionSuggestions('summary', 'developer', industry);
      expect(suggestions.join(' ')).not.toContain(`For ${industry}`);
      expect(keywords).toEqual(sectionSuggestions('summary', 'developer', '').keywords);
    }
  });

  it('recognises common roles from free text', () => {
    expect(
      ['Senior Frontend Developer', 'Backend Engineer', 'SDE-1', 'Data Analyst', 'ML Engineer', 'Site Reliability Engineer', 'Product Manager', 'UX Designer', 'Chartered Accountant', ''].map(roleKeyFor),
    ).toEqual(['frontend', 'backend', 'software-engineer', 'data-analyst', 'data-scientist', 'devops', 'product-manager', 'designer', 'general', 'general']);
  });

  it('maps section names as clients write them', () => {
    expect(['Work Experience', 'Professional Summary', 'skills', 'Certifications', 'Awards'].map(sectionFor)).toEqual(['experience', 'summary', 'skills', 'certificates', 'custom']);
  });

  it('offers quick-add skills for the role on the skills step only', () => {
    const skills = sectionSuggestions('skills', 'Data Analyst');
    expect(skills.quick_add).toContain('Power BI');
    expect(sectionSuggestions('summary', 'Data Analyst').quick_add).toEqual([]);
  });

  it('adds the industry’s keywords and a tip for it', () => {
    const result = sectionSuggestions('experience', 'Backend Developer', 'Finance');
    expect(result.keywords).toEqual(expect.arrayContaining(['microservices', 'compliance']));
    expect(result.suggestions.at(-1)).toBe('For Finance, mention compliance, risk, financial reporting where they are true of your work.');
  });

  it('falls back to general advice for an unknown role', () => {
    const result = sectionSuggestions('summary', 'Astronaut');
    expect(result.role).toBe('general');
    expect(result.suggestions.length).toBeGreaterThan(1);
  });
});
