/**
 * How long an improvement of a resume section may take, known to both sides so the browser waits
 * at least as long as the server waits for the model (product.md §2.9). A browser that gave up
 * first showed 'Failed to optimize section' where the server was about to answer with its
 * offline fallback.
 */

/** The server's wait for the model's answer: a slower model counts as failed and the offline improver answers. */
export const sectionModelTimeoutMs = 30_000;

/** The request's own way there and back around the model's wait, and the offline improver's work after a failure. */
export const sectionReplyMarginMs = 10_000;

/** How long the browser waits for an improved section: the server's wait for the model, then the answer's way back. */
export function sectionReplyTimeoutMs(modelTimeoutMs: number = sectionModelTimeoutMs, marginMs: number = sectionReplyMarginMs): number {
  return modelTimeoutMs + marginMs;
}
