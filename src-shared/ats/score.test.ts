import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../i18n/messages';
import { sectionTitles } from '../resume/pdf/layout';
import { analyseAts } from './analyse';
import type { KeywordReport } from './keywords';
import { atsMessageTable } from './messages';
import { atsBand, atsScore, keywordCoverage, type AtsFindings } from './score';
import type { DetectedSection } from './sections';
import { atsSuggestions, namedSkillLimit } from './suggestions';

const keywords = (present: string[], missing: string[], phrases = { present: [] as string[], missing: [] as string[] }): KeywordReport => ({
  present: [...present, ...phrases.present],
  missing: [...missing, ...phrases.missing],
  skills: { present, missing, optional: [] },
  phrases,
  matches: [],
  resumeSkills: [],
});
const section = (name: DetectedSection['section'], start = 0, end = 0): DetectedSection => ({ section: name, heading: name, start, end });
const allSections = ['summary', 'experience', 'education', 'skills', 'projects'].map((name) => section(name as DetectedSection['section']));
const fullContact = { email: 'a@b.in', phone: '9876543210', links: ['github.com/a'] };

/** A resume with everything but keywords: 40 points before the job's keywords. */
const findings = (report: KeywordReport, changes: Partial<AtsFindings> = {}): AtsFindings => ({
  keywords: report,
  sections: allSections,
  contact: fullContact,
  dates: { readable: 4, unreadable: [] },
  words: 400,
  twoColumnPages: [],
  ...changes,
});

describe('the ATS bands (§2.9)', () => {
  it('changes at 80, 60 and 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(atsBand)).toEqual([
      'Excellent Match',
      'Excellent Match',
      'Good Match',
      'Good Match',
      'Fair Match',
      'Fair Match',
      'Needs Improvement',
      'Needs Improvement',
    ]);
  });
});

describe('the ATS score', () => {
  it('weighs keywords 60 and the rest 40', () => {
    expect(atsScore(findings(keywords(['React', 'Git', 'SQL'], [])))).toBe(100);
    expect(atsScore(findings(keywords(['React', 'Git'], ['SQL'])))).toBe(80);
    expect(atsScore(findings(keywords(['React'], ['Git', 'SQL'])))).toBe(60);
    expect(atsScore(findings(keywords([], ['React', 'Git', 'SQL'])))).toBe(40);
    expect(atsScore(findings(keywords([], ['React']), { words: 100 }))).toBe(35);
  });

  it('counts a repeated phrase half a skill', () => {
    expect(keywordCoverage(keywords(['React'], [], { present: [], missing: ['payment flows', 'merchant onboarding'] }))).toBe(0.5);
  });

  it('takes projects for a fresher’s experience and drops points for missing parts', () => {
    const fresher = [section('education'), section('skills'), section('projects')];
    expect(atsScore(findings(keywords(['React'], []), { sections: fresher }))).toBe(98);
    expect(atsScore(findings(keywords(['React'], []), { contact: { email: null, phone: null, links: [] } }))).toBe(90);
    expect(atsScore(findings(keywords(['React'], []), { dates: { readable: 2, unreadable: ["Jan '23"] } }))).toBe(97);
  });

  it('scales the other parts to 100 when the job names no keyword', () => {
    expect(atsScore(findings(keywords([], [])))).toBe(100);
  });
});

