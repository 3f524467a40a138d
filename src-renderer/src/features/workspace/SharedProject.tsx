import { ActionIcon, Alert, Badge, Button, Center, Container, Grid, Group, Loader, NavLink, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import * as Y from 'yjs';
import { isUnreachable, useOffline } from '../offline/use-offline';
import { shareOpenFile, useLiveDocument } from './use-live-document';
import { useInviteCollaborator, useWorkspaceProject } from './use-workspace-projects';
import { FolderCopyPanel } from './FolderCopyPanel';
import { GithubPushPanel } from './GithubPushPanel';
import { VersionsPanel } from './VersionsPanel';
import { useServerText } from '../../core/i18n';
import { useWorkspaceTexts } from './workspace-texts';

const SharedEditor = lazy(() => import('./SharedEditor'));

export interface SharedProjectProps {
  projectId: string;
  me: { name: string; colour: string };
}

/**
 * One shared project: its files, the editor, who is online and where, and the connection's state.
 * Offline it opens from the copy kept on this device (the document in IndexedDB, the project's
 * details in the query cache), editable, and merges when the connection returns.
 */
export function SharedProject({ projectId, me }: SharedProjectProps) {
  const t = useWorkspaceTexts();
  const serverText = useServerText();
  const project = useWorkspaceProject(projectId);
  const { live, status, refusal, peers } = useLiveDocument(projectId, me);
  const [open, setOpen] = useState<string | null>(null);
  const [newFile, setNewFile] = useState('');
  const [email, setEmail] = useState('');
  const invite = useInviteCollaborator(projectId);
  const offline = useOffline();
  const names = live ? [...live.files.keys()].sort() : [];
  const current = open && live?.files.get(open) ? open : (names[0] ?? null);
  const text = current ? live?.files.get(current) : undefined;
  useEffect(() => shareOpenFile(live, current), [live, current]);

  // Offline the details may never come; the document kept on this device is shown all the same.
  const unreachable = offline || (project.isError && isUnreachable(project.error));
  if (project.isPending && !unreachable) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (project.isError && !project.data && !unreachable) {
    return (
      <Container py="lg">
        <Alert color="red" title={serverText(project.error)}>
          <Button component={Link} to="/workspace" variant="light">
            {t('back')}
          </Button>
        </Alert>
      </Container>
    );
  }

  const details = project.data;
  const addFile = () => {
    const name = newFile.trim();
    if (!live || !name || live.files.has(name)) return;
    live.files.set(name, new Y.Text());
    setOpen(name);
    setNewFile('');
  };

  return (
    <Container fluid py="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button component={Link} to="/workspace" variant="subtle" size="xs">
              {t('back')}
            </Button>
            <Title order={1} size="h3">
              {details?.name ?? t('keptProject')}
            </Title>
          </Group>
          <Group gap={6} role="group" aria-label={t('online')} style={{ minWidth: 0, maxWidth: '100%' }}>
            {peers.map((peer) => (
              // As typed: upper case would misname files and people.
              <Badge key={peer.clientId} tt="none" maw="100%" style={{ backgroundColor: peer.colour }} autoContrast>
                {peer.file ? t('onlineIn', { name: peer.self ? `${peer.name} (${t('you')})` : peer.name, file: peer.file }) : t('onlineNoFile', { name: peer.name })}
              </Badge>
            ))}
          </Group>
        </Group>
        {status === 'offline' && (
          <Alert color="yellow" role="status">
            {t('offline')}
          </Alert>
        )}
        {status === 'refused' && refusal && (
          <Alert color="red" role="alert">
            {t('refused', { reason: serverText(refusal) })}
          </Alert>
        )}
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Stack gap={4}>
              <Text fw={600}>{t('files')}</Text>
              {names.length === 0 && <Text size="sm">{t('noFiles')}</Text>}
              {names.map((name) => (
                <Group key={name} gap={4} wrap="nowrap">
                  <NavLink label={name} active={name === current} onClick={() => setOpen(name)} style={{ flex: 1 }} />
                  <ActionIcon variant="subtle" color="red" aria-label={t('deleteFile', { name })} onClick={() => live?.files.delete(name)}>
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Group gap={4} wrap="nowrap">
                <TextInput size="xs" aria-label={t('newFile')} placeholder={t('newFile')} value={newFile} maxLength={100} onChange={(e) => setNewFile(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && addFile()} />
                <Button size="xs" onClick={addFile}>
                  {t('addFile')}
                </Button>
              </Group>
              <Text fw={600} mt="md">
                {t('members')}
              </Text>
              {details?.members.map((member) => (
                <Text key={member.userId} size="sm">
                  {member.name}
                </Text>
              ))}
              {details?.isOwner && (
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    invite.mutate(email.trim(), { onSuccess: () => setEmail('') });
                  }}
                >
                  <Group gap={4} wrap="nowrap" align="start">
                    <TextInput size="xs" type="email" aria-label={t('invite')} placeholder={t('invite')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={invite.error ? serverText(invite.error) : undefined} />
                    <Button size="xs" type="submit" loading={invite.isPending}>
                      {t('inviteButton')}
                    </Button>
                  </Group>
                </form>
              )}
              <VersionsPanel projectId={projectId} online={status === 'online'} live={live} />
              <GithubPushPanel projectId={projectId} online={status === 'online'} />
              <FolderCopyPanel projectId={projectId} live={live} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            {live && current && text ? (
              <Suspense fallback={<Loader size="sm" aria-label={t('connecting')} />}>
                <SharedEditor live={live} name={current} text={text} peers={peers} height={520} />
              </Suspense>
            ) : (
              <Text>{status === 'connecting' ? t('connecting') : t('noFileOpen')}</Text>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
