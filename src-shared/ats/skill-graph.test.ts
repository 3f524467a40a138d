import { describe, expect, it } from 'vitest';
import { compareKeywords } from './keywords';
import { broaderSkills, shownByNarrower } from './skill-graph';
import { skillsLexicon } from './skills-lexicon';

describe('the skill graph', () => {
  it('names only skills of the lexicon, and never a skill as broader than itself', () => {
    const names = new Set(skillsLexicon.map((entry) => entry.name));
    for (const [skill, broader] of Object.entries(broaderSkills)) {
      expect(names.has(skill), skill).toBe(true);
      for (const general of broader) {
        expect(names.has(general), general).toBe(true);
        expect(general).not.toBe(skill);
      }
    }
  });

  it('credits the general skill a specific one shows, with the skill that shows it', () => {
    expect(shownByNarrower(['PostgreSQL', 'Git'])).toEqual(
      new Map([
        ['SQL', 'PostgreSQL'],
        ['Relational databases', 'PostgreSQL'],
        ['Version control', 'Git'],
      ]),
    );
    expect(shownByNarrower(['SQL'])).toEqual(new Map());
  });

  it('counts SQL, relational databases, version control and CI/CD as present for a resume that shows PostgreSQL, Git and GitHub Actions', () => {
    const resume = 'Projects\nBuilt a booking API on PostgreSQL with Git and GitHub Actions deploys.';
    const job = 'We need SQL, relational databases, version control and CI/CD experience. Kubernetes is a plus.';
    const report = compareKeywords(resume, job);
    expect(report.skills.present).toEqual(expect.arrayContaining(['SQL', 'Relational databases', 'Version control', 'CI/CD']));
    expect(report.skills.missing).toEqual(['Kubernetes']);
  });

  it('does not credit a specific skill for its general one', () => {
    const report = compareKeywords('Skills: SQL, version control', 'Must know PostgreSQL and Git.');
    expect(report.skills.present).toEqual([]);
    expect(report.skills.missing).toEqual(['PostgreSQL', 'Git']);
  });
});
