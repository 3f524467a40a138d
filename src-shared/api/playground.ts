import { z } from 'zod';
import { errorCodes } from '../errors';
import { text, wellFormedText } from './text';
import { timestamp } from './timestamp';
import { maxFileNameLength, maxFilesPerProject, maxProjectNameLength, projectProblem } from '../playground/files';
import { withinLength, messageRefinement } from '../i18n/issue-message';
import { playgroundMessageTable, playgroundMessages } from '../playground/messages';

/** Contracts of the playground: projects kept per user, presence and the GitHub tab. */

export const playgroundFile = z.object({
  name: withinLength(text().trim().min(1, playgroundMessages.emptyName), maxFileNameLength, playgroundMessageTable.ref('nameTooLong', { max: maxFileNameLength })),
  content: text(),
  mode: text().max(32),
});
export type PlaygroundFile = z.infer<typeof playgroundFile>;

/** The files of one project, checked with the same rules the editor applies. */
const tooManyFiles = playgroundMessageTable.ref('tooManyFiles', { max: maxFilesPerProject });
export const projectFiles = z
  .array(playgroundFile)
  .refine((files) => files.length <= maxFilesPerProject, { ...messageRefinement(tooManyFiles), abort: true })
  .max(maxFilesPerProject, tooManyFiles.message)
  .superRefine((files, ctx) => {
    const problem = projectProblem(files);
    // The reason travels by its id and values (a file name used twice names the file).
    if (problem) ctx.addIssue({ code: 'custom', ...messageRefinement(problem) });
  });

export const projectName = withinLength(
  text().trim().min(1, playgroundMessages.projectNameRequired),
  maxProjectNameLength,
  playgroundMessageTable.ref('projectNameTooLong', { max: maxProjectNameLength }),
);

export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  fileCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

export const project = projectSummary.extend({ files: z.array(playgroundFile) });
export type Project = z.infer<typeof project>;

export const listProjectsReply = z.object({ projects: z.array(projectSummary) });
export const createProjectBody = z.object({ name: projectName, files: projectFiles });
export const updateProjectBody = z
  .object({
    name: projectName.optional(),
    files: projectFiles.optional(),
    /**
     * The `updatedAt` of the stored project this edit started from: a save based on an older one
     * answers 409 with the stored project. Absent (older clients), the save writes over it.
     */
    baseUpdatedAt: timestamp().optional(),
  })
  .refine((body) => body.name !== undefined || body.files !== undefined, playgroundMessages.nothingToSave);
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

/** A stale project save answers 409 with this: the error and the stored project, so the learner can keep either. */
export const saveProjectConflict = z.object({
  error: z.object({ code: z.enum(errorCodes), message: z.string(), messageId: z.string().optional() }),
  current: project,
});
export type SaveProjectConflict = z.infer<typeof saveProjectConflict>;

export const deleteProjectReply = z.object({ ok: z.literal(true) });
export const projectParams = z.object({ id: z.uuid(playgroundMessages.projectNotFound).check(wellFormedText) });

export const presenceReply = z.object({
  /** Learners (the caller included once marked) with the playground open in the last 2 minutes. */
  active: z.number().int(),
});

export const githubStatusReply = z.object({
  connected: z.boolean(),
  login: z.string().nullable(),
  /** Why saving and loading are not available, in words the learner can act on. */
  reason: z.string().nullable(),
});
export type GithubStatus = z.infer<typeof githubStatusReply>;

export const githubRepo = z.object({
  fullName: z.string(),
  owner: z.string(),
  name: z.string(),
  private: z.boolean(),
  htmlUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export const githubReposReply = z.object({ login: z.string(), repos: z.array(githubRepo) });
export type GithubRepo = z.infer<typeof githubRepo>;

/** 'owner/repo' or just 'repo' (product.md §1.5); the server applies parseRepoName with the caller's login. */
export const githubRepoInput = text().max(200);
export const githubSaveBody = z.object({
  repo: githubRepoInput,
  message: text().trim().max(500).optional(),
  project: z.object({ name: projectName, files: projectFiles }),
});
export const githubSaveReply = z.object({
  owner: z.string(),
  repo: z.string(),
  path: z.literal('project.json'),
  created: z.boolean(),
  commitSha: z.string().nullable(),
  htmlUrl: z.string().nullable(),
});
export const githubLoadQuery = z.object({ repo: githubRepoInput });
export const githubLoadReply = z.object({ owner: z.string(), repo: z.string(), name: z.string(), files: z.array(playgroundFile) });

/** What `project.json` in the repository holds. */
export const projectDocument = z.object({
  name: z.string().max(maxProjectNameLength).optional(),
  files: z.array(playgroundFile),
  savedAt: z.string().optional(),
  app: z.string().optional(),
});
