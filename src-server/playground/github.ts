import { projectDocument, type githubLoadReply, type githubSaveReply, type GithubStatus, type PlaygroundFile } from '@shared/api/playground';
import { projectProblem } from '@shared/playground/files';
import { parseRepoName } from '@shared/playground/repo-name';
import type { z } from 'zod';
import type { AppConfig } from '../config';
import { decryptToken } from '../auth/oauth/token-crypto';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import { createGithubClient, GithubError, type GithubClient } from '../github/client';
import { findGithubAccount } from './queries';

export const projectPath = 'project.json';

interface Connection {
  token: string;
  login: string | null;
}

type Outcome = 'Failed to fetch repos' | 'Failed to save to GitHub' | 'Failed to load from GitHub';

/**
 * Saving and loading through the learner's own GitHub account, with the token kept (encrypted) at
 * GitHub sign-in. Failures carry the spec's prefixes (product.md §1.8) and a reason a learner can act on.
 */
export function createPlaygroundGithub(db: Executor, config: AppConfig) {
  const github = config.auth.github;
  const client: GithubClient | undefined = github ? createGithubClient(github.apiUrl) : undefined;
  const keyHex = config.auth.tokenEncryptionKey;

  async function connection(userId: string): Promise<Connection | { reason: string; login: string | null }> {
    const row = await findGithubAccount(db, userId);
    if (!client || !keyHex) return { reason: 'Saving to GitHub is not set up on this server.', login: row?.login ?? null };
    if (!row) return { reason: 'Sign in with GitHub to save and load projects from your repositories.', login: null };
    if (!row.access_token_encrypted) return { reason: 'Sign in with GitHub again to let Kodeshala save to your repositories.', login: row.login };
    try {
      return { token: decryptToken(row.access_token_encrypted, keyHex), login: row.login };
    } catch {
      // The key changed since sign-in: the stored token can no longer be read.
      return { reason: 'Sign in with GitHub again to let Kodeshala save to your repositories.', login: row.login };
    }
  }

  async function requireConnection(userId: string, outcome: Outcome): Promise<Connection & { client: GithubClient }> {
    const found = await connection(userId);
    if ('reason' in found || !client) throw new AppError('CONFLICT', `${outcome}: ${'reason' in found ? found.reason : ''}`, 409);
    return { ...found, client };
  }

  /** product.md §1.5: 'owner/repo' or just 'repo', whose owner is the learner's GitHub login. */
  function target(input: string, login: string | null): { owner: string; repo: string } {
    const parsed = parseRepoName(input, login);
    if (!parsed.ok) throw new AppError('VALIDATION', parsed.error, 400);
    return parsed;
  }

  function explain(error: unknown, outcome: Outcome, where: string): never {
    if (!(error instanceof GithubError)) throw error;
    if (error.status === 0) throw new AppError('UNAVAILABLE', `${outcome}: ${error.message}`, 502);
    if (error.status === 401) throw new AppError('FORBIDDEN', `${outcome}: GitHub no longer accepts your sign-in. Please sign in with GitHub again.`, 403);
    if (error.status === 404) {
      const reason = outcome === 'Failed to save to GitHub'
        ? `the repository ${where} was not found, or your account cannot write to it. Create it on GitHub first.`
        : `the repository ${where} was not found, or your account cannot read it.`;
      throw new AppError('NOT_FOUND', `${outcome}: ${reason}`, 404);
    }
    if (error.status === 403 || error.status === 429) throw new AppError('FORBIDDEN', `${outcome}: GitHub refused: ${error.message}`, 403);
    if (error.status >= 500) throw new AppError('UNAVAILABLE', `${outcome}: GitHub is having trouble (${error.status}). Please try again later.`, 502);
    throw new AppError('BAD_REQUEST', `${outcome}: ${error.message}`, 400);
  }

  return {
    async status(userId: string): Promise<GithubStatus> {
      const found = await connection(userId);
      return 'reason' in found ? { connected: false, login: found.login, reason: found.reason } : { connected: true, login: found.login, reason: null };
    },

    async repos(userId: string) {
      const outcome = 'Failed to fetch repos';
      const { token, login, client: api } = await requireConnection(userId, outcome);
      try {
        const repos = await api.listRepos(token);
        return {
          login: login ?? '',
          repos: repos.map((r) => ({ fullName: r.full_name, owner: r.owner.login, name: r.name, private: r.private, htmlUrl: r.html_url, updatedAt: r.updated_at ?? null })),
        };
      } catch (error) {
        explain(error, outcome, 'list');
      }
    },

    async save(userId: string, input: { repo: string; message?: string; project: { name: string; files: PlaygroundFile[] } }): Promise<z.infer<typeof githubSaveReply>> {
      const outcome = 'Failed to save to GitHub';
      const { token, login, client: api } = await requireConnection(userId, outcome);
      const { owner, repo } = target(input.repo, login);
      const text = `${JSON.stringify({ app: 'kodeshala', name: input.project.name, savedAt: new Date().toISOString(), files: input.project.files }, null, 2)}\n`;
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
        explain(error, outcome, `${owner}/${repo}`);
      }
    },

    async load(userId: string, input: string): Promise<z.infer<typeof githubLoadReply>> {
      const outcome = 'Failed to load from GitHub';
      const { token, login, client: api } = await requireConnection(userId, outcome);
      const { owner, repo } = target(input, login);
      let file: { text: string } | undefined;
      try {
        file = await api.readFile(token, owner, repo, projectPath);
      } catch (error) {
        explain(error, outcome, `${owner}/${repo}`);
      }
      if (!file) throw new AppError('NOT_FOUND', `${outcome}: ${owner}/${repo} has no ${projectPath}. Save a project there first.`, 404);
      let document: z.infer<typeof projectDocument>;
      try {
        const json: unknown = JSON.parse(file.text);
        // The old playground stored the files array on its own.
        document = projectDocument.parse(Array.isArray(json) ? { files: json } : json);
      } catch {
        throw new AppError('VALIDATION', `${outcome}: ${projectPath} in ${owner}/${repo} is not a Kodeshala project.`, 422);
      }
      const problem = projectProblem(document.files);
      if (problem) throw new AppError('VALIDATION', `${outcome}: ${problem}`, 422);
      return { owner, repo, name: document.name ?? repo, files: document.files };
    },
  };
}
