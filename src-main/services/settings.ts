import fs from 'node:fs';
import path from 'node:path';
import { type DesktopSettings, type DesktopSettingsChange, desktopSettings, type DesktopSettingsView } from '@shared/desktop-settings';

/**
 * The app's settings in one JSON file under userData. A write goes to a temporary file that is
 * flushed and renamed over the old one, so a crash or power cut mid-write leaves the old settings
 * or the new ones, never half a file. A file that cannot be read or parsed counts as no settings:
 * the learner is asked the first-run question again rather than the app failing to start.
 */
export class SettingsStore {
  constructor(private readonly file: string) {}

  read(): DesktopSettings {
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(this.file, 'utf8'));
    } catch {
      raw = {};
    }
    const parsed = desktopSettings.safeParse(raw);
    return parsed.success ? parsed.data : desktopSettings.parse({});
  }

  update(change: Partial<DesktopSettings>): DesktopSettings {
    const next = desktopSettings.parse({ ...this.read(), ...change });
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    const handle = fs.openSync(temporary, 'w', 0o600);
    try {
      fs.writeFileSync(handle, `${JSON.stringify(next, null, 2)}\n`);
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(temporary, this.file);
    return next;
  }
}

export interface SettingsServiceOptions {
  store: SettingsStore;
  defaultPlatformAddress: string;
  /** Whether the platform's tokens are sealed on this computer (token-key.ts). */
  tokensAtRest: () => DesktopSettingsView['tokensAtRest'];
  /** The learner connected, disconnected or moved to another platform: the app's server restarts. */
  onConnectionChanged(settings: DesktopSettings): Promise<void>;
  onBetaChannelChanged(beta: boolean): Promise<void>;
}

/** The settings as the first-run and Settings screens read and change them over the bridge. */
export function settingsService(options: SettingsServiceOptions) {
  const view = (settings: DesktopSettings): DesktopSettingsView => ({
    connection: settings.connection ?? null,
    betaChannel: settings.betaChannel,
    defaultPlatformAddress: options.defaultPlatformAddress,
    tokensAtRest: options.tokensAtRest(),
  });
  return {
    get: () => view(options.store.read()),
    async change(change: DesktopSettingsChange): Promise<DesktopSettingsView> {
      const before = options.store.read();
      const after = options.store.update(change);
      if (JSON.stringify(before.connection) !== JSON.stringify(after.connection)) await options.onConnectionChanged(after);
      if (before.betaChannel !== after.betaChannel) await options.onBetaChannelChanged(after.betaChannel);
      return view(after);
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
