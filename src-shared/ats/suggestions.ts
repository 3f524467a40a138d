import type { MessageRef } from '../i18n/messages';
import { skillEntry, type SkillMatch } from './keywords';
import { atsMessageTable, atsSectionTable } from './messages';
import { resumeLength, type AtsFindings } from './score';
import { sectionAt, type AtsSection, type DetectedSection } from './sections';

/** What to change and where (product.md §2.11); the words are **ours**. */
export const suggestionKinds = ['missing-skill', 'missing-phrase', 'missing-section', 'contact', 'dates', 'length', 'layout'] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

/** A piece of advice: its message by id (English in `message`), and what it is about. */
export interface AtsSuggestion extends MessageRef {
  kind: SuggestionKind;
  /** The missing skill or phrase the suggestion is about. */
  keyword?: string;
  /** The section to change (for opening it in the resume builder). */
  section?: AtsSection;
}

/** The headings as the resume builder prints them, as messages the browser translates inside a sentence. */
const sectionHeadings: Record<AtsSection, MessageRef> = {
  summary: atsSectionTable.ref('summary'),
  experience: atsSectionTable.ref('experience'),
  education: atsSectionTable.ref('education'),
  skills: atsSectionTable.ref('skills'),
  projects: atsSectionTable.ref('projects'),
  certificates: atsSectionTable.ref('certificates'),
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
    const message = evidence.section
      ? atsMessageTable.ref('missingSkillShownIn', { skill, evidence: evidence.skill, section: sectionHeadings[evidence.section] })
      : atsMessageTable.ref('missingSkillShown', { skill, evidence: evidence.skill });
    return { kind: 'missing-skill', keyword: skill, section: evidence.section ?? 'skills', ...message };
  }
  return { kind: 'missing-skill', keyword: skill, section: 'skills', ...atsMessageTable.ref('missingSkill', { skill }) };
}

function sectionSuggestions(sections: readonly DetectedSection[]): AtsSuggestion[] {
  const found = new Set(sections.map((section) => section.section));
  const missing = (section: AtsSection, message: MessageRef): AtsSuggestion[] => (found.has(section) ? [] : [{ kind: 'missing-section', section, ...message }]);
  return [
    // Projects stand in for a fresher's experience.
    ...(found.has('projects') ? [] : missing('experience', atsMessageTable.ref('noExperience'))),
    ...missing('education', atsMessageTable.ref('noEducation')),
    ...missing('skills', atsMessageTable.ref('noSkills')),
    ...missing('summary', atsMessageTable.ref('noSummary')),
  ];
}

function contactSuggestions({ contact }: AtsFindings): AtsSuggestion[] {
  return [
    ...(contact.email ? [] : [atsMessageTable.ref('noEmail')]),
    ...(contact.phone ? [] : [atsMessageTable.ref('noPhone')]),
    ...(contact.links.length > 0 ? [] : [atsMessageTable.ref('noLink')]),
  ].map((message) => ({ kind: 'contact', ...message }));
}

function dateSuggestions({ dates, sections }: AtsFindings): AtsSuggestion[] {
  if (dates.unreadable.length > 0) {
    const examples = dates.unreadable.map((date) => `"${date}"`).join(', ');
    return [{ kind: 'dates', ...atsMessageTable.ref('unreadableDates', { dates: examples }) }];
  }
  const dated = sections.some((section) => section.section === 'experience' || section.section === 'education');
  if (dates.readable === 0 && dated) return [{ kind: 'dates', ...atsMessageTable.ref('noDates') }];
  return [];
}

function lengthSuggestions({ words }: AtsFindings): AtsSuggestion[] {
  if (words < resumeLength.short) return [{ kind: 'length', ...atsMessageTable.ref('tooShort', { words }) }];
  if (words > resumeLength.long) return [{ kind: 'length', ...atsMessageTable.ref('tooLong', { words }) }];
  return [];
}

function layoutSuggestions({ twoColumnPages }: AtsFindings): AtsSuggestion[] {
  if (twoColumnPages.length === 0) return [];
  // The pages as a list after a label, which reads right for one page or several.
  return [{ kind: 'layout', ...atsMessageTable.ref('twoColumns', { pages: twoColumnPages.join(', ') }) }];
}

/** The suggestions, the ones that stop an ATS reading the resume first, then the job's keywords. */
export function atsSuggestions(findings: AtsFindings): AtsSuggestion[] {
  const { skills, phrases } = findings.keywords;
  const named = skills.missing.slice(0, namedSkillLimit).map((skill) => missingSkill(skill, findings));
  const rest = skills.missing.slice(namedSkillLimit);
  const more: AtsSuggestion[] = rest.length > 0 ? [{ kind: 'missing-skill', section: 'skills', ...atsMessageTable.ref('moreSkills', { skills: rest.join(', ') }) }] : [];
  const phraseTips = phrases.missing.map((phrase): AtsSuggestion => ({ kind: 'missing-phrase', keyword: phrase, ...atsMessageTable.ref('missingPhrase', { phrase }) }));
  return [...layoutSuggestions(findings), ...contactSuggestions(findings), ...sectionSuggestions(findings.sections), ...dateSuggestions(findings), ...named, ...more, ...phraseTips, ...lengthSuggestions(findings)];
}
