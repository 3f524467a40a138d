import { describe, expect, it } from 'vitest';
import { detectSections, findContact, readDates, wordCount } from './sections';

describe('sections', () => {
  it('finds headings on their own line, in capitals, with a colon or letter-spaced', () => {
    const text = ['Asha Verma', 'PROFESSIONAL SUMMARY', 'Frontend developer', 'Work Experience:', 'Intern', 'E D U C A T I O N', 'B.Tech', 'Skills: Python, SQL', 'Projects', 'Chai Tracker', 'Licenses & Certifications', 'AWS'].join('\n');
    const sections = detectSections(text);
    expect(sections.map((section) => section.section)).toEqual(['summary', 'experience', 'education', 'skills', 'projects', 'certificates']);
    const skills = sections.find((section) => section.section === 'skills');
    expect(text.slice(skills?.start, skills?.end)).toBe('Skills: Python, SQL\n');
  });

  it('does not take a sentence that starts with a heading word for a heading', () => {
    expect(detectSections('Experience with React is a plus\nEducation matters less')).toEqual([]);
  });
});

describe('contact details', () => {
  it('finds an e-mail, an Indian phone number and links', () => {
    expect(findContact('asha.verma@example.in | +91 98765 43210 | linkedin.com/in/asha | https://asha.dev')).toEqual({
      email: 'asha.verma@example.in',
      phone: '+91 98765 43210',
      links: ['linkedin.com/in/asha', 'https://asha.dev'],
    });
  });

  it('does not read a range of years as a phone number', () => {
    expect(findContact('B.Tech 2019 - 2023, 2020 - 2024').phone).toBeNull();
  });
});

describe('dates', () => {
  it('reads months with four-digit years and flags two-digit years', () => {
    expect(readDates('Jan 2023 – Present; 06/2022 - 12/2022; 2019 – 2023')).toEqual({ readable: 5, unreadable: [] });
    expect(readDates("Jan '23 – Jun 23, B.Tech 2020-24, CGPA 8/10").unreadable).toEqual(["Jan '23", 'Jun 23', '2020-24']);
  });
});

describe('length', () => {
  it('counts words in any script', () => {
    expect(wordCount('Built a Node.js API. मैंने ऐप बनाया')).toBe(7);
  });
});
