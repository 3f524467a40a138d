import { Alert, Button, Card, Container, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { presenceColour } from '@shared/workspace/presence';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { useMyTeam } from '../hackathon/dashboard/use-my-team';
import { SharedProject } from './SharedProject';
import { useCreateWorkspaceProject, useWorkspaceProjects } from './use-workspace-projects';
import { useServerText } from '../../core/i18n';
import { useWorkspaceTexts } from './workspace-texts';

/** The team workspace (product.md §3.10): the shared projects, or one of them open. */
export function WorkspacePage() {
  const t = useWorkspaceTexts();
  const { projectId } = useParams();
  const { user } = useAuth();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/workspace' });
  if (projectId && user) return <SharedProject key={projectId} projectId={projectId} me={{ name: user.displayName, colour: presenceColour(user.uid) }} />;
  return <ProjectList />;
}

function ProjectList() {
  const t = useWorkspaceTexts();
  const serverText = useServerText();
  const projects = useWorkspaceProjects();
  const create = useCreateWorkspaceProject();
  const team = useMyTeam().data;
  const [forTeam, setForTeam] = useState(true);
  const [name, setName] = useState('');
  const teamId = team && forTeam ? team.id : undefined;
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>{t('pageTitle')}</Title>
        <Text c="dimmed">{t('pageDescription')}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) create.mutate({ name: name.trim(), teamId }, { onSuccess: () => setName('') });
          }}
        >
          <Group align="end" wrap="wrap">
            <TextInput label={t('newProject')} placeholder={t('projectName')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} style={{ flex: 1, minWidth: 200 }} error={create.error ? serverText(create.error) : undefined} />
            <Button type="submit" loading={create.isPending}>
              {t('create')}
            </Button>
          </Group>
          {team && (
            <Switch mt="sm" checked={forTeam} onChange={(event) => setForTeam(event.currentTarget.checked)} label={t('forTeam', { team: team.name })} description={t('forTeamHint')} />
          )}
        </form>
        {projects.isPending && (
          <Group>
            <Loader size="sm" />
            <Text>{t('loading')}</Text>
          </Group>
        )}
        {projects.isError && (
          <Alert color="red" title={t('loadFailed')}>
            <Button variant="light" onClick={() => void projects.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {projects.data?.length === 0 && <Text>{t('empty')}</Text>}
        {projects.data?.map((project) => (
          <Card key={project.id} withBorder>
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{project.name}</Text>
                <Text size="sm" c="dimmed">
                  {project.members.map((m) => m.name).join(', ')}
                </Text>
              </Stack>
              <Button component={Link} to={`/workspace/${project.id}`} variant="light">
                {t('open')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
