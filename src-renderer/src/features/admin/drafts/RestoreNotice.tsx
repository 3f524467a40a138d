import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useFormats } from '../../../core/format';
import { useAdminTexts } from '../admin-texts';

interface Props {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the unsaved copy this browser kept of the form (see use-local-draft.ts). */
export function RestoreNotice({ savedAt, onRestore, onDiscard }: Props) {
  const t = useAdminTexts();
  const formats = useFormats();
  return (
    <Alert color="yellow" icon={<IconHistory size={18} />} title={t('restoreTitle')} role="status" data-testid="restore-notice">
      <Text fz="sm">{t('restoreText', { when: formats.dateTime(savedAt) })}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onRestore}>
          {t('restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('discard')}
        </Button>
      </Group>
    </Alert>
  );
}
