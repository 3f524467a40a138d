import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrophy } from '@tabler/icons-react';
import { useReaderTexts } from '../reader-texts';
import type { PlacedLesson } from '@shared/courses/course-outline';

interface LessonNavigationProps {
  current: PlacedLesson;
  next: PlacedLesson | undefined;
  hasPrevious: boolean;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** product.md §2.2: Previous, Next Tutorial, Next Module (with its title), Course Complete, and the 'lesson X of N' bar. */
export function LessonNavigation({ current, next, hasPrevious, total, onPrevious, onNext }: LessonNavigationProps) {
  const t = useReaderTexts();
  const position = current.index + 1;
  const nextLabel = !next ? t('courseComplete') : next.moduleIndex !== current.moduleIndex ? t('nextModuleTo', { title: next.module.title }) : t('nextTutorial');
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onPrevious} disabled={!hasPrevious}>
          {t('previous')}
        </Button>
        <Button
          onClick={onNext}
          color={next ? undefined : 'teal'}
          rightSection={next ? <IconArrowRight size={16} /> : <IconTrophy size={16} />}
          styles={{ root: { minWidth: 0 }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          title={nextLabel}
        >
          {nextLabel}
        </Button>
      </Group>
      <Stack gap={4}>
        <Progress value={(position / total) * 100} size="sm" aria-label={t('lessonOf', { position, total })} />
        <Text fz="xs" c="dimmed" ta="center">
          {t('lessonOf', { position, total })}
        </Text>
      </Stack>
    </Stack>
  );
}
