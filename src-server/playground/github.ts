import { projectDocument, type githubLoadReply, type githubSaveReply, type PlaygroundFile } from '@shared/api/playground';
import { projectProblem } from '@shared/playground/files';
import { parseRepoName } from '@shared/playground/repo-name';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { githubMessageTable, githubMessages } from '@shared/github/messages';
import { AppError } from '../errors';
import { GithubError } from '../github/client';
import type { GithubAccess } from '../github/connection';

export const projectPath = 'project.json';

/** Saving and loading project.json through the learner's own GitHub account (product.md §1.8 prefixes). */
export function createPlaygroundGithub(access: GithubAccess, clock: Clock) {
  /** product.md §1.5: 'owner/repo' or just 'repo', whose owner is the learner's GitHub login. */
  function target(input: string, login: string | null): { owner: string; repo: string } {
    const parsed = parseRepoName(input, login);
    if (!parsed.ok) throw new AppError('VALIDATION', parsed.error, 400);
    return parsed;
  }

  return {
    status: (userId: string) => access.status(userId),

    async repos(userId: string) {
      const outcome = githubMessages.fetchReposFailed;
      const { token, login, client: api } = await access.require(userId, outcome);
      try {
        const repos = await api.listRepos(token);
        return {
          login: login ?? '',
          repos: repos.map((r) => ({ fullName: r.full_name, owner: r.owner.login, name: r.name, private: r.private, htmlUrl: r.html_url, updatedAt: r.updated_at ?? null })),
        };
      } catch (error) {
        access.explain(error, outcome, githubMessageTable.ref('repoListMissing'));
      }
    },

    async save(userId: string, input: { repo: string; message?: string; project: { name: string; files: PlaygroundFile[] } }): Promise<z.infer<typeof githubSaveReply>> {
      const outcome = githubMessages.saveFailed;
      const { token, login, client: api } = await access.require(userId, outcome);
      const { owner, repo } = target(input.repo, login);
      const text = `${JSON.stringify({ app: 'kodeshala', name: input.project.name, savedAt: clock().toISOString(), files: input.project.files }, null, 2)}\n`;
      const message = input.message || `Save ${input.project.name} from Kodeshala Playground`;
      try {
        // Update needs the current sha; a save racing another one is retried once with the new sha.
        for (let attempt = 1; ; attempt++) {
          const existing = await api.readFile(token, owner, repo, projectPath);
          try {
            const written = await api.writeFile(token, owner, repo, projectPath, { message, text, sha: existing?.sha });
            return { owner, repo, path: projectPath, created: !existing, ...written };
          } catch (error) {
            if (attempt < 2 && error instanceof GithubError && (error.status === 409 || error.status === 422)) continue;
            throw error;
          }
        }
      } catch (error) {
        access.explain(error, outcome, githubMessageTable.ref('saveRepoMissing', { owner, repo }));
      }
    },

    async load(userId: string, input: string): Promise<z.infer<typeof githubLoadReply>> {
      const outcome = githubMessages.loadFailed;
      const { token, login, client: api } = await access.require(userId, outcome);
      const { owner, repo } = target(input, login);
      let file: { text: string } | undefined;
      try {
        file = await api.readFile(token, owner, repo, projectPath);
      } catch (error) {
        access.explain(error, outcome, githubMessageTable.ref('loadRepoMissing', { owner, repo }));
      }
      if (!file) throw new AppError('NOT_FOUND', githubMessageTable.ref('noProjectFile', { owner, repo, file: projectPath }), 404);
      let document: z.infer<typeof projectDocument>;
      try {
        const json: unknown = JSON.parse(file.text);
        // The old playground stored the files array on its own.
        document = projectDocument.parse(Array.isArray(json) ? { files: json } : json);
      } catch {
        throw new AppError('VALIDATION', githubMessageTable.ref('notAProject', { owner, repo, file: projectPath }), 422);
      }
      const problem = projectProblem(document.files);
      if (problem) throw new AppError('VALIDATION', githubMessageTable.ref('failedBecause', { outcome, reason: problem.message }), 422);
      return { owner, repo, name: document.name ?? repo, files: document.files };
    },
  };
}
