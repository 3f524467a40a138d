import { Alert, Anchor, Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PushProjectReply } from '@shared/api/github';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProjectCards } from '../projects/use-projects';
import { usePushProject } from './use-github-screen';
import { useServerText } from '../../core/i18n';
import { useGithubTexts } from './github-texts';

/** Push a chosen project to the chosen repository as its own files, in one commit; the result links to the commit. */
export function PushPanel({ repo }: { repo: string }) {
  const t = useGithubTexts();
  const server = useServerText();
  const projects = useProjectCards();
  const push = usePushProject();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<PushProjectReply>();
  const options = (projects.data ?? []).map((p) => ({ value: p.id, label: t('projectOption', { name: p.name, count: p.fileCount }) }));

  const doPush = () => {
    if (!projectId || !repo) return;
    setResult(undefined);
    push.mutate({ projectId, repo, message }, { onSuccess: setResult });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('pushTitle')}
        </Title>
        {projects.isSuccess && options.length === 0 ? (
          <Text fz="sm">
            {t('noProjectsBefore')}{' '}
            <Anchor component={Link} to="/playground">
              {t('noProjectsLink')}
            </Anchor>{' '}
            {t('noProjectsAfter')}
          </Text>
        ) : (
          <Select
            label={t('project')}
            placeholder={projects.isPending ? t('loadingProjects') : t('chooseProject')}
            data={options}
            value={projectId}
            onChange={setProjectId}
            error={projects.isError ? server(projects.error.message) : undefined}
            searchable
          />
        )}
        <TextInput label={t('repository')} value={repo} readOnly placeholder={t('chooseOnLeft')} />
        <TextInput label={t('commitMessage')} placeholder={t('commitPlaceholder')} value={message} onChange={(e) => setMessage(e.currentTarget.value)} maxLength={500} />
        <Button leftSection={<IconUpload size={16} />} onClick={doPush} loading={push.isPending} disabled={!projectId || !repo}>
          {t('push')}
        </Button>
        {push.isError && (
          <Alert color="red" data-testid="push-outcome">
            {server(push.error.message)}
          </Alert>
        )}
        {result && (
          <Alert color="green" data-testid="push-outcome">
            <Stack gap={4}>
              <Text fz="sm">
                {t(result.fileCount === 1 ? 'pushedOne' : 'pushedMany', { count: result.fileCount, repo: `${result.owner}/${result.repo}`, branch: result.branch })}
              </Text>
              <Anchor href={result.commitUrl} target="_blank" rel="noreferrer" fz="sm">
                {t('viewCommit', { sha: result.commitSha.slice(0, 7) })}
              </Anchor>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
