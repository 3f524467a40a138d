import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { dialogStyles } from './dialog-styles';

interface LeaveModuleDialogProps {
  opened: boolean;
  moduleTitle: string;
  modulePercent: number;
  onStay: () => void;
  onContinue: () => void;
}

/** product.md §2.4 'Moving to Next Module': leaving a module before finishing it. */
export function LeaveModuleDialog({ opened, moduleTitle, modulePercent, onStay, onContinue }: LeaveModuleDialogProps) {
  return (
    <Modal styles={dialogStyles} opened={opened} onClose={onStay} title="Moving to Next Module" centered>
      <Stack gap="md">
        <Text>
          You have completed <strong>{modulePercent}%</strong> of <strong>{moduleTitle}</strong>. You can come back to the remaining lessons any time from
          the Modules list.
        </Text>
        <Progress value={modulePercent} aria-label={`${moduleTitle}: ${modulePercent}% complete`} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus>
            Stay Here
          </Button>
          <Button onClick={onContinue}>Continue Anyway</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
