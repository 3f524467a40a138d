import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The top-level boundary of spec 1 §8: 'Something went wrong.', the message and Reload Page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>Something went wrong.</Title>
        <Text c="dimmed">{messageOf(error)}</Text>
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
      </Stack>
    </Center>
  );
}
