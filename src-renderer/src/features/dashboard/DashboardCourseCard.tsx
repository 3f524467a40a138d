import { AspectRatio, Badge, Button, Card, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import type { DashboardCourse } from '@shared/api/engagement';
import { courseAction } from '@shared/courses/progress-percent';
import { Link } from 'react-router';

export function DashboardCourseCard({ course }: { course: DashboardCourse }) {
  const action = courseAction(course.progress);
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
          <Badge variant="light">{course.category}</Badge>
          <Badge variant="light" color="teal">
            {course.level}
          </Badge>
        </Group>
        <Title order={3} fz="md" lh={1.3}>
          {course.title}
        </Title>
        <Text c="dimmed" fz="sm" lineClamp={2}>
          {course.description}
        </Text>
        <Stack gap={4} mt="auto">
          <Progress value={course.progress} size="sm" aria-label={`${course.title} progress`} />
          <Text fz="xs" c="dimmed">
            {course.progress}% complete · {course.completedLessons} of {course.totalLessons} lessons
          </Text>
        </Stack>
        <Button component={Link} to={course.link} variant={action === 'Start' ? 'filled' : 'light'} fullWidth>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
