import { z } from 'zod';

/**
 * The messages between the pages and the worker (product.md §3.2.8): SKIP_WAITING activates a waiting
 * version, CLEAR_CACHE empties caches (every cache, or only the learner's private ones); the worker
 * answers SW_ACTIVATED when a version takes over and SW_UPDATED when it has changed the caches.
 */
export const toWorkerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SKIP_WAITING') }),
  z.object({ type: z.literal('CLEAR_CACHE'), scope: z.enum(['all', 'private']) }),
  z.object({ type: z.literal('GET_VERSION') }),
]);
export type ToWorkerMessage = z.infer<typeof toWorkerMessage>;

export const fromWorkerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SW_ACTIVATED'), version: z.string(), action: z.enum(['installed', 'updated']) }),
  z.object({ type: z.literal('SW_UPDATED'), version: z.string(), message: z.string() }),
  z.object({ type: z.literal('SW_VERSION'), version: z.string() }),
]);
export type FromWorkerMessage = z.infer<typeof fromWorkerMessage>;
