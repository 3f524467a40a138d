import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useReaderTexts } from '../reader-texts';
import { withParts } from '../with-parts';
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
  const t = useReaderTexts();
  return (
    <Modal styles={dialogStyles} opened={opened} onClose={onStay} title={t('leaveTitle')} centered>
      <Stack gap="md">
        <Text>
          {withParts((values) => t('leaveBody', values), { percent: <strong>{modulePercent}%</strong>, module: <strong>{moduleTitle}</strong> })}
        </Text>
        <Progress value={modulePercent} aria-label={t('moduleProgress', { module: moduleTitle, percent: modulePercent })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('stayHere')}
          </Button>
          <Button onClick={onContinue}>{t('continueAnyway')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
