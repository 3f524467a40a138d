import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error';
import { usePushToGithub } from './use-workspace-projects';
import { useServerText } from '../../core/i18n';
import { useWorkspaceTexts } from './workspace-texts';

/**
 * Push to GitHub from a shared project: the server pushes the files as it holds them, as the
 * member, to the repository they name. A member without GitHub linked is told so by the server's
 * message and pointed at the GitHub screen, where they connect it.
 */
export function GithubPushPanel({ projectId, online }: { projectId: string; online: boolean }) {
  const t = useWorkspaceTexts();
  const serverText = useServerText();
  const push = usePushToGithub(projectId);
  const [repo, setRepo] = useState('');
  const [message, setMessage] = useState('');
  const notLinked = push.error instanceof ApiError && push.error.status === 409;
  return (
    <Stack gap={4} component="section" aria-labelledby="workspace-github">
      <Text fw={600} mt="md" id="workspace-github">
        {t('github')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('githubHint')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (repo.trim()) push.mutate({ repo: repo.trim(), message: message.trim() });
        }}
      >
        <Stack gap={4}>
          <TextInput size="xs" label={t('githubRepo')} value={repo} maxLength={140} onChange={(e) => setRepo(e.currentTarget.value)} autoCapitalize="none" spellCheck={false} />
          <TextInput size="xs" label={t('githubMessage')} value={message} maxLength={500} onChange={(e) => setMessage(e.currentTarget.value)} />
          <Button size="xs" type="submit" loading={push.isPending} disabled={!online || !repo.trim()}>
            {t('githubPush')}
          </Button>
        </Stack>
      </form>
      {!online && (
        <Text size="xs" c="dimmed">
          {t('githubOnline')}
        </Text>
      )}
      {push.error && (
        <Alert color="red" p="xs" role="alert">
          <Stack gap={4}>
            <Text size="sm">{serverText(push.error)}</Text>
            {notLinked && (
              <Anchor component={Link} to="/github" size="sm">
                {t('githubSignIn')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {push.data && !push.error && (
        <Stack gap={0} role="status">
          <Text size="xs">{t('githubPushed', { repo: `${push.data.owner}/${push.data.repo}` })}</Text>
          <Anchor href={push.data.commitUrl} target="_blank" rel="noreferrer" size="xs">
            {t('githubCommit')}
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
