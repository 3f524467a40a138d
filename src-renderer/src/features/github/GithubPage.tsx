import { Alert, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageMeta } from '../../core/use-page-meta';
import { useGithubStatus } from '../playground/github/use-github';
import { ConnectGithub } from './ConnectGithub';
import { PushPanel } from './PushPanel';
import { RepoPicker } from './RepoPicker';
import { useServerText } from '../../core/i18n';
import { useGithubTexts } from './github-texts';

/** A brand name, the same in every language. */
const github = 'GitHub';


/** product.md §2.2 "GitHub": the learner's repositories and a real push of a project. */
export function GithubPage() {
  const t = useGithubTexts();
  const server = useServerText();
  usePageMeta({ title: github, description: t('pageDescription'), canonicalPath: '/github' });
  const status = useGithubStatus(true);
  const [repo, setRepo] = useState('');
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs">
            <IconBrandGithub size={28} />
            <Title order={1}>{github}</Title>
          </Group>
          {status.data?.connected && (
            <Text c="dimmed">
              {t('signedInAs')} <b>{status.data.login}</b>. {t('pushNote')}
            </Text>
          )}
        </Stack>
        {status.isPending ? (
          <Loader size="sm" aria-label={t('checking')} />
        ) : status.isError ? (
          <Alert color="red">{server(status.error.message)}</Alert>
        ) : !status.data.connected ? (
          <ConnectGithub />
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
