import type { UpdateStatus } from '@shared/bridge';
import type { Translate } from '../../core/i18n';
import { desktopTexts, type DesktopKey } from './desktop-texts';

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
export function noticeFor(status: UpdateStatus, t: Translate<DesktopKey> = desktopTexts): Notice | undefined {
  const version = status.version ?? t('aNewVersion');
  switch (status.state) {
    case 'downloading':
      return { title: t('downloading', { version: status.version ?? '' }).trim(), percent: Math.round(status.percent ?? 0), canRestart: false };
    case 'ready':
      return { title: t('ready', { version }), body: t('restartToUse'), canRestart: true };
    case 'blocked':
      return { title: t('notInstalled'), body: status.message, canRestart: false };
    default:
      return undefined;
  }
}
