import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBookOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useServerText } from '../../../core/i18n';
import { useReaderTexts } from '../reader-texts';
import { courseLoadMessage, mentionsAuthentication } from './course-load-message';
import { useSignOutToLogin } from './use-sign-out-to-login';

/** product.md §2.2 error state: the course-load message with Try Again, Back to Courses, and Log Out for sign-in failures. */
export function ReaderError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const t = useReaderTexts();
  const serverText = useServerText();
  const message = courseLoadMessage(error);
  const signOutToLogin = useSignOutToLogin();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('oops')}
        </Title>
        <Text c="dimmed">{serverText(message)}</Text>
        <Group justify="center">
          <Button onClick={onRetry} loading={retrying}>
            {t('tryAgain')}
          </Button>
          <Button component={Link} to="/courses" variant="default">
            {t('backToCourses')}
          </Button>
          {mentionsAuthentication(typeof message === 'string' ? message : message.message) && (
            <Button variant="subtle" color="red" onClick={() => void signOutToLogin()}>
              {t('logOut')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

/** product.md §2.2 course-not-found state; the message is the server's ('Course with ID "{id}" not found'). */
export function CourseNotFound({ message }: { message: string }) {
  const t = useReaderTexts();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="gray" variant="light">
          <IconBookOff size={34} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('courseNotFound')}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/courses">
          {t('backToCourses')}
        </Button>
      </Stack>
    </Container>
  );
}
