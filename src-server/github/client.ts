import { z } from 'zod';

/**
 * The GitHub REST calls we make (docs.github.com/rest: "List repositories for the authenticated
 * user", "Create a repository for the authenticated user", "Get a repository", "Get repository
 * content", "Create or update file contents", and the Git Data API's blobs, trees, commits and
 * references), against `GITHUB_API_URL` so tests can point it at a loopback peer.
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

const repoDetails = repoShape.extend({ default_branch: z.string() });
const shaReply = z.object({ sha: z.string() });
const refReply = z.object({ object: z.object({ sha: z.string() }) });
const commitReply = z.object({ sha: z.string(), tree: z.object({ sha: z.string() }), html_url: z.string().optional() });

/** GitHub answers at most 100 repositories a page; a learner with more than 1,000 sees the 1,000 most recently updated. */
const reposPerPage = 100;
const maxRepoPages = 10;

export interface TreeEntry {
  path: string;
  sha: string;
}

export interface GithubClient {
  /** Every page of the learner's repositories, most recently updated first. */
  listRepos(token: string): Promise<GithubRepoShape[]>;
  createRepo(token: string, repo: { name: string; description?: string; private: boolean }): Promise<GithubRepoShape>;
  getRepo(token: string, owner: string, repo: string): Promise<z.infer<typeof repoDetails>>;
  /** The commit a branch points at, or undefined when the repository has no commit yet. */
  branchHead(token: string, owner: string, repo: string, branch: string): Promise<string | undefined>;
  getCommit(token: string, owner: string, repo: string, sha: string): Promise<{ treeSha: string }>;
  createBlob(token: string, owner: string, repo: string, text: string): Promise<string>;
  createTree(token: string, owner: string, repo: string, baseTree: string, entries: TreeEntry[]): Promise<string>;
  createCommit(token: string, owner: string, repo: string, commit: { message: string; tree: string; parents: string[] }): Promise<{ sha: string; htmlUrl: string | null }>;
  /** Moves the branch to the commit; GitHub refuses (422) when that would not be a fast-forward. */
  updateBranch(token: string, owner: string, repo: string, branch: string, sha: string): Promise<void>;
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
  async function call(token: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
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

  const base = (owner: string, repo: string) => `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const repoPath = (owner: string, repo: string, path: string) => `${base(owner, repo)}/contents/${path.split('/').map(encodeURIComponent).join('/')}`;
  const branchPath = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');
  const unreadable = () => new GithubError(502, 'GitHub sent an answer we could not read.');

  /** A call whose 404 is an error like any other, its answer read with `shape`. */
  async function request<T>(shape: z.ZodType<T>, token: string, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const { status, json } = await call(token, method, path, body);
    if (status === 404) throw new GithubError(404, 'Not Found');
    const parsed = shape.safeParse(json);
    if (!parsed.success) throw unreadable();
    return parsed.data;
  }

  return {
    async listRepos(token) {
      const all: GithubRepoShape[] = [];
      for (let page = 1; page <= maxRepoPages; page++) {
        const batch = await request(z.array(repoShape), token, 'GET', `/user/repos?per_page=${reposPerPage}&sort=updated&page=${page}`);
        all.push(...batch);
        if (batch.length < reposPerPage) break;
      }
      return all;
    },
    createRepo: (token, repo) =>
      // auto_init gives the repository its first commit, which the Git Data API needs to build on.
      request(repoShape, token, 'POST', '/user/repos', { name: repo.name, description: repo.description, private: repo.private, auto_init: true }),
    getRepo: (token, owner, repo) => request(repoDetails, token, 'GET', base(owner, repo)),
    async branchHead(token, owner, repo, branch) {
      try {
        return (await request(refReply, token, 'GET', `${base(owner, repo)}/git/ref/heads/${branchPath(branch)}`)).object.sha;
      } catch (error) {
        // An empty repository: GitHub answers 409 'Git Repository is empty.' (or 404 for the ref).
        if (error instanceof GithubError && (error.status === 409 || error.status === 404)) return undefined;
        throw error;
      }
    },
    async getCommit(token, owner, repo, sha) {
      return { treeSha: (await request(commitReply, token, 'GET', `${base(owner, repo)}/git/commits/${encodeURIComponent(sha)}`)).tree.sha };
    },
    async createBlob(token, owner, repo, text) {
      return (await request(shaReply, token, 'POST', `${base(owner, repo)}/git/blobs`, { content: Buffer.from(text, 'utf8').toString('base64'), encoding: 'base64' })).sha;
    },
    async createTree(token, owner, repo, baseTree, entries) {
      const tree = entries.map((entry) => ({ path: entry.path, mode: '100644', type: 'blob', sha: entry.sha }));
      return (await request(shaReply, token, 'POST', `${base(owner, repo)}/git/trees`, { base_tree: baseTree, tree })).sha;
    },
    async createCommit(token, owner, repo, commit) {
      const reply = await request(commitReply, token, 'POST', `${base(owner, repo)}/git/commits`, commit);
      return { sha: reply.sha, htmlUrl: reply.html_url ?? null };
    },
    async updateBranch(token, owner, repo, branch, sha) {
      await request(z.unknown(), token, 'PATCH', `${base(owner, repo)}/git/refs/heads/${branchPath(branch)}`, { sha, force: false });
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
