import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBookOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { courseLoadMessage, mentionsAuthentication } from './course-load-message';
import { useSignOutToLogin } from './use-sign-out-to-login';

/** product.md §2.2 error state: the course-load message with Try Again, Back to Courses, and Log Out for sign-in failures. */
export function ReaderError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const message = courseLoadMessage(error);
  const signOutToLogin = useSignOutToLogin();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Oops! Something went wrong
        </Title>
        <Text c="dimmed">{message}</Text>
        <Group justify="center">
          <Button onClick={onRetry} loading={retrying}>
            Try Again
          </Button>
          <Button component={Link} to="/courses" variant="default">
            Back to Courses
          </Button>
          {mentionsAuthentication(message) && (
            <Button variant="subtle" color="red" onClick={() => void signOutToLogin()}>
              Log Out
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

/** product.md §2.2 course-not-found state; the message is the server's ('Course with ID "{id}" not found'). */
export function CourseNotFound({ message }: { message: string }) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="gray" variant="light">
          <IconBookOff size={34} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Course not found
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/courses">
          Back to Courses
        </Button>
      </Stack>
    </Container>
  );
}
