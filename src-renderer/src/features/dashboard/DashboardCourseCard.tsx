import { AspectRatio, Badge, Button, Card, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import type { DashboardCourse } from '@shared/api/engagement';
import { courseAction } from '@shared/progress/percent';
import { Link } from 'react-router';
import { type CatalogueKey, categoryKeys, useCatalogueTexts } from '../courses/catalogue-texts';
import { useDashboardTexts } from './dashboard-texts';

const actionKeys = { Start: 'actionStart', Continue: 'actionContinue', Review: 'actionReview' } as const;

export function DashboardCourseCard({ course }: { course: DashboardCourse }) {
  const action = courseAction(course.progress);
  const t = useDashboardTexts();
  const catalogue = useCatalogueTexts();
  // The dashboard's course carries its category as a plain string; one the catalogue does not name shows as sent.
  const categoryKey: CatalogueKey | undefined = (categoryKeys as Partial<Record<string, CatalogueKey>>)[course.category];
  const level = catalogue('beginner');
  return (
    <Card withBorder radius="lg" padding="md" h="100%" component="article" aria-label={course.title} data-testid="dashboard-course">
      <Card.Section>
        {/* As in the catalogue: the title drawn into a thumbnail is never cropped. */}
        <AspectRatio ratio={16 / 9} bg="var(--mantine-color-default-hover)">
          <Image src={course.thumbnail} alt="" fit="contain" loading="lazy" fallbackSrc="/favicon.svg" />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light">{categoryKey ? catalogue(categoryKey) : course.category}</Badge>
          <Badge variant="light" color="teal">
            {level}
          </Badge>
        </Group>
        <Title order={3} fz="md" lh={1.3}>
          {course.title}
        </Title>
        <Text c="dimmed" fz="sm" lineClamp={2}>
          {course.description}
        </Text>
        <Stack gap={4} mt="auto">
          <Progress value={course.progress} size="sm" aria-label={t('courseProgress', { course: course.title })} />
          <Text fz="xs" c="dimmed">
            {t('courseProgressLine', { percent: course.progress, done: course.completedLessons, total: course.totalLessons })}
          </Text>
        </Stack>
        <Button component={Link} to={course.link} variant={action === 'Start' ? 'filled' : 'light'} fullWidth>
          {t(actionKeys[action])}
        </Button>
      </Stack>
    </Card>
  );
}
