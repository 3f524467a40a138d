import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import type { SendEmailReply } from '@shared/api/hackathon-admin-mail';
import { useFormats } from '../../../core/format';
import { useServerText } from '../../../core/i18n';
import { useAdminTexts } from './admin-texts';
import type { SendProgress } from './use-mail-actions';

/** Enough reasons to act on without a modal as tall as the selection; the rest are counted. */
const shownFailures = 20;

/** How far a large send has got, as a bar and in words. */
export function SendProgressBar({ progress }: { progress: SendProgress | null }) {
  const t = useAdminTexts();
  const formats = useFormats();
  if (!progress) {
    return (
      <Stack gap={4} data-testid="send-progress">
        <Progress value={100} animated striped aria-label={t('sendingGroup')} />
        <Text fz="xs" c="dimmed">
          {t('sendingGroup')}
        </Text>
      </Stack>
    );
  }
  const label = t('sendingProgress', { done: formats.number(progress.done), total: formats.number(progress.total) });
  return (
    <Stack gap={4} data-testid="send-progress">
      <Progress value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100} animated aria-label={label} />
      <Text fz="xs" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * product.md §3.2.6: what a send did, with each registration that was not written to and the
 * server's reason (not ready for this mail, no usable address, not found), in the reader's language.
 */
export function SendResultPanel({ result }: { result: SendEmailReply['data'] }) {
  const t = useAdminTexts();
  const formats = useFormats();
  const serverText = useServerText();
  const failures = result.failed_sends;
  const color = result.successful_count === 0 && failures.length > 0 ? 'red' : failures.length > 0 ? 'yellow' : 'teal';
  return (
    <Alert color={color} data-testid="bulk-email-result" title={t('sendSummary', { sent: formats.number(result.successful_count), failed: formats.number(result.failed_count) })}>
      {failures.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('failuresTitle')}
          </Text>
          <List size="sm" spacing={2} data-testid="bulk-email-failures">
            {failures.slice(0, shownFailures).map((failure) => (
              <List.Item key={failure.recipient_id}>
                <Text span ff="monospace" fz="xs">
                  {failure.recipient_id}
                </Text>
                {': '}
                {serverText(failure.error)}
              </List.Item>
            ))}
          </List>
          {failures.length > shownFailures && (
            <Text fz="xs" c="dimmed">
              {t('failuresMore', { count: formats.number(failures.length - shownFailures) })}
            </Text>
          )}
        </Stack>
      )}
    </Alert>
  );
}
