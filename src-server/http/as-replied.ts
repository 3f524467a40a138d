import type { z } from 'zod';

/**
 * A reply as the app holds it once it has read it: through JSON, then the contract's schema. A page
 * the server draws with data starts the app from that data, so it must be exactly what the app's
 * own request would have given it.
 */
export function asReplied<Reply extends z.ZodType>(reply: Reply, value: unknown): z.infer<Reply> {
  return reply.parse(JSON.parse(JSON.stringify(value)));
}
