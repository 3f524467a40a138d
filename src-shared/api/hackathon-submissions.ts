import { z } from 'zod';
import { hackathonMessages } from '../hackathon/messages';
import { deploymentPlatforms } from '../hackathon/deployment';
import { text } from './text';

/**
 * Project submissions (product.md §3.3 "Submission", §3.5 "Submission form"). A repository is
 * https://github.com/{owner}/{repo} with an optional trailing slash; '.' and '..' are not names.
 */
export const githubRepoPattern = /^https:\/\/github\.com\/([A-Za-z0-9-]+)\/(?!\.\.?\/?$)([A-Za-z0-9._-]+?)\/?$/;

/**
 * A repository link as people copy it from the browser, reduced to https://github.com/{owner}/{repo}:
 * `www.`, a `.git` ending, and what follows the name (`/tree/main`, `/blob/main/README.md`,
 * `?tab=…`, `#readme`) are dropped. Anything else (http, another host) is left
 * for the pattern to refuse.
 */
export function normaliseGithubRepo(value: string): string {
  const match = /^https:\/\/(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?(?:\/(?:tree|blob|commits?|issues|pulls?|releases|actions|wiki)(?:[/?#].*)?)?\/?(?:[?#].*)?$/i.exec(value);
  return match?.[1] && match[2] && !/^\.\.?$/.test(match[2]) ? `https://github.com/${match[1]}/${match[2]}` : value;
}

/** What the server read from GitHub's public API about a submission's repository (cached). */
export const repositoryInfo = z.object({
  name: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  stargazers_count: z.number().int(),
  forks_count: z.number().int(),
  updated_at: z.string().nullable(),
  topics: z.array(z.string()),
});
export type RepositoryInfo = z.infer<typeof repositoryInfo>;

export const submission = z.object({
  id: z.string(),
  projectTitle: z.string(),
  description: z.string(),
  githubRepo: z.string(),
  liveDemo: z.string().nullable(),
  videoDemo: z.string().nullable(),
  techStack: z.array(z.string()),
  problemStatement: z.string().nullable(),
  status: z.string(),
  version: z.number().int(),
  evaluationScore: z.number().nullable(),
  isPublic: z.boolean(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** Null when GitHub could not be asked or does not know the repository. */
  repository: repositoryInfo.nullable(),
  /**
   * The named version of the team's shared project taken when this was submitted (or last
   * changed), which the team's members open in the workspace; null when the team had none.
   */
  workspaceVersionId: z.string().nullable(),
});
export type Submission = z.infer<typeof submission>;

/** What anyone may see of a public submission: no user id, no e-mail; with its summary (product.md §3.9). */
export const publicSubmission = submission.omit({ evaluationScore: true, workspaceVersionId: true }).extend({
  summary: z.object({ text: z.string(), tags: z.array(z.string()), platform: z.enum(deploymentPlatforms).nullable() }),
});
export type PublicSubmission = z.infer<typeof publicSubmission>;

/** A web page's address: `javascript:` and `data:` parse as URLs too, and would run when clicked. */
const isWebUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

const optionalUrl = (message: string) =>
  text()
    .trim()
    .max(500)
    .refine((value) => value === '' || isWebUrl(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

export const submissionBody = z.object({
  projectTitle: text().trim().min(1, hackathonMessages.titleAndRepoRequired).max(120),
  description: text().trim().max(2000).default(''),
  githubRepo: text()
    .trim()
    .min(1, hackathonMessages.titleAndRepoRequired)
    .max(300)
    .overwrite(normaliseGithubRepo)
    .regex(githubRepoPattern, hackathonMessages.invalidRepo),
  liveDemo: optionalUrl(hackathonMessages.invalidLiveDemo),
  videoDemo: optionalUrl(hackathonMessages.invalidVideoDemo),
  techStack: z.array(text().trim().min(1).max(40)).max(20).default([]),
  problemStatement: text().trim().max(10).nullable().default(null),
});
export type SubmissionInput = z.input<typeof submissionBody>;

export const submissionParams = z.object({ submissionId: text().min(1).max(64) });
export const submissionListReply = z.object({ success: z.literal(true), data: z.array(submission) });
export const publicSubmissionListReply = z.object({ success: z.literal(true), data: z.array(publicSubmission) });
export const submissionReply = z.object({ success: z.literal(true), message: z.string(), data: submission });
export const deleteSubmissionReply = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/hackathon/url-check: whether a demo URL answers a HEAD within 5 s (never loopback or private). */
export const urlCheckQuery = z.object({ url: text().trim().min(1).max(500) });
export const urlCheckReply = z.object({ accessible: z.boolean(), status: z.number().int().nullable(), message: z.string() });
