/**
 * The spec's retry rule (product.md §1.7): up to 3 tries, waiting 1000 ms × attempt, and only when the
 * server answered 502, 503 or 504.
 */
export const maxAttempts = 3;
const retryableStatuses = new Set([502, 503, 504]);

export function shouldRetry(status: number, attempt: number): boolean {
  return attempt < maxAttempts && retryableStatuses.has(status);
}

export function retryDelayMs(attempt: number): number {
  return 1000 * attempt;
}

/** Default time a request may take before the client gives up (product.md §1.9: API timeout 15 s). */
export const defaultTimeoutMs = 15_000;
