import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminLesson } from '@shared/admin/content';
import { useAdminTexts } from '../admin-texts';
import { RowActions } from '../RowActions';

/** product.md §2.2: the list shows the first 100 characters of a content's HTML. */
const htmlPreviewLength = 100;

export function LessonList({ lessons, onEdit, onDelete }: { lessons: AdminLesson[]; onEdit: (lesson: AdminLesson) => void; onDelete: (lesson: AdminLesson) => void }) {
  const t = useAdminTexts();
  return (
    <Stack gap="xs" data-testid="admin-lesson-list">
      {lessons.map((lesson) => (
        <Paper key={lesson.id} withBorder radius="md" p="sm" data-testid="admin-lesson">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600}>
                {lesson.order}. {lesson.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('lessonMeta', { id: lesson.id, count: lesson.blocks.length })}
                {lesson.explanationBlocks.length > 0 ? t('explanationCount', { count: lesson.explanationBlocks.length }) : ''}
              </Text>
              {lesson.html.trim() !== '' && (
                <Text fz="xs" c="dimmed" ff="monospace" truncate>
                  {lesson.html.slice(0, htmlPreviewLength)}
                </Text>
              )}
            </Stack>
            <RowActions name={lesson.title} onEdit={() => onEdit(lesson)} onDelete={() => onDelete(lesson)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
