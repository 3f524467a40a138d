import { compareKeywords, type SkillMatch } from './keywords';
import { atsBand, atsScore, scoreParts, type AtsBand, type AtsScoreParts } from './score';
import { detectSections, findContact, readDates, wordCount, type Contact, type DateReading, type DetectedSection } from './sections';
import { atsSuggestions, type AtsSuggestion } from './suggestions';

/** One resume's text checked against one job description: what the server answers and the desktop edition shows. */
export interface AtsAnalysis {
  atsScore: number;
  band: AtsBand;
  parts: AtsScoreParts;
  presentKeywords: string[];
  missingKeywords: string[];
  /** Of the keywords, which are skills and which the description's phrases. */
  skills: { present: string[]; missing: string[] };
  phrases: { present: string[]; missing: string[] };
  suggestions: AtsSuggestion[];
  sections: DetectedSection[];
  contact: Contact;
  dates: DateReading;
  words: number;
  /** Where the resume's text names the job's skills. */
  matches: SkillMatch[];
  twoColumnPages: number[];
}

/** product.md §2.11: the checker's whole reading of a resume; a PDF's two-column pages come from its layout. */
export function analyseAts(resumeText: string, jobDescription: string, layout: { twoColumnPages: readonly number[] } = { twoColumnPages: [] }): AtsAnalysis {
  const keywords = compareKeywords(resumeText, jobDescription);
  const findings = { keywords, twoColumnPages: layout.twoColumnPages, sections: detectSections(resumeText), contact: findContact(resumeText), dates: readDates(resumeText), words: wordCount(resumeText) };
  const score = atsScore(findings);
  return {
    atsScore: score,
    band: atsBand(score),
    parts: scoreParts(findings),
    presentKeywords: keywords.present,
    missingKeywords: keywords.missing,
    skills: keywords.skills,
    phrases: keywords.phrases,
    suggestions: atsSuggestions(findings),
    sections: findings.sections,
    contact: findings.contact,
    dates: findings.dates,
    words: findings.words,
    matches: keywords.matches,
    twoColumnPages: [...layout.twoColumnPages],
  };
}
