import type { Submission } from '@shared/api/hackathon-submissions';

/** What the submission form edits; the links are text, empty when not given (the server stores null). */
export interface SubmissionFormValues {
  projectTitle: string;
  description: string;
  githubRepo: string;
  liveDemo: string;
  videoDemo: string;
  techStack: string[];
  /** Not on the form (product.md §3.3), but kept so an edit does not drop it. */
  problemStatement: string | null;
}

/** The form's fields by the paths the server's validation replies name them with. */
export const submissionFields = ['projectTitle', 'description', 'githubRepo', 'liveDemo', 'videoDemo', 'techStack'] as const;

/** A blank form for a new submission, or one filled with the submission being edited. */
export const submissionFormValues = (submission: Submission | null): SubmissionFormValues => ({
  projectTitle: submission?.projectTitle ?? '',
  description: submission?.description ?? '',
  githubRepo: submission?.githubRepo ?? '',
  liveDemo: submission?.liveDemo ?? '',
  videoDemo: submission?.videoDemo ?? '',
  techStack: [...(submission?.techStack ?? [])],
  problemStatement: submission?.problemStatement ?? null,
});

/** The tech-stack field's error, which the schema reports per tag (`techStack.2`). */
export const techStackError = (errors: Record<string, unknown>): string | undefined => {
  const key = Object.keys(errors).find((path) => path === 'techStack' || path.startsWith('techStack.'));
  const error = key === undefined ? undefined : errors[key];
  return typeof error === 'string' ? error : undefined;
};
