import type { PlaygroundFile } from '@shared/api/playground';
import type { PushProjectReply } from '@shared/api/github';
import { githubMessageTable, githubMessages } from '@shared/github/messages';
import { projectMessageTable } from '@shared/projects/messages';
import { parseRepoName } from '@shared/playground/repo-name';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import { findProjectFiles } from '../projects/queries';
import { GithubError, type GithubClient } from './client';
import type { GithubAccess } from './connection';
import { perUserLimit } from '../http/rate-limit';


/** A file as it goes to GitHub, by its path in the repository. */
export interface PushedFile {
  name: string;
  content: string;
}


/**
 * Pushes a project as its own files in one commit through GitHub's Git Data API: a blob per file,
 * one tree on top of the branch's tree (files already there stay), one commit whose parent is the
 * branch head, then the branch moved to it without force. Nothing changes on GitHub until that
 * last call, so a failure half-way leaves the repository as it was (the blobs and tree are unreachable).
 */
async function pushFiles(api: GithubClient, token: string, target: { owner: string; repo: string; branch: string }, files: readonly PushedFile[], message: string) {
  const { owner, repo, branch } = target;
  let head = await api.branchHead(token, owner, repo, branch);
  if (!head) {
    // The Git Data API cannot write to an empty repository; its first commit comes from the contents API.
    await api.writeFile(token, owner, repo, 'README.md', { message: 'Initial commit', text: `# ${repo}\n` });
    head = await api.branchHead(token, owner, repo, branch);
    if (!head) throw new GithubError(409, 'GitHub did not start the repository. Please try again.');
  }
  const blobs = [];
  for (const file of files) blobs.push({ path: file.name, sha: await api.createBlob(token, owner, repo, file.content) });
  // Another push moving the branch meanwhile makes ours not a fast-forward (422): build once more on the new head.
  for (let attempt = 1; ; attempt++) {
    const { treeSha } = await api.getCommit(token, owner, repo, head);
    const tree = await api.createTree(token, owner, repo, treeSha, blobs);
    const commit = await api.createCommit(token, owner, repo, { message, tree, parents: [head] });
    try {
      await api.updateBranch(token, owner, repo, branch, commit.sha);
      return commit;
    } catch (error) {
      if (attempt >= 2 || !(error instanceof GithubError) || error.status !== 422) throw error;
      head = (await api.branchHead(token, owner, repo, branch)) ?? head;
    }
  }
}

export function createGithubPush(db: Kysely<Database>, access: GithubAccess) {
  /**
   * Pushes files as the learner to `repo` ('owner/repo', or 'repo' on their own account); `name`
   * is the project's, for the default commit message. Answers the push and the repository's page.
   */
  async function pushProjectFiles(userId: string, input: { name: string; files: readonly PushedFile[]; repo: string; message?: string }): Promise<PushProjectReply & { repoUrl: string }> {
    const { token, login, client: api } = await access.require(userId, githubMessages.pushFailed);
    const parsed = parseRepoName(input.repo, login);
    if (!parsed.ok) throw new AppError('VALIDATION', parsed.error, 400);
    const { owner, repo } = parsed;
    const { files } = input;
    if (files.length === 0) throw new AppError('VALIDATION', githubMessageTable.ref('noFiles'), 400);
    try {
      const details = await api.getRepo(token, owner, repo);
      const branch = details.default_branch;
      const commit = await pushFiles(api, token, { owner, repo, branch }, files, input.message || `Push ${input.name} from Kodeshala`);
      return { owner, repo, branch, commitSha: commit.sha, commitUrl: commit.htmlUrl ?? `${details.html_url}/commit/${commit.sha}`, fileCount: files.length, repoUrl: details.html_url };
    } catch (error) {
      access.explain(error, githubMessages.pushFailed, githubMessageTable.ref('pushRepoMissing', { owner, repo }));
    }
  }

  return {
    pushFiles: pushProjectFiles,

    async createRepo(userId: string, input: { name: string; description?: string; private: boolean }) {
      const { token, client: api } = await access.require(userId, githubMessages.createFailed);
      try {
        const r = await api.createRepo(token, input);
        return { fullName: r.full_name, owner: r.owner.login, name: r.name, private: r.private, htmlUrl: r.html_url, updatedAt: r.updated_at ?? null };
      } catch (error) {
        // GitHub answers 422 'Repository creation failed.' when the name is taken.
        if (error instanceof GithubError && error.status === 422) {
          throw new AppError('CONFLICT', githubMessageTable.ref('repoExists', { name: input.name }), 409);
        }
        access.explain(error, githubMessages.createFailed, githubMessageTable.ref('createRefused'));
      }
    },

    async push(userId: string, input: { projectId: string; repo: string; message?: string }): Promise<PushProjectReply> {
      const project = await findProjectFiles(db, userId, input.projectId);
      if (!project) throw notFound(projectMessageTable.ref('notFound'));
      const files = JSON.parse(project.files_json) as PlaygroundFile[];
      const { repoUrl, ...pushed } = await pushProjectFiles(userId, { name: project.name, files, repo: input.repo, ...(input.message ? { message: input.message } : {}) });
      await db.updateTable('playground_projects').set({ github_url: repoUrl }).where('id', '=', input.projectId).where('user_id', '=', userId).execute();
      return pushed;
    },
  };
}

export type GithubPush = ReturnType<typeof createGithubPush>;

/** A push costs up to 36 calls against the learner's own GitHub quota. */
export const githubCallLimit = perUserLimit(10, githubMessageTable.ref('tooManyRequests'));
