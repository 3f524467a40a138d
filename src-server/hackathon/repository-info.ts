import { githubRepoPattern, repositoryInfo, type RepositoryInfo } from '@shared/api/hackathon-submissions';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import type { Clock } from '../clock';
import { findRepoCache, saveRepoCache } from './submission-queries';

/**
 * What GitHub's public API says about a submission's repository (product.md §3.3 "Repository
 * information"), read by the server without a token and kept in github_repo_cache: an hour when
 * GitHub answered, five minutes when it did not, so the unauthenticated allowance (60 calls an hour
 * per address) is spent on new repositories. A failure never fails the submission: the
 * repository is then null, or the last good answer when GitHub is only having a bad moment.
 */
export const repoCacheMs = { success: 60 * 60_000, failure: 5 * 60_000 } as const;
const timeoutMs = 5_000;
/** Reads of a cold list go out a few at a time, not fifty at once. */
const parallelReads = 4;

/** `owner/repo`, lower-cased (GitHub's names are case-insensitive), or null for anything else. */
export function repoFullName(url: string): string | null {
  const match = githubRepoPattern.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return `${match[1]}/${match[2].replace(/\.git$/i, '')}`.toLowerCase();
}

/**
 * GitHub's "Get a repository" reply, the fields we show (docs.github.com/rest/repos/repos#get-a-repository):
 * what we cache, except that GitHub may leave out the topics.
 */
const githubRepo = repositoryInfo.extend({ topics: z.array(z.string()).optional().default([]) });

/** GitHub's status (0 when it could not be reached or answered nonsense) and the facts when it answered 200. */
async function fetchRepository(apiUrl: string, fullName: string): Promise<{ status: number; data: RepositoryInfo | null }> {
  const [owner = '', repo = ''] = fullName.split('/');
  try {
    const response = await fetch(`${apiUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`, {
      headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'Kodeshala' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { status: response.status, data: null };
    }
    const parsed = githubRepo.safeParse(await response.json());
    return parsed.success ? { status: 200, data: parsed.data } : { status: 0, data: null };
  } catch {
    return { status: 0, data: null };
  }
}

export interface RepositoryInfoSource {
  /** The facts for a repository URL, or null. */
  lookup(url: string): Promise<RepositoryInfo | null>;
  /** The facts for each URL, keyed by URL. */
  lookupMany(urls: readonly string[]): Promise<Map<string, RepositoryInfo | null>>;
}

export function createRepositoryInfo(db: Executor, apiUrl: string, clock: Clock): RepositoryInfoSource {
  async function byName(fullName: string): Promise<RepositoryInfo | null> {
    const now = clock();
    const cached = await findRepoCache(db, fullName);
    const cachedData = cached?.data_json ? repositoryInfo.safeParse(JSON.parse(cached.data_json)) : undefined;
    const previous = cachedData?.success ? cachedData.data : null;
    if (cached) {
      const age = now.getTime() - Date.parse(cached.fetched_at);
      if (age >= 0 && age < (cached.status === 200 ? repoCacheMs.success : repoCacheMs.failure)) return previous;
    }
    const fetched = await fetchRepository(apiUrl, fullName);
    // A 404 means the repository is gone or private; any other failure keeps the last good answer.
    const data = fetched.status === 200 || fetched.status === 404 ? fetched.data : previous;
    await saveRepoCache(db, { full_name: fullName, data_json: data ? JSON.stringify(data) : null, status: fetched.status, fetched_at: now.toISOString() });
    return data;
  }

  async function lookup(url: string) {
    const fullName = repoFullName(url);
    return fullName ? byName(fullName) : null;
  }

  return {
    lookup,
    async lookupMany(urls) {
      const unique = [...new Set(urls)];
      const found = new Map<string, RepositoryInfo | null>();
      for (let i = 0; i < unique.length; i += parallelReads) {
        const batch = unique.slice(i, i + parallelReads);
        const infos = await Promise.all(batch.map(lookup));
        batch.forEach((url, j) => found.set(url, infos[j] ?? null));
      }
      return found;
    },
  };
}
