import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server speaking GitHub's documented OAuth web flow (`/login/oauth/authorize`,
 * `/login/oauth/access_token` with PKCE) and the REST calls we use (`/user`, `/user/emails`, and
 * for the playground `GET|POST /user/repos` and `GET|PUT /repos/{owner}/{repo}/contents/{path}`,
 * for pushes the Git Data API (`GET /repos/{owner}/{repo}`, `GET .../git/ref/heads/{branch}`,
 * `GET .../git/commits/{sha}`, `POST .../git/blobs|trees|commits`, `PATCH .../git/refs/heads/{branch}`),
 * and for hackathon submissions the public, token-free `GET /repos/{owner}/{repo}`).
 * Every repository's one branch is `main`; like GitHub, the Git Data API refuses an empty repository.
 * Authorisation is approved at once for the account set with `nextAccount`.
 */
export interface GithubPeer {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  nextAccount(account: Account): void;
  /** Repositories and their commits, per owner login, to check what the playground wrote. */
  repos: Map<string, Map<string, PeerRepo>>;
  /** Every access token handed out, to check what the server stored. */
  issuedTokens: string[];
  /** Public repositories `GET /repos/{owner}/{repo}` answers without a token, keyed `owner/name` (any case). */
  publicRepos: Map<string, PublicRepo>;
  /** Every public repository read, as requested `owner/name`, to check the server's cache. */
  publicRepoReads: string[];
  /** Makes public repository reads answer this status (GitHub having a bad moment); null restores them. */
  failPublicReads(status: number | null): void;
  close(): Promise<void>;
}

export interface PublicRepo {
  description: string | null;
  language: string | null;
  stars: number;
  forks: number;
  topics: string[];
  updatedAt: string;
}

/** `repos` are created for the account when it signs in (GitHub's repositories exist beforehand). */
type Account = { id: number; login: string; name: string; email: string; repos?: string[] };
export interface PeerRepo {
  name: string;
  private: boolean;
  updatedAt: string;
  /** The files at the head of `main`. */
  files: Map<string, { text: string; sha: string }>;
  /** The commits on `main`, oldest first, each with the paths it added or changed. */
  commits: Array<{ sha: string; message: string; path: string; paths: string[] }>;
  /** The commit `main` points at; null while the repository is empty. */
  head: string | null;
  blobs: Map<string, string>;
  trees: Map<string, Map<string, string>>;
  gitCommits: Map<string, { tree: string; parents: string[]; message: string }>;
}

