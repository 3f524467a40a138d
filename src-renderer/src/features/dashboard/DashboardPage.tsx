import { Alert, Container, Grid, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconHeartHandshake } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../app/use-page-meta';
import { useAuth } from '../auth/auth-context';
import { useMeStats } from '../engagement/use-me-stats';
import { DailyQuote } from './DailyQuote';
import { DashboardCourseCard } from './DashboardCourseCard';
import { DashboardStats } from './DashboardStats';
import { dashboardGreeting } from './greeting';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';

const emptyDashboard = { totalCourses: 0, coursesStarted: 0, coursesCompleted: 0, totalProgress: 0 };

/** product.md §1.2 "Dashboard": stats, course cards, quick actions, recent activity and the daily quote. */
export function DashboardPage() {
  usePageMeta({ title: 'Dashboard · Kodeshala', description: 'Your courses, progress and recent activity.', canonicalPath: '/dashboard' });
  const { user } = useAuth();
  const [params] = useSearchParams();
  const { stats, offline, isPending } = useMeStats();
  // Courses in progress come first: the dashboard is where a learner picks up where they left off.
  const greeting = dashboardGreeting(user?.displayName ?? 'learner', stats);
  const courses = [...(stats?.courses ?? [])].sort((a, b) => Number(b.started && !b.completed) - Number(a.started && !a.completed));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{greeting.title}</Title>
          <Text c="dimmed">{greeting.subtitle}</Text>
        </div>
        {params.get('from') === 'payment' && (
          <Alert color="teal" icon={<IconHeartHandshake />} title="Thank you for subscribing!" data-testid="payment-thanks">
            Your Premium access is active. Every lesson of every module is now open to you.
          </Alert>
        )}
        {offline && (
          <Alert color="yellow" icon={<IconCloudOff />} title="You are offline" data-testid="offline-notice">
            {stats ? 'We could not reach the server. You are seeing your last saved progress.' : "No courses available or couldn't load courses. Please check your connection."}
          </Alert>
        )}
        {isPending ? (
          <Loader aria-label="Loading your dashboard" />
        ) : (
          <>
            <DashboardStats stats={stats?.dashboard ?? emptyDashboard} />
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Title order={2} fz="lg" mb="sm">
                  Your courses
                </Title>
                {courses.length === 0 ? (
                  // Offline with no saved copy, the notice above already says this.
                  !offline && <Text c="dimmed">No courses available or couldn't load courses. Please check your connection.</Text>
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
