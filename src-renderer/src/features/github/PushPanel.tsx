import { Alert, Anchor, Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PushProjectReply } from '@shared/api/github';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProjectCards } from '../projects/use-projects';
import { usePushProject } from './use-github-screen';

/** Push a chosen project to the chosen repository as its own files, in one commit; the result links to the commit. */
export function PushPanel({ repo }: { repo: string }) {
  const projects = useProjectCards();
  const push = usePushProject();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<PushProjectReply>();
  const options = (projects.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.fileCount} files)` }));

  const doPush = () => {
    if (!projectId || !repo) return;
    setResult(undefined);
    push.mutate({ projectId, repo, message }, { onSuccess: setResult });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Push a project
        </Title>
        {projects.isSuccess && options.length === 0 ? (
          <Text fz="sm">
            You have no saved projects yet. Build one in the <Anchor component={Link} to="/playground">playground</Anchor> and press Save.
          </Text>
        ) : (
          <Select
            label="Project"
            placeholder={projects.isPending ? 'Loading projects…' : 'Choose a project'}
            data={options}
            value={projectId}
            onChange={setProjectId}
            error={projects.isError ? projects.error.message : undefined}
            searchable
          />
        )}
        <TextInput label="Repository" value={repo} readOnly placeholder="Choose one on the left" />
        <TextInput label="Commit message" placeholder="Push from Kodeshala" value={message} onChange={(e) => setMessage(e.currentTarget.value)} maxLength={500} />
        <Button leftSection={<IconUpload size={16} />} onClick={doPush} loading={push.isPending} disabled={!projectId || !repo}>
          Push to GitHub
        </Button>
        {push.isError && (
          <Alert color="red" data-testid="push-outcome">
            {push.error.message}
          </Alert>
        )}
        {result && (
          <Alert color="green" data-testid="push-outcome">
            <Stack gap={4}>
              <Text fz="sm">
                Pushed {result.fileCount} {result.fileCount === 1 ? 'file' : 'files'} to {result.owner}/{result.repo} ({result.branch}) in one commit.
              </Text>
              <Anchor href={result.commitUrl} target="_blank" rel="noreferrer" fz="sm">
                View commit {result.commitSha.slice(0, 7)}
              </Anchor>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
