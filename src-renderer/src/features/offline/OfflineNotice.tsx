import { Alert } from '@mantine/core';
import { isDesktop } from '../../platform/platform';
import { useOfflineReadingTexts } from './offline-reading-texts';
import { useOffline } from './use-offline';

/**
 * The web edition's offline line: the screens show the copies this browser kept, and catch up by
 * themselves when the network returns. The desktop app has its own (features/desktop/OfflineBanner).
 */
export function OfflineNotice() {
  const t = useOfflineReadingTexts();
  const offline = useOffline();
  if (!offline || isDesktop()) return null;
  return (
    <Alert role="status" aria-live="polite" color="yellow" radius={0} py="xs" data-testid="offline-notice">
      {t('offlineNotice')}
    </Alert>
  );
}
