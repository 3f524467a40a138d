import { Alert, Button, Checkbox, Group, Loader, Paper, Radio, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createRepoBody } from '@shared/api/github';
import { githubMessages } from '@shared/github/messages';
import type { GithubRepo } from '@shared/api/playground';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { serverFieldError } from '../../core/forms/server-field-error';
import { zodResolver } from '../../core/forms/zod-resolver';
import { useGithubRepos } from '../playground/github/use-github';
import { failureReason } from './failure-reason';
import { useCreateRepo } from './use-github-screen';
import { useServerText } from '../../core/i18n';
import { useGithubTexts } from './github-texts';

/** An example repository name, the same in every language. */
const repoExample = 'my-first-site';

const rules = zodResolver(createRepoBody);

function CreateRepoForm({ onCreated }: { onCreated: (repo: GithubRepo) => void }) {
  const t = useGithubTexts();
  const server = useServerText();
  const create = useCreateRepo();
  const form = useForm<z.input<typeof createRepoBody>>({
    mode: 'controlled',
    initialValues: { name: '', private: false },
    validate: (values) => Object.fromEntries(Object.entries(rules(values)).map(([field, message]) => [field, typeof message === 'string' ? server(message) : message])),
  });
  const nameInput = form.getInputProps('name');
  const privateInput = form.getInputProps('private', { type: 'checkbox' });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { name: values.name.trim(), private: values.private ?? false },
      {
        onSuccess: (repo) => (form.reset(), onCreated(repo)),
        onError: (error) => form.setFieldError('name', server(serverFieldError(error, ['name'] as const)?.message ?? error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          {t('createRepo')}
        </Text>
        <Group align="start" gap="xs" wrap="wrap">
          <TextInput aria-label={t('newRepoName')} placeholder={repoExample} style={{ flex: '1 1 180px' }} {...nameInput} />
          <Button type="submit" variant="light" loading={create.isPending}>
            {t('create')}
          </Button>
        </Group>
        <Checkbox label={t('privateLabel')} {...privateInput} />
      </Stack>
    </form>
  );
}

/** The learner's repositories (every page) as radio choices, a filter, and creating a new one. */
export function RepoPicker({ value, onChange }: { value: string; onChange: (fullName: string) => void }) {
  const t = useGithubTexts();
  const server = useServerText();
  const repos = useGithubRepos(true);
  const [filter, setFilter] = useState('');
  const shown = (repos.data?.repos ?? []).filter((r) => r.fullName.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('repositories')}
          </Title>
          {repos.data && (
            <Text fz="sm" c="dimmed">
              {repos.data.repos.length}
            </Text>
          )}
        </Group>
        {repos.isPending ? (
          <Loader size="sm" aria-label={t('loadingRepos')} />
        ) : repos.isError ? (
          <Alert color="red" title={server(githubMessages.fetchFailed)}>
            <Stack gap="xs" align="start">
              <Text fz="sm">{server(failureReason(repos.error))}</Text>
              <Button size="xs" variant="default" onClick={() => void repos.refetch()} loading={repos.isFetching}>
                {t('tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : repos.data.repos.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('noRepos')}
          </Text>
        ) : (
          <>
            <TextInput aria-label={t('filterRepos')} placeholder={t('filterRepos')} leftSection={<IconSearch size={14} />} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
            <ScrollArea.Autosize mah={300} type="auto">
              <Radio.Group value={value} onChange={onChange} aria-label={t('repoToPush')}>
                <Stack gap={6} py={4}>
                  {shown.map((repo) => (
                    <Radio
                      key={repo.fullName}
                      value={repo.fullName}
                      label={
                        <Group gap={4} wrap="nowrap">
                          <Text fz="sm">{repo.fullName}</Text>
                          {repo.private && <IconLock size={12} aria-label={t('private')} />}
                        </Group>
                      }
                    />
                  ))}
                  {shown.length === 0 && (
                    <Text fz="sm" c="dimmed">
                      {t('noMatch')}
                    </Text>
                  )}
                </Stack>
              </Radio.Group>
            </ScrollArea.Autosize>
          </>
        )}
        <CreateRepoForm onCreated={(repo) => onChange(repo.fullName)} />
      </Stack>
    </Paper>
  );
}
