import { Button, Group, Modal, Text } from '@mantine/core';

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
export function ConfirmDialog({ opened, title = 'Please confirm', message, confirmLabel, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
