import { githubMessageTable } from '../github/messages';
import type { IdentifiedMessage } from '../i18n/messages';

/** product.md §1.5 messages for the repository field of the GitHub tab (the GitHub table's). */
export const repoMessages = { noLogin: githubMessageTable.ref('repoNoLogin'), badFormat: githubMessageTable.ref('repoBadFormat'), empty: githubMessageTable.ref('repoEmpty') } as const;

export type RepoName = { ok: true; owner: string; repo: string } | { ok: false; error: IdentifiedMessage };

// GitHub's own rules: an owner is letters, digits and single hyphens (up to 39); a repository
// name is letters, digits, '.', '_' and '-' (up to 100), and never '.' or '..'.
const ownerPattern = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const repoPattern = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * 'owner/repo', or just 'repo' when the owner is the signed-in person's GitHub login (product.md §1.5).
 */
export function parseRepoName(input: string, login: string | null | undefined): RepoName {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: repoMessages.empty };
  const parts = trimmed.split('/');
  if (parts.length > 2) return { ok: false, error: repoMessages.badFormat };
  const [first = '', second] = parts;
  const repo = second ?? first;
  if (!repoPattern.test(repo) || repo === '.' || repo === '..') return { ok: false, error: repoMessages.badFormat };
  if (second !== undefined) {
    if (!ownerPattern.test(first)) return { ok: false, error: repoMessages.badFormat };
    return { ok: true, owner: first, repo };
  }
  if (!login) return { ok: false, error: repoMessages.noLogin };
  return { ok: true, owner: login, repo };
}
