import { z } from 'zod';

export const healthReply = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

export type HealthReply = z.infer<typeof healthReply>;
