import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useReaderTexts } from '../reader-texts';
import { withParts } from '../with-parts';
import { dialogStyles } from './dialog-styles';

interface CourseCompleteDialogProps {
  opened: boolean;
  courseTitle: string;
  percent: number;
  onClose: () => void;
}

/** product.md §2.2/§4: the end of the course; continuing goes back to the catalogue. */
export function CourseCompleteDialog({ opened, courseTitle, percent, onClose }: CourseCompleteDialogProps) {
  const navigate = useNavigate();
  const t = useReaderTexts();
  const course = <strong>{courseTitle}</strong>;
  const finished = percent >= 100;
  return (
    <Modal styles={dialogStyles} opened={opened} onClose={onClose} title={finished ? t('courseCompleteTitle') : t('reachedLast')} centered>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color={finished ? 'yellow' : 'violet'} variant="light">
          <IconTrophy size={36} />
        </ThemeIcon>
        <Text>
          {finished
            ? withParts((values) => t('congratulations', values), { course })
            : withParts((values) => t('partlyComplete', { ...values, percent }), { course })}
        </Text>
        <Group justify="center">
          <Button onClick={() => navigate('/courses')} data-autofocus>
            {t('continueToCourses')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
