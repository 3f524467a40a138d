import { Button, Group, Modal, Text } from '@mantine/core';
import { useShellTexts } from '../shell-texts';

interface Props {
  opened: boolean;
  title?: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a step that cannot be undone (product.md §3.8 "Confirmations", §2.5 delete texts);
 * Cancel has the focus, so Enter does no harm.
 */
export function ConfirmDialog({ opened, title, message, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const t = useShellTexts();
  return (
    <Modal opened={opened} onClose={onCancel} title={title ?? t('pleaseConfirm')} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
