import { z } from 'zod';
import type { DesktopSettings } from '@shared/desktop-settings';

export type DesktopMode = { kind: 'remote'; serverUrl: string } | { kind: 'standalone' };

const serverUrl = z.url({ protocol: /^https?$/ });

/**
 * The desktop app syncs with the platform server the learner chose at first run or in Settings
 * (its embedded server keeps an offline copy), or is its own platform when they chose this
 * computer only or have not chosen yet. KODESHALA_SERVER_URL overrides the settings (tests, labs).
 */
export function chooseDesktopMode(env: NodeJS.ProcessEnv, settings: Pick<DesktopSettings, 'connection'> = {}): DesktopMode {
  const configured = env.KODESHALA_SERVER_URL?.trim();
  if (configured) {
    const parsed = serverUrl.safeParse(configured);
    if (!parsed.success) throw new Error(`KODESHALA_SERVER_URL must be an http(s) URL, got "${configured}"`);
    return { kind: 'remote', serverUrl: new URL(parsed.data).origin };
  }
  return settings.connection?.kind === 'platform' ? { kind: 'remote', serverUrl: settings.connection.address } : { kind: 'standalone' };
}
