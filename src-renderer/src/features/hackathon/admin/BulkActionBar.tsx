import { Button, Group, Paper, Select, Text } from '@mantine/core';
import type { RegistrationStatus } from '@shared/api/hackathon/registration';
import { useState } from 'react';
import { adminMessages } from './admin-messages';
import { toastWarning } from './admin-toast';
import { statusOptions } from './status-options';

interface BulkActionBarProps {
  selectedCount: number;
  busy: boolean;
  onApply: (status: RegistrationStatus) => void;
}

/** product.md §3.2.6 and §3.5: one status for every selected registration. */
export function BulkActionBar({ selectedCount, busy, onApply }: BulkActionBarProps) {
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const apply = () => {
    if (selectedCount === 0) return toastWarning(adminMessages.selectFirst);
    if (!status) return toastWarning(adminMessages.selectAction);
    onApply(status);
  };
  return (
    <Paper withBorder p="xs" data-testid="admin-bulk-bar">
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={500}>
          {selectedCount} selected
        </Text>
        <Select
          aria-label="Bulk action"
          placeholder="Set status…"
          size="xs"
          w={160}
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus(statusOptions.find((option) => option.value === value)?.value ?? null)}
          clearable
        />
        <Button size="xs" onClick={apply} loading={busy}>
          Apply
        </Button>
      </Group>
    </Paper>
  );
}
