import { ActionIcon, Alert, Badge, Box, Code, Container, Group, Paper, ScrollArea, Skeleton, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { buildPreviewDocument } from '@shared/playground/preview-document';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { notify } from '../../core/notifications/notify';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { PreviewPanel } from '../playground/panels/PreviewPanel';
import { useSharedProject, useStarShared } from './use-projects';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { useProjectsTexts } from './projects-texts';

const previewHeight = 460;

/**
 * A shared project, read-only, for anyone with the link, signed in or not: its files and the
 * page running in the playground's sandboxed preview (an opaque-origin frame, as in the playground).
 */
export function SharedProjectPage() {
  const t = useProjectsTexts();
  const server = useServerText();
  const formats = useFormats();
  const { shareId = '' } = useParams();
  const viewerId = useAuth().user?.uid ?? null;
  const shared = useSharedProject(shareId, viewerId);
  const star = useStarShared(shareId, viewerId);
  usePageMeta({ title: shared.data ? t('sharedTitle', { name: shared.data.name }) : t('sharedProject'), description: t('sharedDescription'), canonicalPath: `/shared/${shareId}` });
  const html = useMemo(() => (shared.data ? buildPreviewDocument(shared.data.files) : undefined), [shared.data]);

  if (shared.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton h={480} radius="md" aria-label={t('loadingShared')} />
      </Container>
    );
  }
  if (shared.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('sharedProject')}>
          {server(shared.error.message)}
        </Alert>
      </Container>
    );
  }
  const project = shared.data;
  const first = project.files[0]?.name;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz="h2">
              {project.name}
            </Title>
            {viewerId ? (
              <Group gap={2}>
                <Tooltip label={project.starred ? t('unstar') : t('star')}>
                  <ActionIcon
                    variant="subtle"
                    color="yellow"
                    aria-label={project.starred ? t('unstarNamed', { name: project.name }) : t('starNamed', { name: project.name })}
                    aria-pressed={project.starred}
                    loading={star.isPending}
                    onClick={() => star.mutate({ id: project.id, starred: !project.starred }, { onError: (error) => notify({ type: 'error', title: t('notifyStar'), message: server(error) }) })}
                  >
                    {project.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                  </ActionIcon>
                </Tooltip>
                <Text fz="sm" data-testid="star-count">
                  {project.stars}
                </Text>
              </Group>
            ) : (
              <Badge variant="light" color="yellow" leftSection={<IconStar size={12} />} aria-label={t('stars', { count: project.stars })}>
                {project.stars}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm">
            {t('sharedBy', { owner: project.ownerName, date: formats.date(project.updatedAt) })}
          </Text>
          {project.description && <Text>{project.description}</Text>}
          {project.technologies.length > 0 && (
            <Group gap={4}>
              {project.technologies.map((t) => (
                <Badge key={t} variant="outline" color="gray" size="sm" tt="none">
                  {t}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Paper withBorder radius="md" style={{ overflow: 'clip' }}>
          <Text fw={600} px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            {t('preview')}
          </Text>
          <PreviewPanel html={html} height={previewHeight} visible />
        </Paper>
        {first && (
          <Tabs defaultValue={first} keepMounted={false}>
            <ScrollArea type="auto" scrollbarSize={6}>
              <Tabs.List style={{ flexWrap: 'nowrap' }}>
                {project.files.map((file) => (
                  <Tabs.Tab key={file.name} value={file.name}>
                    {file.name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollArea>
            {project.files.map((file) => (
              <Tabs.Panel key={file.name} value={file.name} pt="xs">
                <Box mah={420} style={{ overflow: 'auto' }}>
                  <Code block aria-label={t('source', { name: file.name })}>
                    {file.content}
                  </Code>
                </Box>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