describe('suggestions', () => {
  it('points to a related skill the resume’s own projects show', () => {
    const report = { ...keywords([], ['PostgreSQL', 'Docker']), resumeSkills: [{ skill: 'MySQL', start: 50, end: 55 }] };
    const tips = atsSuggestions(findings(report, { sections: [section('skills', 0, 40), section('projects', 40, 100)] }));
    expect(tips.find((tip) => tip.keyword === 'PostgreSQL')).toEqual({
      kind: 'missing-skill',
      keyword: 'PostgreSQL',
      section: 'projects',
      message: 'The job asks for PostgreSQL. Your resume shows MySQL in Projects; if you have used PostgreSQL too, name it there and add it to Skills.',
      messageId: 'ats.missingSkillShownIn',
      // The heading goes by its own id, so the browser translates it inside the sentence.
      messageValues: { skill: 'PostgreSQL', evidence: 'MySQL', section: { message: 'Projects', messageId: 'atsSections.projects' } },
    });
    expect(tips.find((tip) => tip.keyword === 'Docker')?.message).toBe(
      'The job asks for Docker, which your resume does not mention. If you have used it, add it to Skills and to the project or job where you used it.',
    );
  });

  it('names missing sections, contact, unreadable dates and length', () => {
    const tips = atsSuggestions(findings(keywords(['React'], []), { sections: [section('experience')], contact: { email: 'a@b.in', phone: null, links: [] }, dates: { readable: 1, unreadable: ['2020-24'] }, words: 90 }));
    expect(tips.map((tip) => tip.kind)).toEqual(['contact', 'contact', 'missing-section', 'missing-section', 'missing-section', 'dates', 'length']);
    expect(tips.filter((tip) => tip.kind === 'missing-section').map((tip) => tip.section)).toEqual(['education', 'skills', 'summary']);
    expect(tips.find((tip) => tip.kind === 'dates')?.message).toContain('"2020-24"');
    expect(tips.find((tip) => tip.kind === 'length')).toMatchObject({ message: expect.stringContaining('word count is only 90'), messageValues: { words: 90 } });
  });

  it('sends each suggestion by id, its English the template filled with its values', () => {
    const missing = Array.from({ length: namedSkillLimit + 2 }, (_, index) => (index === 0 ? 'PostgreSQL' : `Skill${index}`));
    const report = { ...keywords([], missing, { present: [], missing: ['code reviews'] }), resumeSkills: [{ skill: 'MySQL', start: 5, end: 10 }] };
    const everything = [
      findings(report, { sections: [], contact: { email: null, phone: null, links: [] }, dates: { readable: 0, unreadable: ['2020-24'] }, words: 90, twoColumnPages: [1, 2] }),
      findings(report, { sections: [section('projects', 0, 40)], dates: { readable: 0, unreadable: [] }, words: 2000 }),
      findings(report, { sections: [section('experience', 20, 40)], dates: { readable: 0, unreadable: [] } }),
    ];
    const sent = new Set<string>();
    for (const tip of everything.flatMap(atsSuggestions)) {
      const key = tip.messageId?.replace(/^ats\./, '') ?? '';
      expect(atsMessageTable.templates, tip.message).toHaveProperty(key);
      expect(tip.message).toBe(fillTemplate(atsMessageTable.templates[key as keyof typeof atsMessageTable.templates], tip.messageValues));
      sent.add(key);
    }
    // Every piece of advice the table holds (its keys from twoColumns on) is among them.
    const advice = Object.keys(atsMessageTable.templates).slice(Object.keys(atsMessageTable.templates).indexOf('twoColumns'));
    expect([...sent].sort()).toEqual(advice.sort());
  });

  it('quotes the headings the resume builder prints', () => {
    expect(atsMessageTable.templates.noEducation).toContain(`"${sectionTitles.education}"`);
    expect(atsMessageTable.templates.noSkills).toContain(`"${sectionTitles.skills}"`);
    expect(atsMessageTable.templates.noSummary).toContain(`"${sectionTitles.summary}"`);
    expect(atsMessageTable.templates.noExperience).toContain(`"${sectionTitles.experience}"`);
  });
});

describe('a whole analysis', () => {
  it('reads a plain-text resume against a job description', () => {
    const resume = [
      'Asha Verma',
      'asha@example.in | +91 98765 43210 | github.com/asha',
      'Summary',
      'Frontend developer building React apps.',
      'Experience',
      'Frontend Intern, Zoho — Jan 2024 – Jun 2024',
      'Built invoice screens in React and TypeScript; wrote unit tests with Jest.',
      'Education',
      'B.Tech CSE, JNTU Hyderabad, 2020 – 2024',
      'Skills',
      'JavaScript, React, TypeScript, HTML, CSS, Git, MySQL',
    ].join('\n');
    const jd = 'We are hiring a frontend developer with React, TypeScript, JavaScript and PostgreSQL. Experience with Jest and Docker is a plus. You will work with React every day.';
    const result = analyseAts(resume, jd);
    expect(result.skills).toEqual({ present: ['React', 'TypeScript', 'JavaScript', 'Jest'], missing: ['PostgreSQL', 'Docker'], optional: ['Jest', 'Docker'] });
    expect(result.sections.map((found) => found.section)).toEqual(['summary', 'experience', 'education', 'skills']);
    expect(result.suggestions.find((tip) => tip.keyword === 'PostgreSQL')?.message).toContain('MySQL in Skills');
    expect(result.band).toBe(atsBand(result.atsScore));
  });
});
