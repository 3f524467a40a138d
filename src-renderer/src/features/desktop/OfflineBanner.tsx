import { Alert } from '@mantine/core';
import { syncRoutes } from '@shared/api/routes/sync';
import { offlineBanner } from '@shared/sync/rules';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useFormats } from '../../app/format';
import { useAppLanguage } from '../../app/i18n';
import { useDesktopTexts } from './desktop-texts';
import { isDesktop } from '../../platform/platform';

/** How often the desktop shell asks its embedded server whether the platform server answers. */
const checkEveryMs = 10_000;

/**
 * The desktop app's offline line (docs/ARCHITECTURE.md "Offline-first sync"): while the platform
 * server does not answer, since when, and that the learner's work is kept. Nothing in a browser.
 */
export function OfflineBanner() {
  const t = useDesktopTexts();
  const language = useAppLanguage();
  const formats = useFormats();
  const desktop = isDesktop();
  const status = useQuery({
    queryKey: ['sync', 'status'],
    queryFn: () => api(syncRoutes.status),
    enabled: desktop,
    refetchInterval: checkEveryMs,
    retry: false,
  });
  const since = status.data?.offlineSince;
  if (!desktop || !since) return null;
  return (
    <Alert role="status" aria-live="polite" color="yellow" radius={0} py="xs">
      {/* English is the shared rule's own sentence, its time as the sync rules write it. */}
      {language === 'en' ? offlineBanner(new Date(since)) : t('offlineSince', { time: formats.time(since) })}
    </Alert>
  );
}
