import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteError } from 'react-router';

/** product.md §2.2 "Legal pages": a failure offers Try Again and Go Home. */
export function LegalErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tryAgain = async () => {
    await queryClient.resetQueries({ queryKey: ['legal'] });
    await navigate(0);
  };
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={2}>We could not show this page</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : 'The policy text could not be loaded.'}</Text>
        <Group>
          <Button onClick={() => void tryAgain()}>Try Again</Button>
          <Button component={Link} to="/" variant="default">
            Go Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
