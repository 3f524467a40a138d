import { z } from 'zod';
import { errorCodes } from '../errors';
import { text, wellFormedText } from './text';
import { timestamp } from './timestamp';
import { maxFileNameLength, maxFilesPerProject, maxProjectNameLength, projectProblem } from '../playground/files';
import { playgroundMessageTable } from '../playground/messages';

/** Contracts of the playground: projects kept per user, presence and the GitHub tab. */

export const playgroundFile = z.object({
  name: text().trim().min(1, 'Please enter a file name.').max(maxFileNameLength),
  content: text(),
  mode: text().max(32),
});
export type PlaygroundFile = z.infer<typeof playgroundFile>;

/** The files of one project, checked with the same rules the editor applies. */
export const projectFiles = z
  .array(playgroundFile)
  .max(maxFilesPerProject, playgroundMessageTable.ref('tooManyFiles', { max: maxFilesPerProject }).message)
  .superRefine((files, ctx) => {
    const problem = projectProblem(files);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });

export const projectName = text()
  .trim()
  .min(1, 'Please give the project a name.')
  .max(maxProjectNameLength, `A project name can be at most ${maxProjectNameLength} characters.`);

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
  .refine((body) => body.name !== undefined || body.files !== undefined, 'Send a new name or the files to save.');
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

/** A stale project save answers 409 with this: the error and the stored project, so the learner can keep either. */
export const saveProjectConflict = z.object({
  error: z.object({ code: z.enum(errorCodes), message: z.string() }),
  current: project,
});
export type SaveProjectConflict = z.infer<typeof saveProjectConflict>;

export const deleteProjectReply = z.object({ ok: z.literal(true) });
export const projectParams = z.object({ id: z.uuid('Project not found.').check(wellFormedText) });

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
