import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  /** The question; null keeps the dialog closed. */
  message: string | null;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The panel's confirmations (product.md §2.5 delete texts), answered with the keyboard too. */
export function ConfirmDialog({ message, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={message !== null} onClose={onCancel} title="Please confirm" centered>
      <Text fz="sm" mb="md">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
