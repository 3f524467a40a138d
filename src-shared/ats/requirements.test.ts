import { describe, expect, it } from 'vitest';
import { compareKeywords, findSkillMatches } from './keywords';
import { optionalSkills } from './requirements';
import { keywordCoverage } from './score';

const job = `Frontend Developer

Requirements:
- React and TypeScript
- REST APIs

Nice to have:
- GraphQL
- Docker

Experience with Kubernetes is a plus. Jest preferred.`;

describe('what a job only would like', () => {
  it('reads the skills under a nice-to-have heading, and on a line that says plus or preferred', () => {
    expect(optionalSkills(job, findSkillMatches(job))).toEqual(new Set(['GraphQL', 'Docker', 'Kubernetes', 'Jest']));
  });

  it('keeps a skill required when the description also asks for it elsewhere', () => {
    const both = `${job}\n\nResponsibilities:\n- Ship Docker images every week`;
    expect(optionalSkills(both, findSkillMatches(both)).has('Docker')).toBe(false);
  });

  it('weighs a wished-for skill half a required one in the coverage', () => {
    const report = (resume: string) => compareKeywords(resume, job);
    const required = keywordCoverage(report('React, TypeScript, REST APIs')) ?? 0;
    const wishedOnly = keywordCoverage(report('GraphQL, Docker, Kubernetes')) ?? 0;
    expect(report('React').skills.optional).toEqual(['GraphQL', 'Docker', 'Kubernetes', 'Jest']);
    // Three required of three (weight 3) against three wished of four (weight 1.5), of 5 in all.
    expect(required).toBeCloseTo(3 / 5);
    expect(wishedOnly).toBeCloseTo(1.5 / 5);
  });
});
