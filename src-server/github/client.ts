import { z } from 'zod';

/**
 * The GitHub REST calls the playground makes (docs.github.com/rest: "List repositories for the
 * authenticated user", "Get repository content", "Create or update file contents"), against
 * `GITHUB_API_URL` so tests can point it at a loopback peer.
 */
export class GithubError extends Error {
  constructor(
    /** GitHub's HTTP status, or 0 when GitHub could not be reached. */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GithubError';
  }
}

const timeoutMs = 10_000;

const repoShape = z.object({
  full_name: z.string(),
  name: z.string(),
  owner: z.object({ login: z.string() }),
  private: z.boolean(),
  html_url: z.string(),
  updated_at: z.string().nullable().optional(),
});
export type GithubRepoShape = z.infer<typeof repoShape>;

const fileShape = z.object({
  type: z.literal('file'),
  sha: z.string(),
  content: z.string(),
  encoding: z.string(),
});

const putReply = z.object({
  content: z.object({ sha: z.string(), html_url: z.string().nullable().optional() }).nullable().optional(),
  commit: z.object({ sha: z.string() }).optional(),
});

const errorBody = z.object({ message: z.string() });

export interface GithubClient {
  listRepos(token: string): Promise<GithubRepoShape[]>;
  /** The file's text and sha, or undefined when it does not exist. */
  readFile(token: string, owner: string, repo: string, path: string): Promise<{ text: string; sha: string } | undefined>;
  writeFile(
    token: string,
    owner: string,
    repo: string,
    path: string,
    change: { message: string; text: string; sha?: string },
  ): Promise<{ commitSha: string | null; htmlUrl: string | null }>;
}

export function createGithubClient(apiUrl: string): GithubClient {
  async function call(token: string, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'user-agent': 'Kodeshala',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new GithubError(0, 'GitHub could not be reached. Please try again in a moment.');
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok && response.status !== 404) {
      const parsed = errorBody.safeParse(json);
      throw new GithubError(response.status, parsed.success ? parsed.data.message : `GitHub answered ${response.status}`);
    }
    return { status: response.status, json };
  }

  const repoPath = (owner: string, repo: string, path: string) =>
    `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/contents/${path.split('/').map(encodeURIComponent).join('/')}`;

  return {
    async listRepos(token) {
      const { status, json } = await call(token, 'GET', '/user/repos?per_page=100&sort=updated');
      if (status === 404) throw new GithubError(404, 'Not Found');
      const parsed = z.array(repoShape).safeParse(json);
      if (!parsed.success) throw new GithubError(502, 'GitHub sent an answer we could not read.');
      return parsed.data;
    },
    async readFile(token, owner, repo, path) {
      const { status, json } = await call(token, 'GET', repoPath(owner, repo, path));
      if (status === 404) return undefined;
      const parsed = fileShape.safeParse(json);
      if (!parsed.success || parsed.data.encoding !== 'base64') throw new GithubError(422, `${path} is not a file we can read.`);
      return { text: Buffer.from(parsed.data.content, 'base64').toString('utf8'), sha: parsed.data.sha };
    },
    async writeFile(token, owner, repo, path, change) {
      const { status, json } = await call(token, 'PUT', repoPath(owner, repo, path), {
        message: change.message,
        content: Buffer.from(change.text, 'utf8').toString('base64'),
        ...(change.sha ? { sha: change.sha } : {}),
      });
      if (status === 404) throw new GithubError(404, 'Not Found');
      const parsed = putReply.safeParse(json);
      return {
        commitSha: parsed.success ? (parsed.data.commit?.sha ?? null) : null,
        htmlUrl: parsed.success ? (parsed.data.content?.html_url ?? null) : null,
      };
    },
  };
}
