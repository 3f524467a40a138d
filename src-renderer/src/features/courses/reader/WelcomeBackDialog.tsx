import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';
import type { PlacedLesson } from '@shared/courses/course-outline';
import { dialogStyles } from './dialog-styles';

interface WelcomeBackDialogProps {
  opened: boolean;
  resume: PlacedLesson;
  onStartOver: () => void;
  onContinue: () => void;
}

/** product.md §2.2/§4: offered when saved progress has a completed lesson; shows where the learner left off. */
export function WelcomeBackDialog({ opened, resume, onStartOver, onContinue }: WelcomeBackDialogProps) {
  const t = useReaderTexts();
  return (
    // Closing without a choice continues: it is the choice that keeps the learner's place.
    <Modal styles={dialogStyles} opened={opened} onClose={onContinue} title={t('welcomeBack')} centered withCloseButton={false}>
      <Stack gap="md">
        <Text>{t('pickUp')}</Text>
        <Paper withBorder radius="md" p="sm" data-testid="welcome-back-resume">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('moduleNumbered', { number: resume.moduleIndex + 1, title: resume.module.title })}
          </Text>
          <Text fw={600}>{resume.lesson.title}</Text>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconRotate size={16} />} onClick={onStartOver}>
            {t('startOver')}
          </Button>
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={onContinue} data-autofocus>
            {t('continueLearning')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
