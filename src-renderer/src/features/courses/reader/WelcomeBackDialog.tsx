import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import type { PlacedLesson } from './course-outline';
import { dialogStyles } from './dialog-styles';

interface WelcomeBackDialogProps {
  opened: boolean;
  resume: PlacedLesson;
  onStartOver: () => void;
  onContinue: () => void;
}

/** product.md §2.2/§4: offered when saved progress has a completed lesson; shows where the learner left off. */
export function WelcomeBackDialog({ opened, resume, onStartOver, onContinue }: WelcomeBackDialogProps) {
  return (
    // Closing without a choice continues: it is the choice that keeps the learner's place.
    <Modal styles={dialogStyles} opened={opened} onClose={onContinue} title="Welcome Back!" centered withCloseButton={false}>
      <Stack gap="md">
        <Text>Pick up where you left off:</Text>
        <Paper withBorder radius="md" p="sm" data-testid="welcome-back-resume">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
            Module {resume.moduleIndex + 1}: {resume.module.title}
          </Text>
          <Text fw={600}>{resume.lesson.title}</Text>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconRotate size={16} />} onClick={onStartOver}>
            Start Over
          </Button>
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={onContinue} data-autofocus>
            Continue Learning
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
