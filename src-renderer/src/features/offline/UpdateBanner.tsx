import { Button, Group } from '@mantine/core';
import { bannerMs } from '@shared/offline/update-policy';
import { useEffect } from 'react';
import { UpdateCard } from '../../core/layout/UpdateCard';
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
    <UpdateCard title={t(text.title)} body={t(text.body)} closeLabel={t('hideMessage')} onClose={notice.kind === 'applying' ? postponeUpdate : dismissNotice} testId="update-banner">
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
    </UpdateCard>
  );
}
