import { z } from 'zod';

/**
 * The desktop bridge: every channel between renderer and main, with its argument and result
 * schemas. The preload exposes these as named functions on `window.kodeshala`; main parses every
 * argument against the same schema.
 */
export const bridgeChannels = {
  'app.getVersion': { args: z.tuple([]), result: z.string() },
  'platform.info': {
    args: z.tuple([]),
    result: z.object({
      os: z.enum(['windows', 'mac', 'linux']),
      arch: z.string(),
      serverUrl: z.string(),
      standalone: z.boolean(),
    }),
  },
} as const;

export type BridgeChannel = keyof typeof bridgeChannels;
export type BridgeArgs<C extends BridgeChannel> = z.infer<(typeof bridgeChannels)[C]['args']>;
export type BridgeResult<C extends BridgeChannel> = z.infer<(typeof bridgeChannels)[C]['result']>;
export type PlatformInfo = BridgeResult<'platform.info'>;

/** What the preload puts on `window.kodeshala`. */
export interface KodeshalaBridge {
  app: { getVersion(): Promise<string> };
  platform: { info(): Promise<PlatformInfo> };
}
