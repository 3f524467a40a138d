/**
 * The heavy-work pool's time bounds that the browser must know, so it waits as long as the server
 * may take and no longer (ARCHITECTURE.md "Heavy work"; product.md §3.7).
 */

/**
 * The longest a job waits in the pool's queue for a thread (its modules' first import included):
 * then it is refused as busy (503, Retry-After), nothing done. Without this bound the wait was
 * limited only by the queue's length, so a good export could reach the browser after it gave up.
 */
export const heavyWorkQueueWaitMs = 30_000;

/** Each downloaded job's own time limit once a thread has it; the pool stops the job at it. */
export const heavyJobLimitsMs = {
  // An organiser's export of every registration: tens of thousands of rows drawn take seconds, not a minute.
  registrationExport: 60_000,
  // Our own one-page documents and a course's YAML: milliseconds, so a failure is ours.
  certificatePdf: 10_000,
  receiptPdf: 10_000,
  courseExport: 10_000,
} as const;

/**
 * The answer's way back once the job is done: the file (bounded by the worker's memory) sent over
 * a slow line, plus the request's own reads around the job. The browser's timeout covers the body.
 */
export const heavyWorkReplyMarginMs = 30_000;

/**
 * How long the browser waits for an answer built in the pool: the longest the job may wait for a
 * thread, the longest it may run, and the answer's way back. The server answers within the first
 * two (a refusal or a 422 at their ends), so a browser waiting less would abandon a good file it
 * was about to get.
 */
export function heavyWorkReplyTimeoutMs(jobLimitMs: number, queueWaitMs: number = heavyWorkQueueWaitMs, marginMs: number = heavyWorkReplyMarginMs): number {
  return queueWaitMs + jobLimitMs + marginMs;
}
