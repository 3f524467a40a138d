import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconLock, IconServerOff, IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { categorizeApiError } from './api-error-category';

/** Retries of the current failure; the shell clears it once a page renders. */
export const apiErrorRetriesKey = 'api-error-retries';

const icons = { network: IconCloudOff, server: IconServerOff, auth: IconLock, other: IconAlertCircle } as const;

/** The API error boundary's face: the category, a way to retry (with the count so far), and sign-in when that is the problem. */
export function ApiErrorFallback({ error, retries, onRetry }: { error: unknown; retries: number; onRetry: () => void }) {
  const category = categorizeApiError(error);
  const Icon = icons[category.kind];
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" maw={480} mx="auto" role="alert">
      <Icon size={40} color="var(--mantine-color-dimmed)" />
      <Title order={2}>{category.title}</Title>
      <Text c="dimmed">{category.message}</Text>
      <Group>
        <Button onClick={onRetry}>Try Again</Button>
        {category.kind === 'auth' && (
          <Button component={Link} to={`/login?returnTo=${encodeURIComponent(window.location.pathname)}`} variant="default">
            Sign In
          </Button>
        )}
      </Group>
      {retries > 0 && (
        <Text fz="xs" c="dimmed">
          Tried {retries} {retries === 1 ? 'time' : 'times'} again
        </Text>
      )}
    </Stack>
  );
}
