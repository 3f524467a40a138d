/** product.md §1.2 and §8: Try Again is offered only while fewer than 3 attempts have failed. */
export const maxFailedAttempts = 3;

export function canTryAgain(failedAttempts: number): boolean {
  return failedAttempts < maxFailedAttempts;
}
