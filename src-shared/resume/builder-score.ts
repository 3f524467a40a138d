import type { Resume } from './resume';

/**
 * The builder's header score and completion (product.md §2.9): contact complete 15, a summary of
 * more than 50 characters 20, experience 25, education 15, skills 15, projects 10, 100 in all;
 * completion is the share of the eight steps that are done.
 */
export const builderWeights = { contact: 15, summary: 20, experience: 25, education: 15, skills: 15, projects: 10 } as const;

/** A summary counts once it is longer than this (trimmed). */
export const summaryMinLength = 50;

export type ScoreColour = 'green' | 'amber' | 'red';

export type ScoredResume = Pick<
  Resume,
  'firstName' | 'lastName' | 'email' | 'phone' | 'summary' | 'experiences' | 'education' | 'skills' | 'projects' | 'certificates' | 'languages'
>;

/** Contact is complete with the four fields the form marks required. */
export const isContactComplete = (r: Pick<Resume, 'firstName' | 'lastName' | 'email' | 'phone'>): boolean =>
  [r.firstName, r.lastName, r.email, r.phone].every((value) => value.trim() !== '');

export const hasLongSummary = (r: Pick<Resume, 'summary'>): boolean => r.summary.trim().length > summaryMinLength;

export function builderScore(r: ScoredResume): number {
  let score = 0;
  if (isContactComplete(r)) score += builderWeights.contact;
  if (hasLongSummary(r)) score += builderWeights.summary;
  if (r.experiences.length > 0) score += builderWeights.experience;
  if (r.education.length > 0) score += builderWeights.education;
  if (r.skills.length > 0) score += builderWeights.skills;
  if (r.projects.length > 0) score += builderWeights.projects;
  return score;
}

/** The eight steps of the builder, in order. */
export const builderSteps = ['contact', 'summary', 'experience', 'education', 'skills', 'projects', 'certificates', 'languages'] as const;
export type BuilderStep = (typeof builderSteps)[number];

/** Each step's name as the builder's tabs show it (and the ATS checker's links to them). */
export const stepLabels: Record<BuilderStep, string> = {
  contact: 'Contact',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certificates: 'Certificates',
  languages: 'Languages',
};

/** Which steps are done: the scored ones as the score counts them, the last two once they hold an entry. */
export function stepsDone(r: ScoredResume): Record<BuilderStep, boolean> {
  return {
    contact: isContactComplete(r),
    summary: hasLongSummary(r),
    experience: r.experiences.length > 0,
    education: r.education.length > 0,
    skills: r.skills.length > 0,
    projects: r.projects.length > 0,
    certificates: r.certificates.length > 0,
    languages: r.languages.length > 0,
  };
}

/** Steps done ÷ 8, as a whole percent. */
export function completionPercent(r: ScoredResume): number {
  const done = Object.values(stepsDone(r)).filter(Boolean).length;
  return Math.round((done / builderSteps.length) * 100);
}

/** The score badge: green from 80, amber from 60, red below. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return 'green';
  if (score >= 60) return 'amber';
  return 'red';
}
