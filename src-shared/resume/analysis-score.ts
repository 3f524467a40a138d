import { hasLongSummary, isContactComplete, type ScoredResume } from './builder-score';
import type { Resume } from './resume';

/**
 * The second, stricter scorer (product.md §2.9), used when a resume is analysed: contact 20,
 * summary of more than 50 characters 20, experience 30 plus 5 when a description has a number,
 * education 15, skills 10, projects 5, never above 100; with the strengths it found.
 */
export const analysisWeights = { contact: 20, summary: 20, experience: 30, measuredExperience: 5, education: 15, skills: 10, projects: 5 } as const;
export const analysisMax = 100;

/** The strengths, in the order they are listed (the words are **ours**). */
export const strengthTexts = {
  onlinePresence: 'Online presence: your profile links let recruiters see your work',
  experience: 'Solid work history with 3 or more experiences',
  projects: 'A portfolio of 2 or more projects',
  certificates: 'Professional certifications',
  languages: 'Speaks more than one language',
} as const;

export interface ResumeAnalysis {
  score: number;
  strengths: string[];
}

type AnalysedResume = ScoredResume & Pick<Resume, 'linkedin' | 'github' | 'website' | 'portfolio'>;

export function analyseResume(r: AnalysedResume): ResumeAnalysis {
  let score = 0;
  if (isContactComplete(r)) score += analysisWeights.contact;
  if (hasLongSummary(r)) score += analysisWeights.summary;
  if (r.experiences.length > 0) {
    score += analysisWeights.experience;
    if (r.experiences.some((e) => /\d/.test(e.description))) score += analysisWeights.measuredExperience;
  }
  if (r.education.length > 0) score += analysisWeights.education;
  if (r.skills.length > 0) score += analysisWeights.skills;
  if (r.projects.length > 0) score += analysisWeights.projects;

  const strengths: string[] = [];
  if ([r.linkedin, r.github, r.website, r.portfolio].some((link) => link.trim() !== '')) strengths.push(strengthTexts.onlinePresence);
  if (r.experiences.length >= 3) strengths.push(strengthTexts.experience);
  if (r.projects.length >= 2) strengths.push(strengthTexts.projects);
  if (r.certificates.length > 0) strengths.push(strengthTexts.certificates);
  if (r.languages.length > 1) strengths.push(strengthTexts.languages);
  return { score: Math.min(score, analysisMax), strengths };
}
