import { Button, Group, Progress, Text } from '@mantine/core';
import type { UpdateStatus } from '@shared/bridge';
import { useEffect, useState } from 'react';
import { UpdateCard } from '../../core/layout/UpdateCard';
import { desktopBridge } from '../../platform/platform';
import { useDesktopTexts } from './desktop-texts';
import { noticeFor } from './update-notice';

/** The desktop app's update notice; renders nothing in a browser. */
export function UpdateNotice() {
  const t = useDesktopTexts();
  const updates = desktopBridge()?.updates;
  const [status, setStatus] = useState<UpdateStatus | undefined>();
  const [hidden, setHidden] = useState<string | undefined>();
  const [restartError, setRestartError] = useState<string | undefined>();

  // Main pushes every change; the first read covers what happened before this page loaded.
  useEffect(() => {
    if (!updates) return;
    let live = true;
    const stop = updates.onStatus((next) => live && setStatus(next));
    void updates.status().then((first) => live && setStatus((current) => current ?? first));
    return () => {
      live = false;
      stop();
    };
  }, [updates]);

  const notice = status && noticeFor(status, t);
  const key = status ? `${status.state}:${status.version ?? ''}` : undefined;
  if (!updates || !notice || hidden === key) return null;

  const restart = () => {
    setRestartError(undefined);
    updates.restart().catch(() => setRestartError(t('restartFailed')));
  };

  return (
    <UpdateCard title={notice.title} body={notice.body} closeLabel={t('hideNotice')} onClose={() => setHidden(key)}>
      {notice.percent !== undefined && <Progress value={notice.percent} aria-label={t('downloaded', { percent: notice.percent })} />}
      {restartError && (
        <Text size="sm" c="red">
          {restartError}
        </Text>
      )}
      {notice.canRestart && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setHidden(key)}>
            {t('later')}
          </Button>
          <Button onClick={restart}>{t('restartToUpdate')}</Button>
        </Group>
      )}
    </UpdateCard>
  );
}
