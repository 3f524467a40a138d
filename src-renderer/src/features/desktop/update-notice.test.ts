import { describe, expect, it } from 'vitest';
import { noticeFor } from './update-notice';

describe('noticeFor', () => {
  it('shows a download with its progress, then offers the restart', () => {
    expect(noticeFor({ channel: 'stable', state: 'downloading', version: '0.2.0', percent: 41.6 })).toEqual({
      title: 'Downloading Kodeshala 0.2.0',
      percent: 42,
      canRestart: false,
    });
    expect(noticeFor({ channel: 'beta', state: 'ready', version: '0.3.0-beta.1' })).toMatchObject({ title: 'Kodeshala 0.3.0-beta.1 is ready', canRestart: true });
  });

  it('says when an update would not install, and stays quiet about checks', () => {
    expect(noticeFor({ channel: 'stable', state: 'blocked', version: '0.2.0', message: 'Download it by hand.' })).toMatchObject({ body: 'Download it by hand.', canRestart: false });
    for (const state of ['idle', 'checking', 'up-to-date', 'error'] as const) expect(noticeFor({ channel: 'stable', state })).toBeUndefined();
  });
});
