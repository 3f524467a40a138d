import { z } from 'zod';

const publishEntry = z.object({ provider: z.literal('generic'), url: z.string() });
const builderConfig = z.object({ publish: z.array(publishEntry).min(1) });
const feedUrl = z.url({ protocol: /^https$/ });

/** electron-builder's `${os}` names. */
const builderOs: Partial<Record<NodeJS.Platform, string>> = { darwin: 'mac', win32: 'win', linux: 'linux' };

/**
 * The update feed is the one electron-builder publishes to (`publish` in electron-builder.json),
 * with its `${os}` and `${arch}` filled in as electron-builder fills them. Only https: an update
 * is code we will run.
 */
export function updateFeed(config: unknown, platform: NodeJS.Platform, arch: string): { provider: 'generic'; url: string } {
  const [entry] = builderConfig.parse(config).publish;
  const os = builderOs[platform];
  if (!entry || !os) throw new Error(`No update feed for ${platform}.`);
  const url = feedUrl.parse(entry.url.replaceAll('${os}', os).replaceAll('${arch}', arch));
  return { provider: 'generic', url };
}
