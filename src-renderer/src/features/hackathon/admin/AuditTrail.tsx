import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { StatusChange } from '@shared/api/hackathon-admin';
import { useFormats } from '../../../core/format';
import { statusKeys, useAdminTexts } from './admin-texts';

/** Who set which status when, with the note given (oldest first, as the server keeps them). */
export function AuditTrail({ history }: { history: readonly StatusChange[] }) {
  const t = useAdminTexts();
  const formats = useFormats();
  return (
    <Stack gap="xs">
      <Title order={5}>{t('auditTrail')}</Title>
      {history.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('noStatusChanges')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={history.length - 1}>
          {history.map((change) => (
            <Timeline.Item key={change.id} title={`${t(statusKeys[change.from_status])} → ${t(statusKeys[change.to_status])}`}>
              <Text fz="xs" c="dimmed">
                {formats.dateTime(change.created_at)} · {change.changed_by ? change.changed_by.name || change.changed_by.email : t('system')}
              </Text>
              {change.note && <Text fz="sm">{change.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
