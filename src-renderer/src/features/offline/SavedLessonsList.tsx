import { Anchor, List, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useOfflineReadingTexts } from './offline-reading-texts';
import { useSavedLessons } from './saved-lessons';

/** What this browser can show offline: each lesson kept for offline reading, as a link to it. */
export function SavedLessonsList({ currentLessonId }: { currentLessonId?: string }) {
  const t = useOfflineReadingTexts();
  const saved = useSavedLessons();
  if (saved.isPending) return <Loader size="sm" aria-label={t('savedLessons')} />;
  const lessons = (saved.data ?? []).filter((lesson) => lesson.id !== currentLessonId);
  if (lessons.length === 0) return <Text size="sm">{t('noSavedLessons')}</Text>;
  return (
    <Stack gap={4} align="flex-start" data-testid="saved-lessons">
      <Text size="sm" fw={600}>
        {t('savedLessons')}
      </Text>
      <List size="sm" spacing={4}>
        {lessons.map((lesson) => (
          <List.Item key={lesson.id}>
            <Anchor component={Link} to={`/courses/${encodeURIComponent(lesson.courseId)}?lesson=${encodeURIComponent(lesson.id)}`}>
              {lesson.title}
            </Anchor>
            <Text span size="xs" c="dimmed">
              {' '}
              · {lesson.moduleTitle}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
