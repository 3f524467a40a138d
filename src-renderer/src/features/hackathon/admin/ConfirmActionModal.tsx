import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAdminTexts } from './admin-texts';

interface ConfirmActionModalProps {
  opened: boolean;
  /** The question, naming the action and how many it reaches: "Send 'Payment reminder' to 2,977 people?" */
  question: string;
  /** What cannot be taken back, under the question. */
  detail: string;
  confirmLabel: string;
  /** While the count is still being read, or there is nothing to act on. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * product.md §3.2.6: an action that reaches many registrations (a bulk status change, an e-mail to
 * a selection or a group) asks first, as Devfolio and Devpost do. Cancel has the focus, so Enter
 * pressed out of habit does not send.
 */
export function ConfirmActionModal({ opened, question, detail, confirmLabel, confirmDisabled = false, onConfirm, onCancel }: ConfirmActionModalProps) {
  const t = useAdminTexts();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('confirmTitle')} centered zIndex={400} data-testid="admin-confirm">
      <Stack gap="sm">
        <Text fw={600} data-testid="admin-confirm-question">
          {question}
        </Text>
        <Text fz="sm" c="dimmed">
          {detail}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={confirmDisabled} data-testid="admin-confirm-button">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
