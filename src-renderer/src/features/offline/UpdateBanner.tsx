import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { bannerMs } from '@shared/offline/update-policy';
import { useEffect } from 'react';
import { aboveBottomBar } from '../../app/shell/bottom-bar';
import { useOfflineTexts } from './offline-texts';
import { applyUpdate, dismissNotice, postponeUpdate } from './update-manager';
import type { UpdateNotice } from './update-store';

const texts = {
  applying: { title: 'newVersionReady', body: 'updatingSoon' },
  available: { title: 'newVersionReady', body: 'reloadToUse' },
  updated: { title: 'updated', body: 'latestVersion' },
} as const;

/** product.md §3.2.8: the update banners. The main notice applies the update when its 5 s are up (the manager's timer). */
export function UpdateBanner({ notice }: { notice: UpdateNotice }) {
  const t = useOfflineTexts();
  // Banners other than the main notice hide by themselves after 30 s.
  useEffect(() => {
    if (notice.kind === 'applying') return;
    const timer = setTimeout(dismissNotice, bannerMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const text = texts[notice.kind];
  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="update-banner"
      withBorder
      shadow="md"
      p="md"
      radius="md"
      pos="fixed"
      bottom={aboveBottomBar(16)}
      left={16}
      w="min(380px, calc(100vw - 32px))"
      style={{ zIndex: 300 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{t(text.title)}</Text>
          <CloseButton aria-label={t('hideMessage')} onClick={notice.kind === 'applying' ? postponeUpdate : dismissNotice} />
        </Group>
        <Text size="sm">{t(text.body)}</Text>
        {notice.kind !== 'updated' && (
          <Group justify="flex-end">
            {notice.kind === 'applying' && (
              <Button variant="default" onClick={postponeUpdate}>
                {t('later')}
              </Button>
            )}
            <Button onClick={applyUpdate}>{notice.kind === 'applying' ? t('updateNow') : t('reload')}</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
