import { Alert, Container, Group, Loader, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageMeta } from '../../app/use-page-meta';
import { useGithubStatus } from '../playground/github/use-github';
import { PushPanel } from './PushPanel';
import { RepoPicker } from './RepoPicker';

function NotConnected({ reason }: { reason: string | null }) {
  return (
    <Alert color="blue" icon={<IconBrandGithub size={20} />} title="Connect GitHub">
      <Stack gap="xs">
        {reason && <Text fz="sm">{reason}</Text>}
        <Text fz="sm">Kodeshala reaches your repositories through your GitHub sign-in. To connect:</Text>
        <List size="sm" type="ordered">
          <List.Item>Sign out from the menu at the top right.</List.Item>
          <List.Item>On the sign-in page, choose Continue with GitHub and allow access.</List.Item>
          <List.Item>Come back to this page: your repositories appear here.</List.Item>
        </List>
      </Stack>
    </Alert>
  );
}

/** product.md §2.2 "GitHub": the learner's repositories and a real push of a project. */
export function GithubPage() {
  usePageMeta({ title: 'GitHub', description: 'Your GitHub repositories, and pushing a playground project to one.', canonicalPath: '/github' });
  const status = useGithubStatus(true);
  const [repo, setRepo] = useState('');
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs">
            <IconBrandGithub size={28} />
            <Title order={1}>GitHub</Title>
          </Group>
          {status.data?.connected && (
            <Text c="dimmed">
              Signed in to GitHub as <b>{status.data.login}</b>. A push writes the project’s files to the repository in one commit.
            </Text>
          )}
        </Stack>
        {status.isPending ? (
          <Loader size="sm" aria-label="Checking GitHub" />
        ) : status.isError ? (
          <Alert color="red">{status.error.message}</Alert>
        ) : !status.data.connected ? (
          <NotConnected reason={status.data.reason} />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <RepoPicker value={repo} onChange={setRepo} />
            <PushPanel repo={repo} />
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
