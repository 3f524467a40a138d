import type { KeywordReport } from './keywords';
import type { AtsSection, Contact, DateReading, DetectedSection } from './sections';

/** Everything the score and the suggestions are drawn from (product.md §2.11). */
export interface AtsFindings {
  keywords: KeywordReport;
  sections: readonly DetectedSection[];
  contact: Contact;
  dates: DateReading;
  words: number;
  /** A PDF's pages laid out in two columns (empty for a DOCX, whose text has no layout). */
  twoColumnPages: readonly number[];
}

/**
 * The score's parts, out of 100 (**ours**): the job's keywords weigh most, then the sections an
 * ATS finds, contact details, dates it can read and a sensible length.
 */
export const atsWeights = { keywords: 60, sections: 20, contact: 10, dates: 5, length: 5 } as const;
export type AtsScoreParts = Record<keyof typeof atsWeights, number>;

/** A skill counts fully; a phrase the description repeats counts half. */
export const phraseWeight = 0.5;
/** A skill the description only would like ("Kubernetes is a plus") counts half a required one. */
export const optionalWeight = 0.5;

/** Words in the resume: under `short` it says too little, above `long` it runs past two pages. */
export const resumeLength = { short: 150, fair: 250, ideal: 1000, long: 1400 } as const;

/** §2.9's verdict bands. */
export const atsBands = [
  { min: 80, band: 'Excellent Match' },
  { min: 60, band: 'Good Match' },
  { min: 40, band: 'Fair Match' },
  { min: 0, band: 'Needs Improvement' },
] as const;
export type AtsBand = (typeof atsBands)[number]['band'];

export function atsBand(score: number): AtsBand {
  return atsBands.find((band) => score >= band.min)?.band ?? 'Needs Improvement';
}

/** The share of the job's keywords the resume has, 0 to 1; undefined when the description names none. */
export function keywordCoverage({ skills, phrases }: KeywordReport): number | undefined {
  const optional = new Set(skills.optional);
  const weigh = (list: readonly string[]) => list.reduce((sum, skill) => sum + (optional.has(skill) ? optionalWeight : 1), 0);
  const total = weigh(skills.present) + weigh(skills.missing) + phraseWeight * (phrases.present.length + phrases.missing.length);
  if (total === 0) return undefined;
  return (weigh(skills.present) + phraseWeight * phrases.present.length) / total;
}

const has = (sections: readonly DetectedSection[], section: AtsSection) => sections.some((found) => found.section === section);

/**
 * Sections: experience 6 (projects stand in for a fresher's), education 5, skills 5, summary 2,
 * projects or certificates 2.
 */
function sectionPoints(sections: readonly DetectedSection[]): number {
  return (
    (has(sections, 'experience') || has(sections, 'projects') ? 6 : 0) +
    (has(sections, 'education') ? 5 : 0) +
    (has(sections, 'skills') ? 5 : 0) +
    (has(sections, 'summary') ? 2 : 0) +
    (has(sections, 'projects') || has(sections, 'certificates') ? 2 : 0)
  );
}

/** E-mail 5, phone 3, a link (LinkedIn, GitHub, portfolio) 2. */
const contactPoints = ({ email, phone, links }: Contact) => (email ? 5 : 0) + (phone ? 3 : 0) + (links.length > 0 ? 2 : 0);

/** All dates readable 5; some readable 2; none 0. */
const datePoints = ({ readable, unreadable }: DateReading) => (readable === 0 ? 0 : unreadable.length === 0 ? 5 : 2);

function lengthPoints(words: number): number {
  if (words < resumeLength.short || words > resumeLength.long) return 0;
  return words >= resumeLength.fair && words <= resumeLength.ideal ? 5 : 3;
}

export function scoreParts(findings: AtsFindings): AtsScoreParts {
  return {
    keywords: atsWeights.keywords * (keywordCoverage(findings.keywords) ?? 0),
    sections: sectionPoints(findings.sections),
    contact: contactPoints(findings.contact),
    dates: datePoints(findings.dates),
    length: lengthPoints(findings.words),
  };
}

/**
 * The score, 0 to 100, rounded. A description that names no skill and repeats no phrase leaves
 * nothing to match: the other parts are then scaled up to 100 rather than counting as a miss.
 */
export function atsScore(findings: AtsFindings): number {
  const parts = scoreParts(findings);
  const rest = parts.sections + parts.contact + parts.dates + parts.length;
  if (keywordCoverage(findings.keywords) === undefined) return Math.round((rest * 100) / (100 - atsWeights.keywords));
  return Math.round(parts.keywords + rest);
}