async function readBody(req: http.IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startGithubPeer(port = 0): Promise<GithubPeer> {
  const clientId = 'Iv1.kodeshalatest';
  const clientSecret = 'github-test-secret-value';
  let account: Account = { id: 4242, login: 'octo-learner', name: 'Octo Learner', email: 'octo@example.in' };
  const codes = new Map<string, { challenge: string; redirectUri: string; account: Account }>();
  const tokens = new Map<string, Account>();
  const issuedTokens: string[] = [];

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const repos = new Map<string, Map<string, PeerRepo>>();
  const publicRepos = new Map<string, PublicRepo>();
  const publicRepoReads: string[] = [];
  let publicReadFailure: number | null = null;

  /** GitHub's "Get a repository" reply (docs.github.com/rest/repos/repos#get-a-repository), the fields it always sends. */
  function publicRepoJson(fullName: string, repo: PublicRepo) {
    const [owner = '', name = ''] = fullName.split('/');
    return {
      id: 1296269,
      node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
      name,
      full_name: fullName,
      owner: { login: owner, id: 1, type: 'User', site_admin: false },
      private: false,
      html_url: `https://github.com/${fullName}`,
      description: repo.description,
      fork: false,
      url: `https://api.github.com/repos/${fullName}`,
      homepage: null,
      size: 108,
      stargazers_count: repo.stars,
      watchers_count: repo.stars,
      language: repo.language,
      has_issues: true,
      forks_count: repo.forks,
      archived: false,
      disabled: false,
      open_issues_count: 0,
      license: null,
      topics: repo.topics,
      visibility: 'public',
      forks: repo.forks,
      open_issues: 0,
      watchers: repo.stars,
      default_branch: 'main',
      created_at: '2025-01-05T10:00:00Z',
      updated_at: repo.updatedAt,
      pushed_at: repo.updatedAt,
    };
  }
  function repoOf(owner: string, name: string, create = false): PeerRepo | undefined {
    const owned = repos.get(owner) ?? new Map<string, PeerRepo>();
    repos.set(owner, owned);
    if (create && !owned.has(name)) {
      owned.set(name, { name, private: false, updatedAt: new Date().toISOString(), files: new Map(), commits: [], head: null, blobs: new Map(), trees: new Map(), gitCommits: new Map() });
    }
    return owned.get(name);
  }
  const treeSha = (entries: Map<string, string>) => createHash('sha1').update(JSON.stringify([...entries].sort())).digest('hex');
  /** Moves `main` to a commit: its tree becomes the files, and the paths that differ from before are its paths. */
  function advance(repo: PeerRepo, sha: string) {
    const commit = repo.gitCommits.get(sha);
    const entries = commit ? repo.trees.get(commit.tree) : undefined;
    if (!commit || !entries) throw new Error('advance to an unknown commit');
    const paths = [...entries].filter(([path, blob]) => repo.files.get(path)?.sha !== blob).map(([path]) => path);
    repo.files = new Map([...entries].map(([path, blob]) => [path, { text: repo.blobs.get(blob) ?? '', sha: blob }]));
    repo.head = sha;
    repo.commits.push({ sha, message: commit.message, path: paths[0] ?? '', paths });
    repo.updatedAt = new Date().toISOString();
  }
  /** A commit of the files as they now are (the contents API and auto_init write this way). */
  function commitFiles(repo: PeerRepo, message: string, files: Map<string, { text: string; sha: string }>) {
    for (const file of files.values()) repo.blobs.set(file.sha, file.text);
    const entries = new Map([...files].map(([path, file]) => [path, file.sha]));
    const tree = treeSha(entries);
    repo.trees.set(tree, entries);
    const sha = randomBytes(20).toString('hex');
    repo.gitCommits.set(sha, { tree, parents: repo.head ? [repo.head] : [], message });
    advance(repo, sha);
    return sha;
  }
  const gitSha = (text: string) => createHash('sha1').update(`blob ${Buffer.byteLength(text)}\0${text}`).digest('hex');
  const repoJson = (owner: string, repo: PeerRepo) => ({
    name: repo.name,
    full_name: `${owner}/${repo.name}`,
    owner: { login: owner },
    private: repo.private,
    html_url: `https://github.com/${owner}/${repo.name}`,
    updated_at: repo.updatedAt,
    default_branch: 'main',
  });
  const emptyRepo = { message: 'Git Repository is empty.', documentation_url: 'https://docs.github.com/rest/git' };

  /** The Git Data API on the owner's repository `repo` (owner/name already checked). */
  async function gitRoutes(req: http.IncomingMessage, res: http.ServerResponse, rest: string, owner: string, repo: PeerRepo): Promise<unknown> {
    const commitJson = (sha: string) => {
      const commit = repo.gitCommits.get(sha);
      return { sha, message: commit?.message, tree: { sha: commit?.tree }, parents: (commit?.parents ?? []).map((p) => ({ sha: p })), html_url: `https://github.com/${owner}/${repo.name}/commit/${sha}` };
    };
    if (req.method === 'GET' && rest.startsWith('ref/heads/')) {
      if (!repo.head) return json(res, 409, emptyRepo);
      if (rest !== 'ref/heads/main') return json(res, 404, { message: 'Not Found' });
      return json(res, 200, { ref: 'refs/heads/main', object: { sha: repo.head, type: 'commit' } });
    }
    const commitRead = /^commits\/([0-9a-f]{40})$/.exec(rest);
    if (req.method === 'GET' && commitRead) {
      return repo.gitCommits.has(commitRead[1] ?? '') ? json(res, 200, commitJson(commitRead[1] ?? '')) : json(res, 404, { message: 'Not Found' });
    }
    if (req.method === 'POST' && !repo.head) return json(res, 409, emptyRepo);
    const body = (await readBody(req)) as unknown as Record<string, unknown>;
    if (req.method === 'POST' && rest === 'blobs') {
      if (typeof body.content !== 'string' || (body.encoding !== 'base64' && body.encoding !== 'utf-8')) return json(res, 422, { message: 'Invalid request.' });
      const text = body.encoding === 'base64' ? Buffer.from(body.content, 'base64').toString('utf8') : body.content;
      const sha = gitSha(text);
      repo.blobs.set(sha, text);
      return json(res, 201, { sha, url: `https://api.github.com/repos/${owner}/${repo.name}/git/blobs/${sha}` });
    }
    if (req.method === 'POST' && rest === 'trees') {
      const baseTree = typeof body.base_tree === 'string' ? repo.trees.get(body.base_tree) : new Map<string, string>();
      const items = Array.isArray(body.tree) ? (body.tree as Array<Record<string, unknown>>) : undefined;
      if (!baseTree || !items) return json(res, 422, { message: 'Invalid tree info' });
      const entries = new Map(baseTree);
      for (const item of items) {
        if (typeof item.path !== 'string' || item.mode !== '100644' || item.type !== 'blob' || typeof item.sha !== 'string' || !repo.blobs.has(item.sha)) {
          return json(res, 422, { message: 'tree.sha is not a valid blob' });
        }
        entries.set(item.path, item.sha);
      }
      const sha = treeSha(entries);
      repo.trees.set(sha, entries);
      return json(res, 201, { sha, tree: [...entries].map(([path, blob]) => ({ path, mode: '100644', type: 'blob', sha: blob })) });
    }
    if (req.method === 'POST' && rest === 'commits') {
      const parents = Array.isArray(body.parents) ? (body.parents as unknown[]) : [];
      if (typeof body.message !== 'string' || typeof body.tree !== 'string' || !repo.trees.has(body.tree) || parents.some((p) => typeof p !== 'string' || !repo.gitCommits.has(p))) {
        return json(res, 422, { message: 'Invalid commit' });
      }
      const sha = randomBytes(20).toString('hex');
      repo.gitCommits.set(sha, { tree: body.tree, parents: parents as string[], message: body.message });
      return json(res, 201, commitJson(sha));
    }
    if (req.method === 'PATCH' && rest.startsWith('refs/heads/')) {
      if (rest !== 'refs/heads/main') return json(res, 422, { message: 'Reference does not exist' });
      const commit = typeof body.sha === 'string' ? repo.gitCommits.get(body.sha) : undefined;
      if (!commit) return json(res, 422, { message: 'Object does not exist' });
      if (body.force !== true && !commit.parents.includes(repo.head ?? '')) return json(res, 422, { message: 'Update is not a fast forward' });
      advance(repo, body.sha as string);
      return json(res, 200, { ref: 'refs/heads/main', object: { sha: repo.head, type: 'commit' } });
    }
    return json(res, 404, { message: 'Not Found' });
  }

  /** The repository and contents endpoints; only the owner may read or write (GitHub answers 404 otherwise). */
  async function repoRoutes(req: http.IncomingMessage, res: http.ServerResponse, url: URL, login: string): Promise<boolean> {
    if (url.pathname === '/user/repos' && req.method === 'GET') {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const list = [...(repos.get(login)?.values() ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      json(res, 200, list.slice((page - 1) * perPage, page * perPage).map((repo) => repoJson(login, repo)));
      return true;
    }
    if (url.pathname === '/user/repos' && req.method === 'POST') {
      const body = await readBody(req);
      if (!body.name || repoOf(login, body.name)) return json(res, 422, { message: 'Repository creation failed.' }), true;
      const created = repoOf(login, body.name, true) as PeerRepo;
      created.private = (body.private as unknown) === true;
      if ((body.auto_init as unknown) === true) {
        const readme = `# ${body.name}\n`;
        commitFiles(created, 'Initial commit', new Map([['README.md', { text: readme, sha: gitSha(readme) }]]));
      }
      json(res, 201, repoJson(login, created));
      return true;
    }
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)(?:\/git\/(.+))?$/.exec(url.pathname);
    if (repoMatch) {
      const [owner = '', name = ''] = repoMatch.slice(1, 3).map(decodeURIComponent);
      const repo = owner === login ? repoOf(owner, name) : undefined;
      if (!repo) return json(res, 404, { message: 'Not Found' }), true;
      if (repoMatch[3] === undefined) return req.method === 'GET' ? (json(res, 200, repoJson(owner, repo)), true) : false;
      await gitRoutes(req, res, repoMatch[3], owner, repo);
      return true;
    }
    const match = /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/.exec(url.pathname);
    if (!match) return false;
    const [owner = '', name = '', path = ''] = match.slice(1).map(decodeURIComponent);
    const repo = owner === login ? repoOf(owner, name) : undefined;
    if (!repo) return json(res, 404, { message: 'Not Found' }), true;
    const file = repo.files.get(path);
    if (req.method === 'GET') {
      if (!file) return json(res, 404, { message: 'Not Found' }), true;
      // GitHub wraps the base64 content at 60 characters.
      const content = (Buffer.from(file.text).toString('base64').match(/.{1,60}/g) ?? []).join('\n');
      json(res, 200, { type: 'file', encoding: 'base64', name: path.split('/').pop(), path, sha: file.sha, size: Buffer.byteLength(file.text), content });
      return true;
    }
    if (req.method === 'PUT') {
      const body = await readBody(req);
      if (!body.message || typeof body.content !== 'string') return json(res, 422, { message: 'Invalid request.' }), true;
      if (file && !body.sha) return json(res, 422, { message: '"sha" wasn\'t supplied.' }), true;
      if (file && body.sha !== file.sha) return json(res, 409, { message: `${path} does not match ${body.sha}` }), true;
      const text = Buffer.from(body.content, 'base64').toString('utf8');
      const sha = gitSha(text);
      const commit = { sha: commitFiles(repo, body.message, new Map([...repo.files, [path, { text, sha }]])), message: body.message };
      const htmlUrl = `https://github.com/${owner}/${name}/blob/main/${path}`;
      json(res, file ? 200 : 201, { content: { name: path.split('/').pop(), path, sha, html_url: htmlUrl }, commit: { sha: commit.sha, message: commit.message } });
      return true;
    }
    return false;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('code_challenge_method') !== 'S256') {
        return json(res, 400, { error: 'bad authorize request' });
      }
      const code = randomBytes(10).toString('hex');
      codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri, account });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = await readBody(req);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : [body.client_id, body.client_secret];
      const grant = codes.get(body.code ?? '');
      codes.delete(body.code ?? '');
      const verifierOk = grant && createHash('sha256').update(body.code_verifier ?? '').digest('base64url') === grant.challenge;
      if (basic[0] !== clientId || basic[1] !== clientSecret || !grant || !verifierOk || grant.redirectUri !== body.redirect_uri) {
        return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      }
      for (const name of grant.account.repos ?? []) repoOf(grant.account.login, name, true);
      const token = `gho_${randomBytes(16).toString('hex')}`;
      tokens.set(token, grant.account);
      issuedTokens.push(token);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email,repo' });
    }
    const who = tokens.get((req.headers.authorization ?? '').replace(/^(Bearer|token) /, ''));
    const publicRead = /^\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    // The owner reading their own repository gets it as the Git Data API needs it (its default branch).
    const ownRead = who !== undefined && publicRead?.[1] === who.login && repos.get(who.login)?.has(decodeURIComponent(publicRead[2] ?? '')) === true;
    if (req.method === 'GET' && publicRead && !ownRead) {
      const requested = `${decodeURIComponent(publicRead[1] ?? '')}/${decodeURIComponent(publicRead[2] ?? '')}`;
      publicRepoReads.push(requested);
      if (publicReadFailure !== null) return json(res, publicReadFailure, { message: 'Server Error' });
      const key = [...publicRepos.keys()].find((name) => name.toLowerCase() === requested.toLowerCase());
      const repo = key ? publicRepos.get(key) : undefined;
      if (!key || !repo) {
        return json(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/repos/repos#get-a-repository', status: '404' });
      }
      return json(res, 200, publicRepoJson(key, repo));
    }
    if (req.method === 'GET' && url.pathname === '/user') {
      return who ? json(res, 200, { id: who.id, login: who.login, name: who.name, avatar_url: null }) : json(res, 401, { message: 'Bad credentials' });
    }
    if (req.method === 'GET' && url.pathname === '/user/emails') {
      return who ? json(res, 200, [{ email: who.email, primary: true, verified: true }]) : json(res, 401, { message: 'Bad credentials' });
    }
    if (!who && /^\/(user\/repos|repos\/)/.test(url.pathname)) return json(res, 401, { message: 'Bad credentials' });
    if (who && (await repoRoutes(req, res, url, who.login))) return;
    json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    clientId,
    clientSecret,
    issuedTokens,
    repos,
    publicRepos,
    publicRepoReads,
    failPublicReads: (status) => {
      publicReadFailure = status;
    },
    nextAccount: (next) => {
      account = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
