import { skillEntry, type SkillMatch } from './keywords';
import { resumeLength, type AtsFindings } from './score';
import { sectionAt, type AtsSection, type DetectedSection } from './sections';

/** What to change and where (product.md §2.11); the words are **ours**. */
export const suggestionKinds = ['missing-skill', 'missing-phrase', 'missing-section', 'contact', 'dates', 'length', 'layout'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

export interface AtsSuggestion {
  kind: SuggestionKind;
  message: string;
  /** The missing skill or phrase the suggestion is about. */
  keyword?: string;
  /** The section to change (for opening it in the resume builder). */
  section?: AtsSection;
}

/** The headings as the resume builder prints them (src-shared/resume/pdf/layout.ts). */
export const sectionHeadings: Record<AtsSection, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certificates: 'Certifications',
};

/** Missing skills named one by one; the rest are listed together. */
export const namedSkillLimit = 10;

/** A skill of the resume's own that stands in for a missing one (MySQL for PostgreSQL), and where it is. */
function relatedEvidence(missing: string, resumeSkills: readonly SkillMatch[], sections: readonly DetectedSection[]): { skill: string; section?: AtsSection } | undefined {
  const family = skillEntry(missing)?.family;
  if (!family) return undefined;
  // Evidence in projects or experience says more than a line in the skills list.
  const related = resumeSkills.filter((match) => match.skill !== missing && skillEntry(match.skill)?.family === family);
  const placed = related.map((match) => ({ skill: match.skill, section: sectionAt(sections, match.start) }));
  return placed.find((item) => item.section === 'projects' || item.section === 'experience') ?? placed[0];
}

function missingSkill(skill: string, findings: AtsFindings): AtsSuggestion {
  const evidence = relatedEvidence(skill, findings.keywords.resumeSkills, findings.sections);
  if (evidence) {
    const where = evidence.section ? ` in ${sectionHeadings[evidence.section]}` : '';
    return {
      kind: 'missing-skill',
      keyword: skill,
      section: evidence.section ?? 'skills',
      message: `The job asks for ${skill}. Your resume shows ${evidence.skill}${where}; if you have used ${skill} too, name it there and add it to Skills.`,
    };
  }
  return {
    kind: 'missing-skill',
    keyword: skill,
    section: 'skills',
    message: `The job asks for ${skill}, which your resume does not mention. If you have used it, add it to Skills and to the project or job where you used it.`,
  };
}

function sectionSuggestions(sections: readonly DetectedSection[]): AtsSuggestion[] {
  const found = new Set(sections.map((section) => section.section));
  const missing = (section: AtsSection, message: string): AtsSuggestion[] => (found.has(section) ? [] : [{ kind: 'missing-section', section, message }]);
  const plain = (section: AtsSection) => `Use a plain heading such as "${sectionHeadings[section]}" on a line of its own so an ATS can find it.`;
  return [
    ...(found.has('experience') || found.has('projects')
      ? []
      : [{ kind: 'missing-section' as const, section: 'experience' as const, message: `No Experience or Projects section was found. List your internships under "Experience" and what you built under "Projects"; ${plain('experience').toLowerCase()}` }]),
    ...missing('education', `No Education section was found. ${plain('education')}`),
    ...missing('skills', `No Skills section was found. List your skills under a heading "Skills": many ATS read skills from there first.`),
    ...missing('summary', `No Summary was found. Two or three lines at the top under "Summary", naming the role and your main skills, help both an ATS and a recruiter.`),
  ];
}

function contactSuggestions({ contact }: AtsFindings): AtsSuggestion[] {
  const out: AtsSuggestion[] = [];
  if (!contact.email) out.push({ kind: 'contact', message: 'No e-mail address was found. Write it at the top of the resume as plain text, not inside an image or a header graphic.' });
  if (!contact.phone) out.push({ kind: 'contact', message: 'No phone number was found. Add it at the top with the country code, for example +91 98765 43210.' });
  if (contact.links.length === 0) out.push({ kind: 'contact', message: 'No LinkedIn, GitHub or portfolio link was found. Add at least one so a recruiter can see your work.' });
  return out;
}

function dateSuggestions({ dates, sections }: AtsFindings): AtsSuggestion[] {
  if (dates.unreadable.length > 0) {
    const examples = dates.unreadable.map((date) => `"${date}"`).join(', ');
    return [{ kind: 'dates', message: `Some dates cannot be read: ${examples}. Write each as a month and a four-digit year, for example "Jan 2023 – Jun 2024", or "2020 – 2024".` }];
  }
  const dated = sections.some((section) => section.section === 'experience' || section.section === 'education');
  if (dates.readable === 0 && dated) return [{ kind: 'dates', message: 'No dates were found. Give each job, internship and degree its dates, for example "Jan 2023 – Present".' }];
  return [];
}

function lengthSuggestions({ words }: AtsFindings): AtsSuggestion[] {
  if (words < resumeLength.short) return [{ kind: 'length', message: `Your resume has only ${words} words. Describe what you did in each project and internship, with results and numbers where you have them.` }];
  if (words > resumeLength.long) return [{ kind: 'length', message: `Your resume has ${words} words, more than two pages. Keep what matters for this job and cut the rest to one or two pages.` }];
  return [];
}

function layoutSuggestions({ twoColumnPages }: AtsFindings): AtsSuggestion[] {
  if (twoColumnPages.length === 0) return [];
  return [
    {
      kind: 'layout',
      // The pages as a list after a label, which reads right for one page or several.
      message: `Laid out in two columns (pages: ${twoColumnPages.join(', ')}). Many ATS read straight across the page, so the two columns' lines come out mixed together (see "What the ATS sees" below). Use a one-column template, such as the resume builder's.`,
    },
  ];
}

/** The suggestions, the ones that stop an ATS reading the resume first, then the job's keywords. */
export function atsSuggestions(findings: AtsFindings): AtsSuggestion[] {
  const { skills, phrases } = findings.keywords;
  const named = skills.missing.slice(0, namedSkillLimit).map((skill) => missingSkill(skill, findings));
  const rest = skills.missing.slice(namedSkillLimit);
  const more: AtsSuggestion[] = rest.length > 0 ? [{ kind: 'missing-skill', section: 'skills', message: `The job also asks for ${rest.join(', ')}. Add the ones you have used.` }] : [];
  const phraseTips = phrases.missing.map(
    (phrase): AtsSuggestion => ({ kind: 'missing-phrase', keyword: phrase, message: `The job description repeats "${phrase}". If it describes your work, use the same words in Experience or Projects.` }),
  );
  return [...layoutSuggestions(findings), ...contactSuggestions(findings), ...sectionSuggestions(findings.sections), ...dateSuggestions(findings), ...named, ...more, ...phraseTips, ...lengthSuggestions(findings)];
}
