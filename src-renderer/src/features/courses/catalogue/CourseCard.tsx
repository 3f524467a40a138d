import { AspectRatio, Badge, Button, Card, Group, Image, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CourseSummary } from '@shared/api/courses';
import { courseAction } from '@shared/progress/percent';
import { IconBooks, IconFileText, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { actionKeys, categoryKeys, useCatalogueTexts } from '../catalogue-texts';

export function CourseCard({ course, premium }: { course: CourseSummary; premium: boolean }) {
  const t = useCatalogueTexts();
  const action = courseAction(course.percent);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid="course-card" aria-label={course.title} component="article">
      <Card.Section>
        {/* Thumbnails have the course name drawn in, near any edge: shown whole (contain), never cropped, whatever their ratio. */}
        <AspectRatio ratio={16 / 9} bg="var(--mantine-color-default-hover)">
          <Image src={course.thumbnail} alt="" loading="lazy" fit="contain" fallbackSrc="/favicon.svg" />
        </AspectRatio>
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light">{t(categoryKeys[course.category])}</Badge>
          <Badge variant="light" color="teal">
            {/* Every course in the library is written for beginners (course library). */}
            {t('beginner')}
          </Badge>
          {!premium && (
            <Badge variant="outline" color="orange" leftSection={<IconLock size={12} />}>
              {t('limitedAccess')}
            </Badge>
          )}
        </Group>
        {/* The library's courses are written in English: said so, for screen readers on a Hindi or Telugu page. */}
        <Title order={2} fz="lg" lh={1.3} lang="en">
          {course.title}
        </Title>
        <Text c="dimmed" fz="sm" lineClamp={3} lang="en">
          {course.description}
        </Text>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4}>
            <IconBooks size={16} aria-hidden />
            <span>{t('moduleCount', { count: course.moduleCount })}</span>
          </Group>
          <Group gap={4}>
            <IconFileText size={16} aria-hidden />
            <span>{t('lessonCount', { count: course.lessonCount })}</span>
          </Group>
        </Group>
        <Stack gap={4} mt="auto">
          <Progress value={course.percent} size="sm" aria-label={t('courseProgress', { title: course.title })} />
          <Text fz="xs" c="dimmed">
            {t('percentComplete', { percent: course.percent })}
          </Text>
        </Stack>
        <Button component={Link} to={`/courses/${course.id}`} fullWidth variant={action === 'Start' ? 'filled' : 'light'}>
          {t(actionKeys[action])}
          {/* Nine links all reading "Start" say nothing out of context (a screen reader's link list, search engines). */}
          <VisuallyHidden lang="en">{` ${course.title}`}</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  );
}
