import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';
import { withParts } from '../with-parts';
import { dialogStyles } from './dialog-styles';

interface ModuleCompleteDialogProps {
  opened: boolean;
  moduleTitle: string;
  nextModuleTitle: string;
  onViewModules: () => void;
  onNextModule: () => void;
  onClose: () => void;
}

/** product.md §2.4: leaving a fully completed module for the next one. */
export function ModuleCompleteDialog({ opened, moduleTitle, nextModuleTitle, onViewModules, onNextModule, onClose }: ModuleCompleteDialogProps) {
  const t = useReaderTexts();
  return (
    <Modal styles={dialogStyles} opened={opened} onClose={onClose} title={t('moduleCompleteTitle')} centered>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconConfetti size={30} />
        </ThemeIcon>
        <Text>
          {withParts((values) => t('moduleCompleteBody', values), { module: <strong>{moduleTitle}</strong>, next: <strong>{nextModuleTitle}</strong> })}
        </Text>
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={onViewModules}>
            {t('viewAllModules')}
          </Button>
          <Button onClick={onNextModule} data-autofocus>
            {t('nextModule')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
