import { z } from 'zod';

export type DesktopMode = { kind: 'remote'; serverUrl: string } | { kind: 'standalone' };

const serverUrl = z.url({ protocol: /^https?$/ });

/**
 * The desktop app syncs with the platform server named in KODESHALA_SERVER_URL (its embedded
 * server keeps an offline copy), or is its own platform when none is named (standalone).
 */
export function chooseDesktopMode(env: NodeJS.ProcessEnv): DesktopMode {
  const configured = env.KODESHALA_SERVER_URL?.trim();
  if (!configured) return { kind: 'standalone' };
  const parsed = serverUrl.safeParse(configured);
  if (!parsed.success) throw new Error(`KODESHALA_SERVER_URL must be an http(s) URL, got "${configured}"`);
  return { kind: 'remote', serverUrl: new URL(parsed.data).origin };
}
