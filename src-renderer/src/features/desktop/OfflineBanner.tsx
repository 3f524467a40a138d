import { Alert, Anchor, Group, Text } from '@mantine/core';
import type { SyncStatusReply } from '@shared/api/sync';
import { offlineBanner } from '@shared/sync/rules';
import { Link } from 'react-router';
import { useFormats } from '../../core/format';
import { useAppLanguage } from '../../core/i18n';
import { isDesktop } from '../../platform/platform';
import { useAuth } from '../auth/auth-context';
import { useDesktopAppTexts } from './desktop-app-texts';
import { useDesktopTexts } from './desktop-texts';
import { useSyncConflicts, useSyncStatus } from './use-sync';

/**
 * The desktop app's sync lines (docs/ARCHITECTURE.md "Offline-first sync"): while the platform
 * server does not answer, since when, that the learner's work is kept and how much of it waits;
 * and, online or not, edits that need the learner's choice. Nothing in a browser.
 */
export function OfflineBanner() {
  const { user } = useAuth();
  const status = useSyncStatus();
  const syncing = status.data?.mode === 'sync';
  const conflicts = useSyncConflicts(isDesktop() && syncing && user !== null).data?.conflicts.length ?? 0;
  if (!isDesktop() || !status.data) return null;
  return (
    <>
      {status.data.offlineSince && <OfflineLine since={status.data.offlineSince} pending={status.data.pending} />}
      {conflicts > 0 && <ConflictsLine count={conflicts} />}
    </>
  );
}

function ReviewLink() {
  const t = useDesktopAppTexts();
  return (
    <Anchor component={Link} to="/sync" fw={600} size="sm">
      {t('review')}
    </Anchor>
  );
}

function OfflineLine({ since, pending }: { since: string; pending: SyncStatusReply['pending'] }) {
  const t = useDesktopTexts();
  const language = useAppLanguage();
  const formats = useFormats();
  return (
    <Alert role="status" aria-live="polite" color="yellow" radius={0} py="xs">
      <Group gap="xs" wrap="wrap">
        {/* English is the shared rule's own sentence, its time as the sync rules write it. */}
        <Text size="sm">{language === 'en' ? offlineBanner(new Date(since)) : t('offlineSince', { time: formats.time(since) })}</Text>
        {pending > 0 && <PendingCount pending={pending} />}
      </Group>
    </Alert>
  );
}

function PendingCount({ pending }: { pending: number }) {
  const t = useDesktopAppTexts();
  return (
    <>
      <Text size="sm">· {pending === 1 ? t('syncPendingShortOne', { count: pending }) : t('syncPendingShortMany', { count: pending })}</Text>
      <ReviewLink />
    </>
  );
}

function ConflictsLine({ count }: { count: number }) {
  const t = useDesktopAppTexts();
  return (
    <Alert role="status" aria-live="polite" color="orange" radius={0} py="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{count === 1 ? t('conflictsShortOne', { count }) : t('conflictsShortMany', { count })}</Text>
        <ReviewLink />
      </Group>
    </Alert>
  );
}
