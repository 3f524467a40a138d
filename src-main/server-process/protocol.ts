import { z } from 'zod';

/** What the main process asks of the server process. */
export const serverProcessRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    options: z.object({
      dataDir: z.string(),
      rendererDir: z.string(),
      resourcesDir: z.string(),
      version: z.string(),
      syncWith: z.string().optional(),
      port: z.number().int().optional(),
      accessSecret: z.string().min(32),
      /** Seals the platform's tokens the server keeps (32 bytes, base64); absent without a keyring. */
      tokenKey: z.string().optional(),
    }),
  }),
  z.object({ type: z.literal('stop') }),
]);
export type ServerProcessRequest = z.infer<typeof serverProcessRequest>;

/** What the server process tells the main process. */
export const serverProcessEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), port: z.number().int() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
  z.object({ type: z.literal('stopped') }),
]);
export type ServerProcessEvent = z.infer<typeof serverProcessEvent>;
