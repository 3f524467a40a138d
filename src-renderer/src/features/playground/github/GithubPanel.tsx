import { Alert, Anchor, Autocomplete, Button, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { PlaygroundFile } from '@shared/api/playground';
import { parseRepoName } from '@shared/playground/repo-name';
import { IconBrandGithub, IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useServerText } from '../../../core/i18n';
import { usePlaygroundTexts } from '../playground-texts';
import { useGithubLoad, useGithubRepos, useGithubSave, useGithubStatus } from './use-github';

interface GithubPanelProps {
  projectName: string;
  files: PlaygroundFile[];
  height: number;
  onLoaded: (project: { name: string; files: PlaygroundFile[]; source: string }) => void;
}

// A brand name and an example repository name stay as they are in every language.
const github = 'GitHub';
const repoExample = 'mom-birthday';

type Outcome = { kind: 'success' | 'error'; text: string; link?: string } | undefined;

/** product.md §1.2: save the project to a GitHub repository as project.json, and load it back. */
export function GithubPanel({ projectName, files, height, onLoaded }: GithubPanelProps) {
  const t = usePlaygroundTexts();
  const say = useServerText();
  const status = useGithubStatus(true);
  const connected = status.data?.connected === true;
  const [listRepos, setListRepos] = useState(false);
  const repos = useGithubRepos(connected && listRepos);
  const save = useGithubSave();
  const load = useGithubLoad();
  const [repo, setRepo] = useState('');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();

  if (status.isPending) return <Loader size="sm" m="sm" aria-label={t('checkingGithub')} />;
  if (status.isError) {
    return (
      <Alert m="sm" color="red">
        {say(status.error.message)}
      </Alert>
    );
  }
  if (!connected) {
    return (
      <Stack p="sm" gap="xs">
        <Group gap="xs">
          <IconBrandGithub size={18} />
          <Text fw={600}>{github}</Text>
        </Group>
        <Text fz="sm">{say(status.data?.reason ?? '')}</Text>
      </Stack>
    );
  }

  const target = () => {
    const parsed = parseRepoName(repo, status.data?.login);
    if (!parsed.ok) setOutcome({ kind: 'error', text: say(parsed.error) });
    return parsed.ok ? `${parsed.owner}/${parsed.repo}` : undefined;
  };
  const doSave = () => {
    const name = target();
    if (!name) return;
    setOutcome(undefined);
    save.mutate(
      { repo: name, message, project: { name: projectName, files } },
      {
        onSuccess: (reply) => setOutcome({ kind: 'success', text: t('savedTo', { repo: `${reply.owner}/${reply.repo}` }), link: reply.htmlUrl ?? undefined }),
        onError: (error) => setOutcome({ kind: 'error', text: error.message.startsWith('Failed to') ? say(error.message) : t('saveToGithubFailed', { message: say(error.message) }) }),
      },
    );
  };
  const doLoad = () => {
    const name = target();
    if (!name) return;
    setOutcome(undefined);
    load.mutate(name, {
      onSuccess: (reply) => {
        onLoaded({ name: reply.name, files: reply.files, source: `${reply.owner}/${reply.repo}` });
        setOutcome({ kind: 'success', text: t('loadedFrom', { count: reply.files.length, repo: `${reply.owner}/${reply.repo}` }) });
      },
      onError: (error) => setOutcome({ kind: 'error', text: error.message.startsWith('Failed to') ? say(error.message) : t('loadFromGithubFailed', { message: say(error.message) }) }),
    });
  };

  return (
    <ScrollArea h={height}>
      <Stack p="sm" gap="sm">
        <Group gap="xs">
          <IconBrandGithub size={18} />
          <Text fz="sm">
            {t('signedInAs')} <b>{status.data?.login}</b>
          </Text>
        </Group>
        <Autocomplete
          label={t('repository')}
          description={t('repositoryHint')}
          placeholder={repoExample}
          value={repo}
          onChange={setRepo}
          onFocus={() => setListRepos(true)}
          data={repos.data?.repos.map((r) => r.fullName) ?? []}
          rightSection={repos.isFetching ? <Loader size="xs" /> : null}
        />
        {repos.isError && (
          <Text fz="xs" c="red">
            {say(repos.error.message)}
          </Text>
        )}
        <TextInput label={t('commitMessage')} placeholder={t('commitPlaceholder', { name: projectName })} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
        <Group gap="xs">
          <Button leftSection={<IconUpload size={16} />} onClick={doSave} loading={save.isPending} disabled={load.isPending}>
            {t('saveToGithub')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={doLoad} loading={load.isPending} disabled={save.isPending}>
            {t('loadFromGithub')}
          </Button>
        </Group>
        {outcome && (
          <Alert color={outcome.kind === 'success' ? 'teal' : 'red'} data-testid="github-outcome">
            {outcome.text}
            {outcome.link && (
              <>
                {' '}
                <Anchor href={outcome.link} target="_blank" rel="noreferrer" fz="sm">
                  {t('viewOnGithub')}
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <Text fz="xs" c="dimmed">
          {t('githubHelp')}
        </Text>
      </Stack>
    </ScrollArea>
  );
}
