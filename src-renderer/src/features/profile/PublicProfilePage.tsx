import { Avatar, Badge, Button, Container, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { profileRoutes } from '@shared/api/routes/profile';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useFormats } from '../../core/format';
import { useServerText } from '../../core/i18n';
import { usePageMeta } from '../../core/use-page-meta';
import { engagementKeys } from '../engagement/query-keys';
import { BadgeGrid } from './BadgeGrid';
import { useProfileTexts } from './profile-texts';
import { SocialLinkList } from './SocialLinkList';
import { StreakCards } from './StreakCards';

/** /u/:handle (beyond the spec): a profile its owner made public. */
export function PublicProfilePage() {
  const { handle = '' } = useParams();
  const t = useProfileTexts();
  const serverText = useServerText();
  const formats = useFormats();
  usePageMeta({ title: `@${handle} · Kodeshala`, description: t('publicDescriptionMeta'), canonicalPath: `/u/${handle}` });
  const query = useQuery({
    queryKey: engagementKeys.publicProfile(handle),
    queryFn: ({ signal }) => api(profileRoutes.publicProfile, { params: { handle }, signal }),
    staleTime: 60_000,
    retry: false,
  });

  if (query.isPending) {
    return (
      <Container size="lg" py="xl">
        <Loader aria-label={t('loadingProfile')} />
      </Container>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container size="sm" py="xl">
        <Stack align="center" gap="sm" data-testid="profile-not-found">
          <Title order={1}>{missing ? t('profileNotFound') : t('couldNotLoad')}</Title>
          <Text c="dimmed" ta="center">
            {missing ? t('notExist') : serverText(query.error.message)}
          </Text>
          <Button component={Link} to="/">
            {t('goHome')}
          </Button>
        </Stack>
      </Container>
    );
  }
  const p = query.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar src={p.photoURL} size={80} radius="xl" alt={t('photoAlt', { name: p.displayName })}>
              {p.displayName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={26} style={{ overflowWrap: 'anywhere' }}>
                {p.displayName}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('learningSince', { handle: p.handle, date: formats.monthYear(p.memberSince) })}
              </Text>
              {p.bio && (
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {p.bio}
                </Text>
              )}
              <SocialLinkList links={p.socialLinks} />
            </Stack>
          </Group>
        </Paper>
        <StreakCards current={p.currentStreak} longest={p.longestStreak} currentLabel={p.streakLabel} longestLabel={t('bestRun', { count: p.longestStreak })} />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="completed-title">
          <Title order={2} fz="lg" id="completed-title" mb="sm">
            {t('completedCourses')}
          </Title>
          {p.completedCourses.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('noCompleted')}
            </Text>
          ) : (
            <List spacing={4}>
              {p.completedCourses.map((c) => (
                <List.Item key={c.id}>
                  <Badge variant="light" color="teal" mr={6}>
                    {t('completed')}
                  </Badge>
                  {c.title}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <BadgeGrid badges={p.badges} />
      </Stack>
    </Container>
  );
}
