import { Alert, Container, Grid, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconHeartHandshake } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../core/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { useMeStats } from '../engagement/use-me-stats';
import { DailyQuote } from './DailyQuote';
import { DashboardCourseCard } from './DashboardCourseCard';
import { DashboardStats } from './DashboardStats';
import { useDashboardTexts } from './dashboard-texts';
import { isReturningLearner } from './greeting';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';

const emptyDashboard = { totalCourses: 0, coursesStarted: 0, coursesCompleted: 0, totalProgress: 0 };

/** product.md §1.2 "Dashboard": stats, course cards, quick actions, recent activity and the daily quote. */
export function DashboardPage() {
  const t = useDashboardTexts();
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription'), canonicalPath: '/dashboard' });
  const { user } = useAuth();
  const [params] = useSearchParams();
  const { stats, offline, isPending } = useMeStats();
  // Courses in progress come first: the dashboard is where a learner picks up where they left off.
  const name = user?.displayName ?? t('learner');
  const greeting = isReturningLearner(stats)
    ? { title: t('welcomeBack', { name }), subtitle: t('welcomeBackSubtitle') }
    : { title: t('welcome', { name }), subtitle: t('welcomeSubtitle') };
  const courses = [...(stats?.courses ?? [])].sort((a, b) => Number(b.started && !b.completed) - Number(a.started && !a.completed));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{greeting.title}</Title>
          <Text c="dimmed">{greeting.subtitle}</Text>
        </div>
        {params.get('from') === 'payment' && (
          <Alert color="teal" icon={<IconHeartHandshake />} title={t('thanksTitle')} data-testid="payment-thanks">
            {t('thanksText')}
          </Alert>
        )}
        {offline && (
          <Alert color="yellow" icon={<IconCloudOff />} title={t('offlineTitle')} data-testid="offline-notice">
            {stats ? t('offlineWithCopy') : t('noCourses')}
          </Alert>
        )}
        {isPending ? (
          <Loader aria-label={t('loading')} />
        ) : (
          <>
            <DashboardStats stats={stats?.dashboard ?? emptyDashboard} />
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Title order={2} fz="lg" mb="sm">
                  {t('yourCourses')}
                </Title>
                {courses.length === 0 ? (
                  // Offline with no saved copy, the notice above already says this.
                  !offline && <Text c="dimmed">{t('noCourses')}</Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {courses.map((course) => (
                      <DashboardCourseCard key={course.id} course={course} />
                    ))}
                  </SimpleGrid>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  <QuickActions />
                  <RecentActivity items={stats?.recentActivity ?? []} />
                  <DailyQuote />
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
