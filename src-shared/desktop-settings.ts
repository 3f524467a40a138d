import { z } from 'zod';
import { syncMessages } from './sync/messages';

/** A platform server's address: http(s) only, kept as its origin. */
export const platformAddress = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, message: syncMessages.platformAddress }))
  .transform((address) => new URL(address).origin);

/** The learner's first-run choice: synced with a platform server, or this computer alone. */
export const desktopConnection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('platform'), address: platformAddress }),
  z.object({ kind: z.literal('offline') }),
]);
export type DesktopConnection = z.infer<typeof desktopConnection>;

/** What the desktop app keeps in its settings file (userData/settings.json). */
export const desktopSettings = z.object({
  /** Absent until the learner makes the first-run choice. */
  connection: desktopConnection.optional(),
  betaChannel: z.boolean().default(false),
  /** The loopback port this install's server listens on: the window's origin (see install-port.ts). */
  port: z.number().int().min(1024).max(65535).optional(),
  /** The key that seals the platform's tokens, itself sealed by the system keyring (base64; src-main/services/token-key.ts). */
  sealedTokenKey: z.string().optional(),
  /** Shared projects kept in a folder on this computer: project id -> folder (src-main/services/workspace-copies.ts). */
  workspaceCopies: z.record(z.string(), z.string()).optional(),
});
export type DesktopSettings = z.infer<typeof desktopSettings>;

/** What the renderer may change; the port and the key are the main process's own. */
export const desktopSettingsChange = desktopSettings.pick({ connection: true, betaChannel: true }).partial();
export type DesktopSettingsChange = z.infer<typeof desktopSettingsChange>;

/** What the renderer's first-run and Settings screens see: the choice, the channel and the build's platform address. */
export const desktopSettingsView = z.object({
  connection: desktopConnection.nullable(),
  betaChannel: z.boolean(),
  /** The platform address this build was made for, offered on the first-run screen. */
  defaultPlatformAddress: z.string(),
  /** `plain` when this computer has no keyring to seal the platform sign-in with. */
  tokensAtRest: z.enum(['sealed', 'plain']),
});
export type DesktopSettingsView = z.infer<typeof desktopSettingsView>;
