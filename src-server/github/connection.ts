import type { GithubStatus } from '@shared/api/playground';
import { githubMessageTable, githubMessages } from '@shared/github/messages';
import type { ErrorCode } from '@shared/errors';
import type { MessageRef, MessageValue } from '@shared/i18n/messages';
import type { AppConfig } from '../config';
import { decryptToken } from '../auth/oauth/token-crypto';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import { createGithubClient, GithubError, type GithubClient } from './client';
import { findGithubAccount } from './queries';

export interface GithubConnection {
  token: string;
  login: string | null;
  client: GithubClient;
}

/**
 * The learner's own GitHub account, through the token kept (encrypted with TOKEN_ENCRYPTION_KEY) at
 * GitHub sign-in. Every failure names what was being done (`outcome`, e.g. 'Failed to save to
 * GitHub', one of githubMessages) and a reason the learner can act on.
 */
export function createGithubAccess(db: Executor, config: AppConfig) {
  const github = config.auth.github;
  const client: GithubClient | undefined = github ? createGithubClient(github.apiUrl) : undefined;
  const keyHex = config.auth.tokenEncryptionKey;

  async function connection(userId: string): Promise<GithubConnection | { reason: string; login: string | null }> {
    const row = await findGithubAccount(db, userId);
    if (!client || !keyHex) return { reason: githubMessages.notSetUp, login: row?.login ?? null };
    if (!row) return { reason: githubMessages.signInFirst, login: null };
    if (!row.access_token_encrypted) return { reason: githubMessages.signInAgain, login: row.login };
    try {
      return { token: decryptToken(row.access_token_encrypted, keyHex), login: row.login, client };
    } catch {
      // The key changed since sign-in: the stored token can no longer be read.
      return { reason: githubMessages.signInAgain, login: row.login };
    }
  }

  return {
    async status(userId: string): Promise<GithubStatus> {
      const found = await connection(userId);
      return 'reason' in found ? { connected: false, login: found.login, reason: found.reason } : { connected: true, login: found.login, reason: null };
    },

    async require(userId: string, outcome: string): Promise<GithubConnection> {
      const found = await connection(userId);
      if ('reason' in found) throw new AppError('CONFLICT', githubMessageTable.ref('failedBecause', { outcome, reason: found.reason }), 409);
      return found;
    },

    /**
     * Turns a GitHub failure into our error reply, what failed and why, the reason a message by id
     * of its own; `missing` is the reason a 404 gives for this call.
     */
    explain(error: unknown, outcome: string, missing: MessageRef): never {
      if (!(error instanceof GithubError)) throw error;
      const refused = (code: ErrorCode, reason: MessageValue, status: number) => new AppError(code, githubMessageTable.ref('failedBecause', { outcome, reason }), status);
      if (error.status === 0) throw refused('UNAVAILABLE', error.message, 502);
      if (error.status === 401) throw refused('FORBIDDEN', githubMessageTable.ref('signInRejected'), 403);
      if (error.status === 404) throw refused('NOT_FOUND', missing, 404);
      if (error.status === 403 || error.status === 429) throw refused('FORBIDDEN', githubMessageTable.ref('githubRefused', { reason: error.message }), 403);
      if (error.status >= 500) throw refused('UNAVAILABLE', githubMessageTable.ref('githubTrouble', { status: error.status }), 502);
      throw refused('BAD_REQUEST', error.message, 400);
    },
  };
}

export type GithubAccess = ReturnType<typeof createGithubAccess>;
