import type { UpdateStatus } from '@shared/bridge';

export interface Notice {
  title: string;
  body?: string;
  /** Download progress, 0-100. */
  percent?: number;
  /** Whether 'Restart to update' is offered. */
  canRestart: boolean;
}

/**
 * What the desktop app's update notice shows for a status, or nothing: checks and their failures
 * stay quiet (a learner offline is not told every four hours); a download, a ready update and an
 * update that would not install are shown.
 */
export function noticeFor(status: UpdateStatus): Notice | undefined {
  const version = status.version ?? 'A new version';
  switch (status.state) {
    case 'downloading':
      return { title: `Downloading Kodeshala ${status.version ?? ''}`.trim(), percent: Math.round(status.percent ?? 0), canRestart: false };
    case 'ready':
      return { title: `Kodeshala ${version} is ready`, body: 'Restart the app to start using it.', canRestart: true };
    case 'blocked':
      return { title: 'Update not installed', body: status.message, canRestart: false };
    default:
      return undefined;
  }
}
