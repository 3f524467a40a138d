import { Alert, Button, Center, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { browseProjects, projectStats, type ProjectView } from '@shared/projects/browse';
import { projectMessages } from '@shared/projects/messages';
import { IconFolderOff, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../core/notifications/notify';
import { usePageMeta } from '../../core/use-page-meta';
import { ProjectCard } from './ProjectCard';
import { ProjectDetailsModal } from './ProjectDetailsModal';
import { ProjectStats } from './ProjectStats';
import { ProjectToolbar, type Layout } from './ProjectToolbar';
import { ShareModal } from './ShareModal';
import { useProjectCards, useShareProject, useStarProject } from './use-projects';
import { useServerText } from '../../core/i18n';
import { useProjectsTexts } from './projects-texts';

const initialView: ProjectView = { search: '', category: 'all', status: 'all', sort: 'updated' };

/** product.md §2.2 "Projects": the learner's playground projects, with stars, share links and details. */
export function ProjectsPage() {
  const t = useProjectsTexts();
  const server = useServerText();
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription'), canonicalPath: '/projects' });
  const navigate = useNavigate();
  const projects = useProjectCards();
  const star = useStarProject();
  const share = useShareProject();
  const [view, setView] = useState(initialView);
  const [layout, setLayout] = useState<Layout>('grid');
  const [detailsId, setDetailsId] = useState<string>();
  const [shareId, setShareId] = useState<string>();
  const all = useMemo(() => projects.data ?? [], [projects.data]);
  const shown = useMemo(() => browseProjects(all, view), [all, view]);

  const openShare = (id: string, shared: boolean) => {
    if (shared) return setShareId(id);
    share.mutate(id, {
      onSuccess: () => setShareId(id),
      onError: (error) => notify({ type: 'error', title: t('notifyShare'), message: server(error) }),
    });
  };

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{t('pageTitle')}</Title>
            <Text c="dimmed">{t('intro')}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate('/playground', { state: { newProject: true } })}>
            {t('newProject')}
          </Button>
        </Group>
        {projects.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('loading')}>
            {[0, 1].map((key) => (
              <Skeleton key={key} h={180} radius="md" />
            ))}
          </SimpleGrid>
        ) : projects.isError ? (
          <Alert color="red" title={t('loadFailed')}>
            <Stack gap="xs" align="start">
              <Text fz="sm">{server(projects.error.message)}</Text>
              <Button size="xs" variant="default" onClick={() => void projects.refetch()} loading={projects.isFetching}>
                {t('tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <ProjectStats stats={projectStats(all)} />
            <ProjectToolbar view={view} onView={setView} layout={layout} onLayout={setLayout} />
            {shown.length === 0 ? (
              <Center py="xl">
                <Stack align="center" gap="xs">
                  <IconFolderOff size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
                  <Text fw={600}>{server(projectMessages.empty)}</Text>
                  <Text fz="sm" c="dimmed" ta="center">
                    {all.length === 0 ? t('emptyStart') : t('emptyFilter')}
                  </Text>
                </Stack>
              </Center>
            ) : (
              <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1} spacing="md" data-testid={`projects-${layout}`}>
                {shown.map((project) => (
                  <ProjectCard
                    key={project.id}
                    project={project}
                    layout={layout}
                    starring={star.isPending && star.variables.id === project.id}
                    onStar={() =>
                      star.mutate({ id: project.id, starred: !project.starred }, { onError: (error) => notify({ type: 'error', title: t('notifyStar'), message: server(error) }) })
                    }
                    onEdit={() => void navigate('/playground', { state: { openProject: project.id } })}
                    onDetails={() => setDetailsId(project.id)}
                    onShare={() => openShare(project.id, project.shareId !== null)}
                  />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
      <ProjectDetailsModal project={all.find((p) => p.id === detailsId)} onClose={() => setDetailsId(undefined)} />
      <ShareModal project={all.find((p) => p.id === shareId)} onClose={() => setShareId(undefined)} />
    </Container>
  );
}
