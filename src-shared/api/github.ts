import { z } from 'zod';
import { githubMessageTable, githubMessages } from '../github/messages';
import { withinLength } from '../i18n/issue-message';
import { githubRepo, githubRepoInput } from './playground';
import { text, wellFormedText } from './text';

/** Contracts of the GitHub screen (product.md §2.2): create a repository, push a project as its files. */

/** GitHub's own limit on a repository's description. */
const maxDescriptionLength = 350;
const maxCommitMessageLength = 500;

export const createRepoBody = z.object({
  name: text()
    .trim()
    .min(1, githubMessages.repoNameRequired)
    .max(100, githubMessages.badRepoName)
    .regex(/^[A-Za-z0-9._-]+$/, githubMessages.badRepoName)
    .refine((name) => name !== '.' && name !== '..', githubMessages.badRepoName),
  description: withinLength(text().trim(), maxDescriptionLength, githubMessageTable.ref('descriptionTooLong', { max: maxDescriptionLength })).optional(),
  private: z.boolean().default(false),
});
export const createRepoReply = githubRepo;

export const pushProjectBody = z.object({
  projectId: z.uuid(githubMessages.chooseProject).check(wellFormedText),
  /** 'owner/repo' or just 'repo' (product.md §1.5). */
  repo: githubRepoInput,
  message: withinLength(text().trim(), maxCommitMessageLength, githubMessageTable.ref('commitMessageTooLong', { max: maxCommitMessageLength })).optional(),
});
export const pushProjectReply = z.object({
  owner: z.string(),
  repo: z.string(),
  branch: z.string(),
  commitSha: z.string(),
  commitUrl: z.string(),
  fileCount: z.number().int(),
});
export type PushProjectReply = z.infer<typeof pushProjectReply>;
