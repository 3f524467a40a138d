import { Alert, Container, Group, Loader, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageMeta } from '../../app/use-page-meta';
import { useGithubStatus } from '../playground/github/use-github';
import { PushPanel } from './PushPanel';
import { RepoPicker } from './RepoPicker';
import { useServerText } from '../../app/i18n';
import { useGithubTexts } from './github-texts';

/** A brand name, the same in every language. */
const github = 'GitHub';

function NotConnected({ reason }: { reason: string | null }) {
  const t = useGithubTexts();
  const server = useServerText();
  return (
    <Alert color="blue" icon={<IconBrandGithub size={20} />} title={t('connectTitle')}>
      <Stack gap="xs">
        {reason && <Text fz="sm">{server(reason)}</Text>}
        <Text fz="sm">{t('connectIntro')}</Text>
        <List size="sm" type="ordered">
          <List.Item>{t('connectStep1')}</List.Item>
          <List.Item>{t('connectStep2')}</List.Item>
          <List.Item>{t('connectStep3')}</List.Item>
        </List>
      </Stack>
    </Alert>
  );
}

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
