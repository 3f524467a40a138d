import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../app/use-page-meta';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Page not found', description: 'This page does not exist on Kodeshala.', canonicalPath: pathname });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={900} c="violet" lh={1}>
          404
        </Text>
        <Title order={1}>We could not find that page</Title>
        <Text c="dimmed">
          Nothing lives at <code>{pathname}</code>. It may have moved, or the link may have a typo.
        </Text>
        <Group>
          <Button component={Link} to="/">
            Go Home
          </Button>
          <Button component={Link} to="/#pricing" variant="default">
            See plans
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
