import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
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
  const finished = percent >= 100;
  return (
    <Modal styles={dialogStyles} opened={opened} onClose={onClose} title={finished ? 'Course Complete!' : 'You reached the last lesson'} centered>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color={finished ? 'yellow' : 'violet'} variant="light">
          <IconTrophy size={36} />
        </ThemeIcon>
        <Text>
          {finished ? (
            <>
              Congratulations! You completed every lesson of <strong>{courseTitle}</strong>.
            </>
          ) : (
            <>
              You have completed {percent}% of <strong>{courseTitle}</strong>. Lessons you have not finished are the ones without a tick in the Modules
              list.
            </>
          )}
        </Text>
        <Group justify="center">
          <Button onClick={() => navigate('/courses')} data-autofocus>
            Continue to Courses
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
