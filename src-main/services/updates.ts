import fs from 'node:fs/promises';
import type { UpdateChannel, UpdateStatus } from '@shared/bridge';
import type { AppUpdater, ProgressInfo, UpdateDownloadedEvent, UpdateInfo } from 'electron-updater';
import semver from 'semver';
import { z } from 'zod';

/** A check at start, then every four hours while the app stays open. */
export const checkEveryMs = 4 * 60 * 60 * 1000;

/** A version staged at this many starts without the app becoming it has failed to install. */
export const maxInstallStarts = 2;

export const updateMessages = {
  notReady: 'No update is ready to install yet.',
  failed: (message: string) => `Could not check for updates: ${message}`,
  blocked: (version: string) =>
    `Kodeshala ${version} was downloaded but did not install. Download it from kodeshala.in and install it by hand.`,
} as const;

const savedState = z.object({
  channel: z.enum(['stable', 'beta']).default('stable'),
  /** The version last downloaded, and at how many starts since then the app was still older. */
  staged: z.object({ version: z.string(), starts: z.number().int().min(0) }).optional(),
});
type SavedState = z.infer<typeof savedState>;

/**
 * What a start learns from the version it staged last time: installed (forget it), or still
 * waiting. A version that stayed uninstalled across `maxInstallStarts` starts is blocked: it is
 * neither downloaded nor installed again by itself, so a broken installer cannot loop.
 */
export function afterStart(staged: SavedState['staged'], currentVersion: string): { staged?: SavedState['staged']; blocked?: string } {
  if (!staged || !semver.valid(staged.version) || semver.gte(currentVersion, staged.version)) return {};
  const next = { version: staged.version, starts: staged.starts + 1 };
  return next.starts >= maxInstallStarts ? { staged: next, blocked: next.version } : { staged: next };
}

export interface UpdateServiceOptions {
  currentVersion: string;
  /** Where the channel and the staged version are kept between starts. */
  stateFile: string;
  publish: (status: UpdateStatus) => void;
  checkEveryMs?: number;
}

/**
 * The desktop auto-update: electron-updater behind a small state machine that the renderer's
 * notice follows. It downloads by itself, installs on 'Restart to update' or at quit, never
 * downgrades (also when the channel changes), never checks while a check or download runs, and
 * blocks a version that keeps failing to install.
 */
export class UpdateService {
  private status: UpdateStatus = { channel: 'stable', state: 'idle' };
  private saved: SavedState = { channel: 'stable' };
  private blocked: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** The record of a downloaded version being written: 'ready' only once it is on disk. */
  private staging: Promise<void> = Promise.resolve();

  constructor(
    private readonly updater: AppUpdater,
    private readonly options: UpdateServiceOptions,
  ) {
    updater.autoDownload = false;
    updater.autoInstallOnAppQuit = true;
    updater.on('checking-for-update', () => this.set({ state: 'checking' }));
    updater.on('update-not-available', () => this.set({ state: 'up-to-date', version: undefined }));
    updater.on('update-available', (info: UpdateInfo) => this.offer(info.version));
    updater.on('download-progress', (progress: ProgressInfo) =>
      this.set({ state: 'downloading', percent: Math.min(100, Math.max(0, progress.percent)) }),
    );
    updater.on('update-downloaded', (event: UpdateDownloadedEvent) => {
      this.staging = this.staged(event.version);
    });
    updater.on('error', (error: Error) => this.fail(error));
  }

  current(): UpdateStatus {
    return { ...this.status };
  }

  /** Reads what the last run left, applies the channel, checks now and every few hours. */
  async start(): Promise<UpdateStatus> {
    this.saved = await this.load();
    const verdict = afterStart(this.saved.staged, this.options.currentVersion);
    this.saved = { ...this.saved, staged: verdict.staged };
    this.blocked = verdict.blocked;
    await this.save();
    this.applyChannel(this.saved.channel);
    if (this.blocked) this.set({ state: 'blocked', version: this.blocked, message: updateMessages.blocked(this.blocked) });
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs ?? checkEveryMs);
    this.timer.unref();
    return this.check();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async check(): Promise<UpdateStatus> {
    // One check or download at a time, and none once an update waits for its restart.
    if (this.status.state === 'checking' || this.status.state === 'downloading' || this.status.state === 'ready') return this.current();
    this.set({ state: 'checking', message: undefined, percent: undefined });
    try {
      const result = await this.updater.checkForUpdates();
      // null: the updater is off (an unpackaged build, a Linux install that is not an AppImage).
      if (!result) this.set({ state: 'idle' });
      // The 'update-available' handler has just moved the state on.
      else if (this.current().state === 'downloading') {
        await this.updater.downloadUpdate();
        await this.staging;
      }
    } catch (error) {
      this.fail(error);
    }
    return this.current();
  }

  async setChannel(channel: UpdateChannel): Promise<UpdateStatus> {
    if (channel === this.saved.channel) return this.current();
    this.saved = { ...this.saved, channel };
    await this.save();
    this.applyChannel(channel);
    if (this.status.state === 'ready') return this.current();
    this.set({ state: 'idle', version: undefined, percent: undefined, message: undefined });
    return this.check();
  }

  /** 'Restart to update': only with a downloaded update. */
  restart(): void {
    if (this.status.state !== 'ready') throw new Error(updateMessages.notReady);
    this.updater.quitAndInstall(false, true);
  }

  private applyChannel(channel: UpdateChannel): void {
    this.updater.channel = channel === 'beta' ? 'beta' : 'latest';
    this.updater.allowPrerelease = channel === 'beta';
    // Setting a channel turns downgrades on; a learner moving between channels would then swing
    // between two versions. Leaving beta waits for stable to catch up instead.
    this.updater.allowDowngrade = false;
    this.set({ channel });
  }

  private offer(version: string): void {
    if (version === this.blocked) {
      this.set({ state: 'blocked', version, message: updateMessages.blocked(version) });
      return;
    }
    this.set({ state: 'downloading', version, percent: 0 });
  }

  private async staged(version: string): Promise<void> {
    // The same version again keeps its count: that is what stops a loop.
    if (this.saved.staged?.version !== version) this.saved = { ...this.saved, staged: { version, starts: 0 } };
    await this.save();
    this.set({ state: 'ready', version, percent: 100 });
  }

  private fail(error: unknown): void {
    if (this.status.state === 'ready') return;
    const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
    this.set({ state: 'error', message: updateMessages.failed(message) });
  }

  private set(change: Partial<UpdateStatus>): void {
    this.status = { ...this.status, ...change };
    for (const key of Object.keys(this.status) as (keyof UpdateStatus)[]) if (this.status[key] === undefined) delete this.status[key];
    this.options.publish(this.current());
  }

  private async load(): Promise<SavedState> {
    try {
      return savedState.parse(JSON.parse(await fs.readFile(this.options.stateFile, 'utf8')));
    } catch {
      return { channel: 'stable' };
    }
  }

  private async save(): Promise<void> {
    await fs.writeFile(this.options.stateFile, JSON.stringify(this.saved));
  }
}
