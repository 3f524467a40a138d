import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry } from './retry';

describe('retry rule', () => {
  it('retries gateway errors until the third attempt', () => {
    expect(shouldRetry(502, 1)).toBe(true);
    expect(shouldRetry(503, 2)).toBe(true);
    expect(shouldRetry(504, 3)).toBe(false);
  });

  it('never retries client errors or a plain server error', () => {
    for (const status of [400, 401, 403, 404, 429, 500]) expect(shouldRetry(status, 1)).toBe(false);
  });

  it('waits one second more on every attempt', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 3000]);
  });
});
