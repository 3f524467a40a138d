import { githubMessageTable, githubMessages } from '@shared/github/messages';
import { httpMessageTable } from '@shared/http/messages';
import { describe, expect, it } from 'vitest';
import { failureReason } from './failure-reason';

describe('failureReason', () => {
  it('gives the reason of a GitHub refusal by its own id, without what failed', () => {
    const reason = githubMessageTable.ref('githubTrouble', { status: 503 });
    expect(failureReason(githubMessageTable.ref('failedBecause', { outcome: githubMessages.fetchReposFailed, reason }))).toEqual(reason);
  });

  it('gives GitHub’s own words as they came', () => {
    expect(failureReason(githubMessageTable.ref('failedBecause', { outcome: githubMessages.fetchReposFailed, reason: 'Bad credentials' }))).toBe('Bad credentials');
  });

  it('gives any other error whole', () => {
    const error = httpMessageTable.ref('databaseDown');
    expect(failureReason(error)).toBe(error);
  });
});
