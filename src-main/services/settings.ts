import fs from 'node:fs';
import path from 'node:path';
import { type DesktopSettings, desktopSettings } from '@shared/desktop-settings';

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
