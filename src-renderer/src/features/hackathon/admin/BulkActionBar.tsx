import { Button, Group, Paper, Select, Text } from '@mantine/core';
import type { RegistrationStatus } from '@shared/api/hackathon-registration';
import { useState } from 'react';
import { useFormats } from '../../../core/format';
import { adminMessages } from './admin-messages';
import { toastWarning } from './admin-toast';
import { statusKeys, useAdminTexts } from './admin-texts';
import { ConfirmActionModal } from './ConfirmActionModal';
import { useStatusOptions } from './status-options';

interface BulkActionBarProps {
  selectedCount: number;
  busy: boolean;
  onApply: (status: RegistrationStatus) => void;
}

/** product.md §3.2.6 and §3.5: one status for every selected registration, once the organiser confirms the count. */
export function BulkActionBar({ selectedCount, busy, onApply }: BulkActionBarProps) {
  const t = useAdminTexts();
  const formats = useFormats();
  const statusOptions = useStatusOptions();
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const apply = () => {
    if (selectedCount === 0) return toastWarning(adminMessages.selectFirst);
    if (!status) return toastWarning(adminMessages.selectAction);
    setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    if (status) onApply(status);
  };
  const statusName = status ? t(statusKeys[status]) : '';
  return (
    <Paper withBorder p="xs" data-testid="admin-bulk-bar">
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={500}>
          {t('selectedCount', { count: selectedCount })}
        </Text>
        <Select
          aria-label={t('bulkAction')}
          placeholder={t('setStatus')}
          size="xs"
          w={160}
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus(statusOptions.find((option) => option.value === value)?.value ?? null)}
          clearable
        />
        <Button size="xs" onClick={apply} loading={busy}>
          {t('apply')}
        </Button>
      </Group>
      <ConfirmActionModal
        opened={confirming}
        question={t('confirmStatus', { count: formats.number(selectedCount), status: statusName })}
        detail={t('confirmStatusDetail')}
        confirmLabel={t('confirmSetStatus')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
