import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { StatusChange } from '@shared/api/hackathon/admin';
import { statusLabel } from './registration-display';

/** Who set which status when, with the note given (oldest first, as the server keeps them). */
export function AuditTrail({ history }: { history: readonly StatusChange[] }) {
  return (
    <Stack gap="xs">
      <Title order={5}>Audit trail</Title>
      {history.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No status changes yet.
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={history.length - 1}>
          {history.map((change) => (
            <Timeline.Item key={change.id} title={`${statusLabel(change.from_status)} → ${statusLabel(change.to_status)}`}>
              <Text fz="xs" c="dimmed">
                {new Date(change.created_at).toLocaleString('en-IN')} · {change.changed_by ? change.changed_by.name || change.changed_by.email : 'system'}
              </Text>
              {change.note && <Text fz="sm">{change.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
