import { describe, expect, it } from 'vitest';
import { compareKeywords, findSkills, jobPhrases } from './keywords';
import { skillsLexicon } from './skills-lexicon';

describe('the skills lexicon', () => {
  it('has several hundred skills, each named once', () => {
    expect(skillsLexicon.length).toBeGreaterThanOrEqual(300);
    expect(new Set(skillsLexicon.map((entry) => entry.name)).size).toBe(skillsLexicon.length);
  });

  it('gives no spelling to two skills', () => {
    const owners = new Map<string, string>();
    for (const entry of skillsLexicon) {
      for (const spelling of [entry.name, ...entry.spellings]) {
        const key = spelling.replace(/^[=!]/, '').toLowerCase();
        const owner = owners.get(key);
        expect(owner === undefined || owner === entry.name, `${spelling}: ${owner} and ${entry.name}`).toBe(true);
        owners.set(key, entry.name);
      }
    }
  });
});

describe('finding skills', () => {
  it('reads every spelling as the one name', () => {
    expect(findSkills('JS, ReactJS, Postgres, k8s, NodeJS and ML')).toEqual(['JavaScript', 'React', 'PostgreSQL', 'Kubernetes', 'Node.js', 'Machine learning']);
    expect(findSkills('machine-learning with scikit learn; REST APIs')).toEqual(['Machine learning', 'scikit-learn', 'REST APIs']);
  });

  it('tells C, C++, C#, .NET, ASP.NET and Objective-C apart', () => {
    expect(findSkills('Languages: C, C++, C#')).toEqual(['C', 'C++', 'C#']);
    expect(findSkills('Built with ASP.NET Core on .NET 8')).toEqual(['ASP.NET', '.NET']);
    expect(findSkills('Objective-C and Swift')).toEqual(['Objective-C', 'Swift']);
    expect(findSkills('C-suite executives, grade C level')).toEqual([]);
  });

  it('does not find JavaScript in Node.js, Java in JavaScript or SQL in PostgreSQL', () => {
    expect(findSkills('Node.js')).toEqual(['Node.js']);
    expect(findSkills('JavaScript')).toEqual(['JavaScript']);
    expect(findSkills('PostgreSQL')).toEqual(['PostgreSQL']);
  });

  it('keeps the longer name when two overlap', () => {
    expect(findSkills('React Native apps')).toEqual(['React Native']);
    expect(findSkills('Spring Boot services')).toEqual(['Spring Boot']);
  });

  it('finds R, Go and Node only where they can only be skills', () => {
    expect(findSkills('Python, R, SQL')).toEqual(['Python', 'R', 'SQL']);
    expect(findSkills('Statistics in R programming')).toContain('R');
    expect(findSkills('Languages: Go, Rust')).toEqual(['Go', 'Rust']);
    expect(findSkills('Ready to go live. R. Kumar led the Go-to-market plan.')).toEqual([]);
    expect(findSkills('Each node of the tree; react to feedback quickly')).toEqual([]);
    expect(findSkills('Spring 2023 internship with Ruby and Julia from sales')).toEqual([]);
  });

  it('reads skills in mixed Hindi and Telugu text and ignores links', () => {
    expect(findSkills('मैंने React और Node.js से एक ऐप बनाया। Python లో డేటా విశ్లేషణ చేశాను')).toEqual(['React', 'Node.js', 'Python']);
    expect(findSkills('github.com/asha/react-app asha.python@example.in')).toEqual([]);
  });
});

describe('the job description’s phrases', () => {
  it('keeps the phrases it repeats that are not skills', () => {
    const jd = 'You will own merchant settlement reports for partners. Merchant settlement reports go out daily. Improve onboarding flows and simplify onboarding flows.';
    expect(jobPhrases(jd)).toEqual(expect.arrayContaining(['merchant settlement report', 'onboarding flow']));
    expect(jobPhrases(jd)).not.toContain('merchant settlement');
  });
});

describe('comparing a resume with a job', () => {
  it('splits the job’s keywords into present and missing', () => {
    const report = compareKeywords('Skills: ReactJS, Postgres, Git', 'We need React, TypeScript, PostgreSQL and Git for our web team. React and TypeScript daily.');
    expect(report.skills).toEqual({ present: ['React', 'PostgreSQL', 'Git'], missing: ['TypeScript'], optional: [] });
    expect(report.matches.map((match) => match.skill)).toEqual(['React', 'PostgreSQL', 'Git']);
  });
});
